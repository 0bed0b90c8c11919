package io.sbetool.capture;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static io.sbetool.capture.FramingTest.MESSAGES;
import static io.sbetool.capture.FramingTest.TEMPLATES;
import static io.sbetool.capture.FramingTest.concat;
import static io.sbetool.capture.FramingTest.frame;
import static io.sbetool.capture.FramingTest.frames;
import static io.sbetool.capture.FramingTest.ir;
import static io.sbetool.capture.FramingTest.slice;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * pcapng captures decode exactly like the equivalent libpcap captures, in both byte orders, through
 * small memory-mapped windows, with several sections, interfaces and block types; broken block
 * framing and corruption end in reported errors, never another exception or a hang.
 */
class PcapngTest
{
    private static final byte[] PACKET_HEADER = {1, 2, 3, 4, 5};
    /** Section Header Block (32-byte body) plus Interface Description Block (20-byte body). */
    private static final int FIRST_PACKET_BLOCK = 44 + 32;

    @TempDir
    Path dir;

    private final List<String> errors = new ArrayList<>();

    @BeforeAll
    static void load() throws Exception
    {
        FramingTest.load();
    }

    @ParameterizedTest
    @ValueSource(strings = {"LITTLE_ENDIAN", "BIG_ENDIAN"})
    void udpInEnhancedPacketBlocksDecodesLikeTheSamePcap(final String byteOrder) throws Exception
    {
        final ByteOrder order = "BIG_ENDIAN".equals(byteOrder) ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
        final PcapBuilder pcap = new PcapBuilder(order, false);
        final PcapngBuilder pcapng = new PcapngBuilder(order).interfaceDescription(PcapngBuilder.LINKTYPE_ETHERNET);
        final byte[] first = concat(PACKET_HEADER, frames("u16le", 1));
        final byte[] second = concat(PACKET_HEADER, frame("u16le", MESSAGES[2]));
        pcap.udp(first).vlan(42).udp(second);
        pcapng.udp(first).vlan(42).udp(second);

        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> ng = decode(write("udp.pcapng", pcapng.toByteArray()), options(), result);
        assertEquals(4, result[0].messages(), result[0] + " " + errors);
        assertEquals(0, result[0].errors());
        // block headers (8) and EPB fields (20) + 14 Ethernet + 20 IPv4 + 8 UDP + 5 skipped + 2 length prefix
        assertEquals(FIRST_PACKET_BLOCK + 28 + 14 + 20 + 8 + 5 + 2, ng.get(0).get("offset").asLong());
        assertEquals(withoutOffsets(decode(write("udp.pcap", pcap.toByteArray()), options(), result)), withoutOffsets(ng));
    }

    @Test
    void blocksCrossingSmallWindowsDecodeTheSame() throws Exception
    {
        final PcapngBuilder pcapng = new PcapngBuilder(ByteOrder.LITTLE_ENDIAN)
            .interfaceDescription(PcapngBuilder.LINKTYPE_ETHERNET);
        for (int i = 0; i < 10; i++)
        {
            pcapng.udp(concat(PACKET_HEADER, frames("u16le", 1)));
        }
        final Path file = write("windows.pcapng", pcapng.toByteArray());
        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> whole = decode(file, options(), result);
        for (final int window : new int[]{13, 64, 100})
        {
            assertEquals(whole, decode(file, options().windowSize(window), result), "window " + window);
            assertEquals(30, result[0].messages());
        }
    }

    @Test
    void simplePacketBlocksBelongToInterfaceZero() throws Exception
    {
        final PcapngBuilder pcapng = new PcapngBuilder(ByteOrder.BIG_ENDIAN)
            .interfaceDescription(PcapngBuilder.LINKTYPE_ETHERNET);
        pcapng.simpleUdp(concat(PACKET_HEADER, frames("u16le", 1)));
        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = decode(write("spb.pcapng", pcapng.toByteArray()), options(), result);
        assertEquals(3, result[0].messages(), errors.toString());
        assertEquals(FIRST_PACKET_BLOCK + 12 + 14 + 20 + 8 + 5 + 2, lines.get(0).get("offset").asLong());
    }

    @Test
    void simplePacketBlockShorterThanItsOriginalLengthIsCutAtTheBlock() throws Exception
    {
        // a snapshot length cut the frame: the original length is larger than the data held
        final PcapngBuilder pcapng = new PcapngBuilder(ByteOrder.LITTLE_ENDIAN)
            .interfaceDescription(PcapngBuilder.LINKTYPE_ETHERNET);
        final byte[] frame = PcapBuilder.ethernetFrame(-1, 17, 1, 2,
            PcapBuilder.udpDatagram(concat(PACKET_HEADER, frames("u16le", 1))));
        final ByteBuffer body = ByteBuffer.allocate(4 + 40).order(ByteOrder.LITTLE_ENDIAN);
        body.putInt(frame.length).put(frame, 0, 40);
        pcapng.block(3, body.array());
        final DecodeResult[] result = new DecodeResult[1];
        decode(write("cut.pcapng", pcapng.toByteArray()), options().onError(DecodeSession.ErrorMode.SKIP), result);
        assertEquals(0, result[0].messages());
        assertEquals(1, result[0].errors(), errors.toString());
        assertTrue(errors.get(0).contains("IPv4 total length"), errors.toString());
    }

    @Test
    void unknownBlocksArePassedOver() throws Exception
    {
        final PcapngBuilder pcapng = new PcapngBuilder(ByteOrder.LITTLE_ENDIAN)
            .block(0x0000_0BAD, new byte[0])
            .interfaceDescription(PcapngBuilder.LINKTYPE_ETHERNET)
            .block(5, new byte[24])                      // Interface Statistics
            .block(4, new byte[]{0, 0, 0, 0})            // Name Resolution, empty
            .udp(concat(PACKET_HEADER, frames("u16le", 1)))
            .block(0x4000_0BAD, new byte[4096]);         // custom, larger than a packet
        final DecodeResult[] result = new DecodeResult[1];
        decode(write("unknown.pcapng", pcapng.toByteArray()), options(), result);
        assertEquals(3, result[0].messages(), errors.toString());
        assertEquals(0, result[0].errors());
    }

    @Test
    void eachSectionHasItsOwnByteOrderAndInterfaces() throws Exception
    {
        final PcapngBuilder pcapng = new PcapngBuilder(ByteOrder.LITTLE_ENDIAN)
            .interfaceDescription(101)                   // raw IP: not decoded
            .interfaceDescription(PcapngBuilder.LINKTYPE_ETHERNET)
            .onInterface(1).udp(concat(PACKET_HEADER, frame("u16le", MESSAGES[0])))
            .section(ByteOrder.BIG_ENDIAN)
            .interfaceDescription(PcapngBuilder.LINKTYPE_ETHERNET)
            .onInterface(0).udp(concat(PACKET_HEADER, frame("u16le", MESSAGES[1])));
        final int wrongInterface = pcapng.size();
        pcapng.onInterface(1).udp(concat(PACKET_HEADER, frame("u16le", MESSAGES[2])));
        final int rawIpPacket = pcapng.section(ByteOrder.LITTLE_ENDIAN).interfaceDescription(101).size() + 28;
        pcapng.onInterface(0).udp(concat(PACKET_HEADER, frame("u16le", MESSAGES[2])));

        final DecodeResult[] result = new DecodeResult[1];
        final List<JsonNode> lines = decode(write("sections.pcapng", pcapng.toByteArray()),
            options().onError(DecodeSession.ErrorMode.SKIP), result);
        assertEquals(List.of(TEMPLATES[0], TEMPLATES[1]), templates(lines));
        assertEquals(2, result[0].errors(), errors.toString());
        assertEquals((wrongInterface + 28) + " pcapng packet on interface 1, which no Interface Description Block in " +
            "its section declares", errors.get(0));
        assertEquals(rawIpPacket + " pcapng packet on interface 0 of link type 101 (only Ethernet, 1, is decoded)",
            errors.get(1));

        final DecodeResult[] stopped = new DecodeResult[1];
        decode(write("sections.pcapng", pcapng.toByteArray()), options(), stopped);
        assertTrue(stopped[0].stopped());
        assertEquals(2, stopped[0].messages());
    }

    @Test
    void tcpFlowSplitOverEnhancedPacketBlocksIsReassembled() throws Exception
    {
        final byte[] stream = frames("sofh", 3);
        final int isn = 0xFFFF_FF00;
        final PcapngBuilder pcapng = new PcapngBuilder(ByteOrder.BIG_ENDIAN)
            .interfaceDescription(PcapngBuilder.LINKTYPE_ETHERNET);
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.BIG_ENDIAN, false);
        pcapng.tcp(1, isn, true, new byte[0]);
        pcap.tcp(1, isn, true, new byte[0]);
        final int[] cuts = {0, 50, 51, 170, stream.length};
        for (int i = cuts.length - 2; i >= 0; i--)
        {
            // out of order, so segments are held and copied before the gap fills
            pcapng.tcp(1, isn + 1 + cuts[i], false, slice(stream, cuts[i], cuts[i + 1]));
            pcap.tcp(1, isn + 1 + cuts[i], false, slice(stream, cuts[i], cuts[i + 1]));
        }
        final DecodeResult[] result = new DecodeResult[1];
        final DecodeSession.Builder sofh = DecodeSession.builder(ir).framing(Framing.parse("sofh"));
        final List<JsonNode> lines = decode(write("tcp.pcapng", pcapng.toByteArray()), sofh, result);
        assertEquals(9, result[0].messages(), errors.toString());
        assertEquals(0, result[0].errors());
        assertEquals(withoutOffsets(decode(write("tcp.pcap", pcap.toByteArray()), sofh, result)), withoutOffsets(lines));
    }

    @Test
    void brokenBlockFramingIsReportedWithItsOffset() throws Exception
    {
        final PcapngBuilder good = new PcapngBuilder(ByteOrder.LITTLE_ENDIAN)
            .interfaceDescription(PcapngBuilder.LINKTYPE_ETHERNET);
        final int at = good.size();
        good.udp(concat(PACKET_HEADER, frames("u16le", 1)));
        final byte[] bytes = good.toByteArray();
        final int total = bytes.length - at;

        assertEquals(at + 4 + " pcapng block (type 0x6) total length 8 is less than 12", firstError(lengthAt(bytes, at + 4, 8)));
        assertEquals(at + 4 + " pcapng block (type 0x6) total length " + (total + 2) + " is not a multiple of 4",
            firstError(lengthAt(bytes, at + 4, total + 2)));
        assertEquals(at + 4 + " pcapng block (type 0x6) total length " + (total + 4) + " runs past the end of the file (" +
            total + " bytes left)", firstError(lengthAt(bytes, at + 4, total + 4)));
        assertEquals(bytes.length - 4 + " pcapng block (type 0x6) total length " + total + " does not match the 4 at its end",
            firstError(lengthAt(bytes, bytes.length - 4, 4)));
        assertEquals(at + " truncated pcapng block: 8 bytes left where a block takes at least 12",
            firstError(Arrays.copyOf(bytes, at + 8)));
        assertEquals("8 pcapng byte-order magic 1a2b3c4e is neither 1a2b3c4d nor 4d3c2b1a",
            firstError(lengthAt(bytes, 8, 0x1A2B3C4E)));
        assertEquals("12 unsupported pcapng version 2.0 (only 1.x)", firstError(lengthAt(bytes, 12, 2)));
        // a packet block whose captured length overruns it is reported, and the blocks after it still read
        final byte[] overrun = concat(lengthAt(bytes, at + 20, total), Arrays.copyOfRange(bytes, at, bytes.length));
        final DecodeResult[] result = new DecodeResult[1];
        errors.clear();
        decode(write("overrun.pcapng", overrun), options().onError(DecodeSession.ErrorMode.SKIP), result);
        assertEquals(3, result[0].messages());
        assertEquals(at + " pcapng Enhanced Packet Block captured length " + total + " does not fit its block of " +
            total + " bytes", errors.get(0));
    }

    @Test
    void aForcedPcapngContainerRefusesOtherFiles() throws Exception
    {
        final byte[] pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, false).udp(frames("u16le", 1)).toByteArray();
        final DecodeResult[] result = new DecodeResult[1];
        decode(write("not.pcapng", pcap), options().container(DecodeSession.Container.PCAPNG), result);
        assertEquals(List.of("0 not a pcapng file: it does not start with a Section Header Block"), errors);
        assertEquals(0, result[0].messages());
    }

    @Test
    void truncationAndBitFlipsEndInReportedErrorsOrADecode() throws Exception
    {
        final PcapngBuilder builder = new PcapngBuilder(ByteOrder.BIG_ENDIAN)
            .interfaceDescription(PcapngBuilder.LINKTYPE_ETHERNET)
            .udp(concat(PACKET_HEADER, frames("u16le", 1)))
            .block(5, new byte[8])
            .simpleUdp(concat(PACKET_HEADER, frame("u16le", MESSAGES[0])))
            .tcp(1, 1000, false, concat(PACKET_HEADER, frames("u16le", 1)))
            .section(ByteOrder.LITTLE_ENDIAN)
            .interfaceDescription(PcapngBuilder.LINKTYPE_ETHERNET)
            .udp(concat(PACKET_HEADER, frame("u16le", MESSAGES[1])));
        final byte[] capture = builder.toByteArray();
        // a cut between blocks leaves a whole capture (an empty file is a stream shorter than skip)
        final List<Integer> blockBoundaries = builder.blockEnds().subList(0, builder.blockEnds().size() - 1);
        final DecodeResult[] result = new DecodeResult[1];
        decode(write("fuzz.pcapng", capture), options(), result);
        assertEquals(8, result[0].messages(), errors.toString());
        final Path file = dir.resolve("fuzz.pcapng");
        assertTimeoutPreemptively(Duration.ofSeconds(120), () ->
        {
            final List<Integer> cleanCuts = new ArrayList<>();
            for (int length = 0; length < capture.length; length++)
            {
                if (fuzz(file, Arrays.copyOf(capture, length)) == 1)
                {
                    cleanCuts.add(length);
                }
            }
            assertEquals(blockBoundaries, cleanCuts, "every other truncation is reported");
            int clean = 0;
            for (int bit = 0; bit < capture.length * 8; bit++)
            {
                final byte[] flipped = capture.clone();
                flipped[bit / 8] ^= (byte)(1 << (bit % 8));
                clean += fuzz(file, flipped);
            }
            assertTrue(clean > 0, "flips in payload bytes still decode");
        });
    }

    /**
     * @return 1 when the corrupted capture decoded without an error, else 0; errors must lie in the file.
     */
    private int fuzz(final Path file, final byte[] bytes) throws Exception
    {
        errors.clear();
        final DecodeResult[] result = new DecodeResult[1];
        for (final int window : new int[]{MappedFile.DEFAULT_WINDOW, 24})
        {
            decode(write(file.getFileName().toString(), bytes), options().onError(DecodeSession.ErrorMode.SKIP)
                .windowSize(window).errors((f, offset, message) ->
                {
                    assertTrue(offset >= 0 && offset <= bytes.length, message + " at " + offset);
                    assertFalse(message.isEmpty());
                    errors.add(message);
                }), result);
        }
        return errors.isEmpty() ? 1 : 0;
    }

    private String firstError(final byte[] bytes) throws Exception
    {
        errors.clear();
        final DecodeResult[] result = new DecodeResult[1];
        decode(write("broken.pcapng", bytes), options(), result);
        assertTrue(result[0].stopped());
        return errors.get(0);
    }

    private static byte[] lengthAt(final byte[] bytes, final int offset, final int value)
    {
        final byte[] changed = bytes.clone();
        final ByteOrder order = ByteBuffer.wrap(bytes, 8, 4).order(ByteOrder.LITTLE_ENDIAN).getInt() == 0x1A2B3C4D ?
            ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN;
        if (offset == 12)
        {
            ByteBuffer.wrap(changed).order(order).putShort(offset, (short)value);
        }
        else
        {
            ByteBuffer.wrap(changed).order(offset == 8 ? ByteOrder.LITTLE_ENDIAN : order).putInt(offset, value);
        }
        return changed;
    }

    private DecodeSession.Builder options()
    {
        return DecodeSession.builder(ir).framing(Framing.parse("u16le")).skip(PACKET_HEADER.length)
            .errors((f, offset, message) -> errors.add(offset + " " + message));
    }

    private Path write(final String name, final byte[] bytes) throws Exception
    {
        return Files.write(dir.resolve(name), bytes);
    }

    private List<JsonNode> decode(final Path file, final DecodeSession.Builder builder, final DecodeResult[] result)
        throws Exception
    {
        return FramingTest.decode(file, builder, result);
    }

    private static List<JsonNode> withoutOffsets(final List<JsonNode> lines)
    {
        final List<JsonNode> stripped = new ArrayList<>();
        for (final JsonNode line : lines)
        {
            final ObjectNode copy = line.deepCopy();
            copy.remove("offset");
            copy.remove("file");
            stripped.add(copy);
        }
        return stripped;
    }

    private static List<String> templates(final List<JsonNode> lines)
    {
        final List<String> names = new ArrayList<>();
        for (final JsonNode line : lines)
        {
            names.add(line.get("template").asText());
        }
        return names;
    }
}
