package io.sbetool.compiler.generation.golden;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * car.xml's C++ codecs with {@code --cpp-access-order-checks}, byte for byte, against
 * {@code golden/cpp-access-order-checks/car/}: only the files the option changes (the message's header), the
 * others being {@code golden/cpp/car/}'s, unchanged.
 */
class CppAccessOrderGoldenFilesTest
{
    private static final Path CAR = SharedFiles.projectSchema("car.xml");

    private static Map<String, String> generate(final boolean checks) throws Exception
    {
        final CppOptions options = CppOptions.defaults().withSchemaFile(CAR);
        return new CppGenerator(Compilation.compileOrThrow(CAR),
            checks ? options.withAccessOrderChecks(CppOptions.DEFAULT_ACCESS_ORDER_MACRO) : options).generateSources();
    }

    @Test
    void carWithChecksMatchesGoldenFiles() throws Exception
    {
        final Map<String, String> changed = GoldenFiles.changed(generate(false), generate(true));
        assertEquals(changed, GoldenFiles.changed(generate(false), generate(true)), "generation is deterministic");
        assertEquals(List.of("uk_co_real_logic_sbe_benchmarks/Car.h"), List.copyOf(changed.keySet()),
            "the files the checks change");
        GoldenFiles.check("cpp-access-order-checks/car", changed);
    }

    @Test
    void noOtherAccessOrderGoldenSet() throws Exception
    {
        GoldenFiles.checkNoOtherSets("cpp-access-order-checks", List.of("car"));
    }
}
