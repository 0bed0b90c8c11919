package io.sbetool.capture;

/**
 * What a session does with each captured packet before framing its payload: the filter that may pass
 * it over, sequence-gap detection on a packet header field, and the packet fields shown with its
 * messages. Each part is optional.
 */
final class PacketOptions
{
    private final PacketFilter filter;
    private final SequenceGaps sequence;
    private final PacketFields fields;
    long packetsFiltered;
    /** The packet whose messages are being decoded, null in a plain file: for {@link MessageRows}. */
    PacketInfo current;

    /**
     * The parts the options ask for, the packet fields wired into every schema's JSON printer.
     *
     * @throws IllegalArgumentException when the sequence field is not in the packet header.
     */
    static PacketOptions create(final Schemas schemas, final PacketFilter filter, final PacketHeader header,
        final boolean showFields, final String sequenceField, final boolean int64AsString)
    {
        final PacketFields fields = showFields ? new PacketFields(header, int64AsString) : null;
        if (fields != null)
        {
            for (final Schemas.Schema schema : schemas.all())
            {
                schema.json.envelopeExtension(fields);
            }
        }
        final SequenceGaps sequence = sequenceField == null ? null : new SequenceGaps(header, sequenceField);
        return new PacketOptions(filter, sequence, fields);
    }

    PacketOptions(final PacketFilter filter, final SequenceGaps sequence, final PacketFields fields)
    {
        this.filter = filter == null || filter.isEmpty() ? null : filter;
        this.sequence = sequence;
        this.fields = fields;
    }

    /**
     * @return whether to decode the packet's messages.
     */
    boolean onPacket(final PacketInfo packet, final long fileOffset)
    {
        if (filter != null && !filter.accepts(packet))
        {
            packetsFiltered++;
            return false;
        }
        if (sequence != null)
        {
            sequence.onPacket(packet, fileOffset);
        }
        if (fields != null)
        {
            fields.packet(packet);
        }
        current = packet;
        return true;
    }

    /**
     * Messages of a plain file come in no packet.
     */
    void noPacket()
    {
        current = null;
        if (fields != null)
        {
            fields.packet(null);
        }
    }

    SequenceGaps sequence()
    {
        return sequence;
    }
}
