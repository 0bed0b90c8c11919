package io.sbetool.compiler.generation.golden;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * car.xml's Java codecs with {@code --java-access-order-checks}, byte for byte, against
 * {@code golden/java-access-order-checks/car/}: only the files the option changes (the message's encoder and
 * decoder), the others being {@code golden/java/car/}'s, unchanged.
 */
class JavaAccessOrderGoldenFilesTest
{
    private static final Path CAR = SharedFiles.projectSchema("car.xml");

    private static Map<String, String> generate(final boolean checks) throws Exception
    {
        final JavaOptions options = JavaOptions.defaults().withSchemaName("car.xml").withAccessOrderChecks(checks);
        return GoldenFiles.byPath(new JavaGenerator(Compilation.compileOrThrow(CAR), options).generateSources(), ".java");
    }

    @Test
    void carWithChecksMatchesGoldenFiles() throws Exception
    {
        final Map<String, String> changed = GoldenFiles.changed(generate(false), generate(true));
        assertEquals(List.of("uk/co/real_logic/sbe/benchmarks/CarDecoder.java", "uk/co/real_logic/sbe/benchmarks/CarEncoder.java"),
            List.copyOf(changed.keySet()), "the files the checks change");
        GoldenFiles.check("java-access-order-checks/car", changed);
    }

    @Test
    void noOtherAccessOrderGoldenSet() throws Exception
    {
        GoldenFiles.checkNoOtherSets("java-access-order-checks", List.of("car"));
    }
}
