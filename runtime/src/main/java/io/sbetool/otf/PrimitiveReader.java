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
 * virtual call (never inlined) per value.
 *
 * <p>An integer with eight bytes of buffer from its start is read as one eight-byte long and cut to
 * its own bytes by two shifts and a mask ({@link #readLong}), so the common read has no branch on the
 * type: a switch over nine types compiled to more than twice the code the JIT inlines into an
 * already compiled caller, so every field paid a call and an indirect jump. Only a value in the last
 * seven bytes of a buffer is read by its own size ({@link #readNearEnd}).
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
    /**
     * Bits to shift an eight-byte read left, so that the value's own bytes end at the top: the bytes
     * after it in little-endian order; none in big-endian, where the value's bytes come first.
     */
    private final int shiftLeft;
    /** Bits to shift back, arithmetically, so that the value sits at the bottom sign-extended. */
    private final int shiftRight;
    /** Keeps the value's own bits of an unsigned type (no sign extension); all bits otherwise. */
    private final long mask;

    private PrimitiveReader(final int kind, final ByteOrder order)
    {
        this.kind = kind;
        this.order = order;
        final int bits = 8 * size(kind);
        this.shiftRight = Long.SIZE - bits;
        this.shiftLeft = order == ByteOrder.LITTLE_ENDIAN ? shiftRight : 0;
        this.mask = kind == UINT8 || kind == UINT16 || kind == UINT32 ? (1L << bits) - 1 : -1L;
    }

    private static int size(final int kind)
    {
        switch (kind)
        {
            case INT8:
            case UINT8: return 1;
            case INT16:
            case UINT16: return 2;
            case INT32:
            case UINT32:
            case FLOAT: return 4;
            default: return 8;
        }
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
        if (index <= buffer.capacity() - Long.BYTES)
        {
            return (buffer.getLong(index, order) << shiftLeft >> shiftRight) & mask;
        }
        return readNearEnd(buffer, index);
    }

    /**
     * {@link #readLong} reading just the value's own bytes: less than eight are left in the buffer.
     */
    private long readNearEnd(final DirectBuffer buffer, final int index)
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
