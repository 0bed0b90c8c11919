package io.sbetool.capture;

import io.sbetool.otf.ByteSink;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Decodes one libpcap file of UDP datagrams on several threads, the output in input order: each
 * worker thread (a session of its own, with its own printers and mapped window) cuts the file's next
 * chunk of about {@link #CHUNK_BYTES} at record boundaries ({@link PcapChunks}) and decodes it into
 * memory, and the chunks are written out, and their errors reported, in file order by the workers
 * themselves ({@link ChunkSequencer}). At most two chunks per thread are in flight, so memory stays bounded.
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
     * @return the most a worker holds in line arrays: its sink's and two in the pool,
     * {@link #lineCapacity()} bytes each (6 MiB for {@link #CHUNK_BYTES}). With 64 threads asked for,
     * 384 MiB: a 128 MB heap ended in an OutOfMemoryError.
     */
    static long bytesPerWorker(final int chunkBytes)
    {
        return 3L * lineCapacity(chunkBytes);
    }

    /**
     * One worker thread's session, which decodes each chunk straight into the sink it collects lines
     * in, and the chunk's errors.
     */
    private static final class Worker
    {
        final DecodeSession session;
        final List<ChunkError> errors;
        /** The worker's own window on the file, kept from chunk to chunk. */
        MappedFile file;

        Worker(final DecodeSession session, final List<ChunkError> errors)
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
        List<ChunkError> errors;
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
     * An error met in a chunk, reported when the chunk is written, in file order.
     */
    record ChunkError(long offset, String message)
    {
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
     * Decodes the chunks on as many worker threads as asked, each one's output written to out and its
     * errors to the listener in order by the workers; then, if the cutting met TCP, the rest of the
     * file on this thread.
     */
    DecodeResult run(final Path path, final String name, final PcapChunks chunks, final Rest rest,
        final OutputStream out, final DecodeErrorListener errors, final DecodeStats stats)
    {
        final LinePool buffers = new LinePool(2 * threads, lineCapacity());
        final Run run = new Run(path, name, chunks, buffers, new ChunkSequencer(out, errors, name, buffers, 2 * threads));
        final Thread[] workers = new Thread[threads];
        for (int i = 0; i < threads; i++)
        {
            workers[i] = new Thread(run::work, "sbetool-decode");
            workers[i].setDaemon(true);
        }
        run.running = threads;
        for (final Thread worker : workers)
        {
            worker.start();
        }
        Throwable failure = null;
        try
        {
            run.awaitWorkers(workers);
            if (chunks.metTcp() && !run.sequencer.halted())
            {
                run.sequencer.add(rest.decode(chunks.position()));
            }
        }
        catch (final RuntimeException | Error ex)
        {
            failure = ex;
            throw ex;
        }
        finally
        {
            final IOException closing = finish(run.workers, stats);
            if (closing != null)
            {
                // what stopped the decoding says more than a window that then failed to close
                if (failure != null)
                {
                    failure.addSuppressed(closing);
                }
                else
                {
                    throw new UncheckedIOException(closing);
                }
            }
        }
        return run.sequencer.result();
    }

    /**
     * One run's shared state. Each worker cuts its next chunk itself, under the lock on the chunks,
     * through its own window on the file, then decodes it and hands it to the sequencer: no thread
     * hands work out, so on two cores the two workers and the JIT are all that run (the calling thread
     * cutting every chunk and waking a worker for it took about a twentieth of a core, and the
     * cutting walked the file through a mapping of its own). A worker takes a spare line array before
     * it claims a chunk: with 2 &times; threads arrays, no more chunks are ever decoded and not yet
     * written, and the worker of the first chunk not written always has its array, so it finishes,
     * and the writing goes on.
     */
    private final class Run
    {
        final Path path;
        final String name;
        final PcapChunks chunks;
        final LinePool buffers;
        final ChunkSequencer sequencer;
        final List<Worker> workers = new ArrayList<>();
        /** Workers not finished yet, under this object's lock. */
        int running;
        /**
         * The first exception a worker met (unchecked, an I/O one wrapped), under this object's lock;
         * the others then stop.
         */
        private Throwable failure;
        /** The index of the next chunk cut, under the lock on {@link #chunks}. */
        private long cut;

        Run(final Path path, final String name, final PcapChunks chunks, final LinePool buffers,
            final ChunkSequencer sequencer)
        {
            this.path = path;
            this.name = name;
            this.chunks = chunks;
            this.buffers = buffers;
            this.sequencer = sequencer;
        }

        void work()
        {
            try
            {
                final Worker worker = newWorker(workers);
                worker.file = new MappedFile(path, windowBytes());
                while (true)
                {
                    final byte[] spare = buffers.take();
                    final long start;
                    final long end;
                    final long chunk;
                    synchronized (chunks)
                    {
                        if (!chunks.hasNext() || sequencer.halted() || failed())
                        {
                            buffers.give(spare);
                            return;
                        }
                        start = chunks.position();
                        end = chunks.next(worker.file);
                        chunk = end > start ? cut++ : -1;
                    }
                    if (chunk >= 0)
                    {
                        sequencer.arrive(chunk, decodeChunk(worker, spare, name, start, end));
                    }
                    else
                    {
                        buffers.give(spare);
                    }
                }
            }
            catch (final InterruptedException ex)
            {
                // another worker failed: this one stops
            }
            catch (final IOException ex)
            {
                fail(new UncheckedIOException(ex));
            }
            catch (final RuntimeException | Error ex)
            {
                fail(ex);
            }
            finally
            {
                finished();
            }
        }

        private synchronized boolean failed()
        {
            return failure != null;
        }

        private synchronized void fail(final Throwable ex)
        {
            if (failure == null)
            {
                failure = ex;
            }
            notifyAll();
        }

        private synchronized void finished()
        {
            running--;
            notifyAll();
        }

        /**
         * Waits for the workers to finish. When one fails, stops the others (one may be waiting for a
         * line array that the failed one's chunk would have given back), waits for them to end their
         * chunk, as their windows on the file are closed next, and throws what it met.
         */
        void awaitWorkers(final Thread[] threads)
        {
            boolean interrupted = false;
            Throwable thrown;
            synchronized (this)
            {
                while (running > 0 && failure == null)
                {
                    try
                    {
                        wait();
                    }
                    catch (final InterruptedException ex)
                    {
                        interrupted = true;
                        failure = new IllegalStateException("interrupted while decoding", ex);
                    }
                }
                thrown = failure;
            }
            if (thrown != null)
            {
                for (final Thread thread : threads)
                {
                    thread.interrupt();
                }
                for (final Thread thread : threads)
                {
                    interrupted |= joinUninterruptibly(thread);
                }
            }
            if (interrupted)
            {
                Thread.currentThread().interrupt();
            }
            if (thrown != null)
            {
                rethrow(thrown);
            }
        }
    }

    /**
     * @return whether this thread was interrupted meanwhile.
     */
    private static boolean joinUninterruptibly(final Thread thread)
    {
        boolean interrupted = false;
        while (true)
        {
            try
            {
                thread.join();
                return interrupted;
            }
            catch (final InterruptedException ex)
            {
                interrupted = true;
            }
        }
    }

    /**
     * About six bytes of NDJSON per byte of market data: room for eight, so a chunk's lines do not grow the
     * array (a grown array is twice the size, all of it touched).
     */
    private int lineCapacity()
    {
        return lineCapacity(chunkBytes);
    }

    private static int lineCapacity(final int chunkBytes)
    {
        return 8 * chunkBytes;
    }

    /**
     * A worker's window on the file: 8 MiB, 32 chunks. Each remap is an munmap (a TLB shootdown that
     * interrupts the other core too), an mmap and the page faults that map the window's pages again;
     * against 2 MiB windows this took 1.8-3.9% less CPU for 1,000,000 MDP 3.0 messages on two threads
     * (two runs of 12 alternating rounds) for 7 MB more peak RSS (file pages mapped in each window);
     * 16 MiB saved nothing more (CPU ratio 1.002) for 10 MB more.
     */
    private int windowBytes()
    {
        return 32 * chunkBytes;
    }

    private Worker newWorker(final List<Worker> workers)
    {
        final List<ChunkError> chunkErrors = new ArrayList<>();
        final Worker w = new Worker(sessions.create(lineCapacity(),
            (file, offset, message) -> chunkErrors.add(new ChunkError(offset, message))), chunkErrors);
        synchronized (workers)
        {
            workers.add(w);
        }
        return w;
    }

    /**
     * Adds the workers' counts to the run's and closes their windows on the file.
     *
     * @return the first failure to close a window, the later ones suppressed in it, or null.
     */
    private static IOException finish(final List<Worker> workers, final DecodeStats stats)
    {
        final List<CaptureInput> files = new ArrayList<>(workers.size());
        synchronized (workers)
        {
            for (final Worker w : workers)
            {
                stats.add(w.session.stats());
                w.session.workerDone();
                if (w.file != null)
                {
                    files.add(w.file);
                }
            }
        }
        return closeAll(files);
    }

    /**
     * Closes every input, going on past one that fails: each holds a mapping and a file descriptor,
     * which one window failing to close must not leak.
     *
     * @return the first failure, the later ones suppressed in it, or null when all closed.
     */
    static IOException closeAll(final List<? extends CaptureInput> inputs)
    {
        IOException first = null;
        for (final CaptureInput input : inputs)
        {
            try
            {
                input.close();
            }
            catch (final IOException ex)
            {
                if (first == null)
                {
                    first = ex;
                }
                else
                {
                    first.addSuppressed(ex);
                }
            }
        }
        return first;
    }

    /**
     * Decodes a chunk through the worker's window on the file ({@link #windowBytes()}: one remap every
     * few chunks, whatever the file's size); its lines go on in the spare array from then on.
     */
    private static Chunk decodeChunk(final Worker worker, final byte[] spare, final String name, final long start,
        final long end)
    {
        final Chunk chunk = new Chunk();
        worker.errors.clear();
        chunk.result = worker.session.decodePcapRange(worker.file, start, end, name);
        final ByteSink lines = worker.session.lines();
        chunk.length = lines.length();
        chunk.lines = lines.exchange(spare);
        // most chunks have no errors: no list of their own then
        chunk.errors = worker.errors.isEmpty() ? List.of() : new ArrayList<>(worker.errors);
        return chunk;
    }

    private static void rethrow(final Throwable thrown)
    {
        if (thrown instanceof Error)
        {
            throw (Error)thrown;
        }
        throw (RuntimeException)thrown;
    }
}
