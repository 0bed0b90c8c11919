package io.sbetool.compiler.generation.cpp;

import java.nio.file.Path;

/**
 * Settings of the C++ target.
 *
 * @param namespace  overrides the namespace taken from the schema's package, {@code a::b}; null keeps it.
 * @param schemaFile the schema's file, whose name stands in for a missing package; may be null.
 */
public record CppOptions(String namespace, Path schemaFile)
{
    public static CppOptions defaults()
    {
        return new CppOptions(null, null);
    }

    public CppOptions withNamespace(final String namespace)
    {
        return new CppOptions(namespace, schemaFile);
    }

    public CppOptions withSchemaFile(final Path schemaFile)
    {
        return new CppOptions(namespace, schemaFile);
    }
}
