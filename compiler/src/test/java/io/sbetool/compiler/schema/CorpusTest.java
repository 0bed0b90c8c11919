package io.sbetool.compiler.schema;

import io.sbetool.compiler.LoadResult;
import io.sbetool.compiler.SchemaLoader;
import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.support.SharedFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
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
    static Stream<Path> schemas() throws IOException
    {
        final Path shared = SharedFiles.sharedDir();
        final Stream<Path> corpus;
        try (Stream<Path> walk = Files.walk(shared.resolve("corpus")))
        {
            corpus = walk.filter(p -> p.toString().endsWith(".xml")).sorted().toList().stream();
        }
        return Stream.concat(Stream.of(
            shared.resolve("spec/sbe-1.0/Examples.xml"),
            shared.resolve("bench/car.xml"),
            shared.resolve("bench/fix-message-samples.xml")), corpus);
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
            SharedFiles.sharedDir().resolve("corpus/memx/Memx.Options.Memo.Sbe.v1.10.xml"));

        assertFalse(result.hasErrors());
        final long nullWarnings = result.warnings().stream()
            .filter(d -> d.message().contains("equals the null value of its encoding"))
            .count();
        assertEquals(19, nullWarnings);
    }
}
