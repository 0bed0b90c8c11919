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
     * A packet that carries no IPv4 UDP or TCP payload (ARP, IPv6, fragments...), passed over.
     */
    default void onIgnored(long fileOffset, String reason)
    {
    }
}
