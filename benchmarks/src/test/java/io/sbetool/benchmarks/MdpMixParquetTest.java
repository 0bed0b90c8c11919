package io.sbetool.benchmarks;

import io.sbetool.compiler.cli.DecodeParquetTest;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The decode benchmark's MDP 3.0 mix ({@link MdpCaptureGenerator}: book updates, trade summaries, a
 * security status and a snapshot) decoded to Parquet holds NDJSON's values in every row, read back with
 * DuckDB and with Parquet's own reader, the packet fields and the MDP packet header's included.
 */
class MdpMixParquetTest
{
    /** Past the first SecurityStatus30 (message 12,500) and SnapshotFullRefreshLongQty69 (25,001). */
    private static final int MESSAGES = 30_000;

    @TempDir
    Path dir;

    @Test
    void everyRowOfTheBenchmarksMixHoldsNdjsonsValues() throws Exception
    {
        final Path capture = dir.resolve("mdp.pcap");
        MdpCaptureGenerator.write(capture, MESSAGES);
        final int rows = DecodeParquetTest.assertAgrees(List.of(SharedFiles.corpus("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml")),
            List.of("--framing", MdpCaptureGenerator.FRAMING, "--packet-header", "MsgSeqNum:u32le,SendingTime:u64le",
                "--packet-fields"), dir.resolve("out"), capture);
        assertEquals(MESSAGES, rows);
    }
}
