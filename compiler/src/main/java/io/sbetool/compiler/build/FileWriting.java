package io.sbetool.compiler.build;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.TimeUnit;

/**
 * Writes new files (the temporary files of a {@link StagedWrite}), as {@code Files.write} would, on two threads in a pipeline: this thread creates each file
 * and one of the common pool's writes its content and closes it.
 *
 * <p>Creating a file holds its folder's lock in the kernel, and a large schema's hundreds of files go into one
 * folder. When both threads created and wrote files, one mostly spun on that lock while the other created
 * (ext4: rwsem_spin_on_owner under __ext4_new_inode in perf): about a fifth of a Binance spot 3.5 compile's
 * CPU. Writing everything on one thread saved that CPU but lost the overlap of writing with creating (2-3%
 * more wall time); here only one thread ever creates, and the overlap stays.
 */
final class FileWriting
{
    /** Files created but not yet written at most: each holds a file descriptor. */
    private static final int IN_FLIGHT = 32;
    private static final Created END = new Created(-1, null, null);

    /** A file created, waiting for its content. */
    private record Created(int index, FileChannel channel, byte[] content)
    {
    }

    private FileWriting()
    {
    }

    /**
     * Writes {@code contents.get(i)} to {@code files.get(i)}, which must not exist yet, in folders that do; a file
     * that cannot be written does not stop the others.
     *
     * @return per file, what stopped it being written, or null.
     */
    static IOException[] write(final List<Path> files, final List<byte[]> contents)
    {
        final IOException[] failures = new IOException[files.size()];
        final BlockingQueue<Created> created = new ArrayBlockingQueue<>(IN_FLIGHT);
        final ForkJoinTask<?> writer = ForkJoinPool.commonPool().submit(() -> writeCreated(created, failures));
        for (int i = 0; i < files.size(); i++)
        {
            try
            {
                final FileChannel channel = FileChannel.open(files.get(i), StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
                handOver(created, new Created(i, channel, contents.get(i)), writer);
            }
            catch (final IOException ex)
            {
                failures[i] = ex;
            }
        }
        handOver(created, END, writer);
        writer.join();
        return failures;
    }

    /** Queues a created file, or stops if the writing thread has (join() rethrows what stopped it). */
    private static void handOver(final BlockingQueue<Created> created, final Created file, final ForkJoinTask<?> writer)
    {
        try
        {
            while (!created.offer(file, 10, TimeUnit.MILLISECONDS))
            {
                if (writer.isDone())
                {
                    writer.join();
                    throw new IllegalStateException("the thread writing files stopped");
                }
            }
        }
        catch (final InterruptedException ex)
        {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while writing files", ex);
        }
    }

    private static void writeCreated(final BlockingQueue<Created> created, final IOException[] failures)
    {
        try
        {
            for (Created file = created.take(); file != END; file = created.take())
            {
                try (FileChannel channel = file.channel())
                {
                    final ByteBuffer content = ByteBuffer.wrap(file.content());
                    while (content.hasRemaining())
                    {
                        channel.write(content);
                    }
                }
                catch (final IOException ex)
                {
                    failures[file.index()] = ex;
                }
            }
        }
        catch (final InterruptedException ex)
        {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while writing files", ex);
        }
    }
}
