package io.sbetool.capture;

import org.agrona.DirectBuffer;

/**
 * A TCP segment as parsed from a packet: a reused flyweight over the capture's buffer.
 */
public final class TcpSegment
{
    static final int FIN = 0x01;
    static final int SYN = 0x02;
    static final int RST = 0x04;

    /** IPv4 addresses; 0 for IPv6. */
    int sourceAddress;
    int destinationAddress;
    /** Both kinds as 128 bits, IPv4 in its IPv6-mapped form (::ffff:a.b.c.d), to tell flows apart. */
    long sourceHigh;
    long sourceLow;
    long destinationHigh;
    long destinationLow;
    int sourcePort;
    int destinationPort;
    int sequence;
    int flags;
    DirectBuffer buffer;
    int offset;
    int length;
    long fileOffset;

    public int sourceAddress()
    {
        return sourceAddress;
    }

    public int destinationAddress()
    {
        return destinationAddress;
    }

    public int sourcePort()
    {
        return sourcePort;
    }

    public int destinationPort()
    {
        return destinationPort;
    }

    public int sequence()
    {
        return sequence;
    }

    public boolean isSyn()
    {
        return (flags & SYN) != 0;
    }

    public DirectBuffer buffer()
    {
        return buffer;
    }

    public int offset()
    {
        return offset;
    }

    public int length()
    {
        return length;
    }

    public long fileOffset()
    {
        return fileOffset;
    }
}
