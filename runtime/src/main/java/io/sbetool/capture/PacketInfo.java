package io.sbetool.capture;

import org.agrona.DirectBuffer;

/**
 * What a capture says about the packet being decoded: when it was captured, between which IPv4
 * addresses and ports, and where its transport payload (which starts with the venue's packet header)
 * lies. One reused flyweight per reader, valid while the packet's messages are handled.
 */
public final class PacketInfo
{
    /** {@link #timestampNanos()} when the container gives none. */
    public static final long NO_TIMESTAMP = Long.MIN_VALUE;

    long timestampNanos = NO_TIMESTAMP;
    int sourceAddress;
    int sourcePort;
    int destinationAddress;
    int destinationPort;
    DirectBuffer payload;
    int payloadOffset;
    int payloadLength;

    /**
     * @return nanoseconds since the Unix epoch at capture, or {@link #NO_TIMESTAMP}.
     */
    public long timestampNanos()
    {
        return timestampNanos;
    }

    public int sourceAddress()
    {
        return sourceAddress;
    }

    public int sourcePort()
    {
        return sourcePort;
    }

    public int destinationAddress()
    {
        return destinationAddress;
    }

    public int destinationPort()
    {
        return destinationPort;
    }

    void payload(final DirectBuffer buffer, final int offset, final int length)
    {
        payload = buffer;
        payloadOffset = offset;
        payloadLength = length;
    }
}
