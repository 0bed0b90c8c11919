package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code sbetool decode} end to end on real exchange captures from the corpus.
 */
class DecodeCommandTest
{
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path ILINK3 = SharedFiles.testDataDir().resolve("corpus/cme/Cme.Futures.iLink3.Sbe.v8.5.xml");
    private static final Path QUOTE_CANCEL =
        SharedFiles.testDataDir().resolve("corpus/cme/samples/iLink3.Sbe.8.5/QuoteCancel.pcap");
    private static final Path MEMX = SharedFiles.testDataDir().resolve("corpus/memx/Memx.Equities.MemoirDepth.Sbe.v1.3.xml");
    private static final Path MEMX_MULTIPLE =
        SharedFiles.testDataDir().resolve("corpus/memx/samples/Equities.MemiorDepth.v1.3/MultipleMessages.pcap");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(final String... args)
    {
        out.reset();
        err.reset();
        return SbeTool.run(args, out, err);
    }

    private List<String> outLines()
    {
        final String text = out.toString(StandardCharsets.UTF_8);
        return text.isEmpty() ? List.of() : Arrays.asList(text.split("\n"));
    }

    private String errText()
    {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void decodesAPcapWithTheSchemaToOneJsonObjectPerMessage() throws IOException
    {
        assertEquals(ExitCode.OK, run("decode", "--schema", ILINK3.toString(), "--framing", "sofh", QUOTE_CANCEL.toString()), this::errText);

        final List<String> lines = outLines();
        assertEquals(1, lines.size());
        final JsonNode message = JSON.readTree(lines.get(0));
        assertEquals(QUOTE_CANCEL.toString(), message.get("file").asText());
        assertEquals("QuoteCancel528", message.get("template").asText());
        assertEquals(528, message.get("templateId").asInt());
        assertEquals(5, message.get("schemaVersion").asInt());
        assertTrue(message.get("offset").asLong() > 0);
        assertEquals("", errText());
    }

    @Test
    void decodesWithAnIrFileWrittenByTheCompileCommand() throws IOException
    {
        assertEquals(ExitCode.OK, run("--target", "ir", "-o", dir.toString(), MEMX.toString()), this::errText);
        final Path irFile = dir.resolve("Memx.Equities.MemoirDepth.Sbe.v1.3.sbeir");

        assertEquals(ExitCode.OK, run("decode", "--ir", irFile.toString(), "--framing", "u16be", "--skip", "20",
            MEMX_MULTIPLE.toString()), this::errText);

        final List<String> lines = outLines();
        assertEquals(53, lines.size());
        long previousOffset = -1;
        for (final String line : lines)
        {
            final JsonNode message = JSON.readTree(line);
            assertEquals("OrderDeleted", message.get("template").asText());
            assertTrue(message.get("offset").asLong() > previousOffset, "offsets increase");
            previousOffset = message.get("offset").asLong();
        }
    }

    @Test
    void filtersByTemplateNameOrIdAndPrintsText()
    {
        assertEquals(ExitCode.OK, run("decode", "--schema", MEMX.toString(), "--framing", "u16be", "--skip", "20",
            "--template", "OrderAdded", "--format", "text", MEMX_MULTIPLE.toString()), this::errText);
        assertEquals(List.of(), outLines());

        assertEquals(ExitCode.OK, run("decode", "--schema", MEMX.toString(), "--framing", "u16be", "--skip", "20",
            "--template", "11", "--format", "text", MEMX_MULTIPLE.toString()), this::errText);
        assertEquals(53, outLines().size());
        assertTrue(outLines().get(0).contains("OrderDeleted"), outLines().get(0));
    }

    @Test
    void truncatedCaptureIsReportedWithItsOffsetAndExitsOne() throws IOException
    {
        final byte[] whole = Files.readAllBytes(QUOTE_CANCEL);
        final Path truncated = Files.write(dir.resolve("truncated.pcap"), Arrays.copyOf(whole, whole.length - 40));

        final int exitCode = run("decode", "--schema", ILINK3.toString(), "--framing", "sofh", truncated.toString());

        assertEquals(ExitCode.BAD_INPUT, exitCode);
        assertTrue(errText().contains(truncated + ": offset "), errText());
        assertFalse(errText().contains("Exception"), errText());
        assertFalse(errText().contains("\tat "), errText());
    }

    @Test
    void skippingErrorsGoesOnAndCountsThem() throws IOException
    {
        final Path memx = Files.copy(MEMX_MULTIPLE, dir.resolve("memx.pcap"));
        final byte[] bytes = Files.readAllBytes(memx);
        // Make the first message's length prefix claim more bytes than the packet has. It follows the pcap
        // file and record headers (24 + 16), Ethernet with a VLAN tag (18), IPv4 (20), UDP (8) and the
        // 20-byte MEMX packet header.
        final int lengthPrefix = 24 + 16 + 18 + 20 + 8 + 20;
        bytes[lengthPrefix] = (byte)0x7F;
        Files.write(memx, bytes);

        assertEquals(ExitCode.BAD_INPUT, run("decode", "--schema", MEMX.toString(), "--framing", "u16be", "--skip", "20",
            "--on-error", "skip", memx.toString()));
        assertTrue(errText().contains("error"), errText());
    }

    @Test
    void aPcapngCaptureDecodesLikeTheSameLibpcapCapture() throws IOException
    {
        final TreeMap<Long, Long> packetOffsets = new TreeMap<>();
        final Path pcapng = Files.write(dir.resolve("memx.pcapng"),
            toPcapng(Files.readAllBytes(MEMX_MULTIPLE), packetOffsets));
        assertEquals(ExitCode.OK, run("decode", "--schema", MEMX.toString(), "--framing", "u16be", "--skip", "20",
            MEMX_MULTIPLE.toString()), this::errText);
        final List<String> fromPcap = outLines();

        assertEquals(ExitCode.OK, run("decode", "--schema", MEMX.toString(), "--framing", "u16be", "--skip", "20",
            pcapng.toString()), this::errText);

        final List<String> fromPcapng = outLines();
        assertEquals(53, fromPcapng.size());
        assertEquals("", errText());
        for (int i = 0; i < fromPcap.size(); i++)
        {
            final ObjectNode expected = (ObjectNode)JSON.readTree(fromPcap.get(i));
            final ObjectNode actual = (ObjectNode)JSON.readTree(fromPcapng.get(i));
            assertEquals(pcapng.toString(), actual.remove("file").asText());
            // the same byte of the same packet: offsets differ by where each container put the packet
            final long offset = expected.remove("offset").asLong();
            final Map.Entry<Long, Long> packet = packetOffsets.floorEntry(offset);
            assertEquals(packet.getValue() + offset - packet.getKey(), actual.remove("offset").asLong(),
                "offset of message " + i);
            expected.remove("file");
            assertEquals(expected, actual);
        }
    }

    /**
     * Converts a little-endian Ethernet libpcap capture into a big-endian pcapng one: a Section Header
     * Block, an Interface Description Block and one Enhanced Packet Block per record, as editcap would.
     *
     * @param packetOffsets filled with the file offset of each packet's data in the pcap and in the pcapng.
     */
    private static byte[] toPcapng(final byte[] pcap, final Map<Long, Long> packetOffsets)
    {
        final ByteBuffer in = ByteBuffer.wrap(pcap).order(ByteOrder.LITTLE_ENDIAN);
        assertTrue(in.getInt(0) == 0xA1B2C3D4 || in.getInt(0) == 0xA1B23C4D, "a little-endian libpcap file");
        final ByteBuffer out = ByteBuffer.allocate(pcap.length * 2).order(ByteOrder.BIG_ENDIAN);
        out.putInt(0x0A0D0D0A).putInt(28).putInt(0x1A2B3C4D).putShort((short)1).putShort((short)0).putLong(-1).putInt(28);
        out.putInt(1).putInt(20).putShort((short)in.getInt(20)).putShort((short)0).putInt(in.getInt(16)).putInt(20);
        int position = 24;
        while (position < pcap.length)
        {
            final int captured = in.getInt(position + 8);
            final int padded = (captured + 3) & ~3;
            // timestamps left at zero: decode does not print them
            out.putInt(6).putInt(32 + padded).putInt(0).putInt(0).putInt(0);
            out.putInt(captured).putInt(in.getInt(position + 12));
            packetOffsets.put((long)position + 16, (long)out.position());
            out.put(pcap, position + 16, captured);
            out.position(out.position() + padded - captured).putInt(32 + padded);
            position += 16 + captured;
        }
        return Arrays.copyOf(out.array(), out.position());
    }

    @Test
    void int64AsStringWritesSixtyFourBitValuesAsExactStrings() throws IOException
    {
        assertEquals(ExitCode.OK, run("decode", "--schema", ILINK3.toString(), "--framing", "sofh", QUOTE_CANCEL.toString()));
        final JsonNode numbers = JSON.readTree(outLines().get(0));
        assertEquals(ExitCode.OK, run("decode", "--schema", ILINK3.toString(), "--framing", "sofh", "--int64-as-string",
            QUOTE_CANCEL.toString()));
        final JsonNode strings = JSON.readTree(outLines().get(0));

        // SendingTimeEpoch is a uint64 of nanoseconds: beyond 2^53, a double would round it
        assertTrue(numbers.get("SendingTimeEpoch").isNumber());
        assertTrue(strings.get("SendingTimeEpoch").isTextual());
        assertEquals(numbers.get("SendingTimeEpoch").bigIntegerValue().toString(), strings.get("SendingTimeEpoch").textValue());
        assertTrue(numbers.get("SendingTimeEpoch").asLong() > 1L << 53);
        assertTrue(strings.get("SeqNum").isNumber(), "only 64-bit values become strings");
    }

    @Test
    void usageErrorsExitTwo()
    {
        assertEquals(ExitCode.USAGE, run("decode", QUOTE_CANCEL.toString()));
        assertTrue(errText().contains("--schema") && errText().contains("--ir"), errText());

        // several schemas are allowed; an IR file that is not there is bad input
        assertEquals(ExitCode.BAD_INPUT, run("decode", "--schema", ILINK3.toString(), "--ir", "x.sbeir", QUOTE_CANCEL.toString()));

        assertEquals(ExitCode.USAGE, run("decode", "--schema", ILINK3.toString(), "--framing", "u24", QUOTE_CANCEL.toString()));
        assertTrue(errText().contains("unknown framing 'u24'"), errText());

        assertEquals(ExitCode.USAGE, run("decode", "--schema", ILINK3.toString(), "--template", "NoSuchMessage", QUOTE_CANCEL.toString()));
        assertTrue(errText().contains("NoSuchMessage"), errText());

        assertEquals(ExitCode.USAGE, run("decode", "--schema", ILINK3.toString(), "--template", "quotecancl", QUOTE_CANCEL.toString()));
        assertTrue(errText().contains("no schema has a message named or numbered 'quotecancl'; did you mean " +
            "'QuoteCancel528'?"), errText());

        assertEquals(ExitCode.USAGE, run("decode", "--schema", ILINK3.toString(), "--on-error", "ignore", QUOTE_CANCEL.toString()));

        assertEquals(ExitCode.USAGE, run("decode", "--schema", ILINK3.toString(), "--threads", "0", QUOTE_CANCEL.toString()));
        assertTrue(errText().contains("threads must be at least 1: 0"), errText());
    }

    @Test
    void badSchemaOrIrFileIsBadInput() throws IOException
    {
        final Path notIr = Files.writeString(dir.resolve("bad.sbeir"), "not an IR file");
        assertEquals(ExitCode.BAD_INPUT, run("decode", "--ir", notIr.toString(), QUOTE_CANCEL.toString()));
        assertTrue(errText().contains("bad.sbeir: error: "), errText());

        assertEquals(ExitCode.BAD_INPUT, run("decode", "--schema", dir.resolve("missing.xml").toString(), QUOTE_CANCEL.toString()));
        assertTrue(errText().contains("missing.xml"), errText());

        assertEquals(ExitCode.BAD_INPUT, run("decode", "--schema", ILINK3.toString(), dir.resolve("missing.pcap").toString()));
        assertTrue(errText().contains("missing.pcap: error: no such file"), errText());
    }
}
