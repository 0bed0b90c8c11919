package io.sbetool.capture;

import io.sbetool.otf.ByteSink;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Instant;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Packet header descriptions as users write them, their fields as JSON, capture times as ISO-8601,
 * and the filter's address and time syntax.
 */
class PacketHeaderTest
{
    @Test
    void cmeMdpHeaderReadsAsSequenceNumberAndSendingTime()
    {
        final PacketHeader header = PacketHeader.parse("seq:u32le, sendingTime:u64le");
        assertEquals(12, header.length());
        final byte[] bytes = ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN).putInt(-2).putLong(-3).array();
        final ByteSink out = new ByteSink();
        header.appendJson(out, new UnsafeBuffer(bytes), 0, false);
        assertEquals(",\"seq\":4294967294,\"sendingTime\":18446744073709551613", out.toString());
        out.reset();
        header.appendJson(out, new UnsafeBuffer(bytes), 0, true);
        assertEquals(",\"seq\":4294967294,\"sendingTime\":\"18446744073709551613\"", out.toString());
    }

    @Test
    void bigEndianSignedSkippedAndCommentedFields()
    {
        final PacketHeader header = PacketHeader.parse("# MEMX-like\nlength:u16be\nreserved:skip2\nseq:i64be # the sequence\n" +
            "count:u8,flag:i8");
        assertEquals(14, header.length());
        final byte[] bytes = ByteBuffer.allocate(14).putShort((short)20).putShort((short)0).putLong(-5).put((byte)200)
            .put((byte)-1).array();
        final ByteSink out = new ByteSink();
        header.appendJson(out, new UnsafeBuffer(bytes), 0, false);
        assertEquals(",\"length\":20,\"seq\":-5,\"count\":200,\"flag\":-1", out.toString());
        assertEquals(1, header.indexOf("seq"));
        assertEquals(-1, header.indexOf("reserved"));
    }

    @Test
    void badDescriptionsSayWhatIsWrong()
    {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PacketHeader.parse("seq:u24le")).getMessage()
            .contains("unknown type 'u24le'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PacketHeader.parse("seq")).getMessage()
            .contains("'seq' is not name:type"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PacketHeader.parse(" ,")).getMessage()
            .contains("has no fields"));
    }

    @Test
    void isoTimeMatchesJavaTimeOverFiveCenturies()
    {
        final Random random = new Random(5);
        for (int i = 0; i < 100_000; i++)
        {
            final long nanos = i == 0 ? 0 : random.nextLong() >> 1 >> (random.nextInt(30));
            if (nanos < 0)
            {
                continue;
            }
            final ByteSink out = new ByteSink();
            IsoTime.append(out, nanos);
            final Instant instant = Instant.ofEpochSecond(0, nanos);
            assertEquals(instant, Instant.parse(out.toString()), out.toString());
            assertEquals(30, out.length(), out.toString());
        }
    }

    @Test
    void filterTimesAndAddresses()
    {
        assertEquals(1_710_513_000_100_000_000L, PacketFilter.nanos("2024-03-15T14:30:00.1Z"));
        assertEquals(42, PacketFilter.nanos("42"));
        assertEquals(0xE9FC0001, PacketFilter.address("233.252.0.1:14310"));
        assertThrows(IllegalArgumentException.class, () -> PacketFilter.nanos("yesterday"));
        assertThrows(IllegalArgumentException.class, () -> new PacketFilter().source("1.2.3"));
        assertThrows(IllegalArgumentException.class, () -> new PacketFilter().source("1.2.3.4:70000"));

        final PacketInfo packet = new PacketInfo();
        packet.ipv4(0xC000020A, 0xE9FC0001);
        packet.sourcePort = 40000;
        packet.destinationPort = 14310;
        packet.timestampNanos = 1_000;
        assertTrue(new PacketFilter().source("192.0.2.10").destination("233.252.0.1:14310").from("1000").to("1001")
            .accepts(packet));
        assertTrue(!new PacketFilter().destination("233.252.0.1:14311").accepts(packet));
        assertTrue(!new PacketFilter().to("1000").accepts(packet));
    }
}
