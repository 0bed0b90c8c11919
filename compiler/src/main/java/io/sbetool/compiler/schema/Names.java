package io.sbetool.compiler.schema;

/** The standard's symbolic name rule: alphanumeric characters and underscore, not starting with a digit. */
public final class Names
{
    private Names()
    {
    }

    /** ASCII letters only, as the standard says: Java's own identifier rules would accept far more. */
    public static boolean isIdentifier(final String name)
    {
        if (name == null || name.isEmpty() || isDigit(name.charAt(0)))
        {
            return false;
        }
        for (int i = 0; i < name.length(); i++)
        {
            final char c = name.charAt(i);
            if (!(isLetter(c) || isDigit(c) || c == '_'))
            {
                return false;
            }
        }
        return true;
    }

    private static boolean isLetter(final char c)
    {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isDigit(final char c)
    {
        return c >= '0' && c <= '9';
    }
}
