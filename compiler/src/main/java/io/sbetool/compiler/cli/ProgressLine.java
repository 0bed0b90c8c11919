package io.sbetool.compiler.cli;

import io.sbetool.capture.DecodeSession;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Locale;

/**
 * A one-line progress display on standard error while a long decode runs, redrawn in place twice a
 * second. Shown only when standard error is a terminal, so logs and pipes never see it.
 */
final class ProgressLine implements AutoCloseable
{
    private static final long PERIOD_MILLIS = 500;
    // Short runs finish before a display would help; wait this long before drawing anything.
    private static final long FIRST_DRAW_MILLIS = 1000;

    private final DecodeSession session;
    private final PrintWriter err;
    private final Thread thread;
    private volatile String file;
    private volatile long fileSize;
    private volatile boolean drawn;

    private ProgressLine(final DecodeSession session, final PrintWriter err)
    {
        this.session = session;
        this.err = err;
        this.thread = new Thread(this::run, "sbetool-progress");
        this.thread.setDaemon(true);
    }

    /**
     * @return a running display, or null when standard error is not a terminal.
     */
    static ProgressLine startIfTerminal(final DecodeSession session, final PrintWriter err)
    {
        if (!stderrIsTerminal())
        {
            return null;
        }
        final ProgressLine progress = new ProgressLine(session, err);
        progress.thread.start();
        return progress;
    }

    /**
     * @param size the file's size, or -1 when it is a stream.
     */
    void file(final Path path, final long size)
    {
        file = path.toString();
        fileSize = size;
    }

    @Override
    public void close()
    {
        thread.interrupt();
        try
        {
            thread.join();
        }
        catch (final InterruptedException ex)
        {
            Thread.currentThread().interrupt();
        }
        if (drawn)
        {
            err.print("\r\033[K");
            err.flush();
        }
    }

    private void run()
    {
        try
        {
            Thread.sleep(FIRST_DRAW_MILLIS);
            while (!Thread.currentThread().isInterrupted())
            {
                draw();
                Thread.sleep(PERIOD_MILLIS);
            }
        }
        catch (final InterruptedException ex)
        {
            // closed
        }
    }

    private void draw()
    {
        final String name = file;
        if (name == null)
        {
            return;
        }
        final long offset = session.progressFileOffset();
        if (fileSize < 0)
        {
            err.print(String.format(Locale.ROOT, "\r\033[K%s: %,d bytes, %,d messages",
                name, offset, session.progressMessages()));
        }
        else
        {
            err.print(String.format(Locale.ROOT, "\r\033[K%s: %3d%% of %,d bytes, %,d messages",
                name, Math.min(100, offset * 100 / Math.max(1, fileSize)), fileSize, session.progressMessages()));
        }
        err.flush();
        drawn = true;
    }

    static boolean stderrIsTerminal()
    {
        // Java 17 cannot ask whether stderr alone is a terminal (System.console() needs stdin and
        // stdout too, and stdout is usually redirected to a file), so ask Linux where fd 2 points.
        try
        {
            final String target = Files.readSymbolicLink(Paths.get("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        }
        catch (final IOException | UnsupportedOperationException | SecurityException ex)
        {
            return false;
        }
    }
}
