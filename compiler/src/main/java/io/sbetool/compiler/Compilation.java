package io.sbetool.compiler;

import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.compiler.diagnostics.Severity;
import io.sbetool.compiler.ir.IrBuilder;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.ir.Ir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The compiler pipeline up to the IR: read and validate a schema, then flatten it into tokens.
 * Generators start from the IR this returns.
 */
public final class Compilation
{
    private Compilation()
    {
    }

    /**
     * @param schemaFile an SBE XML schema.
     * @return the IR, or only diagnostics when the schema has errors; never throws for bad input.
     */
    public static CompiledSchema compile(final Path schemaFile)
    {
        final LoadResult loaded = SchemaLoader.load(schemaFile);
        if (loaded.schema().isEmpty())
        {
            return new CompiledSchema(null, loaded.diagnostics(), loaded.filesRead());
        }
        final LinkedSchema schema = loaded.schema().get();
        try
        {
            return new CompiledSchema(IrBuilder.build(schema), loaded.diagnostics(), loaded.filesRead());
        }
        catch (final RuntimeException ex)
        {
            // Validation should have caught anything the builder cannot lay out; say so rather than crash.
            final List<Diagnostic> diagnostics = new ArrayList<>(loaded.diagnostics());
            diagnostics.add(new Diagnostic(
                Severity.ERROR,
                SourceLocation.ofFile(schemaFile.toString()),
                "internal error while building the IR (please report it): " + ex));
            return new CompiledSchema(null, diagnostics, loaded.filesRead());
        }
    }

    /**
     * @return the IR of a schema known to be valid, for tests and tools.
     * @throws IllegalArgumentException listing the errors when it is not.
     */
    public static Ir compileOrThrow(final Path schemaFile)
    {
        final CompiledSchema compiled = compile(schemaFile);
        if (compiled.ir() == null)
        {
            final StringBuilder sb = new StringBuilder("schema has errors:");
            compiled.diagnostics().forEach((d) -> sb.append('\n').append(d.format()));
            throw new IllegalArgumentException(sb.toString());
        }
        return compiled.ir();
    }
}
