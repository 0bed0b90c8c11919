package io.sbetool.otf;

import io.sbetool.ir.PrimitiveType;
import org.agrona.DirectBuffer;

import java.nio.ByteOrder;

/**
 * Reads one primitive of a fixed type and byte order. One small subclass per type keeps the read path
 * free of a switch on the type; integers come back widened to long (unsigned types zero-extended,
 * uint64 as the long with the same bits), floating point as double.
 * Callers check bounds first: these read without checking.
 */
public abstract class PrimitiveReader
{
    protected final ByteOrder order;

    private PrimitiveReader(final ByteOrder order)
    {
        this.order = order;
    }

    public abstract long readLong(DirectBuffer buffer, int index);

    public double readDouble(final DirectBuffer buffer, final int index)
    {
        return readLong(buffer, index);
    }

    /**
     * @return a reader for the type in the byte order.
     */
    public static PrimitiveReader of(final PrimitiveType type, final ByteOrder order)
    {
        switch (type)
        {
            case CHAR:
            case UINT8: return new Uint8(order);
            case INT8: return new Int8(order);
            case INT16: return new Int16(order);
            case UINT16: return new Uint16(order);
            case INT32: return new Int32(order);
            case UINT32: return new Uint32(order);
            case INT64:
            case UINT64: return new Int64(order);
            case FLOAT: return new Float32(order);
            case DOUBLE: return new Float64(order);
            default: throw new IllegalArgumentException("no reader for " + type);
        }
    }

    private static final class Int8 extends PrimitiveReader
    {
        Int8(final ByteOrder order)
        {
            super(order);
        }

        @Override
        public long readLong(final DirectBuffer buffer, final int index)
        {
            return buffer.getByte(index);
        }
    }

    private static final class Uint8 extends PrimitiveReader
    {
        Uint8(final ByteOrder order)
        {
            super(order);
        }

        @Override
        public long readLong(final DirectBuffer buffer, final int index)
        {
            return buffer.getByte(index) & 0xFF;
        }
    }

    private static final class Int16 extends PrimitiveReader
    {
        Int16(final ByteOrder order)
        {
            super(order);
        }

        @Override
        public long readLong(final DirectBuffer buffer, final int index)
        {
            return buffer.getShort(index, order);
        }
    }

    private static final class Uint16 extends PrimitiveReader
    {
        Uint16(final ByteOrder order)
        {
            super(order);
        }

        @Override
        public long readLong(final DirectBuffer buffer, final int index)
        {
            return buffer.getShort(index, order) & 0xFFFF;
        }
    }

    private static final class Int32 extends PrimitiveReader
    {
        Int32(final ByteOrder order)
        {
            super(order);
        }

        @Override
        public long readLong(final DirectBuffer buffer, final int index)
        {
            return buffer.getInt(index, order);
        }
    }

    private static final class Uint32 extends PrimitiveReader
    {
        Uint32(final ByteOrder order)
        {
            super(order);
        }

        @Override
        public long readLong(final DirectBuffer buffer, final int index)
        {
            return buffer.getInt(index, order) & 0xFFFF_FFFFL;
        }
    }

    private static final class Int64 extends PrimitiveReader
    {
        Int64(final ByteOrder order)
        {
            super(order);
        }

        @Override
        public long readLong(final DirectBuffer buffer, final int index)
        {
            return buffer.getLong(index, order);
        }
    }

    private static final class Float32 extends PrimitiveReader
    {
        Float32(final ByteOrder order)
        {
            super(order);
        }

        @Override
        public long readLong(final DirectBuffer buffer, final int index)
        {
            return buffer.getInt(index, order);
        }

        @Override
        public double readDouble(final DirectBuffer buffer, final int index)
        {
            return buffer.getFloat(index, order);
        }
    }

    private static final class Float64 extends PrimitiveReader
    {
        Float64(final ByteOrder order)
        {
            super(order);
        }

        @Override
        public long readLong(final DirectBuffer buffer, final int index)
        {
            return buffer.getLong(index, order);
        }

        @Override
        public double readDouble(final DirectBuffer buffer, final int index)
        {
            return buffer.getDouble(index, order);
        }
    }
}
