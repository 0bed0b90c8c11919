package io.sbetool.parquet;

import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.PositionOutputStream;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One part of a dataset, written under a hidden temporary name ({@code .part-00000.parquet.inprogress},
 * which readers globbing {@code *.parquet} pass over) and renamed to its name once closed whole: a run
 * that stops half way leaves no half-written file under a final name. Knows how many bytes reached the
 * file, so that the writer's buffered bytes can be told from its written ones.
 */
final class PartFile implements OutputFile
{
    private final Path temporary;
    private final Path target;
    private Stream stream;
    private volatile boolean published;

    PartFile(final Path directory, final String name)
    {
        this.target = directory.resolve(name);
        this.temporary = directory.resolve("." + name + ".inprogress");
    }

    Path target()
    {
        return target;
    }

    Path temporary()
    {
        return temporary;
    }

    /**
     * @return bytes written to the file so far.
     */
    long written()
    {
        return stream == null ? 0 : stream.position;
    }

    /**
     * Gives the closed file its name.
     */
    void publish() throws IOException
    {
        Files.move(temporary, target, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        published = true;
    }

    boolean isPublished()
    {
        return published;
    }

    void discard()
    {
        try
        {
            Files.deleteIfExists(temporary);
        }
        catch (final IOException ex)
        {
            // best effort after a failure: the hidden name is not taken for a part by readers
        }
    }

    @Override
    public PositionOutputStream create(final long blockSizeHint) throws IOException
    {
        stream = new Stream(new BufferedOutputStream(Files.newOutputStream(temporary, StandardOpenOption.CREATE_NEW,
            StandardOpenOption.WRITE), 1 << 16));
        return stream;
    }

    @Override
    public PositionOutputStream createOrOverwrite(final long blockSizeHint) throws IOException
    {
        return create(blockSizeHint);
    }

    @Override
    public boolean supportsBlockSize()
    {
        return false;
    }

    @Override
    public long defaultBlockSize()
    {
        return 0;
    }

    @Override
    public String getPath()
    {
        return target.toString();
    }

    private static final class Stream extends PositionOutputStream
    {
        private final OutputStream out;
        long position;

        Stream(final OutputStream out)
        {
            this.out = out;
        }

        @Override
        public long getPos()
        {
            return position;
        }

        @Override
        public void write(final int b) throws IOException
        {
            out.write(b);
            position++;
        }

        @Override
        public void write(final byte[] b, final int off, final int len) throws IOException
        {
            out.write(b, off, len);
            position += len;
        }

        @Override
        public void flush() throws IOException
        {
            out.flush();
        }

        @Override
        public void close() throws IOException
        {
            out.close();
        }
    }
}
