package io.sbetool.capture;

import org.agrona.DirectBuffer;

import java.nio.ByteOrder;

/**
 * Reads a libpcap file (magic a1b2c3d4 for microsecond, a1b23c4d for nanosecond timestamps, in
 * either byte order) record by record through a {@link MappedFile}, and peels Ethernet (with any
 * 802.1Q/802.1ad VLAN tags), IPv4, and UDP or TCP to hand each transport payload to a listener.
 * IPv4 total length bounds the payload, so Ethernet padding is never taken for data.
 */
public final class PcapReader
{
    public static final int MAGIC_MICROS = 0xA1B2C3D4;
    public static final int MAGIC_NANOS = 0xA1B23C4D;
    private static final int PCAPNG_SECTION_HEADER = 0x0A0D0D0A;
    private static final int GLOBAL_HEADER_LENGTH = 24;
    private static final int RECORD_HEADER_LENGTH = 16;
    private static final int LINKTYPE_ETHERNET = 1;
    private static final int MAX_RECORD_LENGTH = 1 << 26;
    private static final int ETHERTYPE_IPV4 = 0x0800;
    private static final int ETHERTYPE_VLAN = 0x8100;
    private static final int ETHERTYPE_QINQ = 0x88A8;
    private static final int PROTOCOL_TCP = 6;
    private static final int PROTOCOL_UDP = 17;

    private final MappedFile file;
    private final TcpSegment segment = new TcpSegment();
    private ByteOrder order;
    private boolean nanos;

    public PcapReader(final MappedFile file)
    {
        this.file = file;
    }

    /**
     * @return whether the file starts with a pcap magic number in either byte order.
     */
    public static boolean isPcap(final MappedFile file)
    {
        if (file.size() < GLOBAL_HEADER_LENGTH)
        {
            return false;
        }
        final int magic = file.buffer().getInt(file.map(0, 4), ByteOrder.LITTLE_ENDIAN);
        return magic == MAGIC_MICROS || magic == MAGIC_NANOS ||
            magic == Integer.reverseBytes(MAGIC_MICROS) || magic == Integer.reverseBytes(MAGIC_NANOS);
    }

    /**
     * @return whether the file is a pcapng capture (Wireshark's default format), which this reader
     * does not read: its Section Header Block type is the same in either byte order.
     */
    public static boolean isPcapng(final MappedFile file)
    {
        return file.size() >= 4 && file.buffer().getInt(file.map(0, 4), ByteOrder.LITTLE_ENDIAN) == PCAPNG_SECTION_HEADER;
    }

    /**
     * @return whether timestamps are in nanoseconds (known after {@link #read} has started).
     */
    public boolean isNanosecond()
    {
        return nanos;
    }

    /**
     * Reads every record. Errors in a record's framing end the read with a {@link CaptureException};
     * exceptions from the listener propagate.
     */
    public void read(final PacketListener listener)
    {
        readGlobalHeader();
        long position = GLOBAL_HEADER_LENGTH;
        final long size = file.size();
        while (position < size)
        {
            if (size - position < RECORD_HEADER_LENGTH)
            {
                throw new CaptureException("truncated pcap record header", position);
            }
            final int header = file.map(position, RECORD_HEADER_LENGTH);
            final long captured = file.buffer().getInt(header + 8, order) & 0xFFFF_FFFFL;
            if (captured > MAX_RECORD_LENGTH || position + RECORD_HEADER_LENGTH + captured > size)
            {
                throw new CaptureException("pcap record of " + captured + " bytes runs past the end of the file", position);
            }
            final long packetOffset = position + RECORD_HEADER_LENGTH;
            final int index = file.map(packetOffset, (int)captured);
            ethernet(file.buffer(), index, (int)captured, packetOffset, listener);
            position = packetOffset + captured;
        }
    }

    private void readGlobalHeader()
    {
        if (file.size() < GLOBAL_HEADER_LENGTH)
        {
            throw new CaptureException("file too short for a pcap header", 0);
        }
        final int index = file.map(0, GLOBAL_HEADER_LENGTH);
        final int magic = file.buffer().getInt(index, ByteOrder.LITTLE_ENDIAN);
        if (magic == MAGIC_MICROS || magic == MAGIC_NANOS)
        {
            order = ByteOrder.LITTLE_ENDIAN;
        }
        else if (Integer.reverseBytes(magic) == MAGIC_MICROS || Integer.reverseBytes(magic) == MAGIC_NANOS)
        {
            order = ByteOrder.BIG_ENDIAN;
        }
        else
        {
            throw new CaptureException("not a pcap file (magic " + Integer.toHexString(magic) + ")", 0);
        }
        nanos = file.buffer().getInt(index, order) == MAGIC_NANOS;
        final int linkType = file.buffer().getInt(index + 20, order) & 0x0FFF_FFFF;
        if (linkType != LINKTYPE_ETHERNET)
        {
            throw new CaptureException("unsupported pcap link type " + linkType + " (only Ethernet, 1)", 20);
        }
    }

    private void ethernet(
        final DirectBuffer buffer, final int index, final int length, final long fileOffset, final PacketListener listener)
    {
        int position = 12;
        while (true)
        {
            if (length < position + 2)
            {
                listener.onIgnored(fileOffset, "truncated Ethernet header");
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
                listener.onIgnored(fileOffset, "EtherType 0x" + Integer.toHexString(etherType));
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
            listener.onIgnored(fileOffset, "not an IPv4 header");
            return;
        }
        final int headerLength = (buffer.getByte(index) & 0x0F) * 4;
        final int totalLength = buffer.getShort(index + 2, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        final int fragment = buffer.getShort(index + 6, ByteOrder.BIG_ENDIAN) & 0x3FFF;
        if (headerLength < 20 || totalLength < headerLength || totalLength > length)
        {
            throw new CaptureException("IPv4 total length " + totalLength + " does not fit the " + length +
                " captured bytes", fileOffset);
        }
        if (fragment != 0)
        {
            listener.onIgnored(fileOffset, "IPv4 fragment");
            return;
        }
        final int protocol = buffer.getByte(index + 9) & 0xFF;
        final int payload = index + headerLength;
        final int payloadLength = totalLength - headerLength;
        final long payloadOffset = fileOffset + headerLength;
        if (protocol == PROTOCOL_UDP)
        {
            udp(buffer, payload, payloadLength, payloadOffset, listener);
        }
        else if (protocol == PROTOCOL_TCP)
        {
            tcp(buffer, index, payload, payloadLength, payloadOffset, listener);
        }
        else
        {
            listener.onIgnored(fileOffset, "IP protocol " + protocol);
        }
    }

    private static void udp(
        final DirectBuffer buffer, final int index, final int length, final long fileOffset, final PacketListener listener)
    {
        final int udpLength = length < 8 ? -1 : buffer.getShort(index + 4, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        if (udpLength < 8 || udpLength > length)
        {
            throw new CaptureException("UDP length " + udpLength + " does not fit the " + length + " bytes", fileOffset);
        }
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
            throw new CaptureException("TCP header length " + headerLength + " does not fit the " + length +
                " bytes", fileOffset);
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
        listener.onTcp(s);
    }
}
