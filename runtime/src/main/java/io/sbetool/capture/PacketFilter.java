package io.sbetool.capture;

import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * Which packets of a capture to decode: by source or destination IPv4 or IPv6 address (and port), and by
 * capture time. Packets outside are passed over before their messages are framed.
 */
public final class PacketFilter
{
    private Endpoint source;
    private Endpoint destination;
    private long from = Long.MIN_VALUE;
    private long to = Long.MAX_VALUE;

    /**
     * @param endpoint {@code a.b.c.d}, {@code a.b.c.d:port}, an IPv6 address ({@code 2001:db8::1}) or
     *                 one with a port in brackets ({@code [2001:db8::1]:30001}).
     */
    public PacketFilter source(final String endpoint)
    {
        source = Endpoint.parse(endpoint);
        return this;
    }

    public PacketFilter destination(final String endpoint)
    {
        destination = Endpoint.parse(endpoint);
        return this;
    }

    /**
     * @param time an ISO-8601 instant ({@code 2024-03-15T14:30:00Z}) or nanoseconds since the epoch;
     *             packets captured at or after it are kept.
     */
    public PacketFilter from(final String time)
    {
        from = nanos(time);
        return this;
    }

    /**
     * @param time as for {@link #from}; packets captured before it are kept.
     */
    public PacketFilter to(final String time)
    {
        to = nanos(time);
        return this;
    }

    public boolean isEmpty()
    {
        return source == null && destination == null && from == Long.MIN_VALUE && to == Long.MAX_VALUE;
    }

    boolean accepts(final PacketInfo packet)
    {
        if (source != null && !source.matches(packet.sourceHigh, packet.sourceLow, packet.sourcePort))
        {
            return false;
        }
        if (destination != null &&
            !destination.matches(packet.destinationHigh, packet.destinationLow, packet.destinationPort))
        {
            return false;
        }
        final long time = packet.timestampNanos;
        return time == PacketInfo.NO_TIMESTAMP ? from == Long.MIN_VALUE && to == Long.MAX_VALUE :
            time >= from && time < to;
    }

    static long nanos(final String time)
    {
        final String text = time.trim();
        if (text.matches("-?[0-9]+"))
        {
            return Long.parseLong(text);
        }
        try
        {
            final Instant instant = Instant.parse(text);
            return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000_000L), instant.getNano());
        }
        catch (final DateTimeParseException | ArithmeticException ex)
        {
            throw new IllegalArgumentException("'" + time + "' is neither an ISO-8601 instant " +
                "(2024-03-15T14:30:00Z) nor nanoseconds since the epoch", ex);
        }
    }

    /**
     * @return the IPv4 address of {@code a.b.c.d} or {@code a.b.c.d:port}.
     */
    static int address(final String endpoint)
    {
        final Endpoint parsed = Endpoint.parse(endpoint);
        if (parsed.high != 0 || (parsed.low >>> 32) != 0xFFFF)
        {
            throw Endpoint.invalid(endpoint);
        }
        return (int)parsed.low;
    }
}
