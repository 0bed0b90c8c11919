package io.sbetool.capture;

import com.fasterxml.jackson.databind.JsonNode;
import io.sbetool.otf.MessageDecoder;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static io.sbetool.capture.FramingTest.MESSAGES;
import static io.sbetool.capture.FramingTest.TEMPLATES;
import static io.sbetool.capture.FramingTest.frame;
import static io.sbetool.capture.FramingTest.frames;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * TCP flows at their limits: positions past 4 GiB, sequence numbers wrapping past 2^32, and a gap
 * after which the flow resumes inside a message.
 */
class TcpFlowTest
{
    @TempDir
    Path dir;

    @BeforeAll
    static void load() throws Exception
    {
        FramingTest.load();
    }

    @Test
    void sequenceNumbersAreReadAsThePositionNearestTheNextExpectedByte()
    {
        final int base = 0xFFFF_FF00;
        final long pastFourGib = (5L << 30) + 7;
        final int expected = base + (int)pastFourGib;
        assertEquals(pastFourGib, TcpReassembler.position(base, pastFourGib, expected));
        assertEquals(pastFourGib + 1400, TcpReassembler.position(base, pastFourGib, expected + 1400));
        assertEquals(pastFourGib - 50, TcpReassembler.position(base, pastFourGib, expected - 50), "a retransmit");
        // the 32-bit sequence number wraps between next and the segment
        final long nearWrap = (1L << 32) - 0x100 - 10;
        assertEquals(nearWrap + 30, TcpReassembler.position(base, nearWrap, base + (int)nearWrap + 30));
        assertEquals(0, TcpReassembler.position(base, 0, base));
    }

    /**
     * Drives a reassembler past 4 GiB of stream without 4 GiB of messages: segments that hold only the
     * packet header to skip carry the flow forward for nothing.
     */
    @Test
    void aFlowPastFourGibStillDeliversItsMessagesInOrder()
    {
        final int skip = 60_000;
        final List<String> templates = new ArrayList<>();
        final List<Long> offsets = new ArrayList<>();
        final TcpReassembler tcp = new TcpReassembler(
            new FrameSplitter(Framing.parse("u16le"), new MessageDecoder(FramingTest.ir)), skip,
            (buffer, offset, length, fileOffset) ->
            {
                templates.add(new io.sbetool.otf.JsonPrinter(new MessageDecoder(FramingTest.ir))
                    .toJson(Arrays.copyOfRange(buffer.byteArray(), offset, offset + length)));
                offsets.add(fileOffset);
            });
        final int isn = 0x1234_5678;
        tcp.onSegment(segment(isn, true, new byte[0], 0));
        final UnsafeBuffer headerOnly = new UnsafeBuffer(new byte[skip]);
        long position = 0;
        final long target = (4L << 30) + 123_456;
        while (position < target)
        {
            tcp.onSegment(segment(isn + 1 + (int)position, false, headerOnly, skip));
            position += skip;
        }
        assertTrue(position > 1L << 32);
        final byte[] first = withHeader(skip, frames("u16le", 1));
        final byte[] second = withHeader(skip, frame("u16le", MESSAGES[1]));
        // the later segment comes first and is held; sequence numbers have wrapped past 2^32 once
        tcp.onSegment(segment(isn + 1 + (int)(position + first.length), false, second, 9000));
        tcp.onSegment(segment(isn + 1 + (int)position, false, first, 7000));

        assertEquals(4, templates.size(), templates.toString());
        assertTrue(templates.get(3).contains("\"template\":\"ExecutionReport\""), templates.get(3));
        assertEquals(7000 + skip + 2, offsets.get(0));
        assertEquals(9000 + skip + 2, offsets.get(3));
        assertTrue(tcp.finish().isEmpty());
    }

    private static byte[] withHeader(final int skip, final byte[] messages)
    {
        final byte[] bytes = new byte[skip + messages.length];
        System.arraycopy(messages, 0, bytes, skip, messages.length);
        return bytes;
    }

    private static TcpSegment segment(final int sequence, final boolean syn, final byte[] payload, final long fileOffset)
    {
        return segment(sequence, syn, new UnsafeBuffer(payload), payload.length, fileOffset);
    }

    private static TcpSegment segment(final int sequence, final boolean syn, final UnsafeBuffer payload, final int length)
    {
        return segment(sequence, syn, payload, length, 0);
    }

    private static TcpSegment segment(
        final int sequence, final boolean syn, final UnsafeBuffer payload, final int length, final long fileOffset)
    {
        final TcpSegment s = new TcpSegment();
        s.sourceAddress = 1;
        s.destinationAddress = 2;
        s.sourcePort = 3;
        s.destinationPort = 4;
        s.sequence = sequence;
        s.flags = syn ? TcpSegment.SYN : 0;
        s.buffer = payload;
        s.offset = 0;
        s.length = length;
        s.fileOffset = fileOffset;
        return s;
    }

    @Test
    void sequenceNumbersWrappingPastTwoToTheThirtyTwoInACapture() throws Exception
    {
        final byte[] stream = frames("sofh", 4);
        final int isn = -40;
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        pcap.tcp(1, isn, true, new byte[0]);
        final int[] cuts = {0, 30, 75, 200, 333, stream.length};
        // every segment but the first arrives in reverse order, across the wrap
        pcap.tcp(1, isn + 1, false, Arrays.copyOfRange(stream, cuts[0], cuts[1]));
        for (int i = cuts.length - 2; i >= 1; i--)
        {
            pcap.tcp(1, isn + 1 + cuts[i], false, Arrays.copyOfRange(stream, cuts[i], cuts[i + 1]));
        }
        final Path file = Files.write(dir.resolve("wrap.pcap"), pcap.toByteArray());

        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = FramingTest.decode(file,
            DecodeSession.builder(FramingTest.ir).framing(Framing.parse("sofh")), result);
        assertEquals(12, result[0].messages(), result[0].toString());
        assertEquals(0, result[0].errors());
        for (int i = 0; i < 12; i++)
        {
            assertEquals(TEMPLATES[i % 3], lines.get(i).get("template").asText());
        }
    }

    @Test
    void afterAGapTheFlowResumesAtTheNextFrameBoundaryAndCountsTheGap() throws Exception
    {
        final byte[] stream = frames("sofh", 3);
        final int isn = 1000;
        // the second segment is lost; the third starts 10 bytes into the sixth message
        final int lostFrom = frame("sofh", MESSAGES[0]).length + 20;
        final int resumeAt = stream.length - frame("sofh", MESSAGES[2]).length - frame("sofh", MESSAGES[1]).length -
            frame("sofh", MESSAGES[0]).length - frame("sofh", MESSAGES[2]).length + 10;
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.BIG_ENDIAN, false);
        pcap.tcp(1, isn, true, new byte[0]);
        pcap.tcp(1, isn + 1, false, Arrays.copyOfRange(stream, 0, lostFrom));
        pcap.tcp(1, isn + 1 + resumeAt, false, Arrays.copyOfRange(stream, resumeAt, stream.length));
        final Path file = Files.write(dir.resolve("gap.pcap"), pcap.toByteArray());

        final List<String> errors = new ArrayList<>();
        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = FramingTest.decode(file, DecodeSession.builder(FramingTest.ir)
            .framing(Framing.parse("sofh")).onError(DecodeSession.ErrorMode.SKIP)
            .errors((f, offset, message) -> errors.add(message)), result);

        // the first message before the gap, then the three whole messages after the one it cuts
        final List<String> decoded = new ArrayList<>();
        lines.forEach(line -> decoded.add(line.get("template").asText()));
        assertEquals(List.of("NewOrderSingle", "NewOrderSingle", "ExecutionReport", "BusinessMessageReject"), decoded);
        // in step with the frames again: each message one whole frame after the one before
        assertEquals(frame("sofh", MESSAGES[0]).length,
            lines.get(2).get("offset").asLong() - lines.get(1).get("offset").asLong());
        assertEquals(frame("sofh", MESSAGES[1]).length,
            lines.get(3).get("offset").asLong() - lines.get(2).get("offset").asLong());
        assertEquals(List.of("TCP gap of " + (resumeAt - lostFrom) + " bytes"), errors);

        // the gap is counted apart from the other errors too
        final DecodeSession session = DecodeSession.builder(FramingTest.ir).framing(Framing.parse("sofh"))
            .onError(DecodeSession.ErrorMode.SKIP).output(new StringBuilder()).build();
        session.decodeFile(file);
        assertEquals(1, session.stats().gaps());
    }

    /**
     * A frame failing in the segments held past a gap is an error of its own, not a gap: the held
     * segments after it follow on without a byte missing.
     */
    @Test
    void aFrameFailingInHeldSegmentsIsNoGapOfZeroBytes()
    {
        final byte[] stream = frames("u16le", 2);
        final int[] frames = {0};
        final TcpReassembler tcp = new TcpReassembler(
            new FrameSplitter(Framing.parse("u16le"), new MessageDecoder(FramingTest.ir)), 0,
            (buffer, offset, length, fileOffset) ->
            {
                if (frames[0]++ == 0)
                {
                    throw new CaptureException("the first frame fails", fileOffset);
                }
            });
        final int isn = 500;
        tcp.onSegment(segment(isn, true, new byte[0], 0));
        // the first 10 bytes never come; the rest in two segments, held until the end
        final int cut = frame("u16le", MESSAGES[0]).length + frame("u16le", MESSAGES[1]).length;
        tcp.onSegment(segment(isn + 1 + 10, false, Arrays.copyOfRange(stream, 10, cut), 1000));
        tcp.onSegment(segment(isn + 1 + cut, false, Arrays.copyOfRange(stream, cut, stream.length), 2000));
        final List<String> problems = new ArrayList<>();
        tcp.finish().forEach(problem -> problems.add(problem.getMessage()));
        assertEquals(List.of("TCP gap of 10 bytes", "the first frame fails"), problems);
    }
}
