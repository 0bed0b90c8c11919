package io.sbetool.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The primitive types of SBE 1.0 (02FieldEncoding.md) with their sizes and the null, minimum and
 * maximum values the standard assigns when a schema does not override them.
 */
public enum PrimitiveType
{
    CHAR("char", 1, 1, false, false, 0x20, 0x7E, 0),
    INT8("int8", 1, 2, true, false, -127, 127, -128),
    INT16("int16", 2, 3, true, false, -32767, 32767, -32768),
    INT32("int32", 4, 4, true, false, Integer.MIN_VALUE + 1, Integer.MAX_VALUE, Integer.MIN_VALUE),
    INT64("int64", 8, 5, true, false, Long.MIN_VALUE + 1, Long.MAX_VALUE, Long.MIN_VALUE),
    UINT8("uint8", 1, 6, false, false, 0, 254, 255),
    UINT16("uint16", 2, 7, false, false, 0, 65534, 65535),
    UINT32("uint32", 4, 8, false, false, 0, 0xFFFF_FFFEL, 0xFFFF_FFFFL),
    // 64-bit unsigned limits are held as the long with the same bits.
    UINT64("uint64", 8, 9, false, false, 0, 0xFFFF_FFFF_FFFF_FFFEL, 0xFFFF_FFFF_FFFF_FFFFL),
    FLOAT("float", 4, 10, true, true, 0, 0, 0),
    DOUBLE("double", 8, 11, true, true, 0, 0, 0);

    /** Each type at its IR-file code: the IR reader looks one up per token. */
    private static final PrimitiveType[] BY_CODE = new PrimitiveType[12];

    static
    {
        for (final PrimitiveType type : values())
        {
            BY_CODE[type.code] = type;
        }
    }

    private final String primitiveName;
    private final int size;
    private final int code;
    private final boolean signed;
    private final boolean floatingPoint;
    private final long minLong;
    private final long maxLong;
    private final long nullLong;

    PrimitiveType(
        final String primitiveName,
        final int size,
        final int code,
        final boolean signed,
        final boolean floatingPoint,
        final long minLong,
        final long maxLong,
        final long nullLong)
    {
        this.primitiveName = primitiveName;
        this.size = size;
        this.code = code;
        this.signed = signed;
        this.floatingPoint = floatingPoint;
        this.minLong = minLong;
        this.maxLong = maxLong;
        this.nullLong = nullLong;
    }

    /**
     * @return the name the schema language uses, e.g. {@code uint16}.
     */
    public String primitiveName()
    {
        return primitiveName;
    }

    /**
     * @return encoded size in bytes of one element.
     */
    public int size()
    {
        return size;
    }

    /**
     * @return the code in an IR file (the {@code PrimitiveTypeCodec} enum of {@code sbe-ir.xml}).
     */
    public int code()
    {
        return code;
    }

    public boolean isSigned()
    {
        return signed;
    }

    public boolean isFloatingPoint()
    {
        return floatingPoint;
    }

    public boolean isUnsigned()
    {
        return !signed && this != CHAR;
    }

    /**
     * @return true for the signed and unsigned integer types, false for char and floating point.
     */
    public boolean isInteger()
    {
        return !floatingPoint && this != CHAR;
    }

    /**
     * @return number of bits in one element, which bounds the choices of a set encoded with the type.
     */
    public int bits()
    {
        return size * 8;
    }

    /**
     * The lowest value the type can hold at all, the null value included, unlike {@link #minValue()}.
     * Schema values such as nullValue may name any of them.
     *
     * @return the bound; 0 for char and the unsigned types.
     * @throws IllegalStateException for float and double, which have no integer bounds.
     */
    public long lowest()
    {
        requireIntegral();
        return signed ? -1L << (bits() - 1) : 0;
    }

    /**
     * The highest value the type can hold at all, the null value included, unlike {@link #maxValue()}.
     *
     * @return the bound; for uint64 the long with the same bits as 2<sup>64</sup>-1, that is -1.
     * @throws IllegalStateException for float and double, which have no integer bounds.
     */
    public long highest()
    {
        requireIntegral();
        final int valueBits = signed ? bits() - 1 : bits();
        return valueBits == 64 ? -1L : (1L << valueBits) - 1;
    }

    /**
     * @return the standard's minimum valid value.
     */
    public PrimitiveValue minValue()
    {
        switch (this)
        {
            case FLOAT: return PrimitiveValue.of(-Float.MAX_VALUE, this);
            case DOUBLE: return PrimitiveValue.of(-Double.MAX_VALUE, this);
            default: return PrimitiveValue.of(minLong, this);
        }
    }

    /**
     * @return the standard's maximum valid value.
     */
    public PrimitiveValue maxValue()
    {
        switch (this)
        {
            case FLOAT: return PrimitiveValue.of(Float.MAX_VALUE, this);
            case DOUBLE: return PrimitiveValue.of(Double.MAX_VALUE, this);
            default: return PrimitiveValue.of(maxLong, this);
        }
    }

    /**
     * @return the standard's null value: the value an optional field holds when it is absent.
     */
    public PrimitiveValue nullValue()
    {
        switch (this)
        {
            case FLOAT: return PrimitiveValue.of(Float.NaN, this);
            case DOUBLE: return PrimitiveValue.of(Double.NaN, this);
            default: return PrimitiveValue.of(nullLong, this);
        }
    }

    /**
     * @param name as written in a schema, e.g. {@code int32}.
     * @return the type, or null when the name is not a primitive type.
     */
    public static PrimitiveType fromName(final String name)
    {
        for (final PrimitiveType type : values())
        {
            if (type.primitiveName.equals(name))
            {
                return type;
            }
        }
        return null;
    }

    /**
     * @return the names the schema language uses, in declaration order.
     */
    public static List<String> primitiveNames()
    {
        final List<String> names = new ArrayList<>();
        for (final PrimitiveType type : values())
        {
            names.add(type.primitiveName);
        }
        return Collections.unmodifiableList(names);
    }

    /**
     * @param code as read from an IR file; 0 means no type.
     * @return the type, or null for 0 or an unknown code.
     */
    public static PrimitiveType fromCode(final int code)
    {
        return code > 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    private void requireIntegral()
    {
        if (floatingPoint)
        {
            throw new IllegalStateException(primitiveName + " has no integer bounds");
        }
    }
}
