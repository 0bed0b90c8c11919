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
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code sbetool decode} on the sample MDP-style capture carried otherwise: over IPv6, and as IPv4
 * fragments that never complete. The captures are the sample's, each Ethernet frame rewritten.
 */
class DecodeIpPacketsTest
{
    private static final Path SCHEMA = SharedFiles.projectSchema("fix-message-samples.xml");
    private static final Path CAPTURE = SharedFiles.projectDir().resolve("samples/captures/market-data.pcap");

    @TempDir
    Path dir;

    private final InProcessRun sbetool = new InProcessRun();

    private int decode(final Path capture, final String... options)
    {
        final List<String> args = new ArrayList<>(List.of("decode", "--schema", SCHEMA.toString(), "--framing",
            "u16le-incl", "--skip", "12"));
        args.addAll(List.of(options));
        args.add(capture.toString());
        return sbetool.run(args.toArray(new String[0]));
    }

    /**
     * The sample capture with each frame (Ethernet, IPv4 with a 20-byte header, UDP) rewritten.
     */
    private Path rewritten(final String name, final UnaryOperator<byte[]> frames) throws IOException
    {
        final ByteBuffer in = ByteBuffer.wrap(Files.readAllBytes(CAPTURE)).order(ByteOrder.LITTLE_ENDIAN);
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(in.array(), 0, 24);
        for (int record = 24; record < in.capacity(); record += 16 + in.getInt(record + 8))
        {
            final byte[] frame = new byte[in.getInt(record + 8)];
            in.get(record + 16, frame);
            final byte[] written = frames.apply(frame);
            final ByteBuffer header = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
            header.putInt(in.getInt(record)).putInt(in.getInt(record + 4)).putInt(written.length).putInt(written.length);
            out.write(header.array(), 0, 16);
            out.write(written, 0, written.length);
        }
        return Files.write(dir.resolve(name), out.toByteArray());
    }

    /**
     * The frame's UDP datagram over IPv6 from 2001:db8::10 to ff02::1:3, after a hop-by-hop header.
     */
    private static byte[] overIpv6(final byte[] frame)
    {
        final int udpLength = (frame[14 + 2] & 0xFF) << 8 | (frame[14 + 3] & 0xFF);
        final ByteBuffer ipv6 = ByteBuffer.allocate(14 + 40 + 8 + udpLength - 20);
        ipv6.put(frame, 0, 12).putShort((short)0x86DD);
        ipv6.putInt(0x6000_0000).putShort((short)(8 + udpLength - 20)).put((byte)0).put((byte)64);
        ipv6.putLong(0x2001_0db8_0000_0000L).putLong(0x10).putLong(0xff02_0000_0000_0000L).putLong(0x1_0003);
        ipv6.put((byte)17).put((byte)0).put((byte)1).put((byte)4).putInt(0);
        ipv6.put(frame, 14 + 20, udpLength - 20);
        return ipv6.array();
    }

    /**
     * The frame as the first of several IPv4 fragments (its payload cut to a multiple of 8 bytes, as a
     * fragment's must be), the others never captured.
     */
    private static byte[] firstFragment(final byte[] frame)
    {
        final int payload = (((frame[14 + 2] & 0xFF) << 8 | (frame[14 + 3] & 0xFF)) - 20) & ~7;
        final byte[] fragment = java.util.Arrays.copyOf(frame, 14 + 20 + payload);
        fragment[14 + 2] = (byte)((20 + payload) >>> 8);
        fragment[14 + 3] = (byte)(20 + payload);
        fragment[14 + 6] = 0x20;
        return fragment;
    }

    @Test
    void udpOverIpv6IsDecodedShownAndFiltered() throws IOException
    {
        final Path ipv6 = rewritten("ipv6.pcap", DecodeIpPacketsTest::overIpv6);
        assertEquals(ExitCode.OK, decode(ipv6, "--packet-fields"), sbetool::errText);
        final List<JsonNode> lines = sbetool.jsonLines();
        assertEquals(4, lines.size());
        assertEquals("[2001:db8::10]:40000", lines.get(0).get("packet").get("src").asText());
        assertEquals("[ff02::1:3]:14310", lines.get(0).get("packet").get("dst").asText());

        assertEquals(ExitCode.OK, decode(ipv6, "--source", "[2001:db8::10]:40000", "--destination", "ff02::1:3"),
            sbetool::errText);
        assertEquals(4, sbetool.jsonLines().size());
        assertEquals(ExitCode.OK, decode(ipv6, "--source", "[2001:db8::10]:40001"), sbetool::errText);
        assertEquals(0, sbetool.jsonLines().size());
        assertEquals(ExitCode.USAGE, decode(ipv6, "--source", "2001:db8::10::1"));
        assertEquals("sbetool decode: '2001:db8::10::1' is not an address: give a.b.c.d or a.b.c.d:port (IPv4), or " +
            "2001:db8::1 or [2001:db8::1]:port (IPv6)\n", sbetool.errText());
    }

    @Test
    void aCaptureOfFragmentsThatNeverCompleteSaysSo() throws IOException
    {
        final Path fragments = rewritten("fragments.pcap", DecodeIpPacketsTest::firstFragment);
        assertEquals(ExitCode.OK, decode(fragments), sbetool::errText);
        assertEquals(0, sbetool.jsonLines().size());
        assertEquals("sbetool decode: warning: 3 packets were IPv4 fragments that never completed a datagram: their " +
            "messages are lost\nsbetool decode: no message decoded: 3 packets were IPv4 fragments that never " +
            "completed a datagram; 0 packets carried UDP or TCP payloads\n", sbetool.errText());
    }
}
