package io.sbetool.capture;

import io.sbetool.otf.ByteSink;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Where decoded lines go: a fixed-size {@link ByteSink} written out to a stream or an
 * {@link Appendable} whenever it passes its threshold, after each message. Memory therefore stays at
 * the threshold plus one message's text whatever the size of the input; nothing waits for the end of
 * a packet, a file window or a file.
 */
final class DecodeOutput
{
    static final int DEFAULT_THRESHOLD = 1 << 16;

    private final ByteSink sink;
    private final int threshold;
    private final OutputStream out;
    private final Appendable appendable;

    /** Lines are kept in the sink until taken, never written: see {@link #collecting}. */
    private final boolean collect;

    DecodeOutput(final OutputStream out, final Appendable appendable, final int threshold)
    {
        // room for a full buffer and a typical message after it, so steady state never grows it
        this(out, appendable, threshold, new ByteSink(threshold + (threshold >> 1)), false);
    }

    private DecodeOutput(final OutputStream out, final Appendable appendable, final int threshold,
        final ByteSink sink, final boolean collect)
    {
        this.out = out;
        this.appendable = appendable;
        this.threshold = threshold;
        this.sink = sink;
        this.collect = collect;
    }

    /**
     * An output that keeps every line in its sink until the owner takes them
     * ({@link ByteSink#exchange}): a worker of {@link ParallelPcapDecoding} decodes a chunk straight
     * into the array its writer thread will write out.
     */
    static DecodeOutput collecting(final int capacity)
    {
        return new DecodeOutput(null, null, Integer.MAX_VALUE, new ByteSink(capacity), true);
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
            flush();
        }
    }

    /**
     * @throws OutputFailedException when the output cannot be written.
     */
    void flush()
    {
        if (collect)
        {
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
}
