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
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code sbetool decode --format parquet}: one Parquet dataset per template under the output folder,
 * {@code DIR/<template>/part-NNNNN.parquet}, written as the messages stream in. Memory stays bounded
 * whatever the input's size: a part is closed at {@link ParquetOptions#partBytes}, and when the rows all
 * open parts buffer pass the memory budget, the part buffering most is closed early. Each part is written
 * under a temporary name and renamed once closed; {@link #abort} removes the open ones.
 *
 * <p>A libpcap file decoded on several threads ({@code --threads}) gives each thread a writer of its own
 * ({@link #forWorker}), with its own open parts in the same folders, numbered from one counter per dataset:
 * the rows of a dataset are then in no particular order across its parts, which Parquet's readers do not
 * mind, and writing (the larger part of the work) runs on every thread, not on one behind them. Each
 * thread's writer keeps its parts within its share of the memory budget; the writers are kept from file to
 * file, so a run has at most as many as threads, whatever the number of files. A writer is used by one
 * thread at a time; {@link #close} and {@link #abort} take every writer's parts.
 */
public final class ParquetOutput implements MessageRows, AutoCloseable
{
    /** Messages between looks at the buffered total (the look sums every open part's columns). */
    private static final int BUDGET_CHECK = 4096;

    private final Path directory;
    private final ParquetOptions options;
    private final ColumnMapping mapping;
    private final Map<Ir, Map<Integer, String>> names;
    /** The next part's number of each dataset folder, shared by every thread's writer. */
    private final Map<Path, AtomicInteger> partNumbers;
    /** The writers of decoding threads (empty in theirs): all of them, and those not decoding at present. */
    private final List<ParquetOutput> workers;
    private final Deque<ParquetOutput> idle;
    /** The output that gave this decoding thread's writer, or null for the output itself. */
    private final ParquetOutput lender;
    private final Map<MessagePlan, TemplateDataset> datasets = new IdentityHashMap<>();
    /** Also read by the shutdown hook's thread. */
    private final List<TemplateDataset> all = new CopyOnWriteArrayList<>();
    private final MessageRow row = new MessageRow();
    private MessagePlan lastPlan;
    private TemplateDataset last;
    private long sinceCheck;
    private final Thread cleanup;
    /** Set by {@link #abort}, perhaps on the shutdown hook's thread: no part is begun after it. */
    private final AtomicBoolean aborted;

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
        this.partNumbers = new ConcurrentHashMap<>();
        this.workers = new CopyOnWriteArrayList<>();
        this.idle = new ArrayDeque<>();
        this.lender = null;
        this.aborted = new AtomicBoolean();
        this.cleanup = new Thread(this::abort, "sbetool-parquet-cleanup");
        // an interrupted run (Ctrl-C) removes its open parts' temporary files on the way out
        Runtime.getRuntime().addShutdownHook(cleanup);
    }

    /**
     * A decoding thread's writer: the output's folders, names, part numbers and abandonment, its own open
     * parts within the budget given.
     */
    private ParquetOutput(final ParquetOutput output, final long memoryBudget)
    {
        this.directory = output.directory;
        this.options = output.options.copy().memoryBudget(memoryBudget);
        this.mapping = output.mapping;
        this.names = output.names;
        this.partNumbers = output.partNumbers;
        this.workers = List.of();
        this.idle = null;
        this.lender = output;
        this.aborted = output.aborted;
        this.cleanup = null;
    }

    @Override
    public boolean inAnyOrder()
    {
        return idle != null;
    }

    /**
     * @return a writer for one of {@code threads} decoding threads, with a {@code threads}th of the memory
     * budget: one that an earlier file's thread gave back ({@link #workerDone}), its parts still open, or a
     * new one.
     */
    @Override
    public MessageRows forWorker(final int threads)
    {
        if (idle == null)
        {
            throw new IllegalStateException("a decoding thread's writer hands out no writers");
        }
        synchronized (idle)
        {
            final ParquetOutput reused = idle.poll();
            if (reused != null)
            {
                return reused;
            }
        }
        final ParquetOutput worker = new ParquetOutput(this, Math.max(1L << 20, options.memoryBudget / threads));
        workers.add(worker);
        return worker;
    }

    @Override
    public void workerDone()
    {
        if (lender == null)
        {
            throw new IllegalStateException("not a decoding thread's writer");
        }
        synchronized (lender.idle)
        {
            lender.idle.push(this);
        }
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
            final Path folder = directory.resolve(name);
            dataset = new TemplateDataset(folder,
                TableSchema.of(plan, mapping, options.packetFields, options.packetHeader), options, metadata,
                aborted, partNumbers.computeIfAbsent(folder, any -> new AtomicInteger()));
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
     * @return rows written so far, over all templates and threads (read once the threads are done).
     */
    public long rows()
    {
        long rows = 0;
        for (final TemplateDataset dataset : all)
        {
            rows += dataset.rowsWritten;
        }
        for (final ParquetOutput worker : workers)
        {
            rows += worker.rows();
        }
        return rows;
    }

    /**
     * @return parts closed and named so far, over all threads (read once the threads are done).
     */
    public int parts()
    {
        int parts = 0;
        for (final TemplateDataset dataset : all)
        {
            parts += dataset.partsWritten;
        }
        for (final ParquetOutput worker : workers)
        {
            parts += worker.parts();
        }
        return parts;
    }

    /**
     * Closes every open part, every thread's, giving each its name; called once the decoding threads are done.
     *
     * @throws OutputFailedException when a part cannot be written; the parts not yet closed are removed.
     */
    @Override
    public void close()
    {
        try
        {
            for (final ParquetOutput worker : workers)
            {
                worker.closeParts();
            }
            closeParts();
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

    private void closeParts() throws IOException
    {
        for (final TemplateDataset dataset : all)
        {
            dataset.closePart();
        }
    }

    /**
     * Drops every open part, every thread's (their temporary files removed); the parts already closed stay.
     */
    public void abort()
    {
        aborted.set(true);
        for (final ParquetOutput worker : workers)
        {
            worker.abort();
        }
        for (final TemplateDataset dataset : all)
        {
            dataset.abort();
        }
    }

    private void removeHook()
    {
        if (cleanup == null)
        {
            return;
        }
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
