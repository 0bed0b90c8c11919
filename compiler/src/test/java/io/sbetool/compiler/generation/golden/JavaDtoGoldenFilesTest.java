package io.sbetool.compiler.generation.golden;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.java.DtoGenerator;
import io.sbetool.compiler.generation.java.InMemoryCompiler;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The DTOs ({@code --java-dtos}) of car.xml, byte for byte, against {@code golden/java-dtos/car/}: only the
 * DTO classes, the codecs beside them being {@code golden/java/car/}, which the option leaves as they are.
 */
class JavaDtoGoldenFilesTest
{
    private static final Path CAR = SharedFiles.projectSchema("car.xml");

    private static JavaGenerator codecs() throws Exception
    {
        return new JavaGenerator(Compilation.compileOrThrow(CAR), JavaOptions.defaults().withSchemaName("car.xml"));
    }

    @Test
    void carDtosMatchGoldenFiles() throws Exception
    {
        GoldenFiles.check("java-dtos/car", GoldenFiles.byPath(new DtoGenerator(codecs()).generateSources(), ".java"));
    }

    /** With the codecs they use, with -Xlint:all -Werror. */
    @Test
    void carDtosCompileWithTheirCodecs() throws Exception
    {
        final JavaGenerator codecs = codecs();
        final Map<String, String> sources = new LinkedHashMap<>(codecs.generateSources());
        sources.putAll(new DtoGenerator(codecs).generateSources());
        InMemoryCompiler.compile(sources, true);
    }

    @Test
    void noOtherDtoGoldenSet() throws Exception
    {
        GoldenFiles.checkNoOtherSets("java-dtos", List.of("car"));
    }
}
