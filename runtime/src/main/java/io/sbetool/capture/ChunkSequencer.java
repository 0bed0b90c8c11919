package io.sbetool.capture;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes the chunks of {@link ParallelPcapDecoding} out in file order, with their errors and counts,
 * on whichever worker thread completes the run of chunks before them: the worker that decoded chunk
 * k writes it if chunks 0 to k-1 are written and no other worker is writing, and then every later
 * chunk already decoded; otherwise it leaves chunk k to the worker writing or to the worker of the
 * last chunk missing before it. The calling thread therefore only waits, instead of being a third
 * busy thread on two cores that copies every line out, and a worker's lines are written just after
 * it decoded them, still in its caches.
 *
 * <p>Writes are made by one worker at a time, so the output stream sees one ordered sequence whatever
 * it is (a file, a pipe). Once a chunk stopped at an error, or a write failed,
 * later chunks are dropped; a failed write is thrown by {@link #result()}.
 */
final class ChunkSequencer
{
    private final OutputStream out;
    private final DecodeErrorListener listener;
    private final String name;
    /** Where a written or dropped chunk's line array goes back to. */
    private final LinePool buffers;
    /** Decoded chunks waiting for those before them, chunk k at k modulo the length. */
    private final ParallelPcapDecoding.Chunk[] waiting;
    /** The index of the next chunk to write. */
    private long next;
    /** Whether a worker is writing chunks out (at most one at a time, so the writes stay in order). */
    private boolean writing;

    private long messages;
    private long filtered;
    private long skipped;
    private long errors;
    private boolean stopped;
    private IOException failure;

    /**
     * @param inFlight the most chunks handed out and not yet written at any time: chunk k is only
     *                 handed out once chunk k - inFlight is written.
     */
    ChunkSequencer(final OutputStream out, final DecodeErrorListener listener, final String name,
        final LinePool buffers, final int inFlight)
    {
        this.out = out;
        this.listener = listener;
        this.name = name;
        this.buffers = buffers;
        this.waiting = new ParallelPcapDecoding.Chunk[inFlight];
    }

    /**
     * Takes the decoded chunk {@code index} (counted from 0 in file order) and, unless another worker
     * is writing (which then writes this one too when its turn comes), writes it and every chunk after
     * it already decoded, if every chunk before it is written. The writes are made outside the lock:
     * a worker that finishes a chunk while another writes leaves it and goes on decoding rather than
     * waiting a write of a few megabytes for the lock.
     */
    void arrive(final long index, final ParallelPcapDecoding.Chunk chunk)
    {
        synchronized (this)
        {
            waiting[slot(index)] = chunk;
            if (writing)
            {
                return;
            }
            writing = true;
        }
        ParallelPcapDecoding.Chunk ready;
        while ((ready = nextReady()) != null)
        {
            try
            {
                write(ready);
            }
            catch (final IOException ex)
            {
                failed(ex);
            }
            finally
            {
                buffers.give(ready.lines);
            }
        }
    }

    /**
     * @return the next chunk to write, taken off the waiting ones, or null when it has not arrived:
     * this worker then stops writing, and the worker of that chunk writes it.
     */
    private synchronized ParallelPcapDecoding.Chunk nextReady()
    {
        final ParallelPcapDecoding.Chunk ready = waiting[slot(next)];
        if (ready == null)
        {
            writing = false;
            return null;
        }
        waiting[slot(next)] = null;
        next++;
        return ready;
    }

    private synchronized void failed(final IOException ex)
    {
        failure = ex;
    }

    /**
     * @return whether later chunks would be dropped: one stopped at an error, or a write failed.
     */
    synchronized boolean halted()
    {
        return stopped || failure != null;
    }

    /**
     * Adds what the rest of the file, decoded on one thread after the chunks, came to.
     */
    synchronized void add(final DecodeResult result)
    {
        messages += result.messages();
        filtered += result.filtered();
        skipped += result.skipped();
        errors += result.errors();
        stopped = result.stopped();
    }

    /**
     * @return what the chunks written add up to.
     * @throws OutputFailedException when a write failed.
     */
    synchronized DecodeResult result()
    {
        if (failure != null)
        {
            throw new OutputFailedException(failure);
        }
        return new DecodeResult(messages, filtered, skipped, errors, stopped);
    }

    private int slot(final long index)
    {
        return (int)(index % waiting.length);
    }

    private void write(final ParallelPcapDecoding.Chunk chunk) throws IOException
    {
        if (halted())
        {
            return;
        }
        chunk.writeInSlices(out);
        out.flush();
        for (final ParallelPcapDecoding.ChunkError error : chunk.errors)
        {
            if (listener != null)
            {
                listener.onError(name, error.offset(), error.message());
            }
        }
        add(chunk.result);
    }
}
