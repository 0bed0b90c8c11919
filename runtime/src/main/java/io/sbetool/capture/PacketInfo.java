package io.sbetool.capture;

import io.sbetool.otf.ByteSink;
import org.agrona.DirectBuffer;

/**
 * What a capture says about the packet being decoded: when it was captured, between which IPv4 or
 * IPv6 addresses and ports, and where its transport payload (which starts with the venue's packet header)
 * lies. One reused flyweight per reader, valid while the packet's messages are handled.
 */
public final class PacketInfo
{
    /** {@link #timestampNanos()} when the container gives none. */
    public static final long NO_TIMESTAMP = Long.MIN_VALUE;

    long timestampNanos = NO_TIMESTAMP;
    /** The IPv4 addresses; 0 for IPv6. */
    int sourceAddress;
    int sourcePort;
    int destinationAddress;
    int destinationPort;
    boolean ipv6;
    /** Either kind as 128 bits, IPv4 in its IPv6-mapped form (::ffff:a.b.c.d). */
    long sourceHigh;
    long sourceLow;
    long destinationHigh;
    long destinationLow;
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

    /**
     * @return whether the packet is IPv6; {@link #sourceAddress()} and {@link #destinationAddress()} are
     * then 0, and the addresses are only in their 128-bit form.
     */
    public boolean isIpv6()
    {
        return ipv6;
    }

    /**
     * Sets the IPv4 addresses, and their 128-bit forms.
     */
    void ipv4(final int source, final int destination)
    {
        ipv6 = false;
        sourceAddress = source;
        destinationAddress = destination;
        sourceHigh = 0;
        sourceLow = mapped(source);
        destinationHigh = 0;
        destinationLow = mapped(destination);
    }

    static long mapped(final int ipv4)
    {
        return 0xFFFF_0000_0000L | (ipv4 & 0xFFFF_FFFFL);
    }

    void payload(final DirectBuffer buffer, final int offset, final int length)
    {
        payload = buffer;
        payloadOffset = offset;
        payloadLength = length;
    }

    /**
     * Appends the source as NDJSON's {@code "src"} shows it: {@code 10.0.0.1:30001}, IPv6 as
     * {@code [2001:db8::1]:30001}.
     */
    public void appendSource(final ByteSink out)
    {
        if (ipv6)
        {
            PacketFields.appendIpv6Endpoint(out, sourceHigh, sourceLow, sourcePort);
        }
        else
        {
            PacketFields.appendEndpoint(out, sourceAddress, sourcePort);
        }
    }

    /**
     * Appends the destination as NDJSON's {@code "dst"} shows it.
     */
    public void appendDestination(final ByteSink out)
    {
        if (ipv6)
        {
            PacketFields.appendIpv6Endpoint(out, destinationHigh, destinationLow, destinationPort);
        }
        else
        {
            PacketFields.appendEndpoint(out, destinationAddress, destinationPort);
        }
    }

    /**
     * @return the transport payload (the venue's packet header first), or null; with {@link #payloadOffset()}
     * and {@link #payloadLength()}.
     */
    public DirectBuffer payload()
    {
        return payload;
    }

    public int payloadOffset()
    {
        return payloadOffset;
    }

    public int payloadLength()
    {
        return payloadLength;
    }
}
