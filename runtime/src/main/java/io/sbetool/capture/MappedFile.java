package io.sbetool.capture;

import org.agrona.IoUtil;
import org.agrona.concurrent.UnsafeBuffer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Reads a file of any size through one memory-mapped window at a time, so memory stays constant and
 * files over 2 GiB work. A window is replaced (and the old mapping released at once) when a read
 * falls outside it.
 */
public final class MappedFile implements CaptureInput
{
    // 64 MiB: the pages of a window count towards the resident set, so a window stays well under the
    // few hundred MB a decode may use, while still few enough remaps for a multi-gigabyte file
    public static final int DEFAULT_WINDOW = 1 << 26;

    private final FileChannel channel;
    private final long size;
    private final int windowSize;
    private final UnsafeBuffer buffer = new UnsafeBuffer(0, 0);
    private MappedByteBuffer mapped;
    private long windowStart;
    private long windowEnd;

    public MappedFile(final Path path) throws IOException
    {
        this(path, DEFAULT_WINDOW);
    }

    /**
     * @param windowSize bytes mapped at a time; larger reads map larger windows.
     */
    public MappedFile(final Path path, final int windowSize) throws IOException
    {
        channel = FileChannel.open(path, StandardOpenOption.READ);
        size = channel.size();
        this.windowSize = windowSize;
    }

    public long size()
    {
        return size;
    }

    @Override
    public long bytesRead()
    {
        return size;
    }

    @Override
    public long knownSize()
    {
        return size;
    }

    @Override
    public long available(final long position, final long wanted)
    {
        return Math.max(0, Math.min(wanted, size - position));
    }

    /**
     * @return the buffer over the current window; indexes from {@link #map} address it.
     */
    @Override
    public UnsafeBuffer buffer()
    {
        return buffer;
    }

    /**
     * @return the file offset one past the current window.
     */
    public long windowEnd()
    {
        return windowEnd;
    }

    /**
     * Makes {@code [position, position + length)} readable in {@link #buffer()}; the window then
     * extends as far past it as the window size and the file allow.
     *
     * @return the index of {@code position} in the buffer.
     * @throws CaptureException when the range runs past the end of the file.
     */
    @Override
    public int map(final long position, final int length)
    {
        if (position < 0 || length < 0 || position + length > size)
        {
            throw new CaptureException("reading " + length + " bytes runs past the end of the file (" + size +
                " bytes)", position);
        }
        if (mapped == null || position < windowStart || position + length > windowEnd)
        {
            remap(position, length);
        }
        return (int)(position - windowStart);
    }

    /**
     * Maps the window from {@code position}, of the window size or {@code wanted} bytes if more, cut at the
     * end of the file. Its size is worked out here rather than in {@link #map}, which is compiled into each
     * record's reading: the JIT compiles the branch that calls this method only once the first window is
     * left, and the cut at the end of the file, first met at the last window, deoptimised the reading again.
     */
    private void remap(final long position, final int wanted)
    {
        final int length = (int)Math.min(Math.max((long)windowSize, wanted), size - position);
        release();
        try
        {
            mapped = channel.map(FileChannel.MapMode.READ_ONLY, position, length);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
        buffer.wrap(mapped, 0, length);
        windowStart = position;
        windowEnd = position + length;
    }

    private void release()
    {
        if (mapped != null)
        {
            buffer.wrap(0, 0);
            IoUtil.unmap(mapped);
            mapped = null;
        }
    }

    @Override
    public void close() throws IOException
    {
        release();
        channel.close();
    }
}
