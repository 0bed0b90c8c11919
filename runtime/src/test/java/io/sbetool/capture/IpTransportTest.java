package io.sbetool.capture;

import com.fasterxml.jackson.databind.JsonNode;
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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Packets that are not plain IPv4 datagrams: UDP and TCP over IPv6 (with extension headers and
 * VLAN tags), and fragmented IPv4 and IPv6 datagrams, reassembled, or counted when they never complete.
 */
class IpTransportTest
{
    @TempDir
    Path dir;

    @BeforeAll
    static void load() throws Exception
    {
        FramingTest.load();
    }

    private Path write(final String name, final PcapBuilder pcap) throws Exception
    {
        return Files.write(dir.resolve(name), pcap.toByteArray());
    }

    private static DecodeSession.Builder u16le()
    {
        return DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le"))
            .onError(DecodeSession.ErrorMode.SKIP);
    }

    private static List<String> templates(final List<JsonNode> lines)
    {
        final List<String> templates = new ArrayList<>();
        lines.forEach(line -> templates.add(line.get("template").asText()));
        return templates;
    }

    @Test
    void udpOverIpv6PastItsExtensionHeadersAndAVlanTagIsDecoded() throws Exception
    {
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true).vlan(7);
        pcap.udp6(frame("u16le", MESSAGES[0]));
        pcap.udp6(frame("u16le", MESSAGES[1]), PcapBuilder.HOP_BY_HOP, PcapBuilder.ROUTING,
            PcapBuilder.DESTINATION_OPTIONS);
        final Path file = write("udp6.pcap", pcap);

        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = FramingTest.decode(file, u16le().packetFields(true), result);
        assertEquals(List.of(TEMPLATES[0], TEMPLATES[1]), templates(lines), result[0].toString());
        assertEquals(0, result[0].errors());
        final JsonNode packet = lines.get(1).get("packet");
        assertEquals("[2001:db8::1]:30001", packet.get("src").asText());
        assertEquals("[2001:db8::2]:30002", packet.get("dst").asText());
        // the payload's file offset: past record, Ethernet, tag, IPv6, three extension headers and UDP
        final long second = 24 + 16 + Math.max(60, 18 + 40 + 8 + frame("u16le", MESSAGES[0]).length) + 16 + 18 + 40 +
            24 + 8 + 2;
        assertEquals(second, lines.get(1).get("offset").asLong());
    }

    @Test
    void tcpOverIpv6IsReassembledPerFlow() throws Exception
    {
        final byte[] stream = frames("u16le", 2);
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        pcap.tcp6(1, 99, true, new byte[0]);
        pcap.tcp6(1, 100 + 50, false, Arrays.copyOfRange(stream, 50, stream.length), PcapBuilder.DESTINATION_OPTIONS);
        pcap.tcp6(1, 100, false, Arrays.copyOfRange(stream, 0, 50));
        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = FramingTest.decode(write("tcp6.pcap", pcap), u16le(), result);
        assertEquals(6, result[0].messages(), result[0].toString());
        assertEquals(0, result[0].errors());
        assertEquals(TEMPLATES[2], lines.get(5).get("template").asText());
    }

    @Test
    void ipv4FragmentsAreReassembledInWhateverOrderTheyCome() throws Exception
    {
        final byte[] payload = frames("u16le", 3);
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.BIG_ENDIAN, false);
        pcap.udpFragments(1, payload, 200, 2, 0, 3, 1);
        pcap.udp(frame("u16le", MESSAGES[2]));
        final DecodeResult[] result = new DecodeResult[1];
        final DecodeSession.Builder builder = u16le();
        final List<JsonNode> lines = FramingTest.decode(write("fragments.pcap", pcap), builder, result);
        assertEquals(10, result[0].messages(), result[0].toString());
        assertEquals(0, result[0].errors());
        for (int i = 0; i < 9; i++)
        {
            assertEquals(TEMPLATES[i % 3], lines.get(i).get("template").asText());
        }
    }

    @Test
    void ipv6FragmentsAreReassembledAfterTheirFragmentHeader() throws Exception
    {
        final byte[] payload = frames("u16le", 3);
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        pcap.udp6Fragments(77, payload, 304, 1, 0, 2);
        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = FramingTest.decode(write("fragments6.pcap", pcap), u16le().packetFields(true),
            result);
        assertEquals(9, result[0].messages(), result[0].toString());
        assertEquals(0, result[0].errors());
        assertEquals("[2001:db8::1]:30001", lines.get(0).get("packet").get("src").asText());
    }

    @Test
    void fragmentsThatNeverCompleteAreCountedAndACaptureOfNothingElseSaysWhy() throws Exception
    {
        final byte[] payload = frames("u16le", 3);
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        // the second of four fragments lost, and of another datagram the first of two
        pcap.udpFragments(1, payload, 200, 0, 2, 3);
        pcap.udpFragments(2, payload, 400, 1);
        final DecodeSession session = u16le().output(new StringBuilder()).build();
        final DecodeResult result = session.decodeFile(write("lost.pcap", pcap));
        assertEquals(0, result.messages());
        assertEquals(List.of("4 packets were IPv4 fragments that never completed a datagram: their messages are lost"),
            session.stats().warnings());
        assertEquals("no message decoded: 4 packets were IPv4 fragments that never completed a datagram; 0 packets " +
            "carried UDP or TCP payloads", session.stats().whyNothingDecoded());
    }

    @Test
    void aFragmentedDatagramNotCompleteThirtySecondsAfterItsFirstFragmentExpires() throws Exception
    {
        final byte[] payload = frames("u16le", 3);
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        pcap.time(1000).udpFragments(5, payload, 200, 0, 1, 2);
        // its last fragment comes too late: reassembly gave the datagram up, and the fragment alone is lost too
        pcap.time(1031).udp(frame("u16le", MESSAGES[0])).udpFragments(5, payload, 200, 3);
        final DecodeSession session = u16le().output(new StringBuilder()).build();
        final DecodeResult result = session.decodeFile(write("late.pcap", pcap));
        assertEquals(1, result.messages(), result.toString());
        assertEquals(List.of("4 packets were IPv4 fragments that never completed a datagram: their messages are lost"),
            session.stats().warnings());
        assertNull(session.stats().whyNothingDecoded());
    }

    @Test
    void theFilterTakesIpv6AddressesWithAndWithoutAPort() throws Exception
    {
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        pcap.udp6(frame("u16le", MESSAGES[0])).udp(frame("u16le", MESSAGES[1]));
        final Path file = write("mixed.pcap", pcap);
        final DecodeResult[] result = new DecodeResult[1];
        assertEquals(List.of(TEMPLATES[0]), templates(FramingTest.decode(file,
            u16le().filter(new PacketFilter().source("[2001:db8:0::1]:30001")), result)));
        assertEquals(List.of(TEMPLATES[0]), templates(FramingTest.decode(file,
            u16le().filter(new PacketFilter().destination("2001:DB8::2")), result)));
        assertEquals(List.of(TEMPLATES[1]), templates(FramingTest.decode(file,
            u16le().filter(new PacketFilter().source("10.0.0.1:30001")), result)));
        assertEquals(List.of(), templates(FramingTest.decode(file,
            u16le().filter(new PacketFilter().source("[2001:db8::1]:30002")), result)));
        for (final String bad : new String[] {"2001:db8::1::2", "[2001:db8::1", "1:2:3:4:5:6:7:8:9", "2001:db8::g",
            "[::1]:70000", "[::1]x"})
        {
            final IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
                () -> new PacketFilter().source(bad), bad);
            assertTrue(ex.getMessage().contains("[2001:db8::1]:port"), ex.getMessage());
        }
    }

    @Test
    void ipv6AddressesAreWrittenInTheirCanonicalForm()
    {
        assertEquals("2001:db8::1", Ipv6Text.toString(0x20010db8_00000000L, 1));
        assertEquals("::", Ipv6Text.toString(0, 0));
        assertEquals("::1", Ipv6Text.toString(0, 1));
        assertEquals("fe80::", Ipv6Text.toString(0xfe80_0000_0000_0000L, 0));
        // the longest run of zeros is shortened, the first of two equal ones, and never a single zero
        assertEquals("2001:0:0:1::1", Ipv6Text.toString(0x2001_0000_0000_0001L, 0x0000_0000_0000_0001L));
        assertEquals("2001:db8:0:1:1:1:1:1", Ipv6Text.toString(0x2001_0db8_0000_0001L, 0x0001_0001_0001_0001L));
        assertEquals("1::1:0:0:1", Ipv6Text.toString(0x0001_0000_0000_0000L, 0x0001_0000_0000_0001L));
    }
}
