package io.sbetool.otf;

import io.sbetool.ir.PrimitiveType;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * {@link PrimitiveReader} reads every type in both byte orders as java.nio reads the same bytes, at
 * every offset of a buffer: where eight bytes are left (one wide read, cut to the value) and in the
 * last seven bytes (a read of the value's own size).
 */
class PrimitiveReaderTest
{
    private static final PrimitiveType[] TYPES = {PrimitiveType.CHAR, PrimitiveType.INT8, PrimitiveType.UINT8,
        PrimitiveType.INT16, PrimitiveType.UINT16, PrimitiveType.INT32, PrimitiveType.UINT32, PrimitiveType.INT64,
        PrimitiveType.UINT64, PrimitiveType.FLOAT, PrimitiveType.DOUBLE};

    @Test
    void everyTypeInBothOrdersAtEveryOffsetReadsAsJavaNioReadsIt()
    {
        final Random random = new Random(11);
        for (int round = 0; round < 200; round++)
        {
            final byte[] bytes = new byte[24];
            random.nextBytes(bytes);
            final UnsafeBuffer buffer = new UnsafeBuffer(bytes);
            for (final ByteOrder order : new ByteOrder[] {ByteOrder.LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN})
            {
                final ByteBuffer nio = ByteBuffer.wrap(bytes).order(order);
                for (final PrimitiveType type : TYPES)
                {
                    final PrimitiveReader reader = PrimitiveReader.of(type, order);
                    for (int index = 0; index + type.size() <= bytes.length; index++)
                    {
                        final String where = type + " " + order + " at " + index;
                        assertEquals(expectedLong(nio, type, index), reader.readLong(buffer, index), where);
                        assertEquals(Double.doubleToRawLongBits(expectedDouble(nio, type, index)),
                            Double.doubleToRawLongBits(reader.readDouble(buffer, index)), where);
                    }
                }
            }
        }
    }

    @Test
    void aValuePastTheEndOfTheBufferIsRefused()
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[16]);
        for (final PrimitiveType type : TYPES)
        {
            final PrimitiveReader reader = PrimitiveReader.of(type, ByteOrder.LITTLE_ENDIAN);
            assertThrows(IndexOutOfBoundsException.class, () -> reader.readLong(buffer, 17 - type.size()),
                type.toString());
            assertThrows(IndexOutOfBoundsException.class, () -> reader.readLong(buffer, -1), type.toString());
        }
    }

    private static long expectedLong(final ByteBuffer nio, final PrimitiveType type, final int index)
    {
        switch (type)
        {
            case INT8: return nio.get(index);
            case CHAR:
            case UINT8: return nio.get(index) & 0xFF;
            case INT16: return nio.getShort(index);
            case UINT16: return nio.getShort(index) & 0xFFFF;
            case INT32:
            case FLOAT: return nio.getInt(index);
            case UINT32: return nio.getInt(index) & 0xFFFF_FFFFL;
            default: return nio.getLong(index);
        }
    }

    private static double expectedDouble(final ByteBuffer nio, final PrimitiveType type, final int index)
    {
        switch (type)
        {
            case FLOAT: return nio.getFloat(index);
            case DOUBLE: return nio.getDouble(index);
            default: return expectedLong(nio, type, index);
        }
    }
}
