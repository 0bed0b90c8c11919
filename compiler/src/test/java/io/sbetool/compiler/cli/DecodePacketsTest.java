package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Packet metadata and filters on the sample MDP-style capture: three UDP datagrams, each with CME's
 * 12-byte packet header (MsgSeqNum 1001 to 1003, SendingTime).
 */
class DecodePacketsTest
{
    private static final Path SCHEMA = SharedFiles.projectSchema("fix-message-samples.xml");
    private static final Path CAPTURE = SharedFiles.projectDir().resolve("samples/captures/market-data.pcap");
    private static final String MDP_HEADER = "seq:u32le,sendingTime:u64le";

    @TempDir
    Path dir;

    private final InProcessRun sbetool = new InProcessRun();

    private int decode(final Path capture, final String... options)
    {
        final List<String> args = new ArrayList<>(List.of("decode", "--schema", SCHEMA.toString(), "--framing",
            "u16le-incl"));
        args.addAll(List.of(options));
        args.add(capture.toString());
        return sbetool.run(args.toArray(new String[0]));
    }

    private List<JsonNode> lines() throws IOException
    {
        return sbetool.jsonLines();
    }

    private String errText()
    {
        return sbetool.errText();
    }

    @Test
    void packetFieldsShowCaptureTimeAddressesAndTheVenueHeader() throws IOException
    {
        assertEquals(ExitCode.OK, decode(CAPTURE, "--packet-header", MDP_HEADER, "--packet-fields"), this::errText);
        final List<JsonNode> lines = lines();
        assertEquals(4, lines.size());
        final JsonNode packet = lines.get(0).get("packet");
        final long time = packet.get("time").asLong();
        assertEquals(Instant.ofEpochSecond(0, time), Instant.parse(packet.get("timeIso").asText()));
        assertEquals("2024-03-15T14:30:00.000137Z", Instant.ofEpochSecond(0, time).toString());
        assertEquals("192.0.2.10:40000", packet.get("src").asText());
        assertEquals("233.252.0.1:14310", packet.get("dst").asText());
        assertEquals(1001, packet.get("seq").asInt());
        assertEquals(1710513000000130000L, packet.get("sendingTime").asLong());
        // the two messages of the second datagram share its packet
        assertEquals(lines.get(1).get("packet"), lines.get(2).get("packet"));
        assertEquals(1003, lines.get(3).get("packet").get("seq").asInt());
        // the header's length is the skip: the same messages as --skip 12
        final String withHeader = sbetool.outText();
        assertEquals(ExitCode.OK, decode(CAPTURE, "--skip", "12"));
        assertEquals(withHeader.replaceAll("\"packet\":\\{[^}]*},", ""), sbetool.outText());
    }

    @Test
    void aHeaderFromAFileAndDisagreementsWithSkip() throws IOException
    {
        final Path spec = Files.writeString(dir.resolve("mdp3.header"), "# CME MDP 3.0 packet header\nseq:u32le\n" +
            "sendingTime:u64le\n");
        assertEquals(ExitCode.OK, decode(CAPTURE, "--packet-header-file", spec.toString(), "--packet-fields"), this::errText);
        assertEquals(4, lines().size());

        assertEquals(ExitCode.USAGE, decode(CAPTURE, "--packet-header", MDP_HEADER, "--skip", "14"));
        assertEquals("sbetool decode: --skip 14 disagrees with the 12-byte --packet-header; give one of them\n", errText());
        assertEquals(ExitCode.USAGE, decode(CAPTURE, "--packet-header", "seq:u24le"));
        assertTrue(errText().contains("unknown type 'u24le'"), errText());
        assertEquals(ExitCode.USAGE, decode(CAPTURE, "--packet-header", MDP_HEADER, "--sequence", "msgSeqNum"));
        assertTrue(errText().contains("the packet header has no field 'msgSeqNum'"), errText());
    }

    @Test
    void sequenceGapsAreCountedAndReported() throws IOException
    {
        // the third datagram's MsgSeqNum becomes 1005: 1003 and 1004 are missing
        final byte[] bytes = Files.readAllBytes(CAPTURE);
        final ByteBuffer pcap = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int record = 24;
        for (int i = 0; i < 2; i++)
        {
            record += 16 + pcap.getInt(record + 8);
        }
        final int seq = record + 16 + 42;
        assertEquals(1003, pcap.getInt(seq));
        pcap.putInt(seq, 1005);
        final Path gapped = Files.write(dir.resolve("gapped.pcap"), bytes);

        assertEquals(ExitCode.OK, decode(gapped, "--packet-header", MDP_HEADER, "--sequence", "seq"));
        assertEquals("sbetool decode: warning: seq: 1 sequence gaps, 2 packets missing (the first before offset " +
            seq + "), 0 duplicate or late packets\n", errText());
        assertEquals(ExitCode.OK, decode(CAPTURE, "--packet-header", MDP_HEADER, "--sequence", "seq"));
        assertEquals("", errText());
    }

    @Test
    void filtersByAddressAndTime() throws IOException
    {
        assertEquals(ExitCode.OK, decode(CAPTURE, "--skip", "12", "--destination", "233.252.0.1:14310",
            "--source", "192.0.2.10"));
        assertEquals(4, lines().size());
        assertEquals(ExitCode.OK, decode(CAPTURE, "--skip", "12", "--destination", "233.252.0.1:14311"));
        assertEquals(0, lines().size());
        assertEquals(ExitCode.OK, decode(CAPTURE, "--skip", "12", "--from", "2024-03-15T14:30:00.1Z",
            "--to", "2024-03-15T14:30:01Z"));
        final List<JsonNode> lines = lines();
        assertEquals(2, lines.size());
        assertEquals(290, lines.get(0).get("offset").asInt());
        assertEquals(ExitCode.USAGE, decode(CAPTURE, "--from", "yesterday"));
        assertTrue(errText().contains("'yesterday' is neither an ISO-8601 instant"), errText());
    }
}
