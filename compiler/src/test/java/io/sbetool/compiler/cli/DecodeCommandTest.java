package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code sbetool decode} end to end on real exchange captures from the corpus.
 */
class DecodeCommandTest
{
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path ILINK3 = SharedFiles.sharedDir().resolve("corpus/cme/Cme.Futures.iLink3.Sbe.v8.5.xml");
    private static final Path QUOTE_CANCEL =
        SharedFiles.sharedDir().resolve("corpus/cme/samples/iLink3.Sbe.8.5/QuoteCancel.pcap");
    private static final Path MEMX = SharedFiles.sharedDir().resolve("corpus/memx/Memx.Equities.MemoirDepth.Sbe.v1.3.xml");
    private static final Path MEMX_MULTIPLE =
        SharedFiles.sharedDir().resolve("corpus/memx/samples/Equities.MemiorDepth.v1.3/MultipleMessages.pcap");

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
    void aPcapngCaptureIsRecognisedAndExplained() throws IOException
    {
        // A pcapng Section Header Block: type, length, byte-order magic, version 1.0, section length -1.
        final byte[] header = {
            0x0A, 0x0D, 0x0D, 0x0A, 28, 0, 0, 0, 0x4D, 0x3C, 0x2B, 0x1A, 1, 0, 0, 0,
            -1, -1, -1, -1, -1, -1, -1, -1, 28, 0, 0, 0};
        final Path pcapng = Files.write(dir.resolve("capture.pcapng"), header);

        assertEquals(ExitCode.BAD_INPUT, run("decode", "--schema", ILINK3.toString(), "--framing", "sofh", pcapng.toString()));

        assertTrue(errText().contains(pcapng + ": offset 0: error: this is a pcapng capture"), errText());
        assertTrue(errText().contains("editcap -F pcap"), errText());
        assertEquals(List.of(), outLines());
    }

    @Test
    void usageErrorsExitTwo()
    {
        assertEquals(ExitCode.USAGE, run("decode", QUOTE_CANCEL.toString()));
        assertTrue(errText().contains("--schema") && errText().contains("--ir"), errText());

        assertEquals(ExitCode.USAGE, run("decode", "--schema", ILINK3.toString(), "--ir", "x.sbeir", QUOTE_CANCEL.toString()));

        assertEquals(ExitCode.USAGE, run("decode", "--schema", ILINK3.toString(), "--framing", "u24", QUOTE_CANCEL.toString()));
        assertTrue(errText().contains("unknown framing 'u24'"), errText());

        assertEquals(ExitCode.USAGE, run("decode", "--schema", ILINK3.toString(), "--template", "NoSuchMessage", QUOTE_CANCEL.toString()));
        assertTrue(errText().contains("NoSuchMessage"), errText());

        assertEquals(ExitCode.USAGE, run("decode", "--schema", ILINK3.toString(), "--on-error", "ignore", QUOTE_CANCEL.toString()));
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
