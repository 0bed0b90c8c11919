package io.sbetool.capture;

import java.util.BitSet;
import java.util.Iterator;
import java.util.LinkedHashMap;

/**
 * Reassembles fragmented IPv4 and IPv6 datagrams within bounded memory: at most
 * {@link #MAX_DATAGRAMS} in progress and {@link #MAX_BYTES} held in all, the oldest given up first;
 * one not complete {@link #TIMEOUT_NANOS} of capture time after its first fragment expires (as a
 * host's reassembly would, Linux's default being 30 s too). A datagram given up is reported to the
 * listener with the number of its fragments, so that what was lost is counted, never silent.
 *
 * <p>Fragments are kept in units of 8 bytes, the unit of the fragment offset. A later fragment
 * overlapping an earlier one overwrites it; RFC 5722 has IPv6 hosts drop such datagrams, but a
 * decoder of captures gains nothing by losing the messages.
 */
final class IpFragments
{
    static final int MAX_DATAGRAMS = 1024;
    static final long MAX_BYTES = 16L << 20;
    static final long TIMEOUT_NANOS = 30_000_000_000L;
    /** The largest IP payload a datagram can have (the 16-bit length less the smallest header). */
    static final int MAX_DATAGRAM = 65_535;

    static final String IPV4_LOST = "IPv4 fragments that never completed a datagram";
    static final String IPV6_LOST = "IPv6 fragments that never completed a datagram";
    static final String MALFORMED = "malformed IP fragments (offset and length)";

    /**
     * A datagram being put together.
     */
    static final class Datagram
    {
        final boolean ipv6;
        byte[] data = new byte[2048];
        final BitSet units = new BitSet();
        int protocol = -1;
        /** Known once the last fragment (no more fragments) came, else -1. */
        int length = -1;
        int fragments;
        final long firstTime;
        long firstFileOffset;
        /** The file offset of the payload of the fragment at offset 0, or -1 until it comes. */
        long payloadFileOffset = -1;

        Datagram(final boolean ipv6, final long firstTime)
        {
            this.ipv6 = ipv6;
            this.firstTime = firstTime;
        }

        boolean complete()
        {
            return length >= 0 && protocol >= 0 && units.nextClearBit(0) >= (length + 7) / 8;
        }
    }

    private final LinkedHashMap<EndpointsKey, Datagram> datagrams = new LinkedHashMap<>();
    /** Addresses, identification and (IPv4) protocol: what tells one datagram's fragments from another's. */
    private final EndpointsKey probe = new EndpointsKey();
    private long bytes;

    /**
     * Adds a fragment.
     *
     * @param protocol   the protocol (IPv4) or next header (IPv6) the datagram's payload starts with.
     * @param offset     where the fragment's bytes go in the datagram's payload.
     * @param more       the more-fragments flag: this is not the last fragment.
     * @param time       the capture time, or {@link PacketInfo#NO_TIMESTAMP}.
     * @return the datagram this fragment completed, removed from those in progress; else null.
     */
    Datagram add(final PacketInfo packet, final boolean ipv6, final int id, final int protocol, final int offset,
        final boolean more, final org.agrona.DirectBuffer buffer, final int index, final int length,
        final long fileOffset, final PacketListener listener)
    {
        final long time = packet.timestampNanos;
        expire(time, listener);
        if (offset + length > MAX_DATAGRAM || (more && (length & 7) != 0) || (more && length == 0))
        {
            listener.onLost(fileOffset, MALFORMED, 1);
            return null;
        }
        probe.set(packet.sourceHigh, packet.sourceLow, packet.destinationHigh, packet.destinationLow,
            datagramDiscriminator(ipv6, id, ipv6 ? 0 : protocol));
        Datagram d = datagrams.get(probe);
        if (d == null)
        {
            while (datagrams.size() >= MAX_DATAGRAMS)
            {
                giveUpEldest(listener);
            }
            d = new Datagram(ipv6, time);
            d.firstFileOffset = fileOffset;
            bytes += d.data.length;
            datagrams.put(probe.copy(), d);
        }
        d.fragments++;
        if (offset + length > d.data.length)
        {
            final int grown = Math.min(MAX_DATAGRAM, Math.max(offset + length, 2 * d.data.length));
            bytes += grown - d.data.length;
            d.data = java.util.Arrays.copyOf(d.data, grown);
        }
        buffer.getBytes(index, d.data, offset, length);
        d.units.set(offset / 8, (offset + length + 7) / 8);
        if (!more)
        {
            d.length = offset + length;
        }
        if (offset == 0)
        {
            d.protocol = protocol;
            d.payloadFileOffset = fileOffset;
        }
        if (d.complete())
        {
            datagrams.remove(probe);
            bytes -= d.data.length;
            return d;
        }
        while (bytes > MAX_BYTES && !datagrams.isEmpty())
        {
            giveUpEldest(listener);
        }
        return null;
    }

    /**
     * Gives up the datagrams whose first fragment came more than the timeout before {@code time}.
     */
    private void expire(final long time, final PacketListener listener)
    {
        if (time == PacketInfo.NO_TIMESTAMP)
        {
            return;
        }
        while (!datagrams.isEmpty())
        {
            final Datagram eldest = datagrams.values().iterator().next();
            if (eldest.firstTime == PacketInfo.NO_TIMESTAMP || time - eldest.firstTime <= TIMEOUT_NANOS)
            {
                return;
            }
            giveUpEldest(listener);
        }
    }

    private void giveUpEldest(final PacketListener listener)
    {
        final Iterator<Datagram> eldest = datagrams.values().iterator();
        final Datagram d = eldest.next();
        eldest.remove();
        lost(d, listener);
    }

    private void lost(final Datagram d, final PacketListener listener)
    {
        bytes -= d.data.length;
        listener.onLost(d.firstFileOffset, d.ipv6 ? IPV6_LOST : IPV4_LOST, d.fragments);
    }

    /**
     * Gives up every datagram still in progress: the capture (or its range) ended.
     */
    void finish(final PacketListener listener)
    {
        for (final Datagram d : datagrams.values())
        {
            lost(d, listener);
        }
        datagrams.clear();
        bytes = 0;
    }

    private static long datagramDiscriminator(final boolean ipv6, final int id, final int protocol)
    {
        return ((id & 0xFFFF_FFFFL) << 16) | ((long)protocol << 1) | (ipv6 ? 1 : 0);
    }
}
