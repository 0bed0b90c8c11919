package io.sbetool.spark;

import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.metric.CustomTaskMetric;
import org.apache.spark.sql.connector.read.PartitionReader;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A partition's rows handed from the decode to Spark as Spark asks for them. The decode pushes messages
 * (it owns the read loop, over memory-mapped windows, TCP reassembly and gzip), so it runs on a thread of
 * its own and hands rows over in batches through a queue of {@link #QUEUED_BATCHES}: at most
 * {@link #maxHeldRows()} rows are held whatever the partition's size, and the decode waits while Spark has
 * not taken them. Closing the reader early (a {@code limit}) stops the decode at its next row.
 */
final class StreamedRows implements PartitionReader<InternalRow>
{
    static final int BATCH_ROWS = 256;
    static final int QUEUED_BATCHES = 4;
    private static final List<InternalRow> END = new ArrayList<>(0);

    /** What the decode does: push each row into the consumer, end normally or throw. */
    interface Decode
    {
        void run(Consumer<InternalRow> rows) throws Exception;
    }

    private final BlockingQueue<List<InternalRow>> queue = new ArrayBlockingQueue<>(QUEUED_BATCHES);
    private final Thread thread;
    /** The decode's task metrics, as Spark reads them while and after reading. */
    private final Supplier<CustomTaskMetric[]> metrics;
    private volatile boolean closed;
    private volatile Throwable failure;
    /** The batch the decode is filling: the decode's thread's only. */
    private List<InternalRow> filling = new ArrayList<>(BATCH_ROWS);
    private List<InternalRow> batch = List.of();
    private int next;
    private InternalRow current;
    private boolean ended;
    /** Rows the decode has made and Spark has taken: their difference is what is held. */
    private volatile long made;
    private volatile long taken;
    /** The most rows held at once (made and not yet taken), for the tests' bound. */
    private volatile long heldRows;

    StreamedRows(final String name, final Decode decode)
    {
        this(name, () -> new CustomTaskMetric[0], decode);
    }

    StreamedRows(final String name, final Supplier<CustomTaskMetric[]> metrics, final Decode decode)
    {
        this.metrics = metrics;
        thread = new Thread(() -> produce(decode), "sbe-decode " + name);
        thread.setDaemon(true);
        thread.start();
    }

    private void produce(final Decode decode)
    {
        try
        {
            decode.run(row ->
            {
                filling.add(row);
                made++;
                heldRows = Math.max(heldRows, made - taken);
                if (filling.size() == BATCH_ROWS)
                {
                    hand(filling);
                    filling = new ArrayList<>(BATCH_ROWS);
                }
            });
            if (!filling.isEmpty())
            {
                hand(filling);
            }
        }
        catch (final Stopped ex)
        {
            return;
        }
        catch (final Throwable ex)
        {
            failure = ex;
        }
        try
        {
            while (!closed && !queue.offer(END, 100, TimeUnit.MILLISECONDS))
            {
                // Spark is still reading the last batches
            }
        }
        catch (final InterruptedException ex)
        {
            Thread.currentThread().interrupt();
        }
    }

    private void hand(final List<InternalRow> rows)
    {
        try
        {
            while (!queue.offer(rows, 100, TimeUnit.MILLISECONDS))
            {
                if (closed)
                {
                    throw new Stopped();
                }
            }
        }
        catch (final InterruptedException ex)
        {
            throw new Stopped();
        }
    }

    @Override
    public boolean next()
    {
        if (ended)
        {
            return false;
        }
        while (next == batch.size())
        {
            try
            {
                batch = queue.take();
            }
            catch (final InterruptedException ex)
            {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("sbe: interrupted while reading", ex);
            }
            next = 0;
            if (batch == END)
            {
                ended = true;
                if (failure != null)
                {
                    throw failure instanceof RuntimeException ? (RuntimeException)failure :
                        new IllegalStateException(failure.getMessage(), failure);
                }
                return false;
            }
        }
        current = batch.get(next++);
        taken++;
        return true;
    }

    @Override
    public InternalRow get()
    {
        return current;
    }

    @Override
    public CustomTaskMetric[] currentMetricsValues()
    {
        return metrics.get();
    }

    @Override
    public void close()
    {
        closed = true;
        queue.clear();
        thread.interrupt();
    }

    /** @return the most rows this reader has held at once (queued batches and the one being read). */
    long heldRows()
    {
        return heldRows;
    }

    /** @return the bound on {@link #heldRows()}: the queue's batches, the one being read, the one filling. */
    static int maxHeldRows()
    {
        return BATCH_ROWS * (QUEUED_BATCHES + 2);
    }

    /** Thrown inside the decode to end it when the reader is closed before the end. */
    private static final class Stopped extends RuntimeException
    {
        private static final long serialVersionUID = 1L;

        Stopped()
        {
            super(null, null, false, false);
        }
    }
}
