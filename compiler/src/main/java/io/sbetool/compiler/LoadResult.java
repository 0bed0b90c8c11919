package io.sbetool.compiler;

import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.link.LinkedSchema;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of loading a schema: the linked model (present only when there are no errors, so that
 * later stages can rely on it being valid), every diagnostic, sorted by file, line and column, and the
 * files read (the schema and its {@code xi:include}s, absolute), which a build tool watches for changes.
 */
public record LoadResult(Optional<LinkedSchema> schema, List<Diagnostic> diagnostics, List<Path> filesRead)
{
    public LoadResult
    {
        diagnostics = List.copyOf(diagnostics);
        filesRead = List.copyOf(filesRead);
    }

    public boolean hasErrors()
    {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }

    public List<Diagnostic> errors()
    {
        return diagnostics.stream().filter(Diagnostic::isError).toList();
    }

    public List<Diagnostic> warnings()
    {
        return diagnostics.stream().filter(d -> !d.isError()).toList();
    }
}
