package io.sbetool.capture;

import org.agrona.MutableDirectBuffer;

import java.nio.ByteOrder;

/**
 * Writes the frame before each message in the framings {@link Framing} reads: nothing for
 * {@code raw}; the standard Simple Open Framing Header for {@code sofh} (a 4-byte big-endian length
 * counting the header, then the encoding type: 0xEB50 for little-endian SBE 1.0, 0x5BE0 for
 * big-endian); a 2- or 4-byte length in either byte order for the prefixes, counting itself with
 * {@code -incl}.
 */
public final class FrameWriter
{
    private static final int SOFH_LENGTH = 6;
    private static final int SBE_LITTLE_ENDIAN = 0xEB50;
    private static final int SBE_BIG_ENDIAN = 0x5BE0;

    private final Framing framing;
    private final int headerLength;
    private final int encodingType;
    private final long maxMessageLength;

    /**
     * @param schemaOrder the schema's byte order, which the SOFH encoding type names.
     */
    public FrameWriter(final Framing framing, final ByteOrder schemaOrder)
    {
        this.framing = framing;
        encodingType = schemaOrder == ByteOrder.BIG_ENDIAN ? SBE_BIG_ENDIAN : SBE_LITTLE_ENDIAN;
        switch (framing.kind())
        {
            case RAW:
                headerLength = 0;
                break;
            case SOFH:
                headerLength = SOFH_LENGTH;
                break;
            case U16LE:
            case U16BE:
                headerLength = 2;
                break;
            default:
                headerLength = 4;
                break;
        }
        final long fieldMax = headerLength == 2 ? 0xFFFFL : 0xFFFF_FFFFL;
        maxMessageLength = framing.kind() == Framing.Kind.RAW ? Integer.MAX_VALUE :
            Math.min(Integer.MAX_VALUE, fieldMax - (framing.isInclusive() ? headerLength : 0));
    }

    /**
     * @return the bytes of the frame header before each message.
     */
    public int headerLength()
    {
        return headerLength;
    }

    /**
     * @return the longest message the frame's length field can describe.
     */
    public long maxMessageLength()
    {
        return maxMessageLength;
    }

    /**
     * Writes the frame header of a message of {@code messageLength} bytes at {@code index}; the message
     * follows at {@code index + headerLength()}.
     *
     * @throws IllegalArgumentException when the length does not fit the frame's length field.
     */
    public void writeHeader(final MutableDirectBuffer buffer, final int index, final int messageLength)
    {
        if (messageLength > maxMessageLength)
        {
            throw new IllegalArgumentException("a message of " + messageLength + " bytes is too long for " +
                framing + " framing (at most " + maxMessageLength + ")");
        }
        final int length = messageLength + (framing.isInclusive() ? headerLength : 0);
        switch (framing.kind())
        {
            case SOFH:
                buffer.putInt(index, length, ByteOrder.BIG_ENDIAN);
                buffer.putShort(index + 4, (short)encodingType, ByteOrder.BIG_ENDIAN);
                break;
            case U16LE:
                buffer.putShort(index, (short)length, ByteOrder.LITTLE_ENDIAN);
                break;
            case U16BE:
                buffer.putShort(index, (short)length, ByteOrder.BIG_ENDIAN);
                break;
            case U32LE:
                buffer.putInt(index, length, ByteOrder.LITTLE_ENDIAN);
                break;
            case U32BE:
                buffer.putInt(index, length, ByteOrder.BIG_ENDIAN);
                break;
            default:
                break;
        }
    }
}
