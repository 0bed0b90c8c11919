package io.sbetool.capture;

import io.sbetool.otf.ByteSink;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Decodes one libpcap file of UDP datagrams on several threads, the output in input order: the file
 * is cut at record boundaries into chunks of about {@link #CHUNK_BYTES} ({@link PcapChunks}), each
 * decoded by a worker (a session of its own, with its own printers and mapped window) into memory,
 * and the chunks are written out, and their errors reported, in file order by the workers themselves
 * ({@link ChunkSequencer}). At most two chunks per thread are in flight, so memory stays bounded.
 *
 * <p>Datagrams are independent of each other; TCP segments are not (a message may span chunks), so
 * from the first TCP record on the file is decoded on one thread, as is all of it with sequence-gap
 * detection, which needs every packet in order.
 */
final class ParallelPcapDecoding
{
    /**
     * About 1.5 MB of NDJSON per chunk for market data: small enough that a chunk's lines are still in
     * the CPU's caches when the writer copies them out and that the line arrays (zeroed, so touched,
     * when made) cost little memory; large enough to amortise a task. Against 2 MiB chunks this cut
     * the extra CPU of two threads over one by a fifth and their peak RSS by 120 MB (1M MDP messages).
     */
    static final int CHUNK_BYTES = 256 << 10;
    /**
     * Bytes per write of a chunk's lines (see {@link Chunk#writeInSlices}), as many as one thread's
     * writer thread writes at once: against 64 KiB, 0.08-0.19 s less system time for 1,000,000 MDP
     * 3.0 messages on two threads (1.54-1.66 s of CPU against 1.64-1.73 s, three runs each, load 7-8).
     */
    private static final int WRITE_SLICE = DecodeOutput.DEFAULT_THRESHOLD;

    /**
     * One worker thread's session, which decodes each chunk straight into the sink it collects lines
     * in, and the chunk's errors.
     */
    private static final class Worker
    {
        final DecodeSession session;
        final List<String[]> errors;
        /** The worker's own window on the file, kept from chunk to chunk. */
        MappedFile file;

        Worker(final DecodeSession session, final List<String[]> errors)
        {
            this.session = session;
            this.errors = errors;
        }
    }

    /**
     * What a chunk decoded to: its lines are the first {@code length} bytes of {@code lines}, an
     * array taken from the worker's sink, which goes on in another one from the pool.
     */
    static final class Chunk
    {
        byte[] lines;
        int length;
        List<String[]> errors;
        DecodeResult result;

        /**
         * Writes the lines out in slices the size of the one-thread path's writes. One write of the
         * whole chunk (10 MB and more) cost four times the system time of the same bytes in 64 KB
         * writes: the JDK copies a heap array into a temporary native buffer of the write's size
         * first, and the kernel then copies that, long out of the CPU's caches, into the page cache.
         * 256 KiB slices cost less than 64 KiB ones.
         */
        void writeInSlices(final OutputStream out) throws IOException
        {
            for (int at = 0; at < length; at += WRITE_SLICE)
            {
                out.write(lines, at, Math.min(WRITE_SLICE, length - at));
            }
        }
    }

    /**
     * Makes a worker's session: lines collected in a sink of the given capacity rather than written,
     * errors to the given listener, everything else as the user's.
     */
    @FunctionalInterface
    interface SessionFactory
    {
        DecodeSession create(int capacity, DecodeErrorListener errors);
    }

    /**
     * Decodes the records from a TCP one to the end of the file on the calling thread, written
     * straight out: a message may span TCP segments, so they cannot be shared out.
     */
    @FunctionalInterface
    interface Rest
    {
        DecodeResult decode(long start);
    }

    private final SessionFactory sessions;
    private final int threads;
    private final int chunkBytes;

    ParallelPcapDecoding(final SessionFactory sessions, final int threads, final int chunkBytes)
    {
        this.sessions = sessions;
        this.threads = threads;
        this.chunkBytes = chunkBytes;
    }

    /**
     * Decodes the chunks, each one's output written to out and its errors to the listener in order by
     * the workers; then, if the cutting met TCP, the rest of the file on this thread.
     */
    DecodeResult run(final Path path, final String name, final PcapChunks chunks, final Rest rest,
        final OutputStream out, final DecodeErrorListener errors, final DecodeStats stats)
    {
        final BlockingQueue<byte[]> buffers = buffers();
        final ExecutorService pool = Executors.newFixedThreadPool(threads, runnable ->
        {
            final Thread thread = new Thread(runnable, "sbetool-decode");
            thread.setDaemon(true);
            return thread;
        });
        final List<Worker> workers = new ArrayList<>();
        final ThreadLocal<Worker> worker = ThreadLocal.withInitial(() -> newWorker(workers));
        final ChunkSequencer sequencer = new ChunkSequencer(out, errors, name, buffers, 2 * threads);
        final ArrayDeque<Future<?>> inFlight = new ArrayDeque<>();
        long index = 0;
        try
        {
            while (!inFlight.isEmpty() || (chunks.hasNext() && !sequencer.halted()))
            {
                // chunk k is handed out once chunk k - 2 x threads is written (its future, and all before, done)
                while (chunks.hasNext() && inFlight.size() < 2 * threads && !sequencer.halted())
                {
                    final long start = chunks.position();
                    final long end = chunks.next();
                    if (end > start)
                    {
                        final long chunk = index++;
                        inFlight.add(pool.submit(() ->
                        {
                            sequencer.arrive(chunk, decodeChunk(worker.get(), buffers, path, name, start, end));
                            return null;
                        }));
                    }
                }
                if (!inFlight.isEmpty())
                {
                    get(inFlight.poll());
                }
            }
            if (chunks.metTcp() && !sequencer.halted())
            {
                sequencer.add(rest.decode(chunks.position()));
            }
        }
        finally
        {
            pool.shutdownNow();
            finish(workers, stats);
        }
        return sequencer.result();
    }

    /**
     * Line arrays go round: a worker's sink fills one, hands it over with its chunk and carries on in
     * one from this pool; the {@link ChunkSequencer} writes it out and puts it back, so steady state allocates none
     * (fresh 10 MB arrays cost page faults and zeroing each time). At most 2 &times; threads chunks
     * hold an array (in flight or being written), so a worker finishing a chunk always finds one.
     */
    private BlockingQueue<byte[]> buffers()
    {
        final BlockingQueue<byte[]> buffers = new ArrayBlockingQueue<>(2 * threads);
        for (int i = 0; i < 2 * threads; i++)
        {
            buffers.add(new byte[lineCapacity()]);
        }
        return buffers;
    }

    /**
     * About six bytes of NDJSON per byte of market data: room for eight, so a chunk's lines do not grow the
     * array (a grown array is twice the size, all of it touched).
     */
    private int lineCapacity()
    {
        return 8 * chunkBytes;
    }

    private Worker newWorker(final List<Worker> workers)
    {
        final List<String[]> chunkErrors = new ArrayList<>();
        final Worker w = new Worker(sessions.create(lineCapacity(),
            (file, offset, message) -> chunkErrors.add(new String[] {Long.toString(offset), message})), chunkErrors);
        synchronized (workers)
        {
            workers.add(w);
        }
        return w;
    }

    private static void finish(final List<Worker> workers, final DecodeStats stats)
    {
        synchronized (workers)
        {
            for (final Worker w : workers)
            {
                stats.add(w.session.stats());
                close(w);
            }
        }
    }

    private Chunk decodeChunk(final Worker worker, final BlockingQueue<byte[]> buffers, final Path path,
        final String name, final long start, final long end) throws IOException, InterruptedException
    {
        final Chunk chunk = new Chunk();
        worker.errors.clear();
        if (worker.file == null)
        {
            // a window of a few chunks: one remap every few chunks, whatever the file's size
            worker.file = new MappedFile(path, 8 * chunkBytes);
        }
        chunk.result = worker.session.decodePcapRange(worker.file, start, end, name);
        final ByteSink lines = worker.session.lines();
        chunk.length = lines.length();
        chunk.lines = lines.exchange(buffers.take());
        chunk.errors = new ArrayList<>(worker.errors);
        return chunk;
    }

    private static void close(final Worker worker)
    {
        try
        {
            if (worker.file != null)
            {
                worker.file.close();
            }
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }

    private static void get(final Future<?> future)
    {
        try
        {
            future.get();
        }
        catch (final InterruptedException ex)
        {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while decoding", ex);
        }
        catch (final ExecutionException ex)
        {
            if (ex.getCause() instanceof IOException)
            {
                throw new UncheckedIOException((IOException)ex.getCause());
            }
            if (ex.getCause() instanceof RuntimeException)
            {
                throw (RuntimeException)ex.getCause();
            }
            throw new IllegalStateException(ex.getCause());
        }
    }
}
