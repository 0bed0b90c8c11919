package io.sbetool.compiler.schema;

import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.math.BigInteger;
import java.util.Optional;

/**
 * The one place where the text of schema values (constants, nullValue, minValue, maxValue and
 * validValue) is checked and converted, so that validation accepts exactly what the IR builder can
 * convert. A value may be anything the type can represent, null included, because a schema may
 * legitimately name the null value itself.
 */
public final class ValueTexts
{
    /**
     * The most octets of UTF-8 any one text of the schema may have: an IR file holds each name,
     * description, attribute and value in var data with a uint16 length (65535 being its null).
     */
    public static final int MAX_IR_TEXT_OCTETS = 65534;

    private ValueTexts()
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
            return floatingPoint(text).isPresent() ? Optional.empty() :
                Optional.of("is not a " + type.primitiveName() + " number");
        }
        final Optional<BigInteger> value = integer(text);
        if (value.isEmpty())
        {
            return Optional.of("is not an integer");
        }
        if (!inRange(type, value.get()))
        {
            return Optional.of("is out of range for " + type.primitiveName() +
                " (" + bound(type, type.lowest()) + ".." + bound(type, type.highest()) + ")");
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

    /**
     * The value of a single element of the type, or empty when {@link #problemWith} finds a problem.
     * uint64 values above the long range are held as the long with the same bits, as the IR does.
     */
    public static Optional<PrimitiveValue> parse(final PrimitiveType type, final String text)
    {
        final String value = text.strip();
        if (type == PrimitiveType.CHAR)
        {
            return value.length() == 1 ? Optional.of(PrimitiveValue.of(value.charAt(0), type)) : Optional.empty();
        }
        if (type.isFloatingPoint())
        {
            return floatingPoint(value).map(number -> PrimitiveValue.of(number, type));
        }
        return integer(value).filter(number -> inRange(type, number))
            .map(number -> PrimitiveValue.of(number.longValue(), type));
    }

    /**
     * @return the value of a validated single-element text, or null when there is no text.
     * @throws IllegalArgumentException when the text is not a value of the type.
     */
    public static PrimitiveValue single(final PrimitiveType type, final String text)
    {
        if (text == null || text.isEmpty())
        {
            return null;
        }
        return parse(type, text).orElseThrow(() ->
            new IllegalArgumentException("\"" + text + "\" is not a " + type.primitiveName() + " value"));
    }

    /**
     * @return the value of a validated constant, or null when there is no text: a char constant with
     * more than one character, or of a char array type, is a string; anything else a single value.
     */
    public static PrimitiveValue constant(
        final PrimitiveType type, final int length, final String text, final String characterEncoding)
    {
        if (text == null)
        {
            return null;
        }
        if (type == PrimitiveType.CHAR && (length > 1 || text.length() > 1))
        {
            return PrimitiveValue.parse(text, type, Math.max(2, text.length()), characterEncoding);
        }
        return single(type, text);
    }

    /** The value of an integer text, whatever its range; empty when it is not an integer. */
    public static Optional<BigInteger> integer(final String text)
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

    /** NaN and the infinities are numbers here, as Java writes them. */
    private static Optional<Double> floatingPoint(final String text)
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

    private static boolean inRange(final PrimitiveType type, final BigInteger value)
    {
        return value.compareTo(bound(type, type.lowest())) >= 0 && value.compareTo(bound(type, type.highest())) <= 0;
    }

    /** The lowest value of an integer primitive type, uint64's as the number it is. */
    public static BigInteger lowest(final PrimitiveType type)
    {
        return bound(type, type.lowest());
    }

    /** The highest value of an integer primitive type, uint64's as the number it is. */
    public static BigInteger highest(final PrimitiveType type)
    {
        return bound(type, type.highest());
    }

    /** The runtime holds uint64 bounds as longs with the same bits. */
    private static BigInteger bound(final PrimitiveType type, final long bits)
    {
        return type == PrimitiveType.UINT64 ? new BigInteger(Long.toUnsignedString(bits)) : BigInteger.valueOf(bits);
    }
}
