package io.sbetool.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Runs one external tool (cmake, cargo, a benchmark binary) for the smoke tests: its output goes to a file
 * rather than a pipe, so a chatty build cannot block on a full pipe while the test waits for it.
 */
final class ToolRun
{
    private ToolRun()
    {
    }

    /**
     * Runs the command; fails the test with its output unless it exits 0 within the time given.
     *
     * @param builder     the command, its folder and environment
     * @param logFolder   where its output is kept while it runs (deleted after)
     * @param minutes     how long it may take
     * @param missingHint what provides the tool, for the failure when it cannot be started
     * @return what it printed, stdout and stderr together.
     */
    static String run(final ProcessBuilder builder, final Path logFolder, final long minutes, final String missingHint)
        throws IOException, InterruptedException
    {
        final String command = String.join(" ", builder.command());
        Files.createDirectories(logFolder);
        final Path log = Files.createTempFile(logFolder, "tool-run", ".log");
        try
        {
            final Process process = builder.redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!process.waitFor(minutes, TimeUnit.MINUTES))
            {
                process.destroyForcibly();
                fail("timed out after " + minutes + " minutes: " + command);
            }
            final String output = Files.readString(log, StandardCharsets.UTF_8);
            if (process.exitValue() != 0)
            {
                fail("exit code " + process.exitValue() + " from " + command + "\n" + output);
            }
            return output;
        }
        catch (final IOException ex)
        {
            fail("cannot run " + builder.command().get(0) + " (" + missingHint + "): " + ex.getMessage());
            throw ex;
        }
        finally
        {
            Files.deleteIfExists(log);
        }
    }
}
