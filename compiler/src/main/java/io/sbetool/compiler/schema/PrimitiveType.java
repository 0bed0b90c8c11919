package io.sbetool.compiler.schema;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The primitive types of SBE with their sizes and the standard's value ranges (02FieldEncoding).
 * For integers and char, {@link #lowest()} and {@link #highest()} bound every representable value,
 * null included; {@link #minValue()}/{@link #maxValue()} are the standard's valid data range.
 * Floating point types have no integer bounds; their null is NaN.
 */
public enum PrimitiveType
{
    CHAR("char", 1, false, big(0x20), big(0x7e), BigInteger.ZERO),
    INT8("int8", 1, true, big(-127), big(127), big(-128)),
    INT16("int16", 2, true, big(-32767), big(32767), big(-32768)),
    INT32("int32", 4, true, big(Integer.MIN_VALUE + 1L), big(Integer.MAX_VALUE), big(Integer.MIN_VALUE)),
    INT64("int64", 8, true, big(Long.MIN_VALUE + 1L), big(Long.MAX_VALUE), big(Long.MIN_VALUE)),
    UINT8("uint8", 1, false, BigInteger.ZERO, big(254), big(255)),
    UINT16("uint16", 2, false, BigInteger.ZERO, big(65534), big(65535)),
    UINT32("uint32", 4, false, BigInteger.ZERO, big(0xFFFF_FFFEL), big(0xFFFF_FFFFL)),
    UINT64("uint64", 8, false, BigInteger.ZERO, BigInteger.TWO.pow(64).subtract(BigInteger.TWO),
        BigInteger.TWO.pow(64).subtract(BigInteger.ONE)),
    FLOAT("float", 4, true, null, null, null),
    DOUBLE("double", 8, true, null, null, null);

    private final String xmlName;
    private final int size;
    private final boolean signed;
    private final BigInteger minValue;
    private final BigInteger maxValue;
    private final BigInteger nullValue;

    PrimitiveType(
        final String xmlName,
        final int size,
        final boolean signed,
        final BigInteger minValue,
        final BigInteger maxValue,
        final BigInteger nullValue)
    {
        this.xmlName = xmlName;
        this.size = size;
        this.signed = signed;
        this.minValue = minValue;
        this.maxValue = maxValue;
        this.nullValue = nullValue;
    }

    /** The name used in {@code primitiveType} and {@code encodingType} attributes. */
    public String xmlName()
    {
        return xmlName;
    }

    /** Size in octets of one element. */
    public int size()
    {
        return size;
    }

    public boolean isSigned()
    {
        return signed;
    }

    public boolean isFloatingPoint()
    {
        return this == FLOAT || this == DOUBLE;
    }

    public boolean isUnsignedInteger()
    {
        return this == UINT8 || this == UINT16 || this == UINT32 || this == UINT64;
    }

    public boolean isInteger()
    {
        return !isFloatingPoint() && this != CHAR;
    }

    /** The standard's lowest valid (non-null) value; null for float and double. */
    public BigInteger minValue()
    {
        return minValue;
    }

    /** The standard's highest valid (non-null) value; null for float and double. */
    public BigInteger maxValue()
    {
        return maxValue;
    }

    /** The standard's default null value; null for float and double, whose null is NaN. */
    public BigInteger nullValue()
    {
        return nullValue;
    }

    /** Lowest value the type can hold at all; null for float and double. */
    public BigInteger lowest()
    {
        if (isFloatingPoint())
        {
            return null;
        }
        return signed ? BigInteger.TWO.pow(size * 8 - 1).negate() : BigInteger.ZERO;
    }

    /** Highest value the type can hold at all; null for float and double. */
    public BigInteger highest()
    {
        if (isFloatingPoint())
        {
            return null;
        }
        final int bits = signed ? size * 8 - 1 : size * 8;
        return BigInteger.TWO.pow(bits).subtract(BigInteger.ONE);
    }

    /** Number of bits, which bounds the choices of a set encoded with this type. */
    public int bits()
    {
        return size * 8;
    }

    public static Optional<PrimitiveType> fromXmlName(final String name)
    {
        return Arrays.stream(values()).filter(type -> type.xmlName.equals(name)).findFirst();
    }

    public static List<String> xmlNames()
    {
        return Arrays.stream(values()).map(PrimitiveType::xmlName).toList();
    }

    private static BigInteger big(final long value)
    {
        return BigInteger.valueOf(value);
    }
}
