package io.sbetool.compiler.generation;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.ir.Ir;
import io.sbetool.ir.file.IrFileReader;
import io.sbetool.ir.file.IrFileWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Generation needs nothing but the IR: the Java generated from a schema's {@code .sbeir} file, as our
 * writer writes it and our reader reads it back, is the Java generated from the XML, file for file.
 */
class GenerationFromIrFileTest
{
    static List<Path> schemas()
    {
        return GenerationSchemas.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void javaFromIrFileEqualsJavaFromXml(final Path schemaFile)
    {
        final Ir fromXml = Compilation.compileOrThrow(schemaFile);
        final Ir fromFile = IrFileReader.decode(IrFileWriter.encode(fromXml));
        final JavaOptions options = JavaOptions.defaults().withSchemaName(schemaFile.getFileName().toString());

        final Map<String, String> expected = new JavaGenerator(fromXml, options).generateSources();
        final Map<String, String> actual = new JavaGenerator(fromFile, options).generateSources();

        assertFalse(expected.isEmpty(), "nothing generated for " + schemaFile);
        assertEquals(expected.keySet(), actual.keySet(), "generated classes");
        for (final Map.Entry<String, String> source : expected.entrySet())
        {
            assertEquals(source.getValue(), actual.get(source.getKey()), source.getKey());
        }
    }
}
