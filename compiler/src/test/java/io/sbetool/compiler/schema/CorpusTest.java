package io.sbetool.compiler.schema;

import io.sbetool.compiler.LoadResult;
import io.sbetool.compiler.SchemaLoader;
import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every published schema the reference tool accepts must load without errors.
 * <p>
 * MEMX Options Memo is rejected by the reference tool because its enums declare a {@code NullValue}
 * validValue equal to the encoding's null value. We accept it with a warning per such value: the
 * schema is unambiguous on the wire, and an optional field of such an enum simply reads as null.
 */
class CorpusTest
{
    static Stream<Path> schemas()
    {
        return Stream.concat(Stream.of(
            SharedFiles.spec("Examples.xml"),
            SharedFiles.projectSchema("car.xml"),
            SharedFiles.projectSchema("fix-message-samples.xml")), SharedFiles.corpusSchemas().stream());
    }

    @ParameterizedTest
    @MethodSource("schemas")
    void loadsWithoutErrors(final Path schemaFile)
    {
        final LoadResult result = SchemaLoader.load(schemaFile);

        final List<String> errors = result.errors().stream().map(Diagnostic::format).toList();
        assertEquals(List.of(), errors, "errors in " + schemaFile);
        assertTrue(result.schema().isPresent());
        assertFalse(result.schema().get().messages().isEmpty());
    }

    @org.junit.jupiter.api.Test
    void memxOptionsMemoGetsNullValueWarningsOnly()
    {
        final LoadResult result = SchemaLoader.load(
            SharedFiles.corpus("memx/Memx.Options.Memo.Sbe.v1.10.xml"));

        assertFalse(result.hasErrors());
        final long nullWarnings = result.warnings().stream()
            .filter(d -> d.message().contains("equals the null value of its encoding"))
            .count();
        assertEquals(19, nullWarnings);
    }
}
