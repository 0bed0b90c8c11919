package io.sbetool.ir.file;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A bounds-checked read position over the bytes of an IR file. Every read first checks that the
 * bytes are there, so a truncated or corrupt file ends in an {@link IrFileException} naming the
 * offset rather than an index error from the buffer.
 *
 * <p>It reads a plain array with shifts rather than through a buffer's accessors: every start of
 * {@code sbetool decode --ir} reads thousands of tokens while the JVM is still interpreting, where each
 * call costs, and the accessors' calls (bounds checks, byte order, copies) were most of them; the JIT
 * then compiled those accessors with C2 as well, on the same core.
 */
final class IrFileInput
{
    private final byte[] bytes;
    private final int start;
    private final int limit;
    private int position;

    /**
     * @param bytes  holding the file.
     * @param offset where the file starts in the array; offsets in errors are relative to it.
     * @param length the file's length.
     */
    IrFileInput(final byte[] bytes, final int offset, final int length)
    {
        requireRegion(offset, length, bytes.length);
        this.bytes = bytes;
        this.start = offset;
        this.limit = offset + length;
        this.position = offset;
    }

    /**
     * Checks that a caller's region lies in its buffer of {@code capacity} bytes: a caller's mistake, not
     * a bad file, so not an {@link IrFileException}.
     */
    static void requireRegion(final int offset, final int length, final int capacity)
    {
        if (offset < 0 || length < 0 || (long)offset + length > capacity)
        {
            throw new IllegalArgumentException("region [" + offset + ", +" + length + ") is outside the buffer of " +
                capacity + " bytes");
        }
    }

    /**
     * @return the array read; with {@link #start()}, {@link #limit()} and {@link #position()}, for a scan of
     * many records that reads them without a call per field (see {@link TokenScanner}).
     */
    byte[] array()
    {
        return bytes;
    }

    /** @return where the region starts in {@link #array()}. */
    int start()
    {
        return start;
    }

    /** @return where the region ends in {@link #array()}. */
    int limit()
    {
        return limit;
    }

    /** @return the read position in {@link #array()}. */
    int position()
    {
        return position;
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

    /** A little-endian int32 of the block at the position, checked by {@link #requireBlock}. */
    int int32At(final int blockOffset)
    {
        final int at = position + blockOffset;
        return (bytes[at] & 0xFF) | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16 | bytes[at + 3] << 24;
    }

    int uint8At(final int blockOffset)
    {
        return bytes[position + blockOffset] & 0xFF;
    }

    void skip(final int length)
    {
        position += length;
    }

    /**
     * Reads one var-data element's length, a uint16, and checks that its bytes are there; the position is
     * then at those bytes, for {@link #bytes}, {@link #string} or {@link #skip}.
     *
     * @param token the name of the token it belongs to, or null for the file's own fields; with
     *              {@code what}, it names the element in errors. The name is built only for an error:
     *              an IR file has thousands of elements, and building it for each cost a tenth of
     *              reading the file, at every start of {@code sbetool decode --ir}.
     * @return the element's length.
     */
    int varDataLength(final String token, final String what)
    {
        return varDataLength(token, -1, 0, what);
    }

    /**
     * {@link #varDataLength(String, String)} of an element of the token whose name is the {@code nameLength}
     * bytes at {@code nameOffset} (relative to the file): the name is made only for an error.
     */
    int varDataLength(final int nameOffset, final int nameLength, final String what)
    {
        return varDataLength(null, nameOffset, nameLength, what);
    }

    private int varDataLength(final String token, final int nameOffset, final int nameLength, final String what)
    {
        if (limit - position < IrFileLayout.VAR_DATA_LENGTH_SIZE)
        {
            requireBlock(IrFileLayout.VAR_DATA_LENGTH_SIZE, describe(token, nameOffset, nameLength, what) + " length");
        }
        final int length = (bytes[position] & 0xFF) | (bytes[position + 1] & 0xFF) << 8;
        if (length > IrFileLayout.MAX_VAR_DATA_LENGTH)
        {
            throw new IrFileException(offset(),
                describe(token, nameOffset, nameLength, what) + " has the null length " + length);
        }
        position += IrFileLayout.VAR_DATA_LENGTH_SIZE;
        if (limit - position < length)
        {
            requireBlock(length, describe(token, nameOffset, nameLength, what));
        }
        return length;
    }

    /**
     * @return a copy of the {@code length} bytes at the position, which moves past them.
     */
    byte[] bytes(final int length)
    {
        final byte[] copy = Arrays.copyOfRange(bytes, position, position + length);
        position += length;
        return copy;
    }

    /**
     * Reads one var-data element: a uint16 length then that many bytes; see {@link #varDataLength}.
     */
    byte[] varData(final String token, final String what)
    {
        return bytes(varDataLength(token, what));
    }

    /**
     * @return the var-data element as UTF-8 text, or null when it is empty; see {@link #varDataLength}.
     */
    String string(final String token, final String what)
    {
        final int length = varDataLength(token, what);
        if (length == 0)
        {
            return null;
        }
        final String text = new String(bytes, position, length, StandardCharsets.UTF_8);
        position += length;
        return text;
    }

    /**
     * @return the {@code length} bytes at {@code offset} (relative to the file) as UTF-8 text.
     */
    String textAt(final int offset, final int length)
    {
        return new String(bytes, start + offset, length, StandardCharsets.UTF_8);
    }

    /**
     * Moves the position to {@code offset}, relative to the region (see {@link #position()} for where it is
     * in the array).
     */
    void seek(final int offset)
    {
        position = start + offset;
    }

    /**
     * How errors name a var-data element: {@code token 'NAME' what}, or {@code what} alone.
     */
    static String describe(final String token, final String what)
    {
        return token == null ? what : "token '" + token + "' " + what;
    }

    private String describe(final String token, final int nameOffset, final int nameLength, final String what)
    {
        return describe(token == null && nameOffset >= 0 ? textAt(nameOffset, nameLength) : token, what);
    }
}
