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

    DecodeOutput(final OutputStream out, final Appendable appendable, final int threshold)
    {
        this.out = out;
        this.appendable = appendable;
        this.threshold = threshold;
        // room for a full buffer and a typical message after it, so steady state never grows it
        this.sink = new ByteSink(threshold + (threshold >> 1));
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
