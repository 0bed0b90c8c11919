package io.sbetool.capture;

import java.nio.ByteOrder;

/**
 * Walks the blocks of a pcapng file and checks each one's framing before anyone reads inside it: its
 * total length (at least 12, a multiple of 4, inside the file) and the copy of that length that ends
 * the block. Each Section Header Block sets the byte order of the blocks that follow it. A block
 * whose framing is broken ends the walk with a {@link CaptureException}, as the next block can only
 * be found through that length.
 */
final class PcapngBlocks
{
    static final int SECTION_HEADER = 0x0A0D0D0A;
    private static final int BYTE_ORDER_MAGIC = 0x1A2B3C4D;
    /** Type, total length and the trailing total length: the smallest block there is. */
    private static final int MIN_LENGTH = 12;

    private final CaptureInput file;
    private ByteOrder order;
    private long position;
    private long next;
    private int type;
    private long length;

    PcapngBlocks(final CaptureInput file)
    {
        this.file = file;
    }

    /**
     * Moves to the next block.
     *
     * @return false at the end of the file.
     * @throws CaptureException when the block's framing is broken.
     */
    boolean next()
    {
        position = next;
        file.release(position);
        final long remaining = file.available(position, MIN_LENGTH);
        if (remaining == 0)
        {
            return false;
        }
        if (remaining < MIN_LENGTH)
        {
            throw new CaptureException("truncated pcapng block: " + remaining + " bytes left where a block takes " +
                "at least " + MIN_LENGTH, position);
        }
        final int index = file.map(position, MIN_LENGTH);
        // the Section Header Block's type reads the same in both byte orders, so it can be found
        // before the order is known; its byte-order magic then gives the order
        final int rawType = file.buffer().getInt(index, ByteOrder.LITTLE_ENDIAN);
        if (rawType == SECTION_HEADER)
        {
            order = byteOrder(file.buffer().getInt(index + 8, ByteOrder.LITTLE_ENDIAN), position + 8);
        }
        else if (order == null)
        {
            throw new CaptureException("not a pcapng file: it does not start with a Section Header Block", position);
        }
        type = file.buffer().getInt(index, order);
        length = file.buffer().getInt(index + 4, order) & 0xFFFF_FFFFL;
        checkLength();
        next = position + length;
        return true;
    }

    private static ByteOrder byteOrder(final int magic, final long fileOffset)
    {
        if (magic == BYTE_ORDER_MAGIC)
        {
            return ByteOrder.LITTLE_ENDIAN;
        }
        if (magic == Integer.reverseBytes(BYTE_ORDER_MAGIC))
        {
            return ByteOrder.BIG_ENDIAN;
        }
        throw new CaptureException("pcapng byte-order magic " + Integer.toHexString(magic) + " is neither 1a2b3c4d " +
            "nor 4d3c2b1a", fileOffset);
    }

    private void checkLength()
    {
        if (length < MIN_LENGTH)
        {
            throw broken("is less than " + MIN_LENGTH, position + 4);
        }
        if (length % 4 != 0)
        {
            throw broken("is not a multiple of 4", position + 4);
        }
        final long left = file.available(position, length);
        if (length > left)
        {
            throw broken("runs past the end of the file (" + left + " bytes left)", position + 4);
        }
        final long trailerOffset = position + length - 4;
        final long trailer = file.buffer().getInt(file.map(trailerOffset, 4), order) & 0xFFFF_FFFFL;
        if (trailer != length)
        {
            throw broken("does not match the " + trailer + " at its end", trailerOffset);
        }
    }

    private CaptureException broken(final String problem, final long fileOffset)
    {
        return new CaptureException("pcapng block (type 0x" + Integer.toHexString(type) + ") total length " + length +
            " " + problem, fileOffset);
    }

    /**
     * @return the byte order of the current section.
     */
    ByteOrder order()
    {
        return order;
    }

    /**
     * @return the file offset of the current block.
     */
    long position()
    {
        return position;
    }

    int type()
    {
        return type;
    }

    /**
     * @return the current block's total length, checked to lie inside the file.
     */
    long length()
    {
        return length;
    }
}
