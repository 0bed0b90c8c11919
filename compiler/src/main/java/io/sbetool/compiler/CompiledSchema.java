package io.sbetool.compiler;

import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.ir.Ir;

import java.util.List;

/**
 * What compiling one schema gave: its IR (null when the schema has errors) and every diagnostic,
 * sorted by location.
 */
public record CompiledSchema(Ir ir, List<Diagnostic> diagnostics)
{
    public boolean hasErrors()
    {
        return ir == null;
    }
}
