package io.sbetool.capture;

import java.io.BufferedInputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * Opens an input the best way its kind allows: a regular file is memory-mapped; anything that can
 * only be read once (standard input, a named pipe, process substitution's {@code /dev/fd/N}) is
 * streamed; and gzip data, recognised by its magic number rather than its name, is decompressed as
 * it is read, as venues ship their historical captures that way.
 */
public final class CaptureInputs
{
    private static final int GZIP_MAGIC = 0x8B1F;
    private static final int GZIP_BUFFER = 1 << 16;

    private CaptureInputs()
    {
    }

    public static CaptureInput open(final Path path, final int windowSize) throws IOException
    {
        if (Files.isRegularFile(path) && !startsWithGzipMagic(path))
        {
            return new MappedFile(path, windowSize);
        }
        // FileInputStream, not Files.newInputStream: the latter's available() asks a pipe for its
        // size and position, and fails with "Illegal seek"
        return stream(new FileInputStream(path.toFile()));
    }

    /**
     * Streams an input, decompressing it when it is gzip data.
     */
    public static CaptureInput stream(final InputStream in) throws IOException
    {
        final BufferedInputStream buffered = new BufferedInputStream(in, GZIP_BUFFER);
        buffered.mark(2);
        final int magic = buffered.read() | (buffered.read() << 8);
        buffered.reset();
        if (magic == GZIP_MAGIC)
        {
            return new StreamInput(new GZIPInputStream(buffered, GZIP_BUFFER));
        }
        return new StreamInput(buffered);
    }

    private static boolean startsWithGzipMagic(final Path path) throws IOException
    {
        try (InputStream in = Files.newInputStream(path))
        {
            return (in.read() | (in.read() << 8)) == GZIP_MAGIC;
        }
    }
}
