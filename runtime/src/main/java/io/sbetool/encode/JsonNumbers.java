package io.sbetool.encode;

import java.nio.charset.StandardCharsets;

/**
 * Reads JSON numbers from bytes without making a String: integers exactly (overflow is an error),
 * decimals on the exact fast path when the digits fit a double's (or float's) mantissa and the power
 * of ten is exact, and through the JDK's correctly rounded parser otherwise.
 */
final class JsonNumbers
{
    private static final double[] POW10 = new double[23];
    private static final long EXACT_DOUBLE = 1L << 53;
    private static final long EXACT_FLOAT = 1L << 24;

    static
    {
        double power = 1;
        for (int i = 0; i < POW10.length; i++)
        {
            POW10[i] = power;
            power *= 10;
        }
    }

    private JsonNumbers()
    {
    }

    /**
     * @param flags the tape kind and flags of the value: a NUMBER without fraction or a STRING of digits.
     * @param unsigned read 0 to 2^64-1 (as the long with those bits) rather than the signed range.
     */
    static long parseLong(final byte[] bytes, final int from, final int to, final int flags, final boolean unsigned)
    {
        final int kind = flags & JsonTape.KIND_MASK;
        if ((kind != ValueKind.NUMBER.ordinal() && kind != ValueKind.STRING.ordinal()) ||
            (flags & (JsonTape.FRACTION | JsonTape.ESCAPED)) != 0)
        {
            throw notInteger(bytes, from, to, flags);
        }
        int p = from;
        final boolean negative = p < to && bytes[p] == '-';
        if (negative)
        {
            if (unsigned)
            {
                throw new ValueException(text(bytes, from, to) + " is negative");
            }
            p++;
        }
        if (p == to)
        {
            throw notInteger(bytes, from, to, flags);
        }
        long value = 0;
        final int digitsStart = p;
        for (; p < to; p++)
        {
            final int digit = bytes[p] - '0';
            if (digit < 0 || digit > 9)
            {
                throw notInteger(bytes, from, to, flags);
            }
            if (p - digitsStart >= 18)
            {
                // 18 digits always fit; beyond, check value * 10 + digit against 2^64 - 1 or 2^63
                final long bound = unsigned ? -1L : Long.MIN_VALUE;
                if (Long.compareUnsigned(value, Long.divideUnsigned(bound - digit, 10)) > 0)
                {
                    throw new ValueException(text(bytes, from, to) + " is out of the 64-bit range");
                }
            }
            value = value * 10 + digit;
        }
        if (!unsigned && !negative && value < 0)
        {
            throw new ValueException(text(bytes, from, to) + " is out of the 64-bit range");
        }
        return negative ? -value : value;
    }

    private static ValueException notInteger(final byte[] bytes, final int from, final int to, final int flags)
    {
        final boolean string = (flags & JsonTape.KIND_MASK) == ValueKind.STRING.ordinal();
        final boolean number = (flags & JsonTape.KIND_MASK) == ValueKind.NUMBER.ordinal();
        return new ValueException("expected an integer, found " + (string ? "\"" + text(bytes, from, to) + "\"" :
            number ? text(bytes, from, to) : ScalarWriter.describe(ValueKind.values()[flags & JsonTape.KIND_MASK])));
    }

    static double parseDouble(final byte[] bytes, final int from, final int to)
    {
        final double fast = fastPath(bytes, from, to, EXACT_DOUBLE, 22);
        if (!Double.isNaN(fast))
        {
            return fast;
        }
        final double value;
        try
        {
            value = Double.parseDouble(checked(bytes, from, to));
        }
        catch (final NumberFormatException ex)
        {
            throw new ValueException("expected a number, found " + text(bytes, from, to));
        }
        return finite(value, bytes, from, to, "double", Double.toString(Double.MAX_VALUE));
    }

    /**
     * A JSON number is finite: one too large for the type rounds to an infinity, which is refused rather than
     * written (the infinities are the strings "Infinity" and "-Infinity", as {@code sbetool decode} writes them).
     */
    private static double finite(final double value, final byte[] bytes, final int from, final int to, final String type,
        final String max)
    {
        if (Double.isInfinite(value))
        {
            throw new ValueException(text(bytes, from, to) + " is out of the range of a " + type + " (-" + max + ".." +
                max + ")");
        }
        return value;
    }

    static float parseFloat(final byte[] bytes, final int from, final int to)
    {
        final double fast = fastPath(bytes, from, to, EXACT_FLOAT, 10);
        if (!Double.isNaN(fast))
        {
            return (float)fast;
        }
        final float value;
        try
        {
            value = Float.parseFloat(checked(bytes, from, to));
        }
        catch (final NumberFormatException ex)
        {
            throw new ValueException("expected a number, found " + text(bytes, from, to));
        }
        return (float)finite(value, bytes, from, to, "float", Float.toString(Float.MAX_VALUE));
    }

    /** What {@link #fastPath} returns when the JDK's parser must decide: never a value it parses. */
    private static final double NO_FAST_PATH = Double.NaN;

    /**
     * Parses {@code -?digits(.digits)?([eE][+-]?digits)?} into mantissa and power of ten; when both are
     * exact in the target type, one multiplication or division is correctly rounded (Clinger's fast path).
     *
     * @return the value (a float's, widened exactly, when {@code exactLimit} is a float's), or NaN.
     */
    private static double fastPath(final byte[] bytes, final int from, final int to, final long exactLimit,
        final int maxPower)
    {
        int p = from;
        final boolean negative = p < to && bytes[p] == '-';
        if (negative)
        {
            p++;
        }
        long mantissa = 0;
        int digits = 0;
        int scale = 0;
        final int intStart = p;
        while (p < to && bytes[p] >= '0' && bytes[p] <= '9')
        {
            mantissa = mantissa * 10 + (bytes[p++] - '0');
            digits++;
        }
        if (p == intStart)
        {
            return NO_FAST_PATH;
        }
        if (p < to && bytes[p] == '.')
        {
            p++;
            final int fractionStart = p;
            while (p < to && bytes[p] >= '0' && bytes[p] <= '9')
            {
                mantissa = mantissa * 10 + (bytes[p++] - '0');
                digits++;
                scale--;
            }
            if (p == fractionStart)
            {
                return NO_FAST_PATH;
            }
        }
        if (p < to)
        {
            return NO_FAST_PATH; // an exponent, or not a number: the JDK decides
        }
        if (digits > 18 || mantissa >= exactLimit || -scale > maxPower)
        {
            return NO_FAST_PATH;
        }
        if (exactLimit == EXACT_FLOAT)
        {
            final float value = (float)mantissa / (float)POW10[-scale];
            return negative ? -value : value;
        }
        final double value = mantissa / POW10[-scale];
        return negative ? -value : value;
    }

    private static String checked(final byte[] bytes, final int from, final int to)
    {
        final String text = text(bytes, from, to);
        for (int i = 0; i < text.length(); i++)
        {
            final char c = text.charAt(i);
            if (!(c >= '0' && c <= '9') && c != '-' && c != '+' && c != '.' && c != 'e' && c != 'E')
            {
                throw new NumberFormatException(text);
            }
        }
        return text;
    }

    private static String text(final byte[] bytes, final int from, final int to)
    {
        return new String(bytes, from, to - from, StandardCharsets.UTF_8);
    }
}
