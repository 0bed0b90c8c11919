package io.sbetool.samples;

import io.sbetool.samples.CarExample.Acceleration;
import io.sbetool.samples.CarExample.Car;
import io.sbetool.samples.CarExample.FuelFigure;
import io.sbetool.samples.CarExample.PerformanceFigure;
import io.sbetool.samples.MarketDataExample.Trade;
import io.sbetool.samples.MarketDataExample.Trades;
import io.sbetool.samples.car.Model;
import io.sbetool.samples.fix.MDUpdateAction;
import io.sbetool.samples.fix.MatchEventIndicator;
import io.sbetool.samples.fix.Side;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.MutableDirectBuffer;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static io.sbetool.samples.MarketDataExample.epochNanos;

/**
 * Writes the sample captures that docs/decode.md decodes with {@code sbetool decode}, using the
 * generated encoders. Everything written is fixed here (no clock, no randomness), so the files are
 * the same byte for byte on every run; a test holds the committed copies in samples/captures to that.
 *
 * <ul>
 *   <li>{@code car.sofh}: the {@link #CARS}, each framed with the standard Simple Open Framing Header:
 *       a 4-byte big-endian message length that counts the 6-byte header, then the 2-byte big-endian
 *       encoding type 0xEB50 (SBE 1.0, little-endian). Decode with {@code --framing sofh}.</li>
 *   <li>{@code market-data.pcap}: a libpcap capture (microsecond timestamps, Ethernet) of the
 *       {@link #PACKETS} as UDP multicast datagrams from 192.0.2.10 to 233.252.0.1:14310 (addresses
 *       reserved for documentation, RFC 5737 and RFC 6676). Each payload is laid out as CME MDP 3.0
 *       does it: a 12-byte packet header (uint32 sequence number, uint64 sending time in nanoseconds,
 *       both little-endian), then one or more messages, each after a uint16 little-endian size that
 *       counts the size field itself. Decode with {@code --skip 12 --framing u16le-incl}.</li>
 * </ul>
 *
 * <p>Run it from the repository root to rewrite the committed captures (or give another directory):
 * <pre>java -cp "samples/target/classes:samples/target/lib/*" io.sbetool.samples.CaptureWriter samples/captures</pre>
 */
public final class CaptureWriter
{
    public static final String CAR_CAPTURE = "car.sofh";
    public static final String MARKET_DATA_CAPTURE = "market-data.pcap";

    /**
     * The cars in {@code car.sofh}, in order.
     */
    public static final List<Car> CARS = List.of(
        CarExample.SAMPLE_CAR,
        new Car(
            1235, 2019, false, Model.B, List.of(10, 20, 30, 40, 50), "CIV019",
            false, true, false,
            1500, (short)3, "HND",
            List.of(new FuelFigure(40, 52.3f), new FuelFigure(70, 44.1f)),
            List.of(new PerformanceFigure((short)95, List.of(new Acceleration(60, 9.8f)))),
            "Honda",
            "Jazz"),
        new Car(
            1236, 2024, true, Model.C, List.of(-1, 0, 1, 1, 2), "EV2024",
            true, true, true,
            0, (short)0, "VWG",
            List.of(),
            List.of(
                new PerformanceFigure((short)0, List.of(new Acceleration(30, 2.9f), new Acceleration(60, 5.6f))),
                new PerformanceFigure((short)1, List.of())),
            "Volkswagen",
            "ID.3 Pro S"));

    /**
     * One UDP datagram of {@code market-data.pcap}.
     *
     * @param sequenceNumber the packet sequence number of the feed, one up per packet.
     * @param sendingTime    nanoseconds since the Unix epoch.
     */
    public record Packet(int sequenceNumber, long sendingTime, List<Trades> messages)
    {
    }

    /**
     * The datagrams in {@code market-data.pcap}, in order.
     */
    public static final List<Packet> PACKETS = List.of(
        new Packet(1001, epochNanos("2024-03-15T14:30:00.000130Z"), List.of(MarketDataExample.SAMPLE_TRADES)),
        // One match event split over two messages: the indicator tells a book builder when it may publish.
        new Packet(1002, epochNanos("2024-03-15T14:30:00.250410Z"), List.of(
            new Trades(epochNanos("2024-03-15T14:30:00.250402Z"), 0, MatchEventIndicator.BEGINNING_EVENT, List.of(
                new Trade(900004, 4242, 5_122_750_000L, 5, 3, MDUpdateAction.NEW, (short)3, Side.SELL))),
            new Trades(epochNanos("2024-03-15T14:30:00.250402Z"), 6, MatchEventIndicator.END_EVENT, List.of(
                new Trade(900005, 4242, 5_122_500_000L, 2, 1, MDUpdateAction.NEW, (short)4, Side.SELL),
                new Trade(900006, 4242, 5_122_500_000L, 8, 2, MDUpdateAction.CHANGE, (short)5, Side.SELL))))),
        new Packet(1003, epochNanos("2024-03-15T14:30:01.000020Z"), List.of(
            new Trades(epochNanos("2024-03-15T14:30:01.000011Z"), 0, MatchEventIndicator.BEGINNING_AND_END_EVENT, List.of(
                new Trade(900007, 7001, 1_863_750_000L, 25, 7, MDUpdateAction.NEW, (short)2, Side.BUY))))));

    /** The captured time of each packet: a few microseconds after it was sent. */
    private static final long CAPTURE_DELAY_NANOS = 7_000;

    private static final byte[] SOURCE_MAC = {0x02, 0x00, 0x00, 0x00, 0x00, 0x01}; // locally administered
    private static final byte[] SOURCE_IP = {(byte)192, 0, 2, 10};
    private static final byte[] GROUP_IP = {(byte)233, (byte)252, 0, 1};
    private static final int SOURCE_PORT = 40000;
    private static final int GROUP_PORT = 14310;

    private static final int PACKET_HEADER_LENGTH = 12;
    private static final int ETHERNET_HEADER_LENGTH = 14;
    private static final int IPV4_HEADER_LENGTH = 20;
    private static final int UDP_HEADER_LENGTH = 8;
    private static final int SOFH_LENGTH = 6;
    private static final int SBE_LITTLE_ENDIAN = 0xEB50;

    private CaptureWriter()
    {
    }

    /**
     * @param args the directory to write to; default samples/captures (run from the repository root).
     */
    public static void main(final String[] args) throws IOException
    {
        final Path dir = Path.of(args.length > 0 ? args[0] : "samples/captures");
        for (final Path written : writeAll(dir))
        {
            System.out.println("wrote " + written + " (" + Files.size(written) + " bytes)");
        }
    }

    /**
     * @return the files written.
     */
    public static List<Path> writeAll(final Path dir) throws IOException
    {
        Files.createDirectories(dir);
        final Path cars = dir.resolve(CAR_CAPTURE);
        final Path marketData = dir.resolve(MARKET_DATA_CAPTURE);
        Files.write(cars, carCapture());
        Files.write(marketData, marketDataCapture());
        return List.of(cars, marketData);
    }

    /**
     * @return the bytes of {@code car.sofh}.
     */
    public static byte[] carCapture()
    {
        final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(1024);
        int position = 0;
        for (final Car car : CARS)
        {
            // The message goes first, after room for the header, because the header holds its length.
            final int messageLength = CarExample.encode(buffer, position + SOFH_LENGTH, car);
            // SOFH is big-endian whatever the byte order of the SBE message it frames.
            buffer.putInt(position, SOFH_LENGTH + messageLength, ByteOrder.BIG_ENDIAN);
            buffer.putShort(position + 4, (short)SBE_LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN);
            position += SOFH_LENGTH + messageLength;
        }
        return Arrays.copyOf(buffer.byteArray(), position);
    }

    /**
     * @return the bytes of {@code market-data.pcap}.
     */
    public static byte[] marketDataCapture()
    {
        final ExpandableArrayBuffer pcap = new ExpandableArrayBuffer(4096);

        // Global header, written little-endian: readers tell the byte order from the magic number.
        pcap.putInt(0, 0xA1B2C3D4, ByteOrder.LITTLE_ENDIAN); // microsecond timestamps
        pcap.putShort(4, (short)2, ByteOrder.LITTLE_ENDIAN); // version 2.4
        pcap.putShort(6, (short)4, ByteOrder.LITTLE_ENDIAN);
        pcap.putInt(8, 0, ByteOrder.LITTLE_ENDIAN); // timestamps are UTC
        pcap.putInt(12, 0, ByteOrder.LITTLE_ENDIAN);
        pcap.putInt(16, 65535, ByteOrder.LITTLE_ENDIAN); // snap length
        pcap.putInt(20, 1, ByteOrder.LITTLE_ENDIAN); // LINKTYPE_ETHERNET
        int position = 24;

        final ExpandableArrayBuffer frame = new ExpandableArrayBuffer(1500);
        for (int i = 0; i < PACKETS.size(); i++)
        {
            final Packet packet = PACKETS.get(i);
            final int frameLength = ethernetFrame(frame, packet, i);

            final long capturedAt = packet.sendingTime() + CAPTURE_DELAY_NANOS;
            pcap.putInt(position, (int)(capturedAt / 1_000_000_000L), ByteOrder.LITTLE_ENDIAN);
            pcap.putInt(position + 4, (int)(capturedAt % 1_000_000_000L / 1_000L), ByteOrder.LITTLE_ENDIAN);
            pcap.putInt(position + 8, frameLength, ByteOrder.LITTLE_ENDIAN); // bytes captured
            pcap.putInt(position + 12, frameLength, ByteOrder.LITTLE_ENDIAN); // bytes on the wire
            pcap.putBytes(position + 16, frame, 0, frameLength);
            position += 16 + frameLength;
        }
        return Arrays.copyOf(pcap.byteArray(), position);
    }

    /**
     * Writes the packet as an Ethernet frame carrying IPv4 and UDP, with valid checksums so that
     * Wireshark and tcpdump show it clean.
     *
     * @return the frame length.
     */
    private static int ethernetFrame(final MutableDirectBuffer frame, final Packet packet, final int index)
    {
        final int ip = ETHERNET_HEADER_LENGTH;
        final int udp = ip + IPV4_HEADER_LENGTH;
        final int payload = udp + UDP_HEADER_LENGTH;
        final int payloadLength = mdpPayload(frame, payload, packet);
        final int udpLength = UDP_HEADER_LENGTH + payloadLength;

        // An IPv4 multicast group maps to MAC 01:00:5e followed by the low 23 bits of the address.
        frame.putBytes(0, new byte[] {0x01, 0x00, 0x5e, (byte)(GROUP_IP[1] & 0x7f), GROUP_IP[2], GROUP_IP[3]});
        frame.putBytes(6, SOURCE_MAC);
        frame.putShort(12, (short)0x0800, ByteOrder.BIG_ENDIAN); // IPv4

        frame.putByte(ip, (byte)0x45); // version 4, 5 words of header
        frame.putByte(ip + 1, (byte)0);
        frame.putShort(ip + 2, (short)(IPV4_HEADER_LENGTH + udpLength), ByteOrder.BIG_ENDIAN);
        frame.putShort(ip + 4, (short)(0x1000 + index), ByteOrder.BIG_ENDIAN); // identification
        frame.putShort(ip + 6, (short)0x4000, ByteOrder.BIG_ENDIAN); // don't fragment
        frame.putByte(ip + 8, (byte)16); // TTL: enough for a few multicast router hops
        frame.putByte(ip + 9, (byte)17); // UDP
        frame.putShort(ip + 10, (short)0, ByteOrder.BIG_ENDIAN);
        frame.putBytes(ip + 12, SOURCE_IP);
        frame.putBytes(ip + 16, GROUP_IP);
        frame.putShort(ip + 10, (short)checksum(frame, ip, IPV4_HEADER_LENGTH, 0), ByteOrder.BIG_ENDIAN);

        frame.putShort(udp, (short)SOURCE_PORT, ByteOrder.BIG_ENDIAN);
        frame.putShort(udp + 2, (short)GROUP_PORT, ByteOrder.BIG_ENDIAN);
        frame.putShort(udp + 4, (short)udpLength, ByteOrder.BIG_ENDIAN);
        frame.putShort(udp + 6, (short)0, ByteOrder.BIG_ENDIAN);
        // The UDP checksum also covers a pseudo header of the addresses, protocol and UDP length.
        final int pseudoHeaderSum = sum(frame, ip + 12, 8) + 17 + udpLength;
        int udpChecksum = checksum(frame, udp, udpLength, pseudoHeaderSum);
        if (udpChecksum == 0)
        {
            udpChecksum = 0xFFFF; // 0 on the wire would mean "no checksum"
        }
        frame.putShort(udp + 6, (short)udpChecksum, ByteOrder.BIG_ENDIAN);

        return payload + payloadLength;
    }

    /**
     * Writes the MDP-style payload: packet header, then each message after its inclusive size.
     *
     * @return the payload length.
     */
    private static int mdpPayload(final MutableDirectBuffer buffer, final int offset, final Packet packet)
    {
        buffer.putInt(offset, packet.sequenceNumber(), ByteOrder.LITTLE_ENDIAN);
        buffer.putLong(offset + 4, packet.sendingTime(), ByteOrder.LITTLE_ENDIAN);
        int position = offset + PACKET_HEADER_LENGTH;
        for (final Trades message : packet.messages())
        {
            final int messageLength = MarketDataExample.encode(buffer, position + 2, message);
            buffer.putShort(position, (short)(2 + messageLength), ByteOrder.LITTLE_ENDIAN);
            position += 2 + messageLength;
        }
        return position - offset;
    }

    /**
     * @return the Internet checksum (RFC 1071) of the bytes, starting from {@code initialSum}.
     */
    private static int checksum(final MutableDirectBuffer buffer, final int offset, final int length, final int initialSum)
    {
        int sum = initialSum + sum(buffer, offset, length);
        while ((sum >>> 16) != 0)
        {
            sum = (sum & 0xFFFF) + (sum >>> 16);
        }
        return ~sum & 0xFFFF;
    }

    private static int sum(final MutableDirectBuffer buffer, final int offset, final int length)
    {
        int sum = 0;
        for (int i = 0; i < length; i += 2)
        {
            final int high = buffer.getByte(offset + i) & 0xFF;
            final int low = i + 1 < length ? buffer.getByte(offset + i + 1) & 0xFF : 0; // odd length: pad with zero
            sum += (high << 8) | low;
        }
        return sum;
    }
}
