package io.sbetool.capture;

import io.sbetool.otf.MessageDecoder;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static io.sbetool.capture.FramingTest.MESSAGES;
import static io.sbetool.capture.FramingTest.frame;
import static io.sbetool.capture.FramingTest.frames;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bounds on what TCP reassembly holds: per flow, in all, and in flows, with the flows evicted
 * counted as gaps; and bytes after a gap that never fills framed in time and memory linear in them.
 * The captures' costs are measured in a JVM of a small heap of its own ({@link SmallHeapDecode}).
 */
class TcpLimitsTest
{
    @TempDir
    Path dir;

    @BeforeAll
    static void load() throws Exception
    {
        FramingTest.load();
    }

    private static TcpSegment segment(final int flow, final int sequence, final boolean syn, final byte[] payload)
    {
        final TcpSegment s = new TcpSegment();
        s.sourceLow = PacketInfo.mapped(flow);
        s.sourcePort = 3;
        s.destinationPort = 4;
        s.sequence = sequence;
        s.flags = syn ? TcpSegment.SYN : 0;
        s.buffer = new UnsafeBuffer(payload);
        s.length = payload.length;
        return s;
    }

    @Test
    void theFlowsLeastRecentlyActiveAreEvictedPastTheLimitsAndCountedWithWhatTheyHeld()
    {
        final List<Long> offsets = new ArrayList<>();
        final TcpReassembler tcp = new TcpReassembler(
            new FrameSplitter(Framing.parse("u16le"), new MessageDecoder(FramingTest.ir)), 0,
            (buffer, offset, length, fileOffset) -> offsets.add(fileOffset), 1 << 20, 1 << 20, 100);
        final byte[] message = frame("u16le", MESSAGES[0]);
        final byte[] start = Arrays.copyOf(message, 20);
        for (int flow = 0; flow < 150; flow++)
        {
            tcp.onSegment(segment(flow, 1, true, new byte[0]));
            tcp.onSegment(segment(flow, 2, false, start));
            assertTrue(tcp.heldBytes() <= 100 * message.length, tcp.heldBytes() + " bytes held");
        }
        assertEquals(50, tcp.evictedFlows());
        assertEquals(50 * 20, tcp.evictedBytes());
        // a flow still followed completes its message; an evicted one starts again, inside its message
        tcp.onSegment(segment(149, 22, false, Arrays.copyOfRange(message, 20, message.length)));
        assertEquals(1, offsets.size());
        assertTrue(tcp.evictionReport().startsWith("TCP: 50 flows evicted holding 1,000 bytes, counted as gaps"),
            tcp.evictionReport());

        // past the bytes held in all, the eldest flows go first, whatever their number
        final TcpReassembler bytes = new TcpReassembler(
            new FrameSplitter(Framing.parse("u16le"), new MessageDecoder(FramingTest.ir)), 0,
            (buffer, offset, length, fileOffset) -> { }, 1 << 20, 4096, 100_000);
        for (int flow = 0; flow < 1000; flow++)
        {
            bytes.onSegment(segment(flow, 1, true, new byte[0]));
            // a segment after a gap, held until the gap fills
            bytes.onSegment(segment(flow, 100, false, new byte[100]));
            assertTrue(bytes.heldBytes() <= 4096, bytes.heldBytes() + " bytes held");
        }
        assertEquals(1000 - 40, bytes.evictedFlows());
    }

    @Test
    void aMessageLongerThanAFlowHoldsIsPassedOverAndTheFlowResumesAfterIt()
    {
        final List<Long> offsets = new ArrayList<>();
        final List<String> problems = new ArrayList<>();
        final TcpReassembler tcp = new TcpReassembler(
            new FrameSplitter(Framing.parse("u32le"), new MessageDecoder(FramingTest.ir)), 0,
            (buffer, offset, length, fileOffset) -> offsets.add(fileOffset), 4096, 1 << 20, 100);
        final ByteBuffer huge = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putInt(1 << 30);
        final byte[] after = frames("u32le", 2);
        tcp.onSegment(segment(1, 0, true, new byte[0]));
        try
        {
            tcp.onSegment(segment(1, 1, false, huge.array()));
        }
        catch (final CaptureException ex)
        {
            problems.add(ex.getMessage());
        }
        tcp.onSegment(segment(1, 9, false, after));
        assertEquals(List.of("a message of 1073741828 bytes is more than the 4,096 bytes a TCP flow holds: passed over; " +
            "the flow resumes at the next message boundary found"), problems);
        assertEquals(6, offsets.size());
        assertTrue(tcp.heldBytes() < 4096);
    }

    /**
     * A raw message (no prefix to give its length) of megabytes, in 1,400-byte segments: measured
     * again at every segment, each time from its start, it cost time quadratic in its length.
     */
    @Test
    void aRawMessageOfMegabytesIsMeasuredInTimeLinearInItsLength()
    {
        final int length = 3 << 20;
        final long[] measured = {0, 0};
        final FrameSplitter raw = new FrameSplitter(Framing.parse("raw"), (buffer, offset, available) ->
        {
            measured[0]++;
            measured[1] += Math.min(available, length);
            if (available < length)
            {
                throw new io.sbetool.otf.OtfDecodeException("truncated", offset + available, true);
            }
            return length;
        }, (buffer, offset, available) -> true);
        final List<Long> offsets = new ArrayList<>();
        final TcpReassembler tcp = new TcpReassembler(raw, 0, (buffer, offset, frame, fileOffset) ->
            offsets.add(fileOffset), 4 << 20, 64 << 20, 100);
        tcp.onSegment(segment(1, 0, true, new byte[0]));
        final byte[] bytes = new byte[1400];
        // the message, then a few bytes of the next, not enough to measure it
        for (int position = 0; position < length + 10; position += bytes.length)
        {
            final TcpSegment s = segment(1, 1 + position, false, bytes);
            s.fileOffset = position;
            tcp.onSegment(s);
        }
        final List<String> problems = new ArrayList<>();
        tcp.finish().forEach(problem -> problems.add(problem.getMessage()));
        assertEquals(List.of(0L), offsets, "the message, whole, once the flow ends");
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("TCP flow ends inside a message"), problems.toString());
        assertTrue(measured[1] < 6L * length, measured[1] + " bytes measured in " + measured[0] + " calls");
    }

    /**
     * One flow whose second segment is never captured, then {@code megabytes} of messages in 1,400-byte
     * segments: all of them are held, waiting for the gap to fill, until the flow may hold no more.
     */
    private Path gapThatNeverFills(final int megabytes) throws IOException
    {
        final byte[] stream = frames("u16le", 1000);
        final Path file = dir.resolve("gap.pcap");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20))
        {
            final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
            pcap.tcp(1, 0, true, new byte[0]).tcp(1, 1, false, Arrays.copyOf(stream, 100));
            out.write(pcap.toByteArray());
            long position = 1400;
            while (position < (long)megabytes << 20)
            {
                final PcapBuilder segment = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
                final int at = (int)(position % stream.length);
                final byte[] bytes = new byte[1400];
                for (int i = 0; i < bytes.length; i++)
                {
                    bytes[i] = stream[(at + i) % stream.length];
                }
                segment.tcp(1, 1 + (int)position, false, bytes);
                final byte[] record = segment.toByteArray();
                out.write(record, 24, record.length - 24);
                position += bytes.length;
            }
        }
        return file;
    }

    @Test
    void megabytesAfterAGapThatNeverFillsDecodeInASmallHeap() throws Exception
    {
        final Path file = gapThatNeverFills(80);
        final SmallHeapDecode.Result run = SmallHeapDecode.fork("48m", file, "u16le", dir);
        assertEquals(0, run.exitCode(), run.lines().toString());
        final long messages = Long.parseLong(run.lines().get(0).substring("messages ".length()));
        // all but those in the flow's first 8 MiB after the gap, lost when it gave the gap up
        final long perMessage = frames("u16le", 1).length / 3;
        assertTrue(messages > (72L << 20) / perMessage, run.lines().toString());
        assertEquals("gaps 1", run.lines().get(1));
    }

    @Test
    void aHundredThousandFlowsEachHoldingPartOfAMessageDecodeInASmallHeap() throws Exception
    {
        final byte[] message = frame("u16le", MESSAGES[1]);
        final Path file = dir.resolve("flows.pcap");
        final int flows = 100_000;
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20))
        {
            out.write(new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true).toByteArray());
            for (int flow = 0; flow < flows; flow++)
            {
                final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
                pcap.tcpFrom(flow, 7, true, new byte[0]).tcpFrom(flow, 8, false, Arrays.copyOf(message, 30));
                final byte[] records = pcap.toByteArray();
                out.write(records, 24, records.length - 24);
            }
        }
        final SmallHeapDecode.Result run = SmallHeapDecode.fork("48m", file, "u16le", dir);
        assertEquals(0, run.exitCode(), run.lines().toString());
        final long evicted = flows - TcpReassembler.MAX_FLOWS;
        assertEquals("gaps " + evicted, run.lines().get(1));
        assertTrue(run.lines().contains(String.format(java.util.Locale.ROOT, "warning TCP: %,d flows evicted holding " +
            "%,d bytes, counted as gaps (more than 65,536 flows, or more than 67,108,864 bytes held, at once)", evicted,
            evicted * 30)), run.lines().toString());
    }
}
