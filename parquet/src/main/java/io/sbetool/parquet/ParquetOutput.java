package io.sbetool.parquet;

import io.sbetool.capture.MessageRows;
import io.sbetool.capture.OutputFailedException;
import io.sbetool.capture.PacketInfo;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.MessagePlan;
import org.agrona.DirectBuffer;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code sbetool decode --format parquet}: one Parquet dataset per template under the output folder,
 * {@code DIR/<template>/part-NNNNN.parquet}, written as the messages stream in. Memory stays bounded
 * whatever the input's size: a part is closed at {@link ParquetOptions#partBytes}, and when the rows all
 * open parts buffer pass the memory budget, the part buffering most is closed early. Each part is written
 * under a temporary name and renamed once closed; {@link #abort} removes the open ones. Not thread safe.
 */
public final class ParquetOutput implements MessageRows, AutoCloseable
{
    /** Messages between looks at the buffered total (the look sums every open part's columns). */
    private static final int BUDGET_CHECK = 4096;

    private final Path directory;
    private final ParquetOptions options;
    private final ColumnMapping mapping;
    private final Map<Ir, Map<Integer, String>> names;
    private final Map<MessagePlan, TemplateDataset> datasets = new IdentityHashMap<>();
    /** Also read by the shutdown hook's thread. */
    private final List<TemplateDataset> all = new CopyOnWriteArrayList<>();
    private final MessageRow row = new MessageRow();
    private MessagePlan lastPlan;
    private TemplateDataset last;
    private long sinceCheck;
    private final Thread cleanup = new Thread(this::abort, "sbetool-parquet-cleanup");
    /** Set by {@link #abort}, perhaps on the shutdown hook's thread: no part is begun after it. */
    private final AtomicBoolean aborted = new AtomicBoolean();

    /**
     * @param directory the output folder, made if missing; each template's dataset is a folder in it.
     * @param irs       the schemas decoded: a template name two of them use gets the schema id after it.
     */
    public ParquetOutput(final Path directory, final List<Ir> irs, final ParquetOptions options)
    {
        this.directory = directory;
        this.options = options;
        this.mapping = new ColumnMapping(options.rawPrices);
        this.names = datasetNames(irs);
        // an interrupted run (Ctrl-C) removes its open parts' temporary files on the way out
        Runtime.getRuntime().addShutdownHook(cleanup);
    }

    /**
     * @return the folder name of each template of each schema: its name, or {@code name.schemaId} (then
     * {@code name.schemaId.vVersion}) where several schemas have a template of that name.
     */
    static Map<Ir, Map<Integer, String>> datasetNames(final List<Ir> irs)
    {
        final Map<String, Integer> uses = new HashMap<>();
        final Map<String, Integer> idUses = new HashMap<>();
        for (final Ir ir : irs)
        {
            for (final List<Token> message : ir.messages())
            {
                uses.merge(message.get(0).name(), 1, Integer::sum);
                idUses.merge(message.get(0).name() + "." + ir.id(), 1, Integer::sum);
            }
        }
        final Map<Ir, Map<Integer, String>> names = new IdentityHashMap<>();
        for (final Ir ir : irs)
        {
            final Map<Integer, String> byTemplate = new HashMap<>();
            for (final List<Token> message : ir.messages())
            {
                final String name = message.get(0).name();
                final String withId = name + "." + ir.id();
                byTemplate.put(message.get(0).id(), uses.get(name) == 1 ? name :
                    idUses.get(withId) == 1 ? withId : withId + ".v" + ir.version());
            }
            names.put(ir, byTemplate);
        }
        return names;
    }

    @Override
    public int onMessage(final MessageDecoder decoder, final MessagePlan plan, final DirectBuffer buffer,
        final int offset, final int length, final String file, final long fileOffset, final PacketInfo packet)
    {
        final TemplateDataset dataset = plan == lastPlan ? last : dataset(decoder, plan);
        try
        {
            dataset.write(row.set(decoder, buffer, offset, length, file, fileOffset, packet));
            if (++sinceCheck == BUDGET_CHECK)
            {
                sinceCheck = 0;
                keepWithinBudget();
            }
            return dataset.unknownEnumValues();
        }
        catch (final IOException ex)
        {
            throw new OutputFailedException(ex);
        }
    }

    private TemplateDataset dataset(final MessageDecoder decoder, final MessagePlan plan)
    {
        TemplateDataset dataset = datasets.get(plan);
        if (dataset == null)
        {
            final Map<Integer, String> byTemplate = names.get(decoder.ir());
            final String name = byTemplate != null && byTemplate.get(plan.templateId()) != null ?
                byTemplate.get(plan.templateId()) : plan.name() + "." + decoder.ir().id();
            final Map<String, String> metadata = Map.of("sbetool.template", plan.name(),
                "sbetool.templateId", Integer.toString(plan.templateId()),
                "sbetool.schemaId", Integer.toString(decoder.ir().id()),
                "sbetool.schemaVersion", Integer.toString(decoder.ir().version()));
            dataset = new TemplateDataset(directory.resolve(name),
                TableSchema.of(plan, mapping, options.packetFields, options.packetHeader), options, metadata,
                aborted);
            datasets.put(plan, dataset);
            all.add(dataset);
        }
        lastPlan = plan;
        last = dataset;
        return dataset;
    }

    /**
     * Closes the parts that buffer most until all of them together buffer less than the budget.
     */
    private void keepWithinBudget() throws IOException
    {
        long total = 0;
        for (final TemplateDataset dataset : all)
        {
            total += dataset.buffered();
        }
        while (total > options.memoryBudget)
        {
            TemplateDataset largest = null;
            long most = 0;
            for (final TemplateDataset dataset : all)
            {
                final long buffered = dataset.buffered();
                if (buffered > most)
                {
                    most = buffered;
                    largest = dataset;
                }
            }
            if (largest == null)
            {
                return;
            }
            largest.closePart();
            total -= most;
        }
    }

    /**
     * @return rows written so far, over all templates.
     */
    public long rows()
    {
        long rows = 0;
        for (final TemplateDataset dataset : all)
        {
            rows += dataset.rowsWritten;
        }
        return rows;
    }

    /**
     * @return parts closed and named so far.
     */
    public int parts()
    {
        int parts = 0;
        for (final TemplateDataset dataset : all)
        {
            parts += dataset.partsWritten;
        }
        return parts;
    }

    /**
     * Closes every open part, giving each its name.
     *
     * @throws OutputFailedException when a part cannot be written; the parts not yet closed are removed.
     */
    @Override
    public void close()
    {
        try
        {
            for (final TemplateDataset dataset : all)
            {
                dataset.closePart();
            }
        }
        catch (final IOException ex)
        {
            abort();
            throw new OutputFailedException(ex);
        }
        catch (final RuntimeException ex)
        {
            abort();
            throw ex;
        }
        finally
        {
            removeHook();
        }
    }

    /**
     * Drops every open part (their temporary files removed); the parts already closed stay.
     */
    public void abort()
    {
        aborted.set(true);
        for (final TemplateDataset dataset : all)
        {
            dataset.abort();
        }
    }

    private void removeHook()
    {
        try
        {
            Runtime.getRuntime().removeShutdownHook(cleanup);
        }
        catch (final IllegalStateException ex)
        {
            // already shutting down: the hook runs abort, which finds nothing open
        }
    }
}
