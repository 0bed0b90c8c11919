package io.sbetool.capture;

import io.sbetool.otf.ByteSink;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Where decoded lines go: a fixed-size {@link ByteSink} written out to a stream or an
 * {@link Appendable} whenever it passes its threshold, after each message. Memory therefore stays at
 * the threshold plus one message's text whatever the size of the input; nothing waits for the end of
 * a packet, a file window or a file.
 *
 * <p>A stream is written by a {@link WriterThread}, started when an input's output first fills the
 * buffer (a small output is written at the end by the decoding thread, sparing the thread's start)
 * and finished, everything written, at the end of the input. A process that may run on one processor
 * only (taskset, a container of one CPU) writes on the decoding thread instead: there the writer
 * thread cannot overlap anything and only adds two thread switches per buffer.
 */
final class DecodeOutput
{
    /**
     * Bytes handed to the writer thread at once: against 64 KiB, a quarter as many hand-overs (each
     * may wake the writer) took about 5% less CPU per million MDP 3.0 messages.
     */
    static final int DEFAULT_THRESHOLD = 1 << 18;
    /** Buffers the writer thread has besides the sink's: one being written, one queued. */
    private static final int WRITER_BLOCKS = 2;
    /**
     * Whether full buffers go to a writer thread: only when this process may use more than one
     * processor. Pinned to one core, writing on the decoding thread took 6-7% less CPU for 1,000,000
     * MDP 3.0 messages.
     */
    static final boolean WRITER_THREAD = Runtime.getRuntime().availableProcessors() > 1;

    private final ByteSink sink;
    private final int threshold;
    private final OutputStream out;
    private final Appendable appendable;

    /** Lines are kept in the sink until taken, never written: see {@link #collecting}. */
    private final boolean collect;
    /** Whether a full buffer goes to a writer thread rather than being written on the decoding thread. */
    private final boolean writerThread;

    /** Writes full buffers of the current input when its output passed the threshold, else null. */
    private WriterThread writer;

    DecodeOutput(final OutputStream out, final Appendable appendable, final int threshold)
    {
        this(out, appendable, threshold, WRITER_THREAD);
    }

    /**
     * @param writerThread whether a stream's full buffers are written on a thread of their own.
     */
    DecodeOutput(final OutputStream out, final Appendable appendable, final int threshold, final boolean writerThread)
    {
        // room for a full buffer and a typical message after it, so steady state never grows it
        this(out, appendable, threshold, new ByteSink(threshold + (threshold >> 1)), false, writerThread);
    }

    private DecodeOutput(final OutputStream out, final Appendable appendable, final int threshold,
        final ByteSink sink, final boolean collect, final boolean writerThread)
    {
        this.out = out;
        this.appendable = appendable;
        this.threshold = threshold;
        this.sink = sink;
        this.collect = collect;
        this.writerThread = writerThread;
    }

    /**
     * An output that keeps every line in its sink until the owner takes them
     * ({@link ByteSink#exchange}): a worker of {@link ParallelPcapDecoding} decodes a chunk straight
     * into the array its writer thread will write out.
     */
    static DecodeOutput collecting(final int capacity)
    {
        return new DecodeOutput(null, null, Integer.MAX_VALUE, new ByteSink(capacity), true, false);
    }

    ByteSink sink()
    {
        return sink;
    }

    /**
     * Writes the buffered lines out when they pass the threshold.
     *
     * @throws OutputFailedException when the output cannot be written (closed pipe, full disk).
     */
    void flushIfFull()
    {
        if (sink.length() >= threshold)
        {
            if (out == null || !writerThread)
            {
                flush();
                return;
            }
            if (writer == null)
            {
                writer = new WriterThread(out, WRITER_BLOCKS, sink.array().length);
            }
            writer.handOff(sink);
        }
    }

    /**
     * Writes out what is buffered, and waits until the writer thread, if one was started, has
     * written everything and ended: the end of an input.
     *
     * @throws OutputFailedException when the output cannot be written.
     */
    void flush()
    {
        if (collect)
        {
            return;
        }
        if (writer != null)
        {
            finishWriter();
            return;
        }
        try
        {
            if (out != null)
            {
                sink.writeTo(out);
                out.flush();
            }
            else if (appendable != null)
            {
                appendable.append(sink.toString());
            }
        }
        catch (final IOException ex)
        {
            throw new OutputFailedException(ex);
        }
        finally
        {
            sink.reset();
        }
    }

    private void finishWriter()
    {
        final WriterThread finishing = writer;
        writer = null;
        try
        {
            if (sink.length() > 0)
            {
                finishing.handOff(sink);
            }
        }
        finally
        {
            sink.reset();
            finishing.finish();
        }
    }
}
