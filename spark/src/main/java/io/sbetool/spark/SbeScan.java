package io.sbetool.spark;

import io.sbetool.capture.PcapSplits;
import org.apache.spark.sql.connector.read.Batch;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.connector.read.SupportsPushDownFilters;
import org.apache.spark.sql.connector.metric.CustomMetric;
import org.apache.spark.sql.connector.read.SupportsPushDownRequiredColumns;
import org.apache.spark.sql.sources.EqualTo;
import org.apache.spark.sql.sources.Filter;
import org.apache.spark.sql.sources.GreaterThan;
import org.apache.spark.sql.sources.GreaterThanOrEqual;
import org.apache.spark.sql.sources.In;
import org.apache.spark.sql.sources.LessThan;
import org.apache.spark.sql.sources.LessThanOrEqual;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Plans a read: the files the paths name (a {@code *} glob in the last part), each cut into partitions
 * at record boundaries when it is a libpcap file larger than {@code splitBytes} ({@link PcapSplits}), else
 * one partition; only the root columns the query reads are assembled.
 */
final class SbeScan implements ScanBuilder, SupportsPushDownRequiredColumns, SupportsPushDownFilters, Scan, Batch
{
    private final SbeOptions options;
    private final List<Path> files;
    private StructType readSchema;
    private Filter[] pushed = new Filter[0];
    /** Of a read of all templates, their columns' union; null for one template. */
    private final TemplateUnion union;
    /** The templates the pushed filters on templateId (or template) leave; none left, nothing is decoded. */
    private final Set<Integer> wanted = new TreeSet<>();
    /** The packet times a pushed filter on {@link #PACKET_TIME} keeps, in ns: {@code [from, to)}. */
    private long from = Long.MIN_VALUE;
    private long to = Long.MAX_VALUE;
    /** The capture time column with {@code packetFields}, as Spark names the nested field in a pushed filter. */
    static final String PACKET_TIME = "packet.time";

    SbeScan(final SbeOptions options, final StructType schema, final List<Path> files, final TemplateUnion union)
    {
        this.options = options;
        this.readSchema = schema;
        this.files = files;
        this.union = union;
        if (union == null)
        {
            wanted.add(options.templateId);
        }
        else
        {
            wanted.addAll(union.templateIds());
        }
    }

    /** @return the files of the read's paths ({@code path}, or {@code paths} as Spark's JSON list). */
    static List<Path> paths(final Map<String, String> properties)
    {
        final List<String> given = new ArrayList<>();
        if (properties.get("path") != null)
        {
            given.add(properties.get("path"));
        }
        final String paths = properties.get("paths");
        if (paths != null && paths.startsWith("["))
        {
            for (final String part : paths.substring(1, paths.length() - 1).split("\",\""))
            {
                final String path = part.replace("\"", "");
                if (!path.isEmpty())
                {
                    given.add(path);
                }
            }
        }
        final List<Path> files = new ArrayList<>();
        for (final String text : given)
        {
            files.addAll(expand(text.startsWith("file:") ? text.substring(5) : text));
        }
        if (files.isEmpty())
        {
            throw new IllegalArgumentException("sbe: no capture file matches " + given);
        }
        return files;
    }

    private static List<Path> expand(final String text)
    {
        final Path path = Path.of(text);
        final String last = path.getFileName().toString();
        if (!last.contains("*") && !last.contains("?"))
        {
            return List.of(path);
        }
        final Path folder = path.toAbsolutePath().getParent();
        final PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + last);
        try (Stream<Path> entries = Files.list(folder))
        {
            return entries.filter(entry -> matcher.matches(entry.getFileName())).sorted().toList();
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException("sbe: cannot list " + folder, ex);
        }
    }

    @Override
    public void pruneColumns(final StructType requiredSchema)
    {
        // root columns only: a struct the query reads part of is assembled whole
        final List<StructField> kept = new ArrayList<>();
        for (final StructField field : readSchema.fields())
        {
            if (requiredSchema.getFieldIndex(field.name()).isDefined())
            {
                kept.add(field);
            }
        }
        readSchema = new StructType(kept.toArray(new StructField[0]));
    }

    /**
     * A filter on {@code templateId} (or, reading all templates, {@code template}) decodes only the templates it
     * keeps, none when the read's template fails it; one on the packet
     * time ({@code packet.time} with {@code packetFields}) becomes the session's {@code PacketFilter}, as
     * decode's {@code --from} and {@code --to}, so packets outside are passed over before their messages
     * are framed. Spark still evaluates every filter on the rows, so all are returned.
     */
    @Override
    public Filter[] pushFilters(final Filter[] filters)
    {
        final List<Filter> used = new ArrayList<>();
        for (final Filter filter : filters)
        {
            if (filter instanceof EqualTo && template(((EqualTo)filter).attribute()))
            {
                keep(((EqualTo)filter).attribute(), new Object[] {((EqualTo)filter).value()});
                used.add(filter);
            }
            else if (filter instanceof In && template(((In)filter).attribute()))
            {
                keep(((In)filter).attribute(), ((In)filter).values());
                used.add(filter);
            }
            else if (options.packetFields && packetTime(filter))
            {
                used.add(filter);
            }
        }
        pushed = used.toArray(new Filter[0]);
        return filters;
    }

    /** Whether the column names the template: templateId, or the union's {@value TemplateUnion#TEMPLATE}. */
    private boolean template(final String attribute)
    {
        return attribute.equals("templateId") || union != null && attribute.equals(TemplateUnion.TEMPLATE);
    }

    /** Keeps of {@link #wanted} the templates whose id (or name) is one of the values. */
    private void keep(final String attribute, final Object[] values)
    {
        final Set<String> listed = new HashSet<>();
        for (final Object value : values)
        {
            listed.add(String.valueOf(value));
        }
        wanted.removeIf(id -> !listed.contains(attribute.equals("templateId") ? Integer.toString(id) : union.template(id)));
    }

    /** Narrows {@code [from, to)} by a comparison of the packet time with a number; false for any other filter. */
    private boolean packetTime(final Filter filter)
    {
        if (filter instanceof GreaterThanOrEqual && time(((GreaterThanOrEqual)filter).attribute(),
            ((GreaterThanOrEqual)filter).value()))
        {
            from = Math.max(from, ((Number)((GreaterThanOrEqual)filter).value()).longValue());
        }
        else if (filter instanceof GreaterThan && time(((GreaterThan)filter).attribute(), ((GreaterThan)filter).value()))
        {
            from = Math.max(from, after(((Number)((GreaterThan)filter).value()).longValue()));
        }
        else if (filter instanceof LessThan && time(((LessThan)filter).attribute(), ((LessThan)filter).value()))
        {
            to = Math.min(to, ((Number)((LessThan)filter).value()).longValue());
        }
        else if (filter instanceof LessThanOrEqual && time(((LessThanOrEqual)filter).attribute(),
            ((LessThanOrEqual)filter).value()))
        {
            to = Math.min(to, after(((Number)((LessThanOrEqual)filter).value()).longValue()));
        }
        else if (filter instanceof EqualTo && time(((EqualTo)filter).attribute(), ((EqualTo)filter).value()))
        {
            final long at = ((Number)((EqualTo)filter).value()).longValue();
            from = Math.max(from, at);
            to = Math.min(to, after(at));
        }
        else
        {
            return false;
        }
        return true;
    }

    private static boolean time(final String attribute, final Object value)
    {
        return attribute.equals(PACKET_TIME) && (value instanceof Long || value instanceof Integer);
    }

    /** The first time after {@code time}; the largest stays, as {@code to} then means no bound, which Spark's check covers. */
    private static long after(final long time)
    {
        return time == Long.MAX_VALUE ? time : time + 1;
    }

    @Override
    public Filter[] pushedFilters()
    {
        return pushed;
    }

    @Override
    public Scan build()
    {
        return this;
    }

    @Override
    public StructType readSchema()
    {
        return readSchema;
    }

    @Override
    public Batch toBatch()
    {
        return this;
    }

    @Override
    public InputPartition[] planInputPartitions()
    {
        final List<InputPartition> partitions = new ArrayList<>();
        if (wanted.isEmpty() || from >= to)
        {
            return new InputPartition[0];
        }
        for (final Path file : files)
        {
            try
            {
                final long[] bounds = file.toString().endsWith(".gz") ? null : PcapSplits.of(file, options.splitBytes);
                if (bounds == null)
                {
                    partitions.add(new SbePartition(file.toString(), -1, -1));
                    continue;
                }
                for (int i = 0; i + 1 < bounds.length; i++)
                {
                    partitions.add(new SbePartition(file.toString(), bounds[i], bounds[i + 1]));
                }
            }
            catch (final IOException ex)
            {
                throw new UncheckedIOException("sbe: cannot read " + file, ex);
            }
        }
        return partitions.toArray(new InputPartition[0]);
    }

    @Override
    public PartitionReaderFactory createReaderFactory()
    {
        // every template, as decode without --template: a message of one the schema lacks is an error, not filtered
        final List<Integer> templates = union != null && wanted.equals(union.templateIds()) ? List.of() :
            List.copyOf(wanted);
        return new SbeReaderFactory(options, readSchema.fieldNames(), from, to, union, templates);
    }

    @Override
    public CustomMetric[] supportedCustomMetrics()
    {
        return new CustomMetric[] {new SbeReaderFactory.PacketsSkipped()};
    }

    /** One file, or the records of one that start in {@code [start, end)}. */
    record SbePartition(String path, long start, long end) implements InputPartition
    {
    }
}
