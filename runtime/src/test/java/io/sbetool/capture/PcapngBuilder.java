package io.sbetool.capture;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes small pcapng files for tests, block by block, in either byte order: sections, interfaces,
 * Enhanced and Simple Packet Blocks carrying the same Ethernet frames as {@link PcapBuilder}, and
 * blocks of any other type. Offsets of what was written let tests predict NDJSON offsets.
 */
final class PcapngBuilder
{
    static final int LINKTYPE_ETHERNET = 1;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final List<Integer> blockEnds = new ArrayList<>();
    private ByteOrder order;
    private int vlan = -1;
    private int iface;

    /**
     * Starts the file with a section in the given byte order.
     */
    PcapngBuilder(final ByteOrder order)
    {
        section(order);
    }

    /**
     * A Section Header Block (version 1.0, section length unknown) with one comment option.
     */
    PcapngBuilder section(final ByteOrder order)
    {
        this.order = order;
        final ByteBuffer body = ByteBuffer.allocate(16 + 12 + 4).order(order);
        body.putInt(0x1A2B3C4D).putShort((short)1).putShort((short)0).putLong(-1L);
        // opt_comment "sbetool!" then opt_endofopt: options must be passed over
        body.putShort((short)1).putShort((short)8).put("sbetool!".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        body.putInt(0);
        return block(0x0A0D0D0A, body.array());
    }

    /**
     * An Interface Description Block with an if_tsresol option of nanoseconds.
     */
    PcapngBuilder interfaceDescription(final int linkType)
    {
        final ByteBuffer body = ByteBuffer.allocate(8 + 8 + 4).order(order);
        body.putShort((short)linkType).putShort((short)0).putInt(65535);
        body.putShort((short)9).putShort((short)1).put((byte)9).put(new byte[3]).putInt(0);
        return block(1, body.array());
    }

    PcapngBuilder vlan(final int id)
    {
        vlan = id;
        return this;
    }

    /**
     * The interface the next Enhanced Packet Blocks name.
     */
    PcapngBuilder onInterface(final int id)
    {
        iface = id;
        return this;
    }

    PcapngBuilder udp(final byte[] payload)
    {
        return enhancedPacket(ip(17, PcapBuilder.udpDatagram(payload)));
    }

    PcapngBuilder tcp(final int flow, final int sequence, final boolean syn, final byte[] payload)
    {
        return enhancedPacket(ip(6, PcapBuilder.tcpSegment(flow, sequence, syn, payload)));
    }

    PcapngBuilder simpleUdp(final byte[] payload)
    {
        final byte[] frame = ip(17, PcapBuilder.udpDatagram(payload));
        final ByteBuffer body = ByteBuffer.allocate(4 + padded(frame.length)).order(order);
        body.putInt(frame.length).put(frame);
        return block(3, body.array());
    }

    /**
     * An Enhanced Packet Block holding the frame (padded to 32 bits) and an opt_comment option.
     */
    PcapngBuilder enhancedPacket(final byte[] frame)
    {
        final ByteBuffer body = ByteBuffer.allocate(20 + padded(frame.length) + 8 + 4).order(order);
        body.putInt(iface).putInt(0x0006_0000).putInt(0x1234_5678).putInt(frame.length).putInt(frame.length);
        body.put(frame).position(20 + padded(frame.length));
        body.putShort((short)1).putShort((short)3).put("abc".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        body.put((byte)0).putInt(0);
        return block(6, body.array());
    }

    /**
     * A block of any type with the given body (a multiple of 4 bytes).
     */
    PcapngBuilder block(final int type, final byte[] body)
    {
        final ByteBuffer block = ByteBuffer.allocate(12 + body.length).order(order);
        block.putInt(type).putInt(12 + body.length).put(body).putInt(12 + body.length);
        out.writeBytes(block.array());
        blockEnds.add(out.size());
        return this;
    }

    /**
     * @return bytes written so far: the file offset of the next block.
     */
    int size()
    {
        return out.size();
    }

    /**
     * @return the file offset after each block written so far.
     */
    List<Integer> blockEnds()
    {
        return blockEnds;
    }

    byte[] toByteArray()
    {
        return out.toByteArray();
    }

    private byte[] ip(final int protocol, final byte[] l4)
    {
        return PcapBuilder.ethernetFrame(vlan, protocol, 0x0A000001, 0x0A000002, l4);
    }

    private static int padded(final int length)
    {
        return (length + 3) & ~3;
    }
}
