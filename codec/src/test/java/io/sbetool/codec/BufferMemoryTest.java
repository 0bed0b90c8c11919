package io.sbetool.codec;

import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

class BufferMemoryTest
{
    private static final int MOST = 40;
    private static final byte SENTINEL = 0x5A;

    @Test
    void copiesEveryLengthFromAnArray()
    {
        copiesEveryLength(new UnsafeBuffer(new byte[MOST + 16]));
    }

    @Test
    void copiesEveryLengthFromOffHeapMemory()
    {
        copiesEveryLength(new UnsafeBuffer(ByteBuffer.allocateDirect(MOST + 16)));
    }

    /**
     * Each length from 0 to past the word copies, from odd offsets on both sides: the bytes arrive in order,
     * and the destination's bytes around them are left alone.
     */
    private static void copiesEveryLength(final UnsafeBuffer source)
    {
        for (int i = 0; i < source.capacity(); i++)
        {
            source.putByte(i, (byte)(i + 1));
        }
        final int from = 3;
        final int to = 5;
        for (int length = 0; length <= MOST; length++)
        {
            final byte[] dst = new byte[to + length + 7];
            Arrays.fill(dst, SENTINEL);
            BufferMemory.copy(source.byteArray(), source.addressOffset() + from, dst, BufferMemory.ARRAY_BASE_OFFSET + to,
                length);

            final byte[] expected = new byte[dst.length];
            Arrays.fill(expected, SENTINEL);
            source.getBytes(from, expected, to, length);
            assertArrayEquals(expected, dst, "length " + length);
        }
    }

    @Test
    void copiesNothingForANegativeLength()
    {
        final byte[] dst = new byte[8];
        Arrays.fill(dst, SENTINEL);
        BufferMemory.copy(new byte[8], BufferMemory.ARRAY_BASE_OFFSET, dst, BufferMemory.ARRAY_BASE_OFFSET, -1);
        final byte[] expected = new byte[8];
        Arrays.fill(expected, SENTINEL);
        assertArrayEquals(expected, dst);
    }
}
