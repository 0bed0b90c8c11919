package io.sbetool.otf;

import io.sbetool.ir.PrimitiveType;
import org.agrona.DirectBuffer;

import java.nio.ByteOrder;

/**
 * Reads one primitive of a fixed type and byte order; integers come back widened to long (unsigned
 * types zero-extended, uint64 as the long with the same bits), floating point as double. Callers
 * check bounds first: these read without checking.
 *
 * <p>One final class with a switch on the type rather than a subclass per type: every field of every
 * message is read through the same few call sites, which would see all the subclasses and make a
 * virtual call (never inlined) per value. A switch on a final field is a jump table the JIT inlines.
 */
public final class PrimitiveReader
{
    static final int INT8 = 0;
    static final int UINT8 = 1;
    static final int INT16 = 2;
    static final int UINT16 = 3;
    static final int INT32 = 4;
    static final int UINT32 = 5;
    static final int INT64 = 6;
    static final int FLOAT = 7;
    static final int DOUBLE = 8;

    private final int kind;
    private final ByteOrder order;

    private PrimitiveReader(final int kind, final ByteOrder order)
    {
        this.kind = kind;
        this.order = order;
    }

    /**
     * @return a reader for the type in the byte order.
     */
    public static PrimitiveReader of(final PrimitiveType type, final ByteOrder order)
    {
        return new PrimitiveReader(kind(type), order);
    }

    private static int kind(final PrimitiveType type)
    {
        switch (type)
        {
            case CHAR:
            case UINT8: return UINT8;
            case INT8: return INT8;
            case INT16: return INT16;
            case UINT16: return UINT16;
            case INT32: return INT32;
            case UINT32: return UINT32;
            case INT64:
            case UINT64: return INT64;
            case FLOAT: return FLOAT;
            case DOUBLE: return DOUBLE;
            default: throw new IllegalArgumentException("no reader for " + type);
        }
    }

    /**
     * @return the value as an integer; for float and double, their bits.
     */
    public long readLong(final DirectBuffer buffer, final int index)
    {
        switch (kind)
        {
            case INT8: return buffer.getByte(index);
            case UINT8: return buffer.getByte(index) & 0xFF;
            case INT16: return buffer.getShort(index, order);
            case UINT16: return buffer.getShort(index, order) & 0xFFFF;
            case INT32:
            case FLOAT: return buffer.getInt(index, order);
            case UINT32: return buffer.getInt(index, order) & 0xFFFF_FFFFL;
            default: return buffer.getLong(index, order);
        }
    }

    /**
     * @return which of the kinds above this reader reads (char is UINT8, uint64 is INT64).
     */
    int kind()
    {
        return kind;
    }

    ByteOrder order()
    {
        return order;
    }

    public double readDouble(final DirectBuffer buffer, final int index)
    {
        switch (kind)
        {
            case FLOAT: return buffer.getFloat(index, order);
            case DOUBLE: return buffer.getDouble(index, order);
            default: return readLong(buffer, index);
        }
    }
}
