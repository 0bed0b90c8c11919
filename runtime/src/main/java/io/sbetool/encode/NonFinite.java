package io.sbetool.encode;

/**
 * Reads floating-point text as {@code sbetool decode} writes it: a JSON number, or one of the strings
 * {@code "Infinity"}, {@code "-Infinity"}, {@code "NaN"} and {@code "NaN(0x...)"} (a NaN's raw bits).
 */
final class NonFinite
{
    private NonFinite()
    {
    }

    static double parseDouble(final String text)
    {
        final String trimmed = text.trim();
        if (trimmed.startsWith("NaN(0x") && trimmed.endsWith(")"))
        {
            return Double.longBitsToDouble(hex(trimmed));
        }
        try
        {
            return Double.parseDouble(number(trimmed));
        }
        catch (final NumberFormatException ex)
        {
            throw new ValueException("expected a number, found \"" + text + "\"");
        }
    }

    static float parseFloat(final String text)
    {
        final String trimmed = text.trim();
        if (trimmed.startsWith("NaN(0x") && trimmed.endsWith(")"))
        {
            return Float.intBitsToFloat((int)hex(trimmed));
        }
        try
        {
            return Float.parseFloat(number(trimmed));
        }
        catch (final NumberFormatException ex)
        {
            throw new ValueException("expected a number, found \"" + text + "\"");
        }
    }

    private static long hex(final String text)
    {
        try
        {
            return Long.parseUnsignedLong(text.substring(6, text.length() - 1), 16);
        }
        catch (final NumberFormatException ex)
        {
            throw new ValueException("expected a number, found \"" + text + "\"");
        }
    }

    /**
     * @return the text if Java reads it as JSON would (no hex, no trailing 'd' or 'f'), else throws.
     */
    private static String number(final String text)
    {
        if (text.equals("Infinity") || text.equals("-Infinity") || text.equals("NaN") || isJsonNumber(text))
        {
            return text;
        }
        throw new ValueException("expected a number, found \"" + text + "\"");
    }

    private static boolean isJsonNumber(final String text)
    {
        if (text.isEmpty())
        {
            return false;
        }
        for (int i = 0; i < text.length(); i++)
        {
            final char c = text.charAt(i);
            if (!(c >= '0' && c <= '9') && c != '-' && c != '+' && c != '.' && c != 'e' && c != 'E')
            {
                return false;
            }
        }
        return true;
    }
}
