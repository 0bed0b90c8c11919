package io.sbetool.capture;

import io.sbetool.otf.ByteSink;
import io.sbetool.otf.EnvelopeExtension;

import java.nio.charset.StandardCharsets;

/**
 * Writes {@code "packet":{...},} into each message's JSON object: the capture timestamp in
 * nanoseconds and as ISO-8601 UTC, the source and destination address and port (IPv6 as
 * {@code [2001:db8::1]:30001}), and the fields
 * of the venue's packet header when one is described. Formats straight into the sink, allocating
 * nothing per message.
 */
final class PacketFields implements EnvelopeExtension
{
    private static final byte[] START = bytes("\"packet\":{");
    private static final byte[] TIME = bytes("\"time\":");
    private static final byte[] TIME_ISO = bytes(",\"timeIso\":\"");
    private static final byte[] SOURCE = bytes("\"src\":\"");
    private static final byte[] DESTINATION = bytes(",\"dst\":\"");

    private final PacketHeader header;
    private final boolean int64AsString;
    private PacketInfo packet;

    /**
     * @param header the venue's packet header, or null.
     */
    PacketFields(final PacketHeader header, final boolean int64AsString)
    {
        this.header = header;
        this.int64AsString = int64AsString;
    }

    /**
     * @param packet the packet whose messages follow, or null outside a capture.
     */
    void packet(final PacketInfo packet)
    {
        this.packet = packet;
    }

    @Override
    public void appendTo(final ByteSink out)
    {
        final PacketInfo p = packet;
        if (p == null)
        {
            return;
        }
        out.append(START);
        if (p.timestampNanos != PacketInfo.NO_TIMESTAMP)
        {
            out.append(TIME).appendLong(p.timestampNanos).append(TIME_ISO);
            IsoTime.append(out, p.timestampNanos);
            out.append((byte)'"').append((byte)',');
        }
        out.append(SOURCE);
        if (p.ipv6)
        {
            appendIpv6Endpoint(out, p.sourceHigh, p.sourceLow, p.sourcePort);
        }
        else
        {
            appendEndpoint(out, p.sourceAddress, p.sourcePort);
        }
        out.append((byte)'"').append(DESTINATION);
        if (p.ipv6)
        {
            appendIpv6Endpoint(out, p.destinationHigh, p.destinationLow, p.destinationPort);
        }
        else
        {
            appendEndpoint(out, p.destinationAddress, p.destinationPort);
        }
        out.append((byte)'"');
        if (header != null && p.payload != null && p.payloadLength >= header.length())
        {
            header.appendJson(out, p.payload, p.payloadOffset, int64AsString);
        }
        out.append((byte)'}').append((byte)',');
    }

    static void appendEndpoint(final ByteSink out, final int address, final int port)
    {
        out.appendLong(address >>> 24).append((byte)'.').appendLong((address >>> 16) & 0xFF).append((byte)'.')
            .appendLong((address >>> 8) & 0xFF).append((byte)'.').appendLong(address & 0xFF)
            .append((byte)':').appendLong(port);
    }

    /**
     * {@code [2001:db8::1]:30001}, the bracketed form of RFC 3986 that keeps the port apart.
     */
    static void appendIpv6Endpoint(final ByteSink out, final long high, final long low, final int port)
    {
        out.append((byte)'[');
        Ipv6Text.append(out, high, low);
        out.append((byte)']').append((byte)':').appendLong(port);
    }

    private static byte[] bytes(final String text)
    {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
