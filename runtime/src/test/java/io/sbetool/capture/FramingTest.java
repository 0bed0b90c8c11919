package io.sbetool.capture;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.ir.Ir;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every framing, in plain files read through deliberately small memory-mapped windows and in pcaps
 * (both timestamp resolutions and byte orders, VLAN tags, TCP segments out of order).
 */
class FramingTest
{
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The three messages of the standard's examples, without their SOFH. */
    static final byte[][] MESSAGES = new byte[3][];
    static final String[] TEMPLATES = {"NewOrderSingle", "ExecutionReport", "BusinessMessageReject"};
    static Ir ir;

    @TempDir
    Path dir;

    @BeforeAll
    static void load() throws Exception
    {
        ir = ReferenceIr.fromSchema(SharedFiles.specExamplesForReference());
        final String[] hex = {
            io.sbetool.otf.StandardExamplesTest.NEW_ORDER_SINGLE,
            io.sbetool.otf.StandardExamplesTest.EXECUTION_REPORT,
            io.sbetool.otf.StandardExamplesTest.BUSINESS_MESSAGE_REJECT};
        for (int i = 0; i < 3; i++)
        {
            final byte[] framed = io.sbetool.otf.StandardExamplesTest.hex(hex[i]);
            MESSAGES[i] = java.util.Arrays.copyOfRange(framed, 6, framed.length);
        }
    }

    static byte[] frame(final String framing, final byte[] message)
    {
        final ByteBuffer b;
        switch (framing)
        {
            case "raw": return message;
            case "sofh":
                b = ByteBuffer.allocate(6 + message.length).order(ByteOrder.BIG_ENDIAN);
                b.putInt(6 + message.length).putShort((short)0xEB50);
                break;
            case "u16le": b = ByteBuffer.allocate(2 + message.length).order(ByteOrder.LITTLE_ENDIAN);
                b.putShort((short)message.length);
                break;
            case "u16be": b = ByteBuffer.allocate(2 + message.length).order(ByteOrder.BIG_ENDIAN);
                b.putShort((short)message.length);
                break;
            case "u16le-incl": b = ByteBuffer.allocate(2 + message.length).order(ByteOrder.LITTLE_ENDIAN);
                b.putShort((short)(2 + message.length));
                break;
            case "u32le": b = ByteBuffer.allocate(4 + message.length).order(ByteOrder.LITTLE_ENDIAN);
                b.putInt(message.length);
                break;
            case "u32be": b = ByteBuffer.allocate(4 + message.length).order(ByteOrder.BIG_ENDIAN);
                b.putInt(message.length);
                break;
            case "u32be-incl": b = ByteBuffer.allocate(4 + message.length).order(ByteOrder.BIG_ENDIAN);
                b.putInt(4 + message.length);
                break;
            default: throw new IllegalArgumentException(framing);
        }
        return b.put(message).array();
    }

    static byte[] frames(final String framing, final int repeat)
    {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int r = 0; r < repeat; r++)
        {
            for (final byte[] message : MESSAGES)
            {
                out.writeBytes(frame(framing, message));
            }
        }
        return out.toByteArray();
    }

    static List<JsonNode> decode(final Path file, final DecodeSession.Builder builder, final DecodeResult[] result)
        throws Exception
    {
        final StringBuilder out = new StringBuilder();
        result[0] = builder.output(out).build().decodeFile(file);
        final List<JsonNode> lines = new ArrayList<>();
        for (final String line : out.toString().split("\n"))
        {
            if (!line.isEmpty())
            {
                lines.add(JSON.readTree(line));
            }
        }
        return lines;
    }

    @ParameterizedTest
    @ValueSource(strings = {"raw", "sofh", "u16le", "u16be", "u16le-incl", "u32le", "u32be", "u32be-incl"})
    void plainFileThroughSmallWindows(final String framing) throws Exception
    {
        final byte[] header = {9, 9, 9};
        final byte[] body = frames(framing, 20);
        final Path file = dir.resolve("log.bin");
        Files.write(file, concat(header, body));
        final DecodeResult[] result = new DecodeResult[1];
        // 100-byte windows: most messages cross a window boundary
        final List<JsonNode> lines = decode(file,
            DecodeSession.builder(ir).framing(Framing.parse(framing)).skip(3).windowSize(100), result);

        assertEquals(60, result[0].messages(), result[0].toString());
        assertEquals(0, result[0].errors());
        long expectedOffset = 3;
        for (int i = 0; i < 60; i++)
        {
            assertEquals(TEMPLATES[i % 3], lines.get(i).get("template").asText());
            final int prefix = frame(framing, MESSAGES[i % 3]).length - MESSAGES[i % 3].length;
            assertEquals(expectedOffset + prefix, lines.get(i).get("offset").asLong(), "offset of message " + i);
            expectedOffset += prefix + MESSAGES[i % 3].length;
        }
    }

    @Test
    void sofhInTheLittleEndianTwoByteFormOfB3AndCme() throws Exception
    {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (final byte[] message : MESSAGES)
        {
            final ByteBuffer b = ByteBuffer.allocate(4 + message.length).order(ByteOrder.LITTLE_ENDIAN);
            out.writeBytes(b.putShort((short)(4 + message.length)).putShort((short)0xEB50).put(message).array());
        }
        final Path file = dir.resolve("b3.bin");
        Files.write(file, out.toByteArray());
        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = decode(file, DecodeSession.builder(ir).framing(Framing.parse("sofh")), result);
        assertEquals(3, result[0].messages());
        assertEquals(4, lines.get(0).get("offset").asLong());
    }

    @ParameterizedTest
    @ValueSource(strings = {"LE-micro", "LE-nano", "BE-micro", "BE-nano"})
    void udpPcapInBothByteOrdersAndResolutions(final String variant) throws Exception
    {
        final PcapBuilder pcap = new PcapBuilder(
            variant.startsWith("LE") ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN, variant.endsWith("nano"));
        final byte[] packetHeader = {1, 2, 3, 4, 5};
        pcap.udp(concat(packetHeader, frames("u16le", 1)));
        pcap.vlan(42).udp(concat(packetHeader, frame("u16le", MESSAGES[2])));
        final Path file = dir.resolve("udp.pcap");
        Files.write(file, pcap.toByteArray());

        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = decode(file,
            DecodeSession.builder(ir).framing(Framing.parse("u16le")).skip(5), result);
        assertEquals(4, result[0].messages(), result[0].toString());
        assertEquals(0, result[0].errors());
        assertEquals("BusinessMessageReject", lines.get(3).get("template").asText());
        // 24 pcap header + 16 record header + 14 Ethernet + 20 IPv4 + 8 UDP + 5 skipped + 2 length prefix
        assertEquals(24 + 16 + 14 + 20 + 8 + 5 + 2, lines.get(0).get("offset").asLong());
    }

    @Test
    void tcpFlowsReassembledInSequenceOrder() throws Exception
    {
        final byte[] stream = frames("sofh", 3);
        final int isn = 0xFFFF_FF00;
        final int a = 50;
        final int b = 170;
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, false);
        pcap.tcp(1, isn, true, new byte[0]);
        pcap.tcp(2, 7, true, new byte[0]);
        pcap.tcp(1, isn + 1 + a, false, slice(stream, a, b));               // arrives early: held
        pcap.tcp(2, 8, false, frame("sofh", MESSAGES[1]));                 // a second flow in between
        pcap.tcp(1, isn + 1, false, slice(stream, 0, a));                   // fills the gap; message split
        pcap.tcp(1, isn + 1, false, slice(stream, 0, a));                   // retransmit: dropped
        pcap.tcp(1, isn + 1 + b - 10, false, slice(stream, b - 10, stream.length)); // overlaps by 10
        final Path file = dir.resolve("tcp.pcap");
        Files.write(file, pcap.toByteArray());

        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = decode(file, DecodeSession.builder(ir).framing(Framing.parse("sofh")), result);
        assertEquals(10, result[0].messages(), result[0].toString());
        assertEquals(0, result[0].errors());
        final List<String> flow1 = new ArrayList<>();
        for (final JsonNode line : lines)
        {
            flow1.add(line.get("template").asText());
        }
        flow1.remove(flow1.indexOf("ExecutionReport"));
        for (int i = 0; i < 9; i++)
        {
            assertEquals(TEMPLATES[i % 3], flow1.get(i), flow1.toString());
        }
    }

    @Test
    void aPacketWithImpossibleUdpLengthIsLostAloneWhenSkippingErrors() throws Exception
    {
        final byte[] datagram = frames("sofh", 1);
        final byte[] bytes = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, false)
            .udp(datagram).udp(datagram).udp(datagram).toByteArray();
        final int recordLength = 16 + 14 + 20 + 8 + datagram.length;
        // The second packet's UDP length field: after the file header, one record, its record header,
        // Ethernet and IPv4 headers, and the UDP ports.
        final int udpLength = 24 + recordLength + 16 + 14 + 20 + 4;
        bytes[udpLength] = (byte)0x7F;
        final Path file = Files.write(dir.resolve("bad-udp.pcap"), bytes);

        final List<String> errors = new ArrayList<>();
        final DecodeResult[] skipped = new DecodeResult[1];
        decode(file, DecodeSession.builder(ir).framing(Framing.parse("sofh")).onError(DecodeSession.ErrorMode.SKIP)
            .errors((f, offset, message) -> errors.add(offset + " " + message)), skipped);

        assertEquals(2 * 3, skipped[0].messages(), skipped[0].toString());
        // a broken packet is an error, but no message was passed over: the two counts differ
        assertEquals(1, skipped[0].errors());
        assertEquals(0, skipped[0].skipped());
        assertEquals((udpLength - 4) + " UDP length " + (0x7F00 | (bytes[udpLength + 1] & 0xFF)) + " does not fit the " +
            (8 + datagram.length) + " bytes", errors.get(0));

        final DecodeResult[] stopped = new DecodeResult[1];
        decode(file, DecodeSession.builder(ir).framing(Framing.parse("sofh")), stopped);
        assertTrue(stopped[0].stopped());
        assertEquals(3, stopped[0].messages());
    }

    @Test
    void rawFramingInUdpWithSeveralMessagesPerDatagram() throws Exception
    {
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        pcap.udp(frames("raw", 2));
        final Path file = dir.resolve("raw.pcap");
        Files.write(file, pcap.toByteArray());
        final DecodeResult[] result = new DecodeResult[1];
        decode(file, DecodeSession.builder(ir).framing(Framing.parse("raw")), result);
        assertEquals(6, result[0].messages());
        assertFalse(result[0].stopped());
    }

    @Test
    void onErrorSkipResumesAtTheNextFrameAndFilterLeavesTemplatesOut() throws Exception
    {
        final byte[] good = frames("u32le", 2);
        final byte[] bad = frame("u32le", java.util.Arrays.copyOf(MESSAGES[1], 20)); // truncated inside its block
        final Path file = dir.resolve("mixed.bin");
        Files.write(file, concat(concat(frame("u32le", MESSAGES[0]), bad), good));
        final List<String> errors = new ArrayList<>();
        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = decode(file, DecodeSession.builder(ir).framing(Framing.parse("u32le"))
            .onError(DecodeSession.ErrorMode.SKIP).templates(List.of(97, 98))
            .errors((f, offset, message) -> errors.add(offset + " " + message)), result);

        assertEquals(1, result[0].errors(), errors.toString());
        assertEquals(1, result[0].skipped());
        assertEquals(4, result[0].messages());
        assertEquals(3, result[0].filtered());
        assertTrue(errors.get(0).contains("root block"), errors.toString());
        assertTrue(lines.stream().noneMatch((l) -> l.get("templateId").asInt() == 99));

        final DecodeResult[] stopped = new DecodeResult[1];
        decode(file, DecodeSession.builder(ir).framing(Framing.parse("u32le")), stopped);
        assertTrue(stopped[0].stopped());
        assertEquals(1, stopped[0].messages());
    }

    @Test
    void templateFilterAcceptsNamesAndIds() throws Exception
    {
        final Path file = dir.resolve("filter.bin");
        Files.write(file, frames("sofh", 2));
        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = decode(file, DecodeSession.builder(ir).framing(Framing.parse("sofh"))
            .templateNames(List.of("BusinessMessageReject", "99")), result);
        assertEquals(4, lines.size());
        assertEquals(2, result[0].filtered());
        assertEquals(java.util.Set.of("BusinessMessageReject", "NewOrderSingle"),
            lines.stream().map(line -> line.get("template").asText()).collect(java.util.stream.Collectors.toSet()));
        final IllegalArgumentException unknown = org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class, () -> DecodeSession.builder(ir).templateNames(List.of("Nope")).build());
        assertTrue(unknown.getMessage().contains("'Nope'"));
        assertEquals("u16le-incl", Framing.parse("U16LE-incl").toString());
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Framing.parse("sofh-incl"));
    }

    @Test
    void textFormatWritesOffsetAndOneLinePerMessage() throws Exception
    {
        final Path file = dir.resolve("text.bin");
        Files.write(file, frames("sofh", 1));
        final StringBuilder out = new StringBuilder();
        DecodeSession.builder(ir).framing(Framing.parse("sofh")).format(DecodeSession.Format.TEXT).output(out).build()
            .decodeFile(file);
        final String[] lines = out.toString().split("\n");
        assertEquals(3, lines.length);
        assertTrue(lines[0].startsWith("6 NewOrderSingle ClOrdId=ORD00001 Account=ACCT01 Symbol=GEM4 Side=Buy"), lines[0]);
        assertTrue(lines[1].contains("FillsGrp=[{FillPx={mantissa=99610 exponent=-3} FillQty={mantissa=2 exponent=0}}"),
            lines[1]);
    }

    @Test
    void pcapLargerThanTwoGibibytesIsReadThroughWindows() throws Exception
    {
        // A sparse file: 40 records of 64 MiB of zeros (EtherType 0, passed over), then a real packet.
        final int record = 64 << 20;
        final Path file = dir.resolve("big.pcap");
        final byte[] start = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, false).toByteArray();
        final byte[] last = slice(new PcapBuilder(ByteOrder.LITTLE_ENDIAN, false).udp(frames("sofh", 1)).toByteArray(),
            24, Integer.MAX_VALUE >> 8);
        try (java.io.RandomAccessFile raf = new java.io.RandomAccessFile(file.toFile(), "rw"))
        {
            raf.write(start);
            long position = start.length;
            final ByteBuffer header = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
            header.putInt(0).putInt(0).putInt(record).putInt(record);
            for (int i = 0; i < 40; i++)
            {
                raf.seek(position);
                raf.write(header.array());
                position += 16 + record;
            }
            raf.seek(position);
            raf.write(last);
        }
        assertTrue(Files.size(file) > (1L << 31) + (512L << 20));
        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = decode(file, DecodeSession.builder(ir).framing(Framing.parse("sofh")), result);
        assertEquals(3, result[0].messages(), result[0].toString());
        assertTrue(lines.get(2).get("offset").asLong() > (1L << 31) + (512L << 20));
        Files.delete(file);
    }

    static byte[] concat(final byte[] a, final byte[] b)
    {
        final byte[] result = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, result, a.length, b.length);
        return result;
    }

    static byte[] slice(final byte[] bytes, final int from, final int to)
    {
        return java.util.Arrays.copyOfRange(bytes, from, Math.min(to, bytes.length));
    }

    // A large file is decoded with every template compiled at its first decode, a middle-sized one with the
    // decoder's usual threshold, a small one by the interpreter alone: a template seen once at the end of
    // each is compiled in the first only, one seen in every other frame in the first two.

    @Test
    void aLargeFileCompilesATemplateSeenOnce() throws Exception
    {
        final MessageDecoder decoder = decodeFramesThenOneOther(DecodeSession.COMPILE_AT_ONCE_BYTES);
        assertTrue(isCompiled(decoder, MESSAGES[2]));
        assertTrue(isCompiled(decoder, MESSAGES[0]));
    }

    @Test
    void aMiddleSizedFileCompilesAFrequentTemplateButLeavesOneSeenOnceInterpreted() throws Exception
    {
        final MessageDecoder decoder = decodeFramesThenOneOther(DecodeSession.INTERPRET_BELOW_BYTES);
        assertFalse(isCompiled(decoder, MESSAGES[2]));
        assertTrue(isCompiled(decoder, MESSAGES[0]));
    }

    @Test
    void aSmallFileLeavesEvenAFrequentTemplateInterpreted() throws Exception
    {
        // the larger one holds thousands of frames, far beyond the decoder's threshold (and is just below the size)
        for (final long bytes : new long[] {1_000, DecodeSession.INTERPRET_BELOW_BYTES - 1_000})
        {
            final MessageDecoder decoder = decodeFramesThenOneOther(bytes);
            assertFalse(isCompiled(decoder, MESSAGES[2]), "" + bytes);
            assertFalse(isCompiled(decoder, MESSAGES[0]), "" + bytes);
        }
    }

    @Test
    void theWorkersOfALargeFileDecodedOnSeveralThreadsCompileAtOnceTooThoseOfASmallOneDoNot() throws Exception
    {
        for (final long bytes : new long[] {DecodeSession.COMPILE_AT_ONCE_BYTES, 1_000})
        {
            // a session each: the workers of one session share their plans and what was compiled for them
            final DecodeSession session = DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le"))
                .threads(2).output(OutputStream.nullOutputStream()).build();
            final Path file = dir.resolve("file-" + bytes + ".bin");
            try (java.io.RandomAccessFile sized = new java.io.RandomAccessFile(file.toFile(), "rw"))
            {
                sized.setLength(bytes);
            }
            try (MappedFile mapped = new MappedFile(file))
            {
                final MessageDecoder decoder = session.worker(1024, null, mapped, 2).schemas().all()[0].decoder;
                decoder.decode(new UnsafeBuffer(MESSAGES[2]), 0, MESSAGES[2].length, new io.sbetool.otf.OtfListener()
                {
                });
                assertEquals(bytes >= DecodeSession.COMPILE_AT_ONCE_BYTES,
                    decoder.planAt(new UnsafeBuffer(MESSAGES[2]), 0, MESSAGES[2].length).isCompiled(false), "" + bytes);
            }
        }
    }

    @Test
    void theWorkersOfASessionShareItsPlansAndTheCodeCompiledForThem() throws Exception
    {
        final DecodeSession session = DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le"))
            .threads(2).output(OutputStream.nullOutputStream()).build();
        final Path file = dir.resolve("large.bin");
        try (java.io.RandomAccessFile sized = new java.io.RandomAccessFile(file.toFile(), "rw"))
        {
            sized.setLength(DecodeSession.COMPILE_AT_ONCE_BYTES);
        }
        try (MappedFile mapped = new MappedFile(file))
        {
            final UnsafeBuffer message = new UnsafeBuffer(MESSAGES[2]);
            final MessageDecoder one = session.worker(1024, null, mapped, 2).schemas().all()[0].decoder;
            final MessageDecoder other = session.worker(1024, null, mapped, 2).schemas().all()[0].decoder;
            one.decode(message, 0, MESSAGES[2].length, new io.sbetool.otf.OtfListener()
            {
            });
            assertSame(one.planAt(message, 0, MESSAGES[2].length), other.planAt(message, 0, MESSAGES[2].length));
            assertTrue(other.planAt(message, 0, MESSAGES[2].length).isCompiled(false),
                "compiled by the first worker for both");
        }
    }

    /**
     * Decodes a file of at least the given size: NewOrderSingle frames, then one BusinessMessageReject.
     *
     * @return the session's decoder.
     */
    private MessageDecoder decodeFramesThenOneOther(final long bytes) throws Exception
    {
        final Path file = dir.resolve("frames.bin");
        final byte[] common = frame("u16le", MESSAGES[0]);
        final long frames = (bytes + common.length - 1) / common.length;
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16))
        {
            for (long i = 0; i < frames; i++)
            {
                out.write(common);
            }
            out.write(frame("u16le", MESSAGES[2]));
        }
        final DecodeSession session = DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le"))
            .output(OutputStream.nullOutputStream()).build();
        assertEquals(frames + 1, session.decodeFile(file).messages());
        return session.schemas().all()[0].decoder;
    }

    private static boolean isCompiled(final MessageDecoder decoder, final byte[] message)
    {
        return decoder.planAt(new UnsafeBuffer(message), 0, message.length).isCompiled(false);
    }
}
