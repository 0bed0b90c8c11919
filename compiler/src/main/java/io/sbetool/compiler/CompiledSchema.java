package io.sbetool.compiler;

import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.ir.Ir;

import java.nio.file.Path;
import java.util.List;

/**
 * What compiling one schema gave: its IR (null when the schema has errors), every diagnostic,
 * sorted by location, and the files read (the schema and its includes, absolute).
 */
public record CompiledSchema(Ir ir, List<Diagnostic> diagnostics, List<Path> filesRead)
{
    public boolean hasErrors()
    {
        return ir == null;
    }
}
