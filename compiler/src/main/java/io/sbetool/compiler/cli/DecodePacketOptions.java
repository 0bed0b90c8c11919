package io.sbetool.compiler.cli;

import io.sbetool.capture.DecodeSession;
import io.sbetool.capture.PacketFilter;
import io.sbetool.capture.PacketHeader;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code sbetool decode}'s options about the packets of a capture: the venue's packet header (instead
 * of a bare {@code --skip}), showing packet fields, sequence gaps, and which packets to decode.
 */
final class DecodePacketOptions
{
    @Option(names = "--packet-header", paramLabel = "SPEC",
        description = "The venue's packet header before the messages of each UDP payload or TCP segment, as " +
            "name:type pairs (u8, u16le, u32be, i64le, ..., skipN), e.g. seq:u32le,sendingTime:u64le for CME MDP " +
            "3.0. Its length replaces --skip.")
    String packetHeader;

    // a file of its own option: picocli reads any argument starting with @ as a file of arguments
    @Option(names = "--packet-header-file", paramLabel = "FILE",
        description = "Read --packet-header's fields from a file, one or more a line, # starting a comment.")
    Path packetHeaderFile;

    @Option(names = "--packet-fields",
        description = "Add \"packet\" to each JSON object of a capture: capture time (ns and ISO-8601), source " +
            "and destination address:port, and the --packet-header fields.")
    boolean packetFields;

    @Option(names = "--sequence", paramLabel = "FIELD",
        description = "Count gaps in this --packet-header field, which should go up by one per packet and flow.")
    String sequence;

    @Option(names = "--source", paramLabel = "ADDR[:PORT]", description = "Only packets from this address (and port): a.b.c.d[:PORT], or IPv6 as 2001:db8::1 or " +
            "[2001:db8::1]:PORT.")
    String source;

    @Option(names = "--destination", paramLabel = "ADDR[:PORT]",
        description = "Only packets to this address (and port), e.g. a multicast group; IPv6 as for --source.")
    String destination;

    @Option(names = "--from", paramLabel = "TIME",
        description = "Only packets captured at or after TIME (ISO-8601, e.g. 2024-03-15T14:30:00Z, or ns since the epoch).")
    String from;

    @Option(names = "--to", paramLabel = "TIME", description = "Only packets captured before TIME.")
    String to;

    /** The parsed --packet-header, once {@link #apply} has run; null without one. */
    PacketHeader header;

    /**
     * Applies the options to the session.
     *
     * @param skip the --skip given, or -1 for none.
     * @return false after saying on err what is wrong with them.
     */
    boolean apply(final DecodeSession.Builder builder, final int skip, final PrintWriter err)
    {
        try
        {
            final String spec = packetHeaderFile != null ? Files.readString(packetHeaderFile) : packetHeader;
            if (packetHeader != null && packetHeaderFile != null)
            {
                err.println("sbetool decode: give --packet-header or --packet-header-file, not both");
                return false;
            }
            if (spec != null)
            {
                final PacketHeader header = PacketHeader.parse(spec);
                if (skip > 0 && skip != header.length())
                {
                    err.println("sbetool decode: --skip " + skip + " disagrees with the " + header.length() +
                        "-byte --packet-header; give one of them");
                    return false;
                }
                builder.packetHeader(header);
                this.header = header;
            }
            if (sequence != null && spec == null)
            {
                err.println("sbetool decode: --sequence needs a --packet-header that has the field " + sequence);
                return false;
            }
            builder.packetFields(packetFields).sequenceField(sequence).filter(filter());
            // a sequence field the header lacks is found when the session is built
            builder.build();
            return true;
        }
        catch (final IllegalArgumentException ex)
        {
            err.println("sbetool decode: " + ex.getMessage());
            return false;
        }
        catch (final IOException ex)
        {
            err.println("sbetool decode: --packet-header-file: cannot read " + packetHeaderFile + ": " + ex.getMessage());
            return false;
        }
    }

    private PacketFilter filter()
    {
        final PacketFilter filter = new PacketFilter();
        if (source != null)
        {
            filter.source(source);
        }
        if (destination != null)
        {
            filter.destination(destination);
        }
        if (from != null)
        {
            filter.from(from);
        }
        if (to != null)
        {
            filter.to(to);
        }
        return filter;
    }
}
