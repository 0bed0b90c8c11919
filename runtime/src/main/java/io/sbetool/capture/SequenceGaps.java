package io.sbetool.capture;

import org.agrona.collections.Long2LongHashMap;

/**
 * Sequence-number gap detection on a packet header field (CME MDP 3.0's MsgSeqNum), per flow (source
 * and destination address and port): each packet should carry the previous one's number plus one. A
 * jump forward is a gap of the packets between; a number not above the last is a duplicate or late
 * packet. Counts are reported at the end.
 */
final class SequenceGaps
{
    private static final long NONE = Long.MIN_VALUE;

    private final PacketHeader header;
    private final int field;
    private final String fieldName;
    private final Long2LongHashMap last = new Long2LongHashMap(NONE);
    long gaps;
    long missing;
    long duplicates;
    long firstGapOffset = -1;

    SequenceGaps(final PacketHeader header, final String fieldName)
    {
        this.header = header;
        this.field = header.indexOf(fieldName);
        this.fieldName = fieldName;
        if (field < 0)
        {
            throw new IllegalArgumentException("the packet header has no field '" + fieldName + "'");
        }
    }

    void onPacket(final PacketInfo packet, final long fileOffset)
    {
        if (packet.payload == null || packet.payloadLength < header.length())
        {
            return;
        }
        // a hash of the 128-bit addresses (IPv4 mapped), so IPv6 flows are told apart too
        long addresses = packet.sourceHigh * 31 + packet.sourceLow;
        addresses = (addresses * 31 + packet.destinationHigh) * 31 + packet.destinationLow;
        final long flow = addresses * 65_537L * 65_537L + (long)packet.sourcePort * 65_537L + packet.destinationPort;
        final long sequence = header.read(field, packet.payload, packet.payloadOffset);
        final long previous = last.get(flow);
        if (previous != NONE)
        {
            if (sequence > previous + 1)
            {
                gaps++;
                missing += sequence - previous - 1;
                if (firstGapOffset < 0)
                {
                    firstGapOffset = fileOffset;
                }
            }
            else if (sequence <= previous)
            {
                duplicates++;
                return;
            }
        }
        last.put(flow, sequence);
    }

    /**
     * @return a line for the end of the run, or null when every flow was in sequence.
     */
    String report()
    {
        if (gaps == 0 && duplicates == 0)
        {
            return null;
        }
        return String.format(java.util.Locale.ROOT, "%s: %,d sequence gaps, %,d packets missing%s, %,d duplicate or " +
            "late packets", fieldName, gaps, missing, firstGapOffset >= 0 ? " (the first before offset " +
            firstGapOffset + ")" : "", duplicates);
    }
}
