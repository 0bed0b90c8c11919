package io.sbetool.compiler.schema;

import java.math.BigInteger;
import java.util.Optional;

/**
 * Checks and converts the text of schema values (constants, nullValue, minValue, maxValue and
 * validValue) for a primitive type. The checks allow the whole representable range, null included,
 * because a schema may legitimately name the null value itself.
 */
public final class PrimitiveValues
{
    private PrimitiveValues()
    {
    }

    /**
     * Describes what is wrong with a single value of the type, or empty if the text is acceptable.
     * A char value is a single character.
     */
    public static Optional<String> problemWith(final PrimitiveType type, final String text)
    {
        if (text.isEmpty())
        {
            return Optional.of("is empty");
        }
        if (type == PrimitiveType.CHAR)
        {
            return text.length() == 1 ? Optional.empty() :
                Optional.of("is not a single character (a char value is one character, e.g. 'A')");
        }
        if (type.isFloatingPoint())
        {
            return parseFloatingPoint(text).isPresent() ? Optional.empty() :
                Optional.of("is not a " + type.xmlName() + " number");
        }
        final Optional<BigInteger> value = parseInteger(text);
        if (value.isEmpty())
        {
            return Optional.of("is not an integer");
        }
        if (value.get().compareTo(type.lowest()) < 0 || value.get().compareTo(type.highest()) > 0)
        {
            return Optional.of("is out of range for " + type.xmlName() + " (" + type.lowest() + ".." + type.highest() + ")");
        }
        return Optional.empty();
    }

    /**
     * Describes what is wrong with a constant of a type of the given length. A char constant is a
     * string: with an explicit length above 1 it must fit; with length 1 (the default) any string
     * is accepted and its own length is the constant's length, as real schemas write
     * {@code <type name="fuel" primitiveType="char" presence="constant">Petrol</type>}.
     */
    public static Optional<String> problemWithConstant(final PrimitiveType type, final int length, final String text)
    {
        if (type == PrimitiveType.CHAR && length == 1)
        {
            return Optional.empty();
        }
        if (type == PrimitiveType.CHAR)
        {
            return text.length() <= length ? Optional.empty() :
                Optional.of("has " + text.length() + " characters but the type's length is " + length);
        }
        return problemWith(type, text);
    }

    /** The numeric value of integer text (decimal, optionally signed), if it is one. */
    public static Optional<BigInteger> parseInteger(final String text)
    {
        try
        {
            return Optional.of(new BigInteger(text.strip()));
        }
        catch (final NumberFormatException ex)
        {
            return Optional.empty();
        }
    }

    /** The numeric value of floating point text, NaN and infinities included, if it is one. */
    public static Optional<Double> parseFloatingPoint(final String text)
    {
        try
        {
            return Optional.of(Double.valueOf(text.strip()));
        }
        catch (final NumberFormatException ex)
        {
            return Optional.empty();
        }
    }

    /**
     * The value as an integer for comparisons: char values become their character code.
     * Empty for floating point types or unparseable text.
     */
    public static Optional<BigInteger> asInteger(final PrimitiveType type, final String text)
    {
        if (type == PrimitiveType.CHAR)
        {
            return text.length() == 1 ? Optional.of(BigInteger.valueOf(text.charAt(0))) : Optional.empty();
        }
        return type.isFloatingPoint() ? Optional.empty() : parseInteger(text);
    }
}
