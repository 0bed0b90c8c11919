package io.sbetool.capture;

import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteOrder;

/**
 * Peels Ethernet (with any 802.1Q/802.1ad VLAN tags), IPv4 or IPv6 (its hop-by-hop, routing,
 * destination options and authentication headers skipped), and UDP or TCP off one captured frame
 * and hands the transport payload to a listener. Fragmented datagrams of either version are
 * reassembled first ({@link IpFragments}). Shared by every capture container so that libpcap and
 * pcapng packets are parsed the same way. The IP length bounds the payload, so Ethernet padding is
 * never taken for data.
 */
final class EthernetParser
{
    private static final int ETHERTYPE_IPV4 = 0x0800;
    private static final int ETHERTYPE_IPV6 = 0x86DD;
    private static final int ETHERTYPE_VLAN = 0x8100;
    private static final int ETHERTYPE_QINQ = 0x88A8;
    private static final int PROTOCOL_TCP = 6;
    private static final int PROTOCOL_UDP = 17;
    private static final int IPV6_HOP_BY_HOP = 0;
    private static final int IPV6_ROUTING = 43;
    private static final int IPV6_FRAGMENT = 44;
    private static final int IPV6_AUTHENTICATION = 51;
    private static final int IPV6_DESTINATION_OPTIONS = 60;
    // Constant reasons with the number apart: captures are full of ARP and the like, and a string
    // built for each of them would cost more than the packet's whole parse.
    static final String TRUNCATED_ETHERNET = "truncated Ethernet header (captured length)";
    static final String NOT_IP = "neither IPv4 nor IPv6 (EtherType)";
    static final String NOT_IPV4_HEADER = "not an IPv4 header (captured length)";
    static final String NOT_IPV6_HEADER = "not an IPv6 header (captured length)";
    static final String OTHER_PROTOCOL = "neither UDP nor TCP (IP protocol)";

    private final TcpSegment segment = new TcpSegment();
    private final PacketInfo packet = new PacketInfo();
    private final IpFragments fragments = new IpFragments();
    /** Wraps each reassembled datagram while its payload is handed on. */
    private final UnsafeBuffer reassembled = new UnsafeBuffer(new byte[0]);

    /**
     * @return the packet being parsed; readers set its timestamp before {@link #frame}.
     */
    PacketInfo packet()
    {
        return packet;
    }

    /**
     * Gives up the fragmented datagrams not complete at the end of the capture, reporting them lost.
     */
    void finish(final PacketListener listener)
    {
        fragments.finish(listener);
    }

    /**
     * @param fileOffset the file offset of the frame's first byte, so payload offsets are file offsets.
     * IP, UDP or TCP lengths that do not fit the captured bytes make the packet unreadable: the
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
            if (etherType == ETHERTYPE_IPV4)
            {
                ipv4(buffer, index + position, length - position, fileOffset + position, listener);
            }
            else if (etherType == ETHERTYPE_IPV6)
            {
                ipv6(buffer, index + position, length - position, fileOffset + position, listener);
            }
            else
            {
                listener.onIgnored(fileOffset, NOT_IP, etherType);
            }
            return;
        }
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
        packet.ipv4(buffer.getInt(index + 12, ByteOrder.BIG_ENDIAN), buffer.getInt(index + 16, ByteOrder.BIG_ENDIAN));
        final int protocol = buffer.getByte(index + 9) & 0xFF;
        final int payload = index + headerLength;
        final int payloadLength = totalLength - headerLength;
        final long payloadOffset = fileOffset + headerLength;
        if (fragment != 0)
        {
            final int id = buffer.getShort(index + 4, ByteOrder.BIG_ENDIAN) & 0xFFFF;
            final IpFragments.Datagram whole = fragments.add(packet, false, id, protocol, (fragment & 0x1FFF) * 8,
                (fragment & 0x2000) != 0, buffer, payload, payloadLength, payloadOffset, listener);
            if (whole != null)
            {
                reassembled.wrap(whole.data, 0, whole.length);
                transport(whole.protocol, reassembled, 0, whole.length, whole.payloadFileOffset, listener);
            }
            return;
        }
        transport(protocol, buffer, payload, payloadLength, payloadOffset, listener);
    }

    private void ipv6(
        final DirectBuffer buffer, final int index, final int length, final long fileOffset, final PacketListener listener)
    {
        if (length < 40 || (buffer.getByte(index) & 0xF0) != 0x60)
        {
            listener.onIgnored(fileOffset, NOT_IPV6_HEADER, length);
            return;
        }
        final int payloadLength = buffer.getShort(index + 4, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        if (payloadLength == 0 || 40 + payloadLength > length)
        {
            // a payload length of 0 is a jumbogram's, which no link captured here can carry
            listener.onUnreadable(fileOffset, "IPv6 payload length " + payloadLength + " does not fit the " +
                (length - 40) + " captured bytes after its header");
            return;
        }
        final PacketInfo p = packet;
        p.ipv6 = true;
        p.sourceAddress = 0;
        p.destinationAddress = 0;
        p.sourceHigh = buffer.getLong(index + 8, ByteOrder.BIG_ENDIAN);
        p.sourceLow = buffer.getLong(index + 16, ByteOrder.BIG_ENDIAN);
        p.destinationHigh = buffer.getLong(index + 24, ByteOrder.BIG_ENDIAN);
        p.destinationLow = buffer.getLong(index + 32, ByteOrder.BIG_ENDIAN);
        ipv6Headers(buffer.getByte(index + 6) & 0xFF, buffer, index + 40, payloadLength, fileOffset + 40, true,
            listener);
    }

    /**
     * Walks IPv6 extension headers to the transport header: those of the packet, or (after
     * reassembly, {@code mayFragment} false) those of a datagram's fragmentable part.
     */
    private void ipv6Headers(final int firstHeader, final DirectBuffer buffer, final int index, final int length,
        final long fileOffset, final boolean mayFragment, final PacketListener listener)
    {
        int header = firstHeader;
        int position = 0;
        while (true)
        {
            final int at = index + position;
            final int available = length - position;
            switch (header)
            {
                case PROTOCOL_UDP:
                case PROTOCOL_TCP:
                    transport(header, buffer, at, available, fileOffset + position, listener);
                    return;
                case IPV6_HOP_BY_HOP:
                case IPV6_ROUTING:
                case IPV6_DESTINATION_OPTIONS:
                case IPV6_AUTHENTICATION:
                {
                    if (available < 8)
                    {
                        break;
                    }
                    final int extLength = buffer.getByte(at + 1) & 0xFF;
                    final int skip = header == IPV6_AUTHENTICATION ? (extLength + 2) * 4 : (extLength + 1) * 8;
                    if (skip > available)
                    {
                        break;
                    }
                    header = buffer.getByte(at) & 0xFF;
                    position += skip;
                    continue;
                }
                case IPV6_FRAGMENT:
                {
                    if (available < 8 || !mayFragment)
                    {
                        break;
                    }
                    final int next = buffer.getByte(at) & 0xFF;
                    final int offsetAndMore = buffer.getShort(at + 2, ByteOrder.BIG_ENDIAN) & 0xFFFF;
                    final int id = buffer.getInt(at + 4, ByteOrder.BIG_ENDIAN);
                    final IpFragments.Datagram whole = fragments.add(packet, true, id, next, offsetAndMore & 0xFFF8,
                        (offsetAndMore & 1) != 0, buffer, at + 8, available - 8, fileOffset + position + 8, listener);
                    if (whole != null)
                    {
                        reassembled.wrap(whole.data, 0, whole.length);
                        ipv6Headers(whole.protocol, reassembled, 0, whole.length, whole.payloadFileOffset, false,
                            listener);
                    }
                    return;
                }
                default:
                    listener.onIgnored(fileOffset + position, OTHER_PROTOCOL, header);
                    return;
            }
            listener.onUnreadable(fileOffset + position, "IPv6 extension header " + header + " does not fit the " +
                available + " bytes left");
            return;
        }
    }

    private void transport(final int protocol, final DirectBuffer buffer, final int index, final int length,
        final long fileOffset, final PacketListener listener)
    {
        if (protocol == PROTOCOL_UDP)
        {
            udp(buffer, index, length, fileOffset, listener);
        }
        else if (protocol == PROTOCOL_TCP)
        {
            tcp(buffer, index, length, fileOffset, listener);
        }
        else
        {
            listener.onIgnored(fileOffset, OTHER_PROTOCOL, protocol);
        }
    }

    private void udp(final DirectBuffer buffer, final int index, final int length, final long fileOffset,
        final PacketListener listener)
    {
        final int udpLength = length < 8 ? -1 : buffer.getShort(index + 4, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        if (udpLength < 8 || udpLength > length)
        {
            listener.onUnreadable(fileOffset, "UDP length " + udpLength + " does not fit the " + length + " bytes");
            return;
        }
        final PacketInfo p = packet;
        p.sourcePort = buffer.getShort(index, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        p.destinationPort = buffer.getShort(index + 2, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        p.payload(buffer, index + 8, udpLength - 8);
        listener.onUdp(buffer, index + 8, udpLength - 8, fileOffset + 8);
    }

    private void tcp(
        final DirectBuffer buffer,
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
        final PacketInfo p = packet;
        final TcpSegment s = segment;
        s.sourceAddress = p.sourceAddress;
        s.destinationAddress = p.destinationAddress;
        s.sourceHigh = p.sourceHigh;
        s.sourceLow = p.sourceLow;
        s.destinationHigh = p.destinationHigh;
        s.destinationLow = p.destinationLow;
        s.sourcePort = buffer.getShort(index, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        s.destinationPort = buffer.getShort(index + 2, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        s.sequence = buffer.getInt(index + 4, ByteOrder.BIG_ENDIAN);
        s.flags = buffer.getByte(index + 13) & 0x3F;
        s.buffer = buffer;
        s.offset = index + headerLength;
        s.length = length - headerLength;
        s.fileOffset = fileOffset + headerLength;
        p.sourcePort = s.sourcePort;
        p.destinationPort = s.destinationPort;
        p.payload(buffer, s.offset, s.length);
        listener.onTcp(s);
    }
}
