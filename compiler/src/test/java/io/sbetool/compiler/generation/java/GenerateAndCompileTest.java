package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.Compilation;
import io.sbetool.ir.Ir;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Generated code compiles with {@code -Xlint:all -Werror} for the benchmark schemas, the standard's
 * examples and every corpus schema the reference accepts; generation is deterministic.
 */
class GenerateAndCompileTest
{
    static Map<String, String> generate(final Path schema, final JavaOptions options) throws Exception
    {
        final Ir ir = Compilation.compileOrThrow(schema);
        return new JavaGenerator(ir, options).generateSources();
    }

    /**
     * Every corpus schema, including the one the reference rejects (MEMX Options Memo), which we accept
     * with warnings.
     */
    static List<Path> corpus()
    {
        return SharedFiles.corpusSchemas();
    }

    static List<Path> projectSchemas()
    {
        return SharedFiles.projectSchemas();
    }

    @Test
    void carCompiles() throws Exception
    {
        InMemoryCompiler.compile(generate(SharedFiles.projectSchema("car.xml"), JavaOptions.defaults()));
    }

    @Test
    void carCompilesWithInterfaces() throws Exception
    {
        InMemoryCompiler.compile(generate(SharedFiles.projectSchema("car.xml"), JavaOptions.defaults().withInterfaces(true)));
    }

    @Test
    void fixMessageSamplesCompile() throws Exception
    {
        InMemoryCompiler.compile(generate(SharedFiles.projectSchema("fix-message-samples.xml"), JavaOptions.defaults()));
    }

    @Test
    void theStandardsOwnExamplesCompile() throws Exception
    {
        // The original file, whose constant has whitespace around its value, not the trimmed test copy.
        InMemoryCompiler.compile(generate(SharedFiles.spec("Examples.xml"), JavaOptions.defaults()));
    }

    @ParameterizedTest
    @MethodSource("projectSchemas")
    void projectSchemaCompiles(final Path schema) throws Exception
    {
        InMemoryCompiler.compile(generate(schema, JavaOptions.defaults()));
    }

    @Test
    void clashingNamesCompile() throws Exception
    {
        final Map<String, String> sources = generate(TestSchemas.path("clashes.xml"), JavaOptions.defaults());
        assertEquals(true, sources.containsKey("SBE_tests.OrderEncoder"), sources.keySet().toString());
        assertEquals(true, sources.containsKey("SBE_tests.Order_Encoder"), sources.keySet().toString());
        assertEquals(true, sources.containsKey("SBE_tests.String_"), sources.keySet().toString());
        InMemoryCompiler.compile(sources);
    }

    @ParameterizedTest
    @MethodSource("corpus")
    void corpusSchemaCompiles(final Path schema) throws Exception
    {
        InMemoryCompiler.compile(generate(schema, JavaOptions.defaults().withInterfaces(true)));
    }

    @Test
    void generationIsDeterministic() throws Exception
    {
        for (final Path schema : List.of(SharedFiles.projectSchema("car.xml"), SharedFiles.projectSchema("fix-message-samples.xml")))
        {
            assertEquals(generate(schema, JavaOptions.defaults()), generate(schema, JavaOptions.defaults()));
        }
    }
}
