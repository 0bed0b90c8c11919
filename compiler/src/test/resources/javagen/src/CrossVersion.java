package javagen.versioned;

import io.sbetool.codec.BoundsCheckException;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteOrder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Compiled with the codecs of versioned-v0.xml (package javagen.versioned.v0) and versioned-v1.xml
 * (javagen.versioned.v1).
 */
public final class CrossVersion implements Runnable
{
    @Override
    public void run()
    {
        newDecoderReadsOldMessage();
        oldDecoderReadsNewMessage();
        blockChecksFollowTheActingVersion();
    }

    /**
     * A decoder checks at wrap, and at each group entry, the bytes its acting version reads, since it reads
     * them without checks: an old message's short block may end the buffer, but a version's fields that a
     * short block leaves past the buffer's end are refused rather than read from outside it.
     */
    void blockChecksFollowTheActingVersion()
    {
        final int oldBlock = javagen.versioned.v0.OrderEncoder.BLOCK_LENGTH;
        final int legsAt = javagen.versioned.v1.OrderEncoder.BLOCK_LENGTH;
        final UnsafeBuffer wide = new UnsafeBuffer(new byte[64]);
        final javagen.versioned.v1.OrderEncoder encoder = new javagen.versioned.v1.OrderEncoder().wrap(wide, 0)
            .orderId(44).qty(9);
        encoder.legsCount(1).next().legId(5);
        // The entry as version 0 wrote it, 4 bytes, ending the buffer.
        wide.putShort(legsAt, (short)4, ByteOrder.LITTLE_ENDIAN);
        final UnsafeBuffer message = new UnsafeBuffer(new byte[legsAt + 4 + 4]);
        message.putBytes(0, wide, 0, message.capacity());

        final javagen.versioned.v1.OrderDecoder decoder = new javagen.versioned.v1.OrderDecoder();
        final UnsafeBuffer block = new UnsafeBuffer(message, 0, oldBlock);
        decoder.wrap(block, 0, oldBlock, 0);
        assertEquals(44L, decoder.orderId());
        assertEquals(9, decoder.qty());
        assertEquals(javagen.versioned.v1.OrderDecoder.priceNullValue(), decoder.price());
        final BoundsCheckException fields = assertThrows(BoundsCheckException.class,
            () -> decoder.wrap(block, 0, oldBlock, 1));
        assertEquals("Order: block of " + legsAt + " bytes at offset 0 runs past the buffer's capacity of " + oldBlock,
            fields.getMessage());

        final javagen.versioned.v1.OrderDecoder.LegsDecoder oldLegs = decoder.wrap(message, 0, legsAt, 0).legs();
        assertEquals(5L, oldLegs.next().legId());
        assertEquals(65535, oldLegs.ratio());
        // legs has entries of a fixed size, all checked when the group is wrapped.
        decoder.wrap(message, 0, legsAt, 1);
        final BoundsCheckException entries = assertThrows(BoundsCheckException.class, decoder::legs);
        assertEquals("legs: 1 entries at offset " + (legsAt + 4) + " run past the buffer", entries.getMessage());
    }

    @SuppressWarnings("deprecation")
    void newDecoderReadsOldMessage()
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[256]);
        final javagen.versioned.v0.OrderEncoder encoder = new javagen.versioned.v0.OrderEncoder()
            .wrapAndApplyHeader(buffer, 0, new javagen.versioned.v0.MessageHeaderEncoder())
            .orderId(42).qty(7);
        encoder.legsCount(2).next().legId(1).next().legId(2);
        final int length = javagen.versioned.v0.MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();

        final javagen.versioned.v1.OrderDecoder decoder = new javagen.versioned.v1.OrderDecoder()
            .wrapAndApplyHeader(buffer, 0, new javagen.versioned.v1.MessageHeaderDecoder());
        assertEquals(0, decoder.actingVersion());
        assertEquals(javagen.versioned.v0.OrderEncoder.BLOCK_LENGTH, decoder.actingBlockLength());
        assertEquals(42L, decoder.orderId());
        assertEquals(7, decoder.qty());
        assertEquals(javagen.versioned.v1.OrderDecoder.priceNullValue(), decoder.price());
        assertEquals(javagen.versioned.v1.Colour.NULL_VAL, decoder.colour());
        assertNull(decoder.limit_());
        assertEquals(65535, decoder.tag());
        final javagen.versioned.v1.OrderDecoder.LegsDecoder legs = decoder.legs();
        assertEquals(2, legs.count());
        assertEquals(1L, legs.next().legId());
        assertEquals(65535, legs.ratio());
        assertEquals(2L, legs.next().legId());
        final javagen.versioned.v1.OrderDecoder.FillsDecoder fills = decoder.fills();
        assertEquals(0, fills.count());
        assertFalse(fills.hasNext());
        assertEquals("", decoder.comment());
        assertEquals(length, javagen.versioned.v1.MessageHeaderDecoder.ENCODED_LENGTH + decoder.encodedLength());
        new javagen.versioned.v1.OrderDecoder().wrapAndApplyHeader(buffer, 0, new javagen.versioned.v1.MessageHeaderDecoder())
            .toString();
    }

    @SuppressWarnings("deprecation")
    void oldDecoderReadsNewMessage()
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[256]);
        final javagen.versioned.v1.OrderEncoder encoder = new javagen.versioned.v1.OrderEncoder()
            .wrapAndApplyHeader(buffer, 0, new javagen.versioned.v1.MessageHeaderEncoder())
            .orderId(43).qty(8).price(1000).colour(javagen.versioned.v1.Colour.BLUE).tag(3);
        encoder.limit_().mantissa(12345);
        final javagen.versioned.v1.OrderEncoder.LegsEncoder legs = encoder.legsCount(2);
        legs.next().legId(10).ratio(1);
        legs.next().legId(20).ratio(2);
        encoder.fillsCount(1).next().fillQty(5);
        encoder.comment("trailing data a v0 decoder never reads \u00e9");

        final javagen.versioned.v0.OrderDecoder decoder = new javagen.versioned.v0.OrderDecoder()
            .wrapAndApplyHeader(buffer, 0, new javagen.versioned.v0.MessageHeaderDecoder());
        assertEquals(1, decoder.actingVersion());
        assertEquals(javagen.versioned.v1.OrderEncoder.BLOCK_LENGTH, decoder.actingBlockLength());
        assertEquals(43L, decoder.orderId());
        assertEquals(8, decoder.qty());
        final javagen.versioned.v0.OrderDecoder.LegsDecoder legsDecoder = decoder.legs();
        assertEquals(2, legsDecoder.count());
        assertEquals(10L, legsDecoder.next().legId());
        assertEquals(20L, legsDecoder.next().legId());
        assertFalse(legsDecoder.hasNext());

        final javagen.versioned.v1.OrderDecoder newDecoder = new javagen.versioned.v1.OrderDecoder()
            .wrapAndApplyHeader(buffer, 0, new javagen.versioned.v1.MessageHeaderDecoder());
        assertEquals(javagen.versioned.v1.Colour.BLUE, newDecoder.colour());
        assertEquals(12345L, newDecoder.limit_().mantissa());
        assertEquals(-2, newDecoder.limit_().exponent());
        newDecoder.sbeSkip();
        assertEquals(encoder.encodedLength(), newDecoder.encodedLength());
    }
}
