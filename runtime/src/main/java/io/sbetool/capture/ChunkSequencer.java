package io.sbetool.capture;

import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.BlockingQueue;

/**
 * Writes the chunks of {@link ParallelPcapDecoding} out in file order, with their errors and counts,
 * on whichever worker thread completes the run of chunks before them: the worker that decoded chunk
 * k writes it if chunks 0 to k-1 are written, and then every later chunk already decoded; otherwise
 * it leaves chunk k to the worker of the last chunk missing before it. The calling thread therefore
 * only cuts chunks and waits, instead of being a third busy thread on two cores that copies every
 * line out, and a worker's lines are written just after it decoded them, still in its caches.
 *
 * <p>Writes are made one at a time under this object's lock, so the output stream sees one ordered
 * sequence whatever it is (a file, a pipe). Once a chunk stopped at an error, or a write failed,
 * later chunks are dropped; a failed write is thrown by {@link #result()}.
 */
final class ChunkSequencer
{
    private final OutputStream out;
    private final DecodeErrorListener listener;
    private final String name;
    /** Where a written or dropped chunk's line array goes back to. */
    private final BlockingQueue<byte[]> buffers;
    /** Decoded chunks waiting for those before them, chunk k at k modulo the length. */
    private final ParallelPcapDecoding.Chunk[] waiting;
    /** The index of the next chunk to write. */
    private long next;

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
        final BlockingQueue<byte[]> buffers, final int inFlight)
    {
        this.out = out;
        this.listener = listener;
        this.name = name;
        this.buffers = buffers;
        this.waiting = new ParallelPcapDecoding.Chunk[inFlight];
    }

    /**
     * Takes the decoded chunk {@code index} (counted from 0 in file order) and writes it and every
     * chunk after it already decoded, if every chunk before it is written.
     */
    synchronized void arrive(final long index, final ParallelPcapDecoding.Chunk chunk)
    {
        waiting[slot(index)] = chunk;
        ParallelPcapDecoding.Chunk ready;
        while ((ready = waiting[slot(next)]) != null)
        {
            waiting[slot(next)] = null;
            next++;
            try
            {
                write(ready);
            }
            catch (final IOException ex)
            {
                failure = ex;
            }
            finally
            {
                buffers.add(ready.lines);
            }
        }
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
        for (final String[] error : chunk.errors)
        {
            if (listener != null)
            {
                listener.onError(name, Long.parseLong(error[0]), error[1]);
            }
        }
        add(chunk.result);
    }
}
