package javagen.largest;

import io.sbetool.codec.BoundsCheckException;
import org.agrona.concurrent.UnsafeBuffer;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The generated checks at the largest sizes the layout allows (schemas/largest-blocks.xml): a 65,535-octet
 * root block (what a uint16 blockLength describes), a 65,535-element uint8 and char array, and 255-octet
 * group entries (a uint8 dimension's). Each block is written into and read from a buffer of exactly its
 * length, and rejected, on both sides, in one a byte short: the check that guards the block still holds
 * at those sizes, with no read or write outside the buffer.
 */
public final class LargestBlocks implements Runnable
{
    private static final int HEADER = MessageHeaderEncoder.ENCODED_LENGTH;

    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();

    @Override
    public void run()
    {
        assertEquals(65_535, BytesEncoder.BLOCK_LENGTH);
        assertEquals(65_535, TextEncoder.BLOCK_LENGTH);
        assertEquals(255, TextEncoder.RowsEncoder.BLOCK_LENGTH);
        largestRootBlock();
        largestCharArray();
        largestGroupEntry();
    }

    private void largestRootBlock()
    {
        final int length = HEADER + 65_535;
        assertThrows(IndexOutOfBoundsException.class,
            () -> new BytesEncoder().wrapAndApplyHeader(new UnsafeBuffer(new byte[length - 1]), 0, headerEncoder));

        final byte[] message = new byte[length];
        final BytesEncoder encoder = new BytesEncoder().wrapAndApplyHeader(new UnsafeBuffer(message), 0, headerEncoder);
        encoder.bytes(0, (short)1).bytes(65_534, (short)0xFE);
        assertThrows(BoundsCheckException.class, () -> encoder.bytes(65_535, (short)0));
        assertEquals(length, HEADER + encoder.encodedLength());
        assertEquals((byte)0xFE, message[length - 1]);
        assertEquals(65_535, (message[0] & 0xFF) | (message[1] & 0xFF) << 8, "the header's blockLength");

        final BoundsCheckException shortBuffer = assertThrows(BoundsCheckException.class,
            () -> new BytesDecoder().wrapAndApplyHeader(new UnsafeBuffer(message, 0, length - 1), 0, headerDecoder));
        assertEquals("Bytes: block of 65535 bytes at offset 8 runs past the buffer's capacity of 65542",
            shortBuffer.getMessage());
        final BytesDecoder decoder = new BytesDecoder().wrapAndApplyHeader(new UnsafeBuffer(message), 0, headerDecoder);
        assertEquals(0xFE, decoder.bytes(65_534));
        assertEquals(1, decoder.bytes(0));
        assertThrows(BoundsCheckException.class, () -> decoder.bytes(65_535));
        final byte[] copy = new byte[65_535];
        assertEquals(65_535, decoder.getBytes(copy, 0));
        assertEquals((byte)0xFE, copy[65_534]);
    }

    private void largestCharArray()
    {
        final char[] chars = new char[65_535];
        Arrays.fill(chars, 'q');
        chars[65_534] = 'z';
        final String text = new String(chars);
        final int length = HEADER + 65_535 + TextEncoder.RowsEncoder.HEADER_SIZE;
        final byte[] message = new byte[length];
        final TextEncoder encoder = new TextEncoder().wrapAndApplyHeader(new UnsafeBuffer(message), 0, headerEncoder);
        encoder.text(text).rowsCount(0);
        assertThrows(BoundsCheckException.class, () -> encoder.text(text + "!"));

        final TextDecoder decoder = new TextDecoder().wrapAndApplyHeader(new UnsafeBuffer(message), 0, headerDecoder);
        assertEquals(text, decoder.text());
        assertEquals('z', decoder.text(65_534));
        assertThrows(BoundsCheckException.class, () -> decoder.text(65_535));
        assertThrows(BoundsCheckException.class, () -> new TextDecoder()
            .wrapAndApplyHeader(new UnsafeBuffer(message, 0, HEADER + 65_534), 0, headerDecoder));
    }

    private void largestGroupEntry()
    {
        final int length = HEADER + 65_535 + TextEncoder.RowsEncoder.HEADER_SIZE + 255;
        assertThrows(IndexOutOfBoundsException.class, () -> new TextEncoder()
            .wrapAndApplyHeader(new UnsafeBuffer(new byte[length - 1]), 0, headerEncoder).rowsCount(1));

        final byte[] message = new byte[length];
        final char[] label = new char[254];
        Arrays.fill(label, 'L');
        new TextEncoder().wrapAndApplyHeader(new UnsafeBuffer(message), 0, headerEncoder)
            .rowsCount(1).next().flag((short)7).label(new String(label));
        assertEquals((byte)'L', message[length - 1]);
        assertEquals(255, message[HEADER + 65_535] & 0xFF, "the dimension's blockLength");

        final TextDecoder shortDecoder = new TextDecoder()
            .wrapAndApplyHeader(new UnsafeBuffer(message, 0, length - 1), 0, headerDecoder);
        final BoundsCheckException shortBuffer = assertThrows(BoundsCheckException.class, shortDecoder::rows);
        assertTrue(shortBuffer.getMessage().startsWith("rows: 1 entries at offset " + (HEADER + 65_535 + 2) +
            " run past the buffer"), shortBuffer.getMessage());
        final TextDecoder.RowsDecoder rows = new TextDecoder()
            .wrapAndApplyHeader(new UnsafeBuffer(message), 0, headerDecoder).rows();
        assertEquals(1, rows.count());
        final TextDecoder.RowsDecoder row = rows.next();
        assertEquals(7, row.flag());
        assertEquals(new String(label), row.label());
    }
}
