package io.sbetool.codec;

import org.agrona.MutableDirectBuffer;

/**
 * Room for an encoder's block before its fields are written through {@link BufferMemory}, unchecked.
 *
 * <p>Agrona's expandable buffers grow when a put passes their capacity, and users of generated encoders rely
 * on it; an encoder that writes a block's fields without Agrona's puts must make the room itself before it
 * captures the buffer's memory. Generated code compares the block with the capacity and calls this only
 * when it does not fit, so this is off the fast path.
 */
public final class BufferGrowth
{
    private BufferGrowth()
    {
    }

    /**
     * Makes the {@code length} bytes at {@code offset} part of the buffer: grows an expandable buffer, and
     * throws for a fixed one, through Agrona's {@code checkLimit}.
     *
     * @param length in a long, so that a group's count times its block length cannot overflow.
     * @throws BoundsCheckException      if the offset is negative or the end is past the largest int.
     * @throws IndexOutOfBoundsException from a fixed buffer that is too short.
     */
    public static void makeRoom(final MutableDirectBuffer buffer, final int offset, final long length)
    {
        final long end = offset + length;
        if (offset < 0 || end > Integer.MAX_VALUE)
        {
            throw new BoundsCheckException(length + " bytes at offset " + offset + " are outside any buffer");
        }
        buffer.checkLimit((int)end);
    }
}
