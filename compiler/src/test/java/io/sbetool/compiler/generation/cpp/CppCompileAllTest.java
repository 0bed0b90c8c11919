package io.sbetool.compiler.generation.cpp;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The headers of every schema in {@code schemas/}, the standard's Examples.xml and every corpus schema
 * compile together in one translation unit, warning-free, with g++ and clang++ as C++17 and C++20.
 * One translation unit per compiler and standard, checked with {@code -fsyntax-only}: the headers hold
 * no templates of their own, so every member function is fully checked without generating code, which
 * keeps four compiles of ~1500 headers to about a minute on two cores.
 */
class CppCompileAllTest
{
    private static final Path GENERATED = NativeBuild.ROOT.resolve("compile-all");
    private static final Path UNIT = GENERATED.resolve("all.cpp");

    @BeforeAll
    static void generateEverySchema() throws Exception
    {
        final List<Path> schemas = new ArrayList<>(SharedFiles.projectSchemas());
        schemas.add(SharedFiles.spec("Examples.xml"));
        schemas.addAll(SharedFiles.corpusSchemas());
        assertEquals(21, SharedFiles.corpusSchemas().size(), "the corpus has 21 schemas");
        Files.createDirectories(GENERATED);
        // Two corpus schemas share a package with another; each schema gets its own namespace.
        for (int i = 0; i < schemas.size(); i++)
        {
            NativeBuild.generate(schemas.get(i), GENERATED, "compile_all::schema" + i);
        }
        final StringBuilder unit = new StringBuilder();
        try (Stream<Path> headers = Files.walk(GENERATED))
        {
            headers.filter(path -> path.toString().endsWith(".h")).sorted()
                .forEach(header -> unit.append("#include \"").append(GENERATED.relativize(header)).append("\"\n"));
        }
        unit.append("\nint main()\n{\n    return 0;\n}\n");
        Files.writeString(UNIT, unit.toString(), StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "{0} -std={1}")
    @CsvSource({"g++, c++17", "g++, c++20", "clang++, c++17", "clang++, c++20"})
    void everySchemaCompilesInOneTranslationUnit(final String compiler, final String standard) throws Exception
    {
        final List<String> command = new ArrayList<>(List.of(compiler, "-std=" + standard, "-fsyntax-only"));
        command.addAll(NativeBuild.WARNINGS);
        command.addAll(List.of("-I" + GENERATED, UNIT.toString()));
        assertEquals("", NativeBuild.run(GENERATED, command), "no diagnostics");
    }
}
