package io.sbetool.capture;

import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * Which packets of a capture to decode: by source or destination IPv4 address (and port), and by
 * capture time. Packets outside are passed over before their messages are framed.
 */
public final class PacketFilter
{
    private static final int ANY_PORT = -1;

    private boolean source;
    private int sourceAddress;
    private int sourcePort = ANY_PORT;
    private boolean destination;
    private int destinationAddress;
    private int destinationPort = ANY_PORT;
    private long from = Long.MIN_VALUE;
    private long to = Long.MAX_VALUE;

    /**
     * @param endpoint {@code a.b.c.d} or {@code a.b.c.d:port}.
     */
    public PacketFilter source(final String endpoint)
    {
        source = true;
        sourceAddress = address(endpoint);
        sourcePort = port(endpoint);
        return this;
    }

    public PacketFilter destination(final String endpoint)
    {
        destination = true;
        destinationAddress = address(endpoint);
        destinationPort = port(endpoint);
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
        return !source && !destination && from == Long.MIN_VALUE && to == Long.MAX_VALUE;
    }

    boolean accepts(final PacketInfo packet)
    {
        if (source && !matches(packet.sourceAddress, packet.sourcePort, sourceAddress, sourcePort))
        {
            return false;
        }
        if (destination && !matches(packet.destinationAddress, packet.destinationPort, destinationAddress,
            destinationPort))
        {
            return false;
        }
        final long time = packet.timestampNanos;
        return time == PacketInfo.NO_TIMESTAMP ? from == Long.MIN_VALUE && to == Long.MAX_VALUE :
            time >= from && time < to;
    }

    private static boolean matches(final int address, final int port, final int wantedAddress, final int wantedPort)
    {
        return address == wantedAddress && (wantedPort == ANY_PORT || port == wantedPort);
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

    static int address(final String endpoint)
    {
        final String host = endpoint.trim().split(":")[0];
        final String[] octets = host.split("\\.");
        if (octets.length != 4)
        {
            throw new IllegalArgumentException("'" + endpoint + "' is not an IPv4 address (a.b.c.d or a.b.c.d:port)");
        }
        int address = 0;
        for (final String octet : octets)
        {
            final int value = parse(octet, 255, endpoint);
            address = (address << 8) | value;
        }
        return address;
    }

    private static int port(final String endpoint)
    {
        final String[] parts = endpoint.trim().split(":");
        if (parts.length > 2)
        {
            throw new IllegalArgumentException("'" + endpoint + "' is not an IPv4 address (a.b.c.d or a.b.c.d:port)");
        }
        return parts.length == 2 ? parse(parts[1], 65_535, endpoint) : ANY_PORT;
    }

    private static int parse(final String number, final int max, final String endpoint)
    {
        try
        {
            final int value = Integer.parseInt(number);
            if (value >= 0 && value <= max)
            {
                return value;
            }
        }
        catch (final NumberFormatException ex)
        {
            // reported below
        }
        throw new IllegalArgumentException("'" + endpoint + "' is not an IPv4 address (a.b.c.d or a.b.c.d:port)");
    }
}
