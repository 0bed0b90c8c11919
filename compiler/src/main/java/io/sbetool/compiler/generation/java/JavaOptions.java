package io.sbetool.compiler.generation.java;

/**
 * Options of the Java generator.
 *
 * @param packageName    the package of the generated code ({@code --java-package}), or null for the schema's
 *                       (its namespace override when it has one), mapped by {@link JavaNames#packageName}.
 * @param interfaces     whether codecs implement the common flyweight interfaces of {@code io.sbetool.codec}
 *                       ({@code --java-interfaces}).
 * @param schemaName     how the header comment of each file names the schema, e.g. its file name; null for
 *                       the schema's package.
 */
public record JavaOptions(String packageName, boolean interfaces, String schemaName)
{
    public static JavaOptions defaults()
    {
        return new JavaOptions(null, false, null);
    }

    public JavaOptions withPackageName(final String packageName)
    {
        return new JavaOptions(packageName, interfaces, schemaName);
    }

    public JavaOptions withInterfaces(final boolean interfaces)
    {
        return new JavaOptions(packageName, interfaces, schemaName);
    }

    public JavaOptions withSchemaName(final String schemaName)
    {
        return new JavaOptions(packageName, interfaces, schemaName);
    }
}
