package io.sbetool.spark;

import io.sbetool.capture.DecodeResult;
import io.sbetool.capture.DecodeSession;
import io.sbetool.capture.MessageRows;
import io.sbetool.capture.PacketFilter;
import io.sbetool.ir.Ir;
import io.sbetool.otf.MessagePlan;
import io.sbetool.parquet.RecordMapping;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.metric.CustomSumMetric;
import org.apache.spark.sql.connector.metric.CustomTaskMetric;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Decodes a partition on an executor with a {@link DecodeSession}, as {@code sbetool decode} does, each
 * message written by the Parquet mapping into a {@link RowAssembler} and streamed to Spark as it asks
 * ({@link StreamedRows}). The first undecodable message stops
 * the read with an error naming the file and offset, or with {@code onError=skip} is counted and passed over.
 * A pushed filter on the packet time is the session's {@link PacketFilter}; the packets it passed over are
 * the scan's {@value #PACKETS_SKIPPED} metric.
 */
final class SbeReaderFactory implements PartitionReaderFactory
{
    private static final long serialVersionUID = 1L;

    /** The metric of the packets a pushed packet-time filter passed over before decoding. */
    static final String PACKETS_SKIPPED = "packetsSkipped";

    private final SbeOptions options;
    private final String[] columns;
    /** The packet times kept, {@code [from, to)} in ns; the extremes for no bound. */
    private final long from;
    private final long to;

    /** A factory of readers of every packet. */
    /** Of a read of all templates, the union of their columns; null for one template. */
    private final TemplateUnion union;
    /** The templates decoded; empty for all. */
    private final List<Integer> templates;

    /** A factory of readers of the options' one template, every packet. */
    SbeReaderFactory(final SbeOptions options, final String[] columns)
    {
        this(options, columns, Long.MIN_VALUE, Long.MAX_VALUE, null, List.of(options.templateId));
    }

    SbeReaderFactory(final SbeOptions options, final String[] columns, final long from, final long to,
        final TemplateUnion union, final List<Integer> templates)
    {
        this.options = options;
        this.columns = columns;
        this.from = from;
        this.to = to;
        this.union = union;
        this.templates = templates;
    }

    @Override
    public PartitionReader<InternalRow> createReader(final InputPartition partition)
    {
        final SbeScan.SbePartition part = (SbeScan.SbePartition)partition;
        final Ir ir = options.ir();
        final RecordMapping mapping = options.mapping();
        final AtomicLong skipped = new AtomicLong();
        final CustomTaskMetric[] metrics = {metric(PACKETS_SKIPPED, skipped)};
        return new StreamedRows(part.path() + (part.start() < 0 ? "" : "@" + part.start()), () -> metrics, rows ->
        {
            // one assembler a template, made at its first message
            final Map<MessagePlan, RowAssembler> assemblers = new IdentityHashMap<>();
            final MessageRows sink = (decoder, plan, buffer, offset, length, file, fileOffset, packet) ->
            {
                final RowAssembler assembler = assemblers.computeIfAbsent(plan, key -> assembler(mapping, key));
                final int unknown = mapping.write(assembler, decoder, plan, buffer, offset, length, file,
                    fileOffset, packet);
                rows.accept(assembler.row());
                return unknown;
            };
            decode(part, ir, sink, skipped);
        });
    }

    private RowAssembler assembler(final RecordMapping mapping, final MessagePlan plan)
    {
        return union == null ? new RowAssembler(mapping.schema(plan), columns) :
            new RowAssembler(mapping.schema(plan), union.names(plan.templateId()), columns,
                union.template(plan.templateId()));
    }

    private static CustomTaskMetric metric(final String name, final AtomicLong value)
    {
        return new CustomTaskMetric()
        {
            @Override
            public String name()
            {
                return name;
            }

            @Override
            public long value()
            {
                return value.get();
            }
        };
    }

    private PacketFilter filter()
    {
        final PacketFilter filter = new PacketFilter();
        if (from != Long.MIN_VALUE)
        {
            filter.from(Long.toString(from));
        }
        if (to != Long.MAX_VALUE)
        {
            filter.to(Long.toString(to));
        }
        return filter;
    }

    private void decode(final SbeScan.SbePartition part, final Ir ir, final MessageRows sink, final AtomicLong skipped)
    {
        final List<String> errors = new ArrayList<>();
        final DecodeSession session = options.session(ir, templates).rows(sink).filter(filter())
            .errors((file, offset, message) -> errors.add(file + ": offset " + offset + ": error: " + message))
            .build();
        final Path path = Path.of(part.path());
        final DecodeResult result;
        try
        {
            result = part.start() < 0 ? session.decodeFile(path, part.path()) :
                session.decodeFileRange(path, part.path(), part.start(), part.end());
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException("sbe: cannot read " + part.path(), ex);
        }
        finally
        {
            skipped.set(session.packetsFiltered());
        }
        if (!options.skipErrors && (result.errors() > 0 || result.stopped()) && !errors.isEmpty())
        {
            throw new SbeReadException(errors.get(0));
        }
    }

    /** The packets a pushed packet-time filter passed over, summed over the scan's partitions. */
    public static final class PacketsSkipped extends CustomSumMetric
    {
        @Override
        public String name()
        {
            return PACKETS_SKIPPED;
        }

        @Override
        public String description()
        {
            return "packets skipped by the packet time filter";
        }
    }

    /** A message that cannot be decoded, with the file and offset where it is. */
    static final class SbeReadException extends RuntimeException
    {
        private static final long serialVersionUID = 1L;

        SbeReadException(final String message)
        {
            super(message);
        }
    }
}
