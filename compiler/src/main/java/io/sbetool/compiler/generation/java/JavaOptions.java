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
 * @param accessOrderChecks whether message codecs check the order of accesses
 *                       ({@code --java-access-order-checks}).
 */
public record JavaOptions(String packageName, boolean interfaces, String schemaName, boolean accessOrderChecks)
{
    public static JavaOptions defaults()
    {
        return new JavaOptions(null, false, null, false);
    }

    public JavaOptions withPackageName(final String packageName)
    {
        return new JavaOptions(packageName, interfaces, schemaName, accessOrderChecks);
    }

    public JavaOptions withInterfaces(final boolean interfaces)
    {
        return new JavaOptions(packageName, interfaces, schemaName, accessOrderChecks);
    }

    public JavaOptions withSchemaName(final String schemaName)
    {
        return new JavaOptions(packageName, interfaces, schemaName, accessOrderChecks);
    }

    public JavaOptions withAccessOrderChecks(final boolean accessOrderChecks)
    {
        return new JavaOptions(packageName, interfaces, schemaName, accessOrderChecks);
    }
}
