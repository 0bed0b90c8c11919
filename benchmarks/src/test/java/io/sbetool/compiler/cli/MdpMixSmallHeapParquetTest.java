package io.sbetool.compiler.cli;

import io.sbetool.benchmarks.MdpCaptureGenerator;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bounded memory on the decode benchmark's MDP 3.0 mix: a capture larger than the heap, generated here,
 * decodes to Parquet on two threads in a JVM of its own with a 64 MiB heap (Hadoop off its class path, as
 * a user's), every message a row.
 */
class MdpMixSmallHeapParquetTest
{
    /** About 70 MB of libpcap: more than the 64 MiB heap. */
    private static final int MESSAGES = 450_000;

    @TempDir
    Path dir;

    @Test
    void aCaptureLargerThanTheHeapDecodesOnTwoThreadsInA64MbHeap() throws Exception
    {
        final Path capture = dir.resolve("mdp.pcap");
        final MdpCaptureGenerator.Summary written = MdpCaptureGenerator.write(capture, MESSAGES);
        assertTrue(Files.size(capture) > 64L << 20, capture + " of " + Files.size(capture) + " bytes");
        final Path output = dir.resolve("out");

        final ForkedSbeTool.Result result = ForkedSbeTool.run(dir, DecodeParquetForkedTest.command("64m", "decode",
            "--schema", SharedFiles.corpus("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml").toString(), "--framing",
            MdpCaptureGenerator.FRAMING, "--skip", Integer.toString(MdpCaptureGenerator.SKIP), "--threads", "2",
            "--format", "parquet", "--output", output.toString(), capture.toString()), null);

        assertEquals(ExitCode.OK, result.exitCode, result::toString);
        assertEquals("", result.err, "no note that the heap holds fewer threads, no warning");
        long rows = 0;
        int datasets = 0;
        try (Stream<Path> folders = Files.list(output))
        {
            for (final Path dataset : folders.toList())
            {
                rows += Long.parseLong(ParquetReadBack.duckDbValue(
                    "SELECT count(*) FROM read_parquet('" + dataset.resolve("*.parquet") + "')"));
                datasets++;
            }
        }
        assertEquals(written.messages(), rows, "a row per message");
        assertEquals(4, datasets, "book updates, trade summaries, statuses and snapshots");
        assertTrue(ParquetReadBack.parts(output.resolve("MDIncrementalRefreshBookLongQty64")).size() >= 2,
            "each thread's own parts");
        for (final String name : ParquetReadBack.allNames(output))
        {
            assertFalse(name.contains(".inprogress"), name);
        }
    }
}
