package io.sbetool.ir.file;

import org.agrona.DirectBuffer;

import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * A bounds-checked read position over the bytes of an IR file. Every read first checks that the
 * bytes are there, so a truncated or corrupt file ends in an {@link IrFileException} naming the
 * offset rather than an index error from the buffer.
 */
final class IrFileInput
{
    private final DirectBuffer buffer;
    private final int start;
    private final int limit;
    private int position;

    IrFileInput(final DirectBuffer buffer, final int offset, final int length)
    {
        if (offset < 0 || length < 0 || (long)offset + length > buffer.capacity())
        {
            throw new IllegalArgumentException("region [" + offset + ", +" + length + ") is outside the buffer of " +
                buffer.capacity() + " bytes");
        }
        this.buffer = buffer;
        this.start = offset;
        this.limit = offset + length;
        this.position = offset;
    }

    /**
     * @return the read position relative to the start of the region, as reported in errors.
     */
    int offset()
    {
        return position - start;
    }

    boolean hasRemaining()
    {
        return position < limit;
    }

    /**
     * Checks that a block of {@code length} bytes starts at the position.
     */
    void requireBlock(final int length, final String what)
    {
        final int remaining = limit - position;
        if (remaining < length)
        {
            throw new IrFileException(offset(),
                "truncated " + what + ": needs " + length + " bytes, only " + remaining + " remain");
        }
    }

    int int32At(final int blockOffset)
    {
        return buffer.getInt(position + blockOffset, ByteOrder.LITTLE_ENDIAN);
    }

    int uint8At(final int blockOffset)
    {
        return buffer.getByte(position + blockOffset) & 0xFF;
    }

    void skip(final int length)
    {
        position += length;
    }

    /**
     * Reads one var-data element: a uint16 length then that many bytes.
     */
    byte[] varData(final String what)
    {
        requireBlock(IrFileLayout.VAR_DATA_LENGTH_SIZE, what + " length");
        final int length = buffer.getShort(position, ByteOrder.LITTLE_ENDIAN) & 0xFFFF;
        if (length > IrFileLayout.MAX_VAR_DATA_LENGTH)
        {
            throw new IrFileException(offset(), what + " has the null length " + length);
        }
        position += IrFileLayout.VAR_DATA_LENGTH_SIZE;
        requireBlock(length, what);
        final byte[] bytes = new byte[length];
        buffer.getBytes(position, bytes);
        position += length;
        return bytes;
    }

    /**
     * @return the var-data element as UTF-8 text, or null when it is empty.
     */
    String string(final String what)
    {
        final byte[] bytes = varData(what);
        return bytes.length == 0 ? null : new String(bytes, StandardCharsets.UTF_8);
    }
}
