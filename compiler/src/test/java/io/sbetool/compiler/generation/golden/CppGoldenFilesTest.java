package io.sbetool.compiler.generation.golden;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.compiler.generation.golden.JavaGoldenFilesTest.GoldenSchema;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The generated C++ of Car, the standard's examples and a few corpus schemas, byte for byte, against
 * files kept under {@code src/test/resources/golden/cpp/}; refreshed on purpose as {@link GoldenFiles}
 * says. Generating twice gives the same text.
 */
class CppGoldenFilesTest
{
    private static final List<String> SETS = List.of("car", "spec-examples", "cme-session", "coinbase-session", "iex-options");

    static List<GoldenSchema> schemas()
    {
        return GoldenSchema.ALL.stream().filter(schema -> SETS.contains(schema.name())).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void generatedCppMatchesGoldenFiles(final GoldenSchema schema) throws Exception
    {
        final Map<String, String> files = generate(schema);
        assertEquals(files, generate(schema), "generation is deterministic");
        GoldenFiles.check("cpp/" + schema.name(), files);
    }

    private static Map<String, String> generate(final GoldenSchema schema) throws Exception
    {
        return new CppGenerator(Compilation.compileOrThrow(schema.file()), CppOptions.defaults().withSchemaFile(schema.file()))
            .generateSources();
    }
}
