package io.sbetool.spark;

import io.sbetool.benchmarks.MdpCaptureGenerator;
import io.sbetool.capture.DecodeSession;
import io.sbetool.capture.Framing;
import io.sbetool.compiler.Compilation;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bounded memory in Spark: a generated MDP 3.0 capture larger than the whole JVM's heap is read by the Spark
 * source in {@code local[2]} in a JVM of its own with a 160 MiB heap (driver and executor in one), every
 * column of every row assembled ({@link SparkRead}), and gives a row per book update: each partition is
 * streamed, never collected.
 */
class SparkSmallHeapTest
{
    private static final String HEAP = "160m";
    /** About 173 MB of libpcap: more than the 160 MiB heap, cut into three partitions of 64 MiB. */
    private static final int MESSAGES = 1_100_000;
    private static final String BOOK = "MDIncrementalRefreshBookLongQty64";
    private static final long TIMEOUT_SECONDS = 300;

    @TempDir
    Path dir;

    @Test
    void aFileLargerThanTheHeapIsReadInLocal2InA160MbHeap() throws Exception
    {
        final Path capture = dir.resolve("mdp.pcap");
        MdpCaptureGenerator.write(capture, MESSAGES);
        assertTrue(Files.size(capture) > 160L << 20, capture + " of " + Files.size(capture) + " bytes");
        final Path schema = SharedFiles.corpus("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml");
        final long books = books(schema, capture);
        assertTrue(books > MESSAGES / 2, books + " book updates");

        final List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx" + HEAP);
        // Spark keeps 300 MiB of the heap back and refuses a heap below 450 MiB: 32 MiB kept back lets it run in
        // the small heap, whose real size its memory manager still sees
        command.add("-Dsbetool.spark.reservedMemory=" + (32 << 20));
        for (final String option : ManagementFactory.getRuntimeMXBean().getInputArguments())
        {
            if (option.startsWith("--add-opens") || option.startsWith("-Djdk.reflect"))
            {
                command.add(option);
            }
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), SparkRead.class.getName(), "local[2]", "1",
            Integer.toString(64 << 20), schema.toString(), MdpCaptureGenerator.FRAMING,
            Integer.toString(MdpCaptureGenerator.SKIP), BOOK, capture.toString()));
        final Path out = dir.resolve("spark.out");
        final Path err = dir.resolve("spark.err");
        final Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectOutput(out.toFile())
            .redirectError(err.toFile()).start();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS))
        {
            process.destroyForcibly();
            throw new AssertionError("the Spark read did not finish in " + TIMEOUT_SECONDS + " s");
        }
        final String printed = Files.readString(out, StandardCharsets.UTF_8);
        final String logged = Files.readString(err, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), printed + logged);
        assertTrue(printed.startsWith("rows=" + books + " "), printed + logged);
        assertTrue(printed.contains(" partitions=3"), printed);
        assertTrue(!logged.contains("OutOfMemoryError"), logged);
    }

    /**
     * @return the capture's book updates, counted by a decode session as rows handed over.
     */
    private static long books(final Path schema, final Path capture) throws Exception
    {
        final long[] rows = new long[1];
        final DecodeSession session = DecodeSession.builder(Compilation.compileOrThrow(schema))
            .framing(Framing.parse(MdpCaptureGenerator.FRAMING)).skip(MdpCaptureGenerator.SKIP)
            .templateNames(List.of(BOOK))
            .rows((decoder, plan, buffer, offset, length, file, fileOffset, packet) ->
            {
                rows[0]++;
                return 0;
            })
            .build();
        assertEquals(0, session.decodeFile(capture).errors());
        return rows[0];
    }
}
