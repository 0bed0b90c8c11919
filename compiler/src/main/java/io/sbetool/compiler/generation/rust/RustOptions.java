package io.sbetool.compiler.generation.rust;

import java.nio.file.Path;

/**
 * Settings of the Rust target.
 *
 * @param crateName  overrides the crate name taken from the schema's namespace or package; null keeps it.
 * @param schemaFile the schema's file, whose name stands in for a missing package; may be null.
 */
public record RustOptions(String crateName, Path schemaFile)
{
    public static RustOptions defaults()
    {
        return new RustOptions(null, null);
    }

    public RustOptions withCrateName(final String crateName)
    {
        return new RustOptions(crateName, schemaFile);
    }

    public RustOptions withSchemaFile(final Path schemaFile)
    {
        return new RustOptions(crateName, schemaFile);
    }
}
