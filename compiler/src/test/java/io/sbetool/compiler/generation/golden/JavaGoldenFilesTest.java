package io.sbetool.compiler.generation.golden;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.java.InMemoryCompiler;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The generated Java of the golden schemas ({@link GoldenSchema}), byte for byte, against files kept under
 * {@code src/test/resources/golden/java/}. A change to generated code shows up here as a readable diff and
 * is made on purpose by refreshing the files (see {@link GoldenFiles}).
 */
class JavaGoldenFilesTest
{
    static List<GoldenSchema> schemas()
    {
        return GoldenSchema.ALL;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void generatedJavaMatchesGoldenFiles(final GoldenSchema schema) throws Exception
    {
        final JavaOptions options = JavaOptions.defaults().withSchemaName(schema.file().getFileName().toString());
        final Map<String, String> sources = new JavaGenerator(Compilation.compileOrThrow(schema.file()), options)
            .generateSources();
        GoldenFiles.check("java/" + schema.name(), GoldenFiles.byPath(sources, ".java"));
    }

    /** What the command writes: the same text as UTF-8 (primitives has characters beyond ASCII in its comments). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void generatedUtf8IsTheGoldenFilesEncoded(final GoldenSchema schema) throws Exception
    {
        final JavaOptions options = JavaOptions.defaults().withSchemaName(schema.file().getFileName().toString());
        final Map<String, String> decoded = new LinkedHashMap<>();
        new JavaGenerator(Compilation.compileOrThrow(schema.file()), options).generateUtf8()
            .forEach((className, bytes) -> decoded.put(className, new String(bytes, StandardCharsets.UTF_8)));
        GoldenFiles.check("java/" + schema.name(), GoldenFiles.byPath(decoded, ".java"));
    }

    /** What is kept is code that builds: with -Xlint:all -Werror, as a user's build would. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void generatedJavaCompiles(final GoldenSchema schema) throws Exception
    {
        final JavaOptions options = JavaOptions.defaults().withSchemaName(schema.file().getFileName().toString());
        InMemoryCompiler.compile(new JavaGenerator(Compilation.compileOrThrow(schema.file()), options).generateSources());
    }

    @Test
    void everyGoldenJavaFolderIsAGoldenSchema() throws Exception
    {
        GoldenFiles.checkNoOtherSets("java", GoldenSchema.names());
    }
}
