package io.sbetool.compiler.schema;

import java.util.regex.Pattern;

/** The standard's symbolic name rule: alphanumeric characters and underscore, not starting with a digit. */
public final class Names
{
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private Names()
    {
    }

    public static boolean isIdentifier(final String name)
    {
        return name != null && IDENTIFIER.matcher(name).matches();
    }
}
