import io.sbetool.compiler.cli.SbeTool;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Runs one {@code sbetool decode} command ROUNDS times in one JVM and prints the main thread's CPU time of
 * each round: the later rounds show what a decode costs once the JIT has compiled it, apart from the
 * start-up and compiling that a whole-process run also pays. The output folder is removed before each round.
 * Usage (benchmarks/decode-warm.sh runs it): java -cp sbetool.jar DecodeWarm.java ROUNDS OUTPUT decode ARGS...
 */
public final class DecodeWarm
{
    public static void main(final String[] args) throws IOException
    {
        final int rounds = Integer.parseInt(args[0]);
        final Path output = Path.of(args[1]);
        final String[] command = Arrays.copyOfRange(args, 2, args.length);
        final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        final StringBuilder line = new StringBuilder("main thread CPU s per round:");
        for (int round = 0; round < rounds; round++)
        {
            remove(output);
            final long start = threads.getCurrentThreadCpuTime();
            final int exit = SbeTool.run(command, System.out, System.err);
            final long end = threads.getCurrentThreadCpuTime();
            if (exit != 0)
            {
                throw new IllegalStateException("sbetool exited with " + exit + " in round " + round);
            }
            line.append(String.format(" %.2f", (end - start) / 1e9));
        }
        remove(output);
        System.out.println(line);
    }

    private static void remove(final Path path) throws IOException
    {
        if (!Files.exists(path))
        {
            return;
        }
        try (Stream<Path> files = Files.walk(path))
        {
            for (final Path file : files.sorted(Comparator.reverseOrder()).toList())
            {
                Files.delete(file);
            }
        }
    }
}
