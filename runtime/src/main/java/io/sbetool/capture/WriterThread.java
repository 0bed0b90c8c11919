package io.sbetool.capture;

import io.sbetool.otf.ByteSink;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Writes a decoding thread's full output buffers on a thread of its own, so that the write system
 * calls (about a quarter of a one-thread decode's CPU, the kernel copying NDJSON into the page cache)
 * overlap the decoding instead of following it. Buffers go round a small fixed pool: the decoding
 * thread hands over its sink's array and carries on in an empty one from the pool, the writer writes
 * the full one and puts it back, so memory stays constant and nothing is copied on the way. Buffers
 * are written in the order handed over.
 *
 * <p>A write that fails (a closed pipe, a full disk) is kept and thrown, as an
 * {@link OutputFailedException}, on the decoding thread at its next hand-over or at {@link #finish()};
 * the writer then passes over what is still queued, so the decoding thread never waits for it.
 */
final class WriterThread
{
    /** One buffer: its first {@code length} bytes are to be written. */
    private static final class Block
    {
        byte[] bytes;
        int length;

        Block(final byte[] bytes)
        {
            this.bytes = bytes;
        }
    }

    /** Queued after the last block: flush, and end the thread. */
    private static final Block END = new Block(new byte[0]);

    private final OutputStream out;
    private final BlockingQueue<Block> full;
    private final BlockingQueue<Block> empty;
    private final Thread thread;
    private volatile Throwable failure;

    /**
     * Starts the thread.
     *
     * @param blocks   buffers in the pool besides the one the decoding thread fills: two lets one be
     *                 written while another waits, so a short stall of either side costs nothing.
     * @param capacity bytes of each pooled buffer.
     */
    WriterThread(final OutputStream out, final int blocks, final int capacity)
    {
        this.out = out;
        this.full = new ArrayBlockingQueue<>(blocks + 1);
        this.empty = new ArrayBlockingQueue<>(blocks);
        for (int i = 0; i < blocks; i++)
        {
            empty.add(new Block(new byte[capacity]));
        }
        thread = new Thread(this::writeAll, "sbetool-writer");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Queues the sink's content to be written and leaves the sink empty, in a buffer from the pool;
     * waits only when every pooled buffer is still queued.
     *
     * @throws OutputFailedException when an earlier write failed.
     */
    void handOff(final ByteSink sink)
    {
        throwIfFailed();
        final Block block = takeEmpty();
        block.length = sink.length();
        block.bytes = sink.exchange(block.bytes);
        // never waits: the queue has room for every block and END
        full.add(block);
    }

    /**
     * Waits until everything handed over is written and the stream flushed, and ends the thread.
     *
     * @throws OutputFailedException when a write or the flush failed.
     */
    void finish()
    {
        full.add(END);
        boolean interrupted = false;
        while (thread.isAlive())
        {
            try
            {
                thread.join();
            }
            catch (final InterruptedException ex)
            {
                // the thread ends once END is taken; the caller still learns of the interrupt
                interrupted = true;
            }
        }
        if (interrupted)
        {
            Thread.currentThread().interrupt();
        }
        throwIfFailed();
    }

    private void writeAll()
    {
        while (true)
        {
            final Block block = takeFull();
            if (block == END)
            {
                break;
            }
            if (failure == null)
            {
                try
                {
                    out.write(block.bytes, 0, block.length);
                    out.flush();
                }
                catch (final IOException | RuntimeException | Error ex)
                {
                    failure = ex;
                }
            }
            empty.add(block);
        }
        if (failure == null)
        {
            try
            {
                out.flush();
            }
            catch (final IOException | RuntimeException ex)
            {
                failure = ex;
            }
        }
    }

    private void throwIfFailed()
    {
        final Throwable thrown = failure;
        if (thrown instanceof IOException)
        {
            throw new OutputFailedException((IOException)thrown);
        }
        if (thrown instanceof RuntimeException)
        {
            throw (RuntimeException)thrown;
        }
        if (thrown instanceof Error)
        {
            throw (Error)thrown;
        }
    }

    /** The decoding thread's wait for an empty buffer; an interrupt ends the decoding as a failed output. */
    private Block takeEmpty()
    {
        try
        {
            return empty.take();
        }
        catch (final InterruptedException ex)
        {
            Thread.currentThread().interrupt();
            throw new OutputFailedException(new InterruptedIOException("interrupted while waiting for output"));
        }
    }

    /** The writer's wait for a full buffer: nothing interrupts this private thread, but it must not die of it. */
    private Block takeFull()
    {
        while (true)
        {
            try
            {
                return full.take();
            }
            catch (final InterruptedException ex)
            {
                // go on waiting: the decoding thread's END is what ends this thread
            }
        }
    }
}
