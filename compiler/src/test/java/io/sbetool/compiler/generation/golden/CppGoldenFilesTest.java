package io.sbetool.compiler.generation.golden;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.compiler.generation.cpp.NativeBuild;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * The generated C++ of the golden schemas ({@link GoldenSchema}), byte for byte, against files kept under
 * {@code src/test/resources/golden/cpp/}; refreshed on purpose as {@link GoldenFiles} says. Generating twice
 * gives the same text.
 */
class CppGoldenFilesTest
{
    /**
     * Written beside every schema's headers but copied from the compiler's resources ({@code
     * src/main/resources/io/sbetool/compiler/generation/cpp/sbetool.h}) without a change: a source file of its
     * own, reviewed there, so it is compared with that file rather than kept once per set.
     */
    private static final String SUPPORT_HEADER = "sbetool/sbetool.h";

    static List<GoldenSchema> schemas()
    {
        return GoldenSchema.ALL;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void generatedCppMatchesGoldenFiles(final GoldenSchema schema) throws Exception
    {
        final Map<String, String> files = new TreeMap<>(generate(schema));
        assertEquals(files, generate(schema), "generation is deterministic");
        assertEquals(supportHeader(), files.remove(SUPPORT_HEADER), "the support header is the compiler's, unchanged");
        GoldenFiles.check("cpp/" + schema.name(), files);
    }

    /** What is kept is code that builds: every header of the set in one translation unit, warnings as errors. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void generatedCppCompiles(final GoldenSchema schema) throws Exception
    {
        final Path dir = NativeBuild.fresh("golden-" + schema.name());
        final StringBuilder unit = new StringBuilder();
        for (final Map.Entry<String, String> file : new TreeMap<>(generate(schema)).entrySet())
        {
            Files.createDirectories(dir.resolve(file.getKey()).getParent());
            Files.writeString(dir.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
            if (file.getKey().endsWith(".h"))
            {
                unit.append("#include \"").append(file.getKey()).append("\"\n");
            }
        }
        final Path source = Files.writeString(dir.resolve("all.cpp"), unit + "\nint main()\n{\n    return 0;\n}\n");
        final List<String> command = new ArrayList<>(List.of("g++", "-std=c++17", "-fsyntax-only", "-I" + dir));
        command.addAll(NativeBuild.WARNINGS);
        command.add(source.toString());
        assertEquals("", NativeBuild.run(dir, command), "no diagnostics");
    }

    @Test
    void everyGoldenCppFolderIsAGoldenSchema() throws Exception
    {
        GoldenFiles.checkNoOtherSets("cpp", GoldenSchema.names());
    }

    private static String supportHeader() throws IOException
    {
        try (InputStream in = CppGenerator.class.getResourceAsStream("sbetool.h"))
        {
            assertNotNull(in, "sbetool.h in the compiler's resources");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static Map<String, String> generate(final GoldenSchema schema) throws Exception
    {
        return new CppGenerator(Compilation.compileOrThrow(schema.file()), CppOptions.defaults().withSchemaFile(schema.file()))
            .generateSources();
    }
}
