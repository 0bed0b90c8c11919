package io.sbetool.encode;

import io.sbetool.ir.PrimitiveType;
import org.agrona.MutableDirectBuffer;

import java.nio.ByteOrder;

/**
 * Writes one primitive in a byte order. Integers arrive as longs (unsigned types zero-extended, uint64
 * as the long with the same bits) and are cut to the type's size; callers have checked the range.
 */
final class Primitives
{
    private Primitives()
    {
    }

    static void putLong(
        final MutableDirectBuffer buffer, final int index, final PrimitiveType type, final long value,
        final ByteOrder order)
    {
        switch (type.size())
        {
            case 1:
                buffer.putByte(index, (byte)value);
                break;
            case 2:
                buffer.putShort(index, (short)value, order);
                break;
            case 4:
                buffer.putInt(index, (int)value, order);
                break;
            default:
                buffer.putLong(index, value, order);
                break;
        }
    }

    /**
     * Writes a float or double by its raw bits, so that a NaN's payload is kept.
     */
    static void putFloatingBits(
        final MutableDirectBuffer buffer, final int index, final PrimitiveType type, final long bits,
        final ByteOrder order)
    {
        if (type == PrimitiveType.FLOAT)
        {
            buffer.putInt(index, (int)bits, order);
        }
        else
        {
            buffer.putLong(index, bits, order);
        }
    }

    /**
     * @return whether {@code value} lies in {@code [min, max]}, compared as the type compares.
     */
    static boolean inRange(final PrimitiveType type, final long value, final long min, final long max)
    {
        if (type == PrimitiveType.UINT64)
        {
            return Long.compareUnsigned(value, min) >= 0 && Long.compareUnsigned(value, max) <= 0;
        }
        return value >= min && value <= max;
    }

    static String format(final PrimitiveType type, final long value)
    {
        return type == PrimitiveType.UINT64 ? Long.toUnsignedString(value) : Long.toString(value);
    }
}
