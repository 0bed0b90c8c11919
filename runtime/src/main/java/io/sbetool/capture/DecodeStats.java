package io.sbetool.capture;

import io.sbetool.otf.GroupNode;
import io.sbetool.otf.MessagePlan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a session has seen across its inputs, for the summary at the end and the wrong-schema guard:
 * messages per template, and per template the messages whose header disagrees with the schema
 * (blockLength, version) or that hold enum values the schema does not list. A schema with the right
 * id but the wrong layout decodes into plausible-looking garbage; these counts are how it shows.
 * Counting allocates only on a template's first message.
 */
public final class DecodeStats
{
    /**
     * Counts of one template.
     */
    private static final class TemplateCounts
    {
        final String name;
        final int schemaVersion;
        final int schemaBlockLength;
        long messages;
        long blockLengthMismatches;
        int lastBlockLength;
        long newerVersions;
        int newestVersion;
        long messagesWithUnknownEnums;
        long unknownEnumValues;
        long messagesWithShortGroups;
        long shortGroupElements;
        String shortGroup;
        int shortBlockLength;
        int neededBlockLength;

        TemplateCounts(final String name, final int schemaVersion, final int schemaBlockLength)
        {
            this.name = name;
            this.schemaVersion = schemaVersion;
            this.schemaBlockLength = schemaBlockLength;
        }
    }

    private final org.agrona.collections.Long2ObjectHashMap<TemplateCounts> templates =
        new org.agrona.collections.Long2ObjectHashMap<>();
    long bytes;
    long errors;
    long gaps;
    SequenceGaps sequence;
    /** Packets of a capture whose UDP or TCP payload was handed on. */
    long payloadPackets;
    /** Packets passed over (not IP, neither UDP nor TCP...), by reason. */
    private final Map<String, long[]> passedOver = new HashMap<>();
    /** Packets whose payload was lost (fragments of datagrams never completed), by reason. */
    private final Map<String, long[]> lost = new HashMap<>();
    long tcpEvictedFlows;
    long tcpEvictedBytes;

    /**
     * Adds what another session's stats counted, e.g. a worker thread's over one chunk.
     */
    void add(final DecodeStats other)
    {
        bytes += other.bytes;
        errors += other.errors;
        gaps += other.gaps;
        payloadPackets += other.payloadPackets;
        other.passedOver.forEach((reason, count) -> onPassedOver(reason, count[0]));
        other.lost.forEach((reason, count) -> onLost(reason, count[0]));
        tcpEvictedFlows += other.tcpEvictedFlows;
        tcpEvictedBytes += other.tcpEvictedBytes;
        other.templates.forEach((key, theirs) ->
        {
            final TemplateCounts mine = templates.get(key.longValue());
            if (mine == null)
            {
                templates.put(key.longValue(), theirs);
                return;
            }
            mine.messages += theirs.messages;
            mine.blockLengthMismatches += theirs.blockLengthMismatches;
            mine.lastBlockLength = theirs.blockLengthMismatches > 0 ? theirs.lastBlockLength : mine.lastBlockLength;
            mine.newerVersions += theirs.newerVersions;
            mine.newestVersion = Math.max(mine.newestVersion, theirs.newestVersion);
            mine.messagesWithUnknownEnums += theirs.messagesWithUnknownEnums;
            mine.unknownEnumValues += theirs.unknownEnumValues;
            if (mine.shortGroup == null)
            {
                mine.shortGroup = theirs.shortGroup;
                mine.shortBlockLength = theirs.shortBlockLength;
                mine.neededBlockLength = theirs.neededBlockLength;
            }
            mine.messagesWithShortGroups += theirs.messagesWithShortGroups;
            mine.shortGroupElements += theirs.shortGroupElements;
        });
    }

    /**
     * Counts packets passed over for a reason (a constant: the map is looked up per packet).
     */
    void onPassedOver(final String reason, final long packets)
    {
        passedOver.computeIfAbsent(reason, r -> new long[1])[0] += packets;
    }

    /**
     * Counts packets whose payload was lost for a reason.
     */
    void onLost(final String reason, final long packets)
    {
        lost.computeIfAbsent(reason, r -> new long[1])[0] += packets;
    }

    /**
     * Counts TCP flows evicted while they held bytes: each is a gap.
     */
    void onTcpEvictions(final long flows, final long bytes)
    {
        tcpEvictedFlows += flows;
        tcpEvictedBytes += bytes;
        gaps += flows;
    }

    /**
     * Counts a message written.
     *
     * @param blockLength   the root blockLength in its header, -1 when the header has none.
     * @param version       the version in its header, -1 when the header has none.
     * @param unknownEnums  enum values in it that the schema does not list.
     * @param shortElements elements of groups whose blockLength is below their fields' (shown as absent).
     * @param shortGroup    the first such group, null when there is none.
     * @param shortBlockLength its blockLength on the wire.
     */
    void onMessage(final Schemas.Schema schema, final MessagePlan plan, final int blockLength, final int version,
        final int unknownEnums, final long shortElements, final GroupNode shortGroup, final int shortBlockLength)
    {
        final long key = Schemas.key(schema.ir.id(), plan.templateId());
        TemplateCounts counts = templates.get(key);
        if (counts == null)
        {
            counts = new TemplateCounts(plan.name(), schema.ir.version(), plan.schemaBlockLength());
            templates.put(key, counts);
        }
        counts.messages++;
        if (version > counts.schemaVersion)
        {
            counts.newerVersions++;
            counts.newestVersion = Math.max(counts.newestVersion, version);
        }
        else if (version == counts.schemaVersion && blockLength >= 0 && blockLength != counts.schemaBlockLength)
        {
            // an older version may have a shorter block, a newer one a longer; the same version, neither
            counts.blockLengthMismatches++;
            counts.lastBlockLength = blockLength;
        }
        if (unknownEnums > 0)
        {
            counts.messagesWithUnknownEnums++;
            counts.unknownEnumValues += unknownEnums;
        }
        if (shortElements > 0)
        {
            counts.messagesWithShortGroups++;
            counts.shortGroupElements += shortElements;
            if (counts.shortGroup == null)
            {
                counts.shortGroup = shortGroup.name();
                counts.shortBlockLength = shortBlockLength;
                counts.neededBlockLength = shortGroup.minimumBlockLength();
            }
        }
    }

    public long messages()
    {
        long total = 0;
        for (final TemplateCounts counts : templates.values())
        {
            total += counts.messages;
        }
        return total;
    }

    /**
     * @return messages written per template name, in name order.
     */
    public Map<String, Long> messagesPerTemplate()
    {
        final Map<String, Long> perTemplate = new TreeMap<>();
        for (final TemplateCounts counts : templates.values())
        {
            perTemplate.merge(counts.name, counts.messages, Long::sum);
        }
        return perTemplate;
    }

    public long bytes()
    {
        return bytes;
    }

    public long errors()
    {
        return errors;
    }

    public long gaps()
    {
        return gaps;
    }

    /**
     * @return one warning per template whose messages disagree with the schema, with counts.
     */
    public List<String> warnings()
    {
        final List<String> warnings = new ArrayList<>();
        final Map<String, TemplateCounts> byName = new TreeMap<>();
        for (final TemplateCounts counts : templates.values())
        {
            byName.put(counts.name + '\u0000' + counts.schemaVersion, counts);
        }
        for (final TemplateCounts counts : byName.values())
        {
            if (counts.blockLengthMismatches > 0)
            {
                warnings.add(String.format(Locale.ROOT, "%s: %,d of %,d messages have header blockLength %d where " +
                    "the schema (version %d) has %d: is it the right schema?", counts.name,
                    counts.blockLengthMismatches, counts.messages, counts.lastBlockLength, counts.schemaVersion,
                    counts.schemaBlockLength));
            }
            if (counts.newerVersions > 0)
            {
                warnings.add(String.format(Locale.ROOT, "%s: %,d of %,d messages are of version %d, newer than the " +
                    "schema's %d: fields added since are not shown", counts.name, counts.newerVersions,
                    counts.messages, counts.newestVersion, counts.schemaVersion));
            }
            if (counts.shortGroupElements > 0)
            {
                // Correct input never has these: a corrupt blockLength (0) repeats absent fields numInGroup times.
                warnings.add(String.format(Locale.ROOT, "%s: %,d of %,d messages have group elements shorter than " +
                    "the schema's fields (group '%s' blockLength %d where they need %d; %,d elements in all, their " +
                    "fields shown as absent): is the input corrupt, or the schema wrong?", counts.name,
                    counts.messagesWithShortGroups, counts.messages, counts.shortGroup, counts.shortBlockLength,
                    counts.neededBlockLength, counts.shortGroupElements));
            }
            if (counts.unknownEnumValues > 0)
            {
                warnings.add(String.format(Locale.ROOT, "%s: %,d of %,d messages hold enum values the schema does " +
                    "not list (%,d values)", counts.name, counts.messagesWithUnknownEnums, counts.messages,
                    counts.unknownEnumValues));
            }
        }
        final String sequenceReport = sequence == null ? null : sequence.report();
        if (sequenceReport != null)
        {
            warnings.add(sequenceReport);
        }
        for (final Map.Entry<String, long[]> entry : new TreeMap<>(lost).entrySet())
        {
            warnings.add(String.format(Locale.ROOT, "%,d packets were %s: their messages are lost",
                entry.getValue()[0], entry.getKey()));
        }
        final String evictions = TcpReassembler.evictionReport(tcpEvictedFlows, tcpEvictedBytes,
            TcpReassembler.MAX_FLOWS, TcpReassembler.TOTAL_BYTES);
        if (evictions != null)
        {
            warnings.add(evictions);
        }
        return warnings;
    }

    /**
     * @return why nothing was decoded, for a run that wrote no message: what its captures' packets
     * were, or null when no capture's packets were counted (a plain file, or messages were written).
     */
    public String whyNothingDecoded()
    {
        if (messages() > 0 || (passedOver.isEmpty() && lost.isEmpty()))
        {
            return null;
        }
        final StringBuilder why = new StringBuilder("no message decoded: ");
        String separator = "";
        for (final Map.Entry<String, long[]> entry : new TreeMap<>(lost).entrySet())
        {
            why.append(separator).append(String.format(Locale.ROOT, "%,d packets were %s", entry.getValue()[0],
                entry.getKey()));
            separator = "; ";
        }
        for (final Map.Entry<String, long[]> entry : new TreeMap<>(passedOver).entrySet())
        {
            why.append(separator).append(String.format(Locale.ROOT, "%,d packets were passed over: %s",
                entry.getValue()[0], entry.getKey()));
            separator = "; ";
        }
        why.append(String.format(Locale.ROOT, "; %,d packets carried UDP or TCP payloads", payloadPackets));
        return why.toString();
    }

    /**
     * @param elapsedNanos how long decoding took, for the rate.
     * @return the summary lines: totals, then messages per template.
     */
    public List<String> summary(final long elapsedNanos)
    {
        final List<String> lines = new ArrayList<>();
        final long messages = messages();
        final double seconds = Math.max(elapsedNanos, 1) / 1e9;
        lines.add(String.format(Locale.ROOT, "%,d messages from %,d bytes in %.2f s (%,.0f messages/s, %.1f MB/s); " +
            "%,d errors, %,d TCP gaps, %,d warnings", messages, bytes, seconds, messages / seconds,
            bytes / seconds / 1e6, errors, gaps, warnings().size()));
        for (final Map.Entry<String, Long> entry : messagesPerTemplate().entrySet())
        {
            lines.add(String.format(Locale.ROOT, "  %,14d %s", entry.getValue(), entry.getKey()));
        }
        return lines;
    }
}
