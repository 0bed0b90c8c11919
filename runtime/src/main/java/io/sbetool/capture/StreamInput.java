package io.sbetool.capture;

import org.agrona.concurrent.UnsafeBuffer;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * A {@link CaptureInput} over a stream that can be read only once, front to back: standard input, a
 * named pipe, process substitution, a decompressing stream. Bytes are kept from the last
 * {@link #release} point (or the earliest position asked for) on, so the buffer holds about one
 * read-ahead chunk plus the largest record or frame asked for at once, whatever the input's size.
 */
public final class StreamInput implements CaptureInput
{
    /** Read-ahead chunk and initial buffer size. */
    static final int CHUNK = 1 << 20;

    private final InputStream in;
    private byte[] bytes = new byte[CHUNK];
    private final UnsafeBuffer buffer = new UnsafeBuffer(bytes);
    /** The input offset of bytes[0]. */
    private long start;
    private int filled;
    private long released;
    private boolean ended;

    public StreamInput(final InputStream in)
    {
        this.in = in;
    }

    @Override
    public UnsafeBuffer buffer()
    {
        return buffer;
    }

    @Override
    public int map(final long position, final int length)
    {
        if (position < 0 || length < 0 || fill(position, length) < length)
        {
            throw new CaptureException("reading " + length + " bytes runs past the end of the input (" +
                (start + filled) + " bytes)", position);
        }
        return (int)(position - start);
    }

    @Override
    public long available(final long position, final long wanted)
    {
        return fill(position, (int)Math.min(wanted, Integer.MAX_VALUE - 16L - CHUNK));
    }

    @Override
    public void release(final long position)
    {
        released = Math.max(released, position);
    }

    @Override
    public long bytesRead()
    {
        return start + filled;
    }

    @Override
    public long knownSize()
    {
        return -1;
    }

    /**
     * Reads until {@code [position, position + length)} is buffered or the stream ends.
     *
     * @return the bytes buffered from position, at most length.
     */
    private int fill(final long position, final int length)
    {
        if (position < start)
        {
            throw new IllegalStateException("a stream cannot go back to " + position + " from " + start);
        }
        final long end = position + length;
        if (end > start + filled && !ended)
        {
            makeRoom(position, length);
            readUntil(end);
        }
        return (int)Math.max(0, Math.min(length, start + filled - position));
    }

    private void makeRoom(final long position, final int length)
    {
        final long keepFrom = Math.min(Math.max(released, start), position);
        final int drop = (int)Math.min(keepFrom - start, filled);
        if (drop > 0)
        {
            System.arraycopy(bytes, drop, bytes, 0, filled - drop);
            filled -= drop;
            start += drop;
        }
        final long needed = position - start + length;
        if (needed > bytes.length)
        {
            bytes = Arrays.copyOf(bytes, (int)Math.min(Integer.MAX_VALUE - 16L, Math.max(needed, 2L * bytes.length)));
            buffer.wrap(bytes);
        }
    }

    private void readUntil(final long end)
    {
        try
        {
            // read whole chunks while there is room, so small requests do not mean small reads
            while (start + filled < end && !ended)
            {
                final int read = in.read(bytes, filled, bytes.length - filled);
                if (read < 0)
                {
                    ended = true;
                }
                else
                {
                    filled += read;
                }
            }
        }
        catch (final IOException ex)
        {
            // a broken pipe or gzip stream: what was read stands, and nothing after it can be read
            ended = true;
            throw new CaptureException("cannot read the input: " + ex.getMessage(), start + filled);
        }
    }

    @Override
    public void close() throws IOException
    {
        in.close();
    }
}
