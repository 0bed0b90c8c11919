package io.sbetool.compiler.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Runs {@code sbetool} in a JVM of its own, as a user's shell would, for what an in-process run cannot
 * show: a small heap, real standard input, pipes and a reader that goes away.
 */
final class ForkedSbeTool
{
    private static final long TIMEOUT_SECONDS = 120;

    private ForkedSbeTool()
    {
    }

    /**
     * The command that starts sbetool with this test's classpath and the given heap limit.
     */
    static List<String> command(final String maxHeap, final String... args)
    {
        final List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx" + maxHeap);
        command.add("-XX:TieredStopAtLevel=1");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(SbeTool.class.getName());
        command.addAll(List.of(args));
        return command;
    }

    /**
     * The same command quoted for {@code bash -c}, to be put in a pipeline.
     */
    static String shellCommand(final String maxHeap, final String... args)
    {
        return command(maxHeap, args).stream().map(ForkedSbeTool::quote).collect(Collectors.joining(" "));
    }

    /**
     * Runs a bash script and waits for it.
     */
    static Result bash(final Path dir, final String script) throws IOException, InterruptedException
    {
        return run(dir, List.of("bash", "-c", script), null);
    }

    static Result run(final Path dir, final List<String> command, final Path stdin)
        throws IOException, InterruptedException
    {
        final Path out = dir.resolve("forked.out");
        final Path err = dir.resolve("forked.err");
        final ProcessBuilder builder = new ProcessBuilder(command)
            .directory(dir.toFile())
            .redirectOutput(out.toFile())
            .redirectError(err.toFile());
        if (stdin != null)
        {
            builder.redirectInput(stdin.toFile());
        }
        final Process process = builder.start();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS))
        {
            process.destroyForcibly();
            throw new AssertionError("sbetool did not finish in " + TIMEOUT_SECONDS + " s: " + command);
        }
        return new Result(process.exitValue(), out, Files.readString(err, StandardCharsets.UTF_8));
    }

    private static String quote(final String word)
    {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /**
     * A finished run: its exit code, the file holding its standard output, and its standard error.
     */
    static final class Result
    {
        final int exitCode;
        final Path out;
        final String err;

        Result(final int exitCode, final Path out, final String err)
        {
            this.exitCode = exitCode;
            this.out = out;
            this.err = err;
        }

        String outText() throws IOException
        {
            return Files.readString(out, StandardCharsets.UTF_8);
        }

        @Override
        public String toString()
        {
            return "exit " + exitCode + ", stderr: " + err;
        }
    }
}
