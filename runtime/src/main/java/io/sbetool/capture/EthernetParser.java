package io.sbetool.capture;

import org.agrona.DirectBuffer;

import java.nio.ByteOrder;

/**
 * Peels Ethernet (with any 802.1Q/802.1ad VLAN tags), IPv4, and UDP or TCP off one captured frame
 * and hands the transport payload to a listener. Shared by every capture container so that libpcap
 * and pcapng packets are parsed the same way. IPv4 total length bounds the payload, so Ethernet
 * padding is never taken for data.
 */
final class EthernetParser
{
    private static final int ETHERTYPE_IPV4 = 0x0800;
    private static final int ETHERTYPE_VLAN = 0x8100;
    private static final int ETHERTYPE_QINQ = 0x88A8;
    private static final int PROTOCOL_TCP = 6;
    private static final int PROTOCOL_UDP = 17;
    // Constant reasons with the number apart: captures are full of ARP, IPv6 and the like, and a
    // string built for each of them would cost more than the packet's whole parse.
    static final String TRUNCATED_ETHERNET = "truncated Ethernet header (captured length)";
    static final String NOT_IPV4 = "not IPv4 (EtherType)";
    static final String NOT_IPV4_HEADER = "not an IPv4 header (captured length)";
    static final String FRAGMENT = "IPv4 fragment (flags and offset)";
    static final String OTHER_PROTOCOL = "neither UDP nor TCP (IP protocol)";

    private final TcpSegment segment = new TcpSegment();
    private final PacketInfo packet = new PacketInfo();

    /**
     * @return the packet being parsed; readers set its timestamp before {@link #frame}.
     */
    PacketInfo packet()
    {
        return packet;
    }

    /**
     * @param fileOffset the file offset of the frame's first byte, so payload offsets are file offsets.
     * IPv4, UDP or TCP lengths that do not fit the captured bytes make the packet unreadable: the
     * container still knows where the next packet starts, so only this one is lost.
     */
    void frame(
        final DirectBuffer buffer, final int index, final int length, final long fileOffset, final PacketListener listener)
    {
        int position = 12;
        while (true)
        {
            if (length < position + 2)
            {
                listener.onIgnored(fileOffset, TRUNCATED_ETHERNET, length);
                return;
            }
            final int etherType = buffer.getShort(index + position, ByteOrder.BIG_ENDIAN) & 0xFFFF;
            position += 2;
            if (etherType == ETHERTYPE_VLAN || etherType == ETHERTYPE_QINQ)
            {
                position += 2;
                continue;
            }
            if (etherType != ETHERTYPE_IPV4)
            {
                listener.onIgnored(fileOffset, NOT_IPV4, etherType);
                return;
            }
            break;
        }
        ipv4(buffer, index + position, length - position, fileOffset + position, listener);
    }

    private void ipv4(
        final DirectBuffer buffer, final int index, final int length, final long fileOffset, final PacketListener listener)
    {
        if (length < 20 || (buffer.getByte(index) & 0xF0) != 0x40)
        {
            listener.onIgnored(fileOffset, NOT_IPV4_HEADER, length);
            return;
        }
        final int headerLength = (buffer.getByte(index) & 0x0F) * 4;
        final int totalLength = buffer.getShort(index + 2, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        final int fragment = buffer.getShort(index + 6, ByteOrder.BIG_ENDIAN) & 0x3FFF;
        if (headerLength < 20 || totalLength < headerLength || totalLength > length)
        {
            listener.onUnreadable(fileOffset, "IPv4 total length " + totalLength + " does not fit the " + length +
                " captured bytes");
            return;
        }
        if (fragment != 0)
        {
            listener.onIgnored(fileOffset, FRAGMENT, fragment);
            return;
        }
        final int protocol = buffer.getByte(index + 9) & 0xFF;
        final int payload = index + headerLength;
        final int payloadLength = totalLength - headerLength;
        final long payloadOffset = fileOffset + headerLength;
        if (protocol == PROTOCOL_UDP)
        {
            udp(buffer, index, payload, payloadLength, payloadOffset, listener);
        }
        else if (protocol == PROTOCOL_TCP)
        {
            tcp(buffer, index, payload, payloadLength, payloadOffset, listener);
        }
        else
        {
            listener.onIgnored(fileOffset, OTHER_PROTOCOL, protocol);
        }
    }

    private void udp(final DirectBuffer buffer, final int ipIndex, final int index, final int length,
        final long fileOffset, final PacketListener listener)
    {
        final int udpLength = length < 8 ? -1 : buffer.getShort(index + 4, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        if (udpLength < 8 || udpLength > length)
        {
            listener.onUnreadable(fileOffset, "UDP length " + udpLength + " does not fit the " + length + " bytes");
            return;
        }
        final PacketInfo p = packet;
        p.sourceAddress = buffer.getInt(ipIndex + 12, ByteOrder.BIG_ENDIAN);
        p.destinationAddress = buffer.getInt(ipIndex + 16, ByteOrder.BIG_ENDIAN);
        p.sourcePort = buffer.getShort(index, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        p.destinationPort = buffer.getShort(index + 2, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        p.payload(buffer, index + 8, udpLength - 8);
        listener.onUdp(buffer, index + 8, udpLength - 8, fileOffset + 8);
    }

    private void tcp(
        final DirectBuffer buffer,
        final int ipIndex,
        final int index,
        final int length,
        final long fileOffset,
        final PacketListener listener)
    {
        final int headerLength = length < 20 ? -1 : ((buffer.getByte(index + 12) & 0xF0) >>> 4) * 4;
        if (headerLength < 20 || headerLength > length)
        {
            listener.onUnreadable(fileOffset, "TCP header length " + headerLength + " does not fit the " + length +
                " bytes");
            return;
        }
        final TcpSegment s = segment;
        s.sourceAddress = buffer.getInt(ipIndex + 12, ByteOrder.BIG_ENDIAN);
        s.destinationAddress = buffer.getInt(ipIndex + 16, ByteOrder.BIG_ENDIAN);
        s.sourcePort = buffer.getShort(index, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        s.destinationPort = buffer.getShort(index + 2, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        s.sequence = buffer.getInt(index + 4, ByteOrder.BIG_ENDIAN);
        s.flags = buffer.getByte(index + 13) & 0x3F;
        s.buffer = buffer;
        s.offset = index + headerLength;
        s.length = length - headerLength;
        s.fileOffset = fileOffset + headerLength;
        final PacketInfo p = packet;
        p.sourceAddress = s.sourceAddress;
        p.destinationAddress = s.destinationAddress;
        p.sourcePort = s.sourcePort;
        p.destinationPort = s.destinationPort;
        p.payload(buffer, s.offset, s.length);
        listener.onTcp(s);
    }
}
