package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One input holding messages of two schemas, as a CME TCP recovery session does (MDP 3.0 market data
 * and session management messages on one connection), decoded in one pass with two {@code --schema}.
 */
class DecodeSchemasTest
{
    private static final Path CME = SharedFiles.testDataDir().resolve("corpus/cme");
    private static final Path MDP3 = CME.resolve("Cme.Futures.Mdp3.Sbe.v1.12.xml");
    private static final Path SESSION = CME.resolve("Cme.Futures.SessionMgmt.Sbe.v0.2.xml");
    private static final Path ILINK3 = CME.resolve("Cme.Futures.iLink3.Sbe.v8.5.xml");
    private static final Path SAMPLES = CME.resolve("samples/Mdp3.Sbe.v1.12");
    /** CME's TCP header before the messages of each segment. */
    private static final int CME_HEADER = 14;

    @TempDir
    Path dir;

    private final InProcessRun sbetool = new InProcessRun();

    private int run(final String... args)
    {
        return sbetool.run(args);
    }

    private List<JsonNode> outJson() throws IOException
    {
        return sbetool.jsonLines();
    }

    /**
     * The messages (u16le-incl framed) of every TCP segment of a corpus capture, CME's header removed.
     */
    static byte[] tcpMessages(final Path pcap) throws IOException
    {
        final ByteBuffer in = ByteBuffer.wrap(Files.readAllBytes(pcap)).order(ByteOrder.LITTLE_ENDIAN);
        final ByteArrayOutputStream messages = new ByteArrayOutputStream();
        int position = 24;
        while (position < in.limit())
        {
            final int captured = in.getInt(position + 8);
            final int ip = position + 16 + 14;
            final int tcp = ip + (in.get(ip) & 0x0F) * 4;
            final int totalLength = Short.toUnsignedInt(in.order(ByteOrder.BIG_ENDIAN).getShort(ip + 2));
            in.order(ByteOrder.LITTLE_ENDIAN);
            final int data = tcp + ((in.get(tcp + 12) & 0xF0) >>> 4) * 4 + CME_HEADER;
            messages.write(in.array(), data, ip + totalLength - data);
            position += 16 + captured;
        }
        return messages.toByteArray();
    }

    private Path mixedSession() throws IOException
    {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes(tcpMessages(SAMPLES.resolve("RequestAck.Tcp.pcap")));
        bytes.writeBytes(tcpMessages(SAMPLES.resolve("SnapshotFullRefreshTcpLongQty.Tcp.pcap")));
        bytes.writeBytes(tcpMessages(SAMPLES.resolve("SubscriberHeartbeat.Tcp.pcap")));
        return Files.write(dir.resolve("recovery.bin"), bytes.toByteArray());
    }

    @Test
    void eachMessageIsDecodedWithTheSchemaItsHeaderNames() throws IOException
    {
        final Path input = mixedSession();
        assertEquals(ExitCode.OK, run("decode", "--schema", MDP3.toString(), "--schema", SESSION.toString(),
            "--framing", "u16le-incl", input.toString()), sbetool::errText);

        final List<JsonNode> lines = outJson();
        assertEquals(3, lines.size());
        assertEquals("RequestAck206", lines.get(0).get("template").asText());
        assertEquals("SnapshotFullRefreshTCPLongQty68", lines.get(1).get("template").asText());
        assertEquals("SubscriberHeartbeat210", lines.get(2).get("template").asText());
        // the schemas' ids, as their XML declares them
        assertEquals(schemaId(SESSION), lines.get(0).get("schemaId").asInt());
        assertEquals(schemaId(MDP3), lines.get(1).get("schemaId").asInt());
        assertFalse(lines.get(1).get("NoMDEntries").isEmpty());
        assertEquals("", sbetool.errText());
    }

    @Test
    void anIrFileAndASchemaTogether() throws IOException
    {
        final Path irDir = Files.createDirectories(dir.resolve("ir"));
        assertEquals(ExitCode.OK, run("--target", "ir", "--output-dir", irDir.toString(), SESSION.toString()));
        final Path irFile;
        try (var files = Files.list(irDir))
        {
            irFile = files.filter(f -> f.toString().endsWith(".sbeir")).findFirst().orElseThrow();
        }
        final Path input = mixedSession();
        assertEquals(ExitCode.OK, run("decode", "--schema", MDP3.toString(), "--ir", irFile.toString(),
            "--framing", "u16le-incl", input.toString()), sbetool::errText);
        assertEquals(3, outJson().size());
    }

    @Test
    void aMessageOfNoSchemaGivenIsReportedAtItsOffsetNotMisdecoded() throws IOException
    {
        final Path input = mixedSession();
        assertEquals(ExitCode.BAD_INPUT, run("decode", "--schema", MDP3.toString(), "--schema", ILINK3.toString(),
            "--framing", "u16le-incl", "--on-error", "skip", input.toString()));

        final List<JsonNode> lines = outJson();
        assertEquals(1, lines.size());
        assertEquals("SnapshotFullRefreshTCPLongQty68", lines.get(0).get("template").asText());
        final String errors = sbetool.errText();
        assertTrue(errors.contains("recovery.bin: offset 2: error: schemaId " + schemaId(SESSION) +
            " matches none of the schemas given (ids " + schemaId(MDP3) + ", " + schemaId(ILINK3) + ")"), errors);
    }

    @Test
    void aSecondSchemaIsNoLongerAUsageErrorAndNoSchemaIsAClearOne()
    {
        assertEquals(ExitCode.USAGE, run("decode", "--framing", "sofh", "x.bin"));
        final String errors = sbetool.errText();
        assertTrue(errors.startsWith("sbetool decode: give the messages' schema with --schema SCHEMA.xml or --ir " +
            "SCHEMA.sbeir\n"), errors);
    }

    private static int schemaId(final Path schema) throws IOException
    {
        final String xml = Files.readString(schema);
        final java.util.regex.Matcher id = java.util.regex.Pattern.compile("<[^>]*messageSchema[^>]*\\sid=\"(\\d+)\"")
            .matcher(xml);
        assertTrue(id.find(), schema.toString());
        return Integer.parseInt(id.group(1));
    }
}
