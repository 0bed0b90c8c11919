package io.sbetool.compiler.generation.cpp;

import java.nio.file.Path;

/**
 * Settings of the C++ target.
 *
 * @param namespace        overrides the namespace taken from the schema's package, {@code a::b}; null keeps it.
 * @param schemaFile       the schema's file, whose name stands in for a missing package; may be null.
 * @param accessOrderMacro the macro that compiles in the access-order checks ({@code --cpp-access-order-checks}),
 *                         or null when they are not generated.
 */
public record CppOptions(String namespace, Path schemaFile, String accessOrderMacro)
{
    /** The reference implementation's macro, so its users' builds switch our checks on as theirs. */
    public static final String DEFAULT_ACCESS_ORDER_MACRO = "SBE_ENABLE_PRECEDENCE_CHECKS";

    public CppOptions(final String namespace, final Path schemaFile)
    {
        this(namespace, schemaFile, null);
    }

    public static CppOptions defaults()
    {
        return new CppOptions(null, null);
    }

    public CppOptions withNamespace(final String namespace)
    {
        return new CppOptions(namespace, schemaFile, accessOrderMacro);
    }

    public CppOptions withSchemaFile(final Path schemaFile)
    {
        return new CppOptions(namespace, schemaFile, accessOrderMacro);
    }

    /** @param macro the macro that compiles the checks in, or null for no checks. */
    public CppOptions withAccessOrderChecks(final String macro)
    {
        return new CppOptions(namespace, schemaFile, macro);
    }
}
