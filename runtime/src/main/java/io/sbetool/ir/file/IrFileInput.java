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
     *
     * @param token the name of the token it belongs to, or null for the file's own fields; with
     *              {@code what}, it names the element in errors. The name is built only for an error:
     *              an IR file has thousands of elements, and building it for each cost a tenth of
     *              reading the file, at every start of {@code sbetool decode --ir}.
     */
    byte[] varData(final String token, final String what)
    {
        requireVarData(IrFileLayout.VAR_DATA_LENGTH_SIZE, token, what, " length");
        final int length = buffer.getShort(position, ByteOrder.LITTLE_ENDIAN) & 0xFFFF;
        if (length > IrFileLayout.MAX_VAR_DATA_LENGTH)
        {
            throw new IrFileException(offset(), describe(token, what) + " has the null length " + length);
        }
        position += IrFileLayout.VAR_DATA_LENGTH_SIZE;
        requireVarData(length, token, what, "");
        final byte[] bytes = new byte[length];
        buffer.getBytes(position, bytes);
        position += length;
        return bytes;
    }

    /**
     * @return the var-data element as UTF-8 text, or null when it is empty.
     */
    String string(final String token, final String what)
    {
        final byte[] bytes = varData(token, what);
        return bytes.length == 0 ? null : new String(bytes, StandardCharsets.UTF_8);
    }

    /**
     * How errors name a var-data element: {@code token 'NAME' what}, or {@code what} alone.
     */
    static String describe(final String token, final String what)
    {
        return token == null ? what : "token '" + token + "' " + what;
    }

    private void requireVarData(final int length, final String token, final String what, final String part)
    {
        if (limit - position < length)
        {
            requireBlock(length, describe(token, what) + part);
        }
    }
}
