package io.sbetool.ir;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * A value from a schema (constant, null, minimum or maximum, valid value, choice bit) held in the
 * form its primitive type needs: a long for integers and single characters, a double for floating
 * point, bytes for character-array constants.
 *
 * <p>uint64 values are held in a long with the same bits; {@link #toString()} prints them unsigned.
 */
public final class PrimitiveValue
{
    /**
     * How the value is held.
     */
    public enum Representation
    {
        LONG, DOUBLE, BYTE_ARRAY
    }

    private final Representation representation;
    private final PrimitiveType type;
    private final long longValue;
    private final double doubleValue;
    private final byte[] bytes;
    private final String characterEncoding;

    private PrimitiveValue(
        final Representation representation,
        final PrimitiveType type,
        final long longValue,
        final double doubleValue,
        final byte[] bytes,
        final String characterEncoding)
    {
        this.representation = representation;
        this.type = type;
        this.longValue = longValue;
        this.doubleValue = doubleValue;
        this.bytes = bytes;
        this.characterEncoding = characterEncoding;
    }

    public static PrimitiveValue of(final long value, final PrimitiveType type)
    {
        if (type.isFloatingPoint())
        {
            return of((double)value, type);
        }
        return new PrimitiveValue(Representation.LONG, type, value, 0, null, null);
    }

    public static PrimitiveValue of(final double value, final PrimitiveType type)
    {
        if (!type.isFloatingPoint())
        {
            throw new IllegalArgumentException(type.primitiveName() + " is not a floating point type");
        }
        return new PrimitiveValue(Representation.DOUBLE, type, 0, value, null, null);
    }

    /**
     * @param chars             the encoded characters of a char array constant.
     * @param characterEncoding the encoding the bytes are in, null for US-ASCII.
     * @return the value.
     */
    public static PrimitiveValue ofChars(final byte[] chars, final String characterEncoding)
    {
        return new PrimitiveValue(
            Representation.BYTE_ARRAY, PrimitiveType.CHAR, 0, 0, chars.clone(), characterEncoding);
    }

    /**
     * Parses a value as written in a schema.
     *
     * @param text   the trimmed text of the value.
     * @param type   the primitive type the value is of.
     * @param length the array length of the type; a char value with length above 1 is a string.
     * @param characterEncoding for char arrays, null for US-ASCII.
     * @return the value.
     * @throws IllegalArgumentException (NumberFormatException) when the text is not a value of the type.
     */
    public static PrimitiveValue parse(
        final String text, final PrimitiveType type, final int length, final String characterEncoding)
    {
        if (type == PrimitiveType.CHAR)
        {
            if (length == 1 && text.length() == 1)
            {
                return of(text.charAt(0), type);
            }
            return ofChars(text.getBytes(charset(characterEncoding)), characterEncoding);
        }
        if (type.isFloatingPoint())
        {
            return of(Double.parseDouble(text), type);
        }
        if (type == PrimitiveType.UINT64)
        {
            return of(Long.parseUnsignedLong(text), type);
        }
        return of(Long.parseLong(text), type);
    }

    public static PrimitiveValue parse(final String text, final PrimitiveType type)
    {
        return parse(text, type, 1, null);
    }

    /**
     * Reads a value from its IR-file form: the little-endian bytes of the primitive, or the characters
     * of a char array.
     *
     * @return the value, or null for no bytes.
     */
    public static PrimitiveValue fromIrBytes(final byte[] irBytes, final PrimitiveType type, final String characterEncoding)
    {
        if (irBytes.length == 0 || type == null)
        {
            return null;
        }
        if (type == PrimitiveType.CHAR && irBytes.length > 1)
        {
            return ofChars(irBytes, characterEncoding);
        }
        if (irBytes.length < type.size())
        {
            throw new IllegalArgumentException(
                "value of " + type.primitiveName() + " needs " + type.size() + " bytes, found " + irBytes.length);
        }
        long bits = 0;
        for (int i = type.size() - 1; i >= 0; i--)
        {
            bits = (bits << 8) | (irBytes[i] & 0xFF);
        }
        switch (type)
        {
            case FLOAT: return of(Float.intBitsToFloat((int)bits), type);
            case DOUBLE: return of(Double.longBitsToDouble(bits), type);
            case INT8: return of((byte)bits, type);
            case INT16: return of((short)bits, type);
            case INT32: return of((int)bits, type);
            default: return of(bits, type);
        }
    }

    /**
     * @return the IR-file form: little-endian bytes of the primitive, or the characters of a char array.
     */
    public byte[] toIrBytes()
    {
        if (representation == Representation.BYTE_ARRAY)
        {
            return bytes.clone();
        }
        final long bits;
        if (representation == Representation.DOUBLE)
        {
            bits = type == PrimitiveType.FLOAT ?
                Float.floatToRawIntBits((float)doubleValue) : Double.doubleToRawLongBits(doubleValue);
        }
        else
        {
            bits = longValue;
        }
        final byte[] out = new byte[type.size()];
        for (int i = 0; i < out.length; i++)
        {
            out[i] = (byte)(bits >>> (8 * i));
        }
        return out;
    }

    public Representation representation()
    {
        return representation;
    }

    public PrimitiveType type()
    {
        return type;
    }

    public long longValue()
    {
        if (representation != Representation.LONG)
        {
            throw new IllegalStateException("not a long value: " + this);
        }
        return longValue;
    }

    public double doubleValue()
    {
        if (representation != Representation.DOUBLE)
        {
            throw new IllegalStateException("not a double value: " + this);
        }
        return doubleValue;
    }

    public byte[] byteArrayValue()
    {
        if (representation != Representation.BYTE_ARRAY)
        {
            throw new IllegalStateException("not a byte array value: " + this);
        }
        return bytes.clone();
    }

    /**
     * @return the character encoding of a char-array value, or null.
     */
    public String characterEncoding()
    {
        return characterEncoding;
    }

    /**
     * @return encoded size in bytes: the primitive's size, or the length of a char array.
     */
    public int size()
    {
        return representation == Representation.BYTE_ARRAY ? bytes.length : type.size();
    }

    /**
     * @return the value as a schema would write it: decimal numbers (uint64 unsigned), a single
     * character for char, the text of a char array.
     */
    @Override
    public String toString()
    {
        switch (representation)
        {
            case BYTE_ARRAY:
                return new String(bytes, charset(characterEncoding));
            case DOUBLE:
                return type == PrimitiveType.FLOAT ? Float.toString((float)doubleValue) : Double.toString(doubleValue);
            default:
                if (type == PrimitiveType.CHAR)
                {
                    return String.valueOf((char)longValue);
                }
                return type == PrimitiveType.UINT64 ? Long.toUnsignedString(longValue) : Long.toString(longValue);
        }
    }

    @Override
    public boolean equals(final Object o)
    {
        if (this == o)
        {
            return true;
        }
        if (!(o instanceof PrimitiveValue))
        {
            return false;
        }
        final PrimitiveValue that = (PrimitiveValue)o;
        return representation == that.representation &&
            type == that.type &&
            longValue == that.longValue &&
            Double.compare(doubleValue, that.doubleValue) == 0 &&
            Arrays.equals(bytes, that.bytes);
    }

    @Override
    public int hashCode()
    {
        return Objects.hash(representation, type, longValue, doubleValue, Arrays.hashCode(bytes));
    }

    private static Charset charset(final String characterEncoding)
    {
        if (characterEncoding == null || characterEncoding.isEmpty())
        {
            return StandardCharsets.US_ASCII;
        }
        return Charset.forName(characterEncoding);
    }
}
