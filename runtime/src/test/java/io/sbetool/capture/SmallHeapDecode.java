package io.sbetool.capture;

import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Decodes a capture of the standard's example messages in a JVM of its own, for tests of what a
 * capture costs in memory: run with a small {@code -Xmx}, it ends in an OutOfMemoryError (exit 1 and
 * a stack trace) where the decoding holds more than that. Prints the session's counts and warnings.
 */
public final class SmallHeapDecode
{
    private static final long TIMEOUT_SECONDS = 120;

    private SmallHeapDecode()
    {
    }

    /**
     * @param args the capture and the framing.
     */
    public static void main(final String[] args) throws Exception
    {
        final DecodeSession session = DecodeSession
            .builder(ReferenceIr.fromSchema(SharedFiles.specExamplesForReference()))
            .framing(Framing.parse(args[1])).onError(DecodeSession.ErrorMode.SKIP)
            .output(OutputStream.nullOutputStream()).build();
        final DecodeResult result = session.decodeFile(Paths.get(args[0]));
        System.out.println("messages " + result.messages());
        System.out.println("gaps " + session.stats().gaps());
        for (final String warning : session.stats().warnings())
        {
            System.out.println("warning " + warning);
        }
    }

    /**
     * Runs {@link #main} in a JVM of the given heap and returns its output and exit code.
     */
    static Result fork(final String maxHeap, final Path capture, final String framing, final Path dir)
        throws IOException, InterruptedException
    {
        final Path out = dir.resolve("forked.out");
        final Process process = new ProcessBuilder(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
            "-Xmx" + maxHeap, "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
            SmallHeapDecode.class.getName(), capture.toString(), framing)
            .redirectErrorStream(true).redirectOutput(out.toFile()).start();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS))
        {
            process.destroyForcibly();
            throw new AssertionError("the decoding did not finish in " + TIMEOUT_SECONDS + " s");
        }
        return new Result(process.exitValue(), java.nio.file.Files.readAllLines(out));
    }

    record Result(int exitCode, List<String> lines)
    {
    }
}
