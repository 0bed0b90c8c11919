package io.sbetool.capture;

import org.agrona.DirectBuffer;

/**
 * Receives the transport payloads of a capture's packets.
 */
public interface PacketListener
{
    /**
     * A UDP datagram's payload.
     */
    void onUdp(DirectBuffer buffer, int offset, int length, long fileOffset);

    /**
     * A TCP segment; the flyweight is valid only during the call.
     */
    void onTcp(TcpSegment segment);

    /**
     * A packet that carries no UDP or TCP payload over IPv4 or IPv6 (ARP, ICMP...), passed over.
     *
     * @param reason a constant naming what was found, the number in brackets being {@code detail}.
     * @param detail e.g. the EtherType or IP protocol.
     */
    default void onIgnored(long fileOffset, String reason, int detail)
    {
    }

    /**
     * Packets whose payload never reached the listener though it was UDP or TCP: fragments of a
     * datagram that never completed (given up at a limit, expired, or left at the end).
     *
     * @param fileOffset the file offset of the first of them.
     * @param reason     a constant naming what they were.
     * @param packets    how many packets were lost so.
     */
    default void onLost(long fileOffset, String reason, int packets)
    {
    }

    /**
     * A packet that cannot be read although the capture around it can (a link type other than
     * Ethernet, a packet block whose lengths do not agree): the reader goes on with the next packet
     * unless this throws, which by default it does.
     */
    default void onUnreadable(long fileOffset, String reason)
    {
        throw new CaptureException(reason, fileOffset);
    }
}
