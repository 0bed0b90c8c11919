package io.sbetool.capture;

/**
 * An address, and optionally a port, as a user gives it to a packet filter: {@code a.b.c.d},
 * {@code a.b.c.d:port}, an IPv6 address ({@code 2001:db8::1}, {@code ::ffff:192.0.2.1}) or one in
 * brackets with a port ({@code [2001:db8::1]:30001}). Held as 128 bits, IPv4 in its IPv6-mapped
 * form, as packets' addresses are ({@link PacketInfo}), so either kind is one comparison.
 */
final class Endpoint
{
    static final int ANY_PORT = -1;

    final long high;
    final long low;
    final int port;

    private Endpoint(final long high, final long low, final int port)
    {
        this.high = high;
        this.low = low;
        this.port = port;
    }

    boolean matches(final long addressHigh, final long addressLow, final int packetPort)
    {
        return addressLow == low && addressHigh == high && (port == ANY_PORT || port == packetPort);
    }

    /**
     * @throws IllegalArgumentException saying what forms are accepted.
     */
    static Endpoint parse(final String endpoint)
    {
        final String text = endpoint.trim();
        if (text.startsWith("["))
        {
            final int close = text.indexOf(']');
            if (close < 0 || (close + 1 < text.length() && text.charAt(close + 1) != ':'))
            {
                throw invalid(endpoint);
            }
            final long[] address = ipv6(text.substring(1, close), endpoint);
            final int port = close + 1 < text.length() ? number(text.substring(close + 2), 65_535, endpoint) : ANY_PORT;
            return new Endpoint(address[0], address[1], port);
        }
        final int colons = text.length() - text.replace(":", "").length();
        if (colons >= 2)
        {
            final long[] address = ipv6(text, endpoint);
            return new Endpoint(address[0], address[1], ANY_PORT);
        }
        final String[] parts = text.split(":", -1);
        final int port = parts.length == 2 ? number(parts[1], 65_535, endpoint) : ANY_PORT;
        return new Endpoint(0, PacketInfo.mapped(ipv4(parts[0], endpoint)), port);
    }

    private static int ipv4(final String host, final String endpoint)
    {
        final String[] octets = host.split("\\.", -1);
        if (octets.length != 4)
        {
            throw invalid(endpoint);
        }
        int address = 0;
        for (final String octet : octets)
        {
            address = (address << 8) | number(octet, 255, endpoint);
        }
        return address;
    }

    /**
     * @return the address's high and low 64 bits.
     */
    private static long[] ipv6(final String host, final String endpoint)
    {
        final int gap = host.indexOf("::");
        if (gap >= 0 && host.indexOf("::", gap + 1) >= 0)
        {
            throw invalid(endpoint);
        }
        final int[] head = groups(gap >= 0 ? host.substring(0, gap) : host, endpoint);
        final int[] tail = gap >= 0 ? groups(host.substring(gap + 2), endpoint) : new int[0];
        if (gap < 0 ? head.length != 8 : head.length + tail.length > 7)
        {
            throw invalid(endpoint);
        }
        final int[] all = new int[8];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(tail, 0, all, 8 - tail.length, tail.length);
        long high = 0;
        long low = 0;
        for (int i = 0; i < 4; i++)
        {
            high = (high << 16) | all[i];
            low = (low << 16) | all[i + 4];
        }
        return new long[] {high, low};
    }

    /**
     * @return the 16-bit groups of colon-separated hexadecimal, a trailing dotted IPv4 address as two.
     */
    private static int[] groups(final String part, final String endpoint)
    {
        if (part.isEmpty())
        {
            return new int[0];
        }
        final String[] texts = part.split(":", -1);
        final boolean dotted = texts[texts.length - 1].contains(".");
        final int[] groups = new int[texts.length + (dotted ? 1 : 0)];
        for (int i = 0; i < texts.length; i++)
        {
            final String group = texts[i];
            if (i == texts.length - 1 && dotted)
            {
                final int v4 = ipv4(group, endpoint);
                groups[i] = v4 >>> 16;
                groups[i + 1] = v4 & 0xFFFF;
            }
            else if (group.isEmpty() || group.length() > 4 || !group.matches("[0-9a-fA-F]+"))
            {
                throw invalid(endpoint);
            }
            else
            {
                groups[i] = Integer.parseInt(group, 16);
            }
        }
        return groups;
    }

    private static int number(final String number, final int max, final String endpoint)
    {
        if (number.matches("[0-9]{1,5}"))
        {
            final int value = Integer.parseInt(number);
            if (value <= max)
            {
                return value;
            }
        }
        throw invalid(endpoint);
    }

    static IllegalArgumentException invalid(final String endpoint)
    {
        return new IllegalArgumentException("'" + endpoint + "' is not an address: give a.b.c.d or a.b.c.d:port " +
            "(IPv4), or 2001:db8::1 or [2001:db8::1]:port (IPv6)");
    }
}
