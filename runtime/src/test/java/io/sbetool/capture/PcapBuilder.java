package io.sbetool.capture;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Writes small libpcap files for tests: Ethernet (optionally 802.1Q tagged), IPv4 (whole or in
 * fragments) or IPv6 (with extension headers, whole or in fragments), UDP or TCP.
 */
final class PcapBuilder
{
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteOrder order;
    private final boolean nanos;
    private int vlan = -1;
    private int seconds = 1_700_000_000;
    /** The IPv6 addresses of {@link #udp6} and {@link #tcp6}: 2001:db8::1 to 2001:db8::2. */
    static final byte[] SOURCE6 = {0x20, 0x01, 0x0d, (byte)0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
    static final byte[] DESTINATION6 = {0x20, 0x01, 0x0d, (byte)0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2};
    static final int HOP_BY_HOP = 0;
    static final int ROUTING = 43;
    static final int FRAGMENT = 44;
    static final int DESTINATION_OPTIONS = 60;

    PcapBuilder(final ByteOrder order, final boolean nanos)
    {
        this.order = order;
        this.nanos = nanos;
        final ByteBuffer header = ByteBuffer.allocate(24).order(order);
        header.putInt(nanos ? PcapReader.MAGIC_NANOS : PcapReader.MAGIC_MICROS);
        header.putShort((short)2).putShort((short)4).putInt(0).putInt(0).putInt(65535).putInt(1);
        out.writeBytes(header.array());
    }

    PcapBuilder vlan(final int id)
    {
        vlan = id;
        return this;
    }

    /**
     * @param seconds the capture time of the packets added from now on.
     */
    PcapBuilder time(final int seconds)
    {
        this.seconds = seconds;
        return this;
    }

    /**
     * A UDP datagram over IPv6, after the given extension headers (each 8 bytes of padding options).
     */
    PcapBuilder udp6(final byte[] payload, final int... extensionHeaders)
    {
        return ip6(17, udpDatagram(payload), extensionHeaders);
    }

    PcapBuilder tcp6(final int flow, final int sequence, final boolean syn, final byte[] payload,
        final int... extensionHeaders)
    {
        return ip6(6, tcpSegment(flow, sequence, syn, payload), extensionHeaders);
    }

    /**
     * A UDP datagram over IPv4 cut into fragments of {@code size} bytes (a multiple of 8), written in
     * the order given by {@code order} (indexes of fragments; those left out are lost).
     */
    PcapBuilder udpFragments(final int id, final byte[] payload, final int size, final int... order)
    {
        final byte[] datagram = udpDatagram(payload);
        for (final int i : order)
        {
            final int from = i * size;
            final int to = Math.min(datagram.length, from + size);
            final boolean more = to < datagram.length;
            final byte[] frame = ethernetFrame(vlan, 17, 0x0A000001, 0x0A000002,
                java.util.Arrays.copyOfRange(datagram, from, to));
            final ByteBuffer ip = ByteBuffer.wrap(frame, 14 + (vlan >= 0 ? 4 : 0), 20);
            ip.putShort(ip.position() + 4, (short)id);
            ip.putShort(ip.position() + 6, (short)((more ? 0x2000 : 0) | (from / 8)));
            record(frame);
        }
        return this;
    }

    /**
     * A UDP datagram over IPv6 cut into fragments of {@code size} bytes (a multiple of 8) after a
     * hop-by-hop header, each fragment after a fragment header, in the order given.
     */
    PcapBuilder udp6Fragments(final int id, final byte[] payload, final int size, final int... order)
    {
        final byte[] datagram = udpDatagram(payload);
        for (final int i : order)
        {
            final int from = i * size;
            final int to = Math.min(datagram.length, from + size);
            final ByteBuffer fragment = ByteBuffer.allocate(8 + to - from);
            fragment.put((byte)17).put((byte)0).putShort((short)(from | (to < datagram.length ? 1 : 0))).putInt(id);
            fragment.put(datagram, from, to - from);
            ip6(FRAGMENT, fragment.array(), HOP_BY_HOP);
        }
        return this;
    }

    /**
     * @param l4 the bytes after the extension headers, which name {@code protocol} as the next one.
     */
    private PcapBuilder ip6(final int protocol, final byte[] l4, final int... extensionHeaders)
    {
        final ByteBuffer payload = ByteBuffer.allocate(8 * extensionHeaders.length + l4.length);
        for (int i = 0; i < extensionHeaders.length; i++)
        {
            final int next = i + 1 < extensionHeaders.length ? extensionHeaders[i + 1] : protocol;
            // next header, length 0 (8 bytes), then a PadN option of 4 bytes of padding
            payload.put((byte)next).put((byte)0).put((byte)1).put((byte)4).putInt(0);
        }
        payload.put(l4);
        final ByteBuffer ip = ByteBuffer.allocate(40 + payload.capacity());
        ip.putInt(0x6000_0000).putShort((short)payload.capacity())
            .put((byte)(extensionHeaders.length > 0 ? extensionHeaders[0] : protocol)).put((byte)64)
            .put(SOURCE6).put(DESTINATION6).put(payload.array());
        final int tag = vlan >= 0 ? 4 : 0;
        final ByteBuffer frame = ByteBuffer.allocate(Math.max(60, 14 + tag + ip.capacity()));
        frame.put(new byte[12]);
        if (vlan >= 0)
        {
            frame.putShort((short)0x8100).putShort((short)vlan);
        }
        frame.putShort((short)0x86DD).put(ip.array());
        return record(frame.array());
    }

    PcapBuilder udp(final byte[] payload)
    {
        return ip(17, 0x0A000001, 0x0A000002, udpDatagram(payload));
    }

    /**
     * @param flow distinguishes flows by source port.
     */
    PcapBuilder tcp(final int flow, final int sequence, final boolean syn, final byte[] payload)
    {
        return ip(6, 0x0A000001, 0x0A000002, tcpSegment(flow, sequence, syn, payload));
    }

    /**
     * @param flow distinguishes flows by source address (10.0.0.0 plus flow), for more flows than ports.
     */
    PcapBuilder tcpFrom(final int flow, final int sequence, final boolean syn, final byte[] payload)
    {
        return ip(6, 0x0A000000 + flow, 0x0A000002, tcpSegment(0, sequence, syn, payload));
    }

    private PcapBuilder ip(final int protocol, final int source, final int destination, final byte[] l4)
    {
        return record(ethernetFrame(vlan, protocol, source, destination, l4));
    }

    private PcapBuilder record(final byte[] frame)
    {
        final ByteBuffer record = ByteBuffer.allocate(16).order(order);
        record.putInt(seconds).putInt(nanos ? 123_456_789 : 123_456).putInt(frame.length).putInt(frame.length);
        out.writeBytes(record.array());
        out.writeBytes(frame);
        return this;
    }

    /**
     * @param vlan the 802.1Q tag, or -1 for none.
     * @return an Ethernet frame carrying an IPv4 packet; shared with {@link PcapngBuilder}.
     */
    static byte[] ethernetFrame(final int vlan, final int protocol, final int source, final int destination, final byte[] l4)
    {
        final ByteBuffer ip = ByteBuffer.allocate(20 + l4.length);
        ip.put((byte)0x45).put((byte)0).putShort((short)(20 + l4.length)).putInt(0);
        ip.put((byte)64).put((byte)protocol).putShort((short)0).putInt(source).putInt(destination).put(l4);
        final int tag = vlan >= 0 ? 4 : 0;
        // Ethernet pads short frames to 60 bytes: the IPv4 length must bound the payload
        final int frameLength = Math.max(60, 14 + tag + ip.capacity());
        final ByteBuffer frame = ByteBuffer.allocate(frameLength);
        frame.put(new byte[12]);
        if (vlan >= 0)
        {
            frame.putShort((short)0x8100).putShort((short)vlan);
        }
        frame.putShort((short)0x0800).put(ip.array());
        return frame.array();
    }

    static byte[] udpDatagram(final byte[] payload)
    {
        final ByteBuffer udp = ByteBuffer.allocate(8 + payload.length);
        udp.putShort((short)30001).putShort((short)30002).putShort((short)(8 + payload.length)).putShort((short)0);
        return udp.put(payload).array();
    }

    /**
     * @param flow distinguishes flows by source port.
     */
    static byte[] tcpSegment(final int flow, final int sequence, final boolean syn, final byte[] payload)
    {
        final ByteBuffer tcp = ByteBuffer.allocate(20 + payload.length);
        tcp.putShort((short)(40000 + flow)).putShort((short)9000).putInt(sequence).putInt(0);
        tcp.put((byte)0x50).put((byte)(syn ? 0x02 : 0x18)).putShort((short)65535).putInt(0);
        return tcp.put(payload).array();
    }

    byte[] toByteArray()
    {
        return out.toByteArray();
    }
}
