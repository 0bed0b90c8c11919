package io.sbetool.benchmarks.codecs;

import java.io.OutputStream;

/**
 * An OutputStream into a fixed byte array from index 0, reusable: what Java serialisation writes
 * through, so that it fills the benchmark's buffer like every other codec instead of a growing copy.
 */
final class ArrayOutputStream extends OutputStream
{
    private byte[] array;
    private int position;

    ArrayOutputStream into(final byte[] array)
    {
        this.array = array;
        this.position = 0;
        return this;
    }

    int position()
    {
        return position;
    }

    @Override
    public void write(final int b)
    {
        require(1);
        array[position++] = (byte)b;
    }

    @Override
    public void write(final byte[] src, final int offset, final int length)
    {
        require(length);
        System.arraycopy(src, offset, array, position, length);
        position += length;
    }

    private void require(final int length)
    {
        if (position + length > array.length)
        {
            throw new IllegalStateException("serialised form exceeds the " + array.length + "-byte buffer");
        }
    }
}
