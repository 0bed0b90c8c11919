package io.sbetool.capture;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Writes small libpcap files for tests: Ethernet (optionally 802.1Q tagged), IPv4, UDP or TCP.
 */
final class PcapBuilder
{
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteOrder order;
    private final boolean nanos;
    private int vlan = -1;

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

    private PcapBuilder ip(final int protocol, final int source, final int destination, final byte[] l4)
    {
        final byte[] frame = ethernetFrame(vlan, protocol, source, destination, l4);
        final ByteBuffer record = ByteBuffer.allocate(16).order(order);
        record.putInt(1_700_000_000).putInt(nanos ? 123_456_789 : 123_456).putInt(frame.length).putInt(frame.length);
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
