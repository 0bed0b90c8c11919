package io.sbetool.spark;

import io.sbetool.benchmarks.MdpCaptureGenerator;
import io.sbetool.testing.SharedFiles;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A partition is streamed: the reader holds a bounded number of rows however many the partition has, and
 * closing it early ends the decode. Readers made directly, as an executor makes them, without a session.
 */
class StreamedRowsTest
{
    @TempDir
    static Path dir;
    private static Path capture;

    @BeforeAll
    static void write() throws Exception
    {
        capture = dir.resolve("big.pcap");
        MdpCaptureGenerator.write(capture, 40_000);
    }

    private static SbeReaderFactory factory(final String template)
    {
        final SbeOptions options = SbeOptions.parse(Map.of("schema",
            SharedFiles.corpus("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml").toString(), "framing", "u16le-incl",
            "skip", "12", "template", template));
        return new SbeReaderFactory(options, SbeDataSource.schema(options).fieldNames());
    }

    @Test
    void aPartitionFarLargerThanTheHandOffIsReadWithBoundedRowsHeld() throws Exception
    {
        final StreamedRows reader = (StreamedRows)factory("64").createReader(
            new SbeScan.SbePartition(capture.toString(), -1, -1));
        final Set<Long> offsets = new HashSet<>();
        long rows = 0;
        while (reader.next())
        {
            final InternalRow row = reader.get();
            offsets.add(row.getLong(1));
            rows++;
            if (rows % 1000 == 0)
            {
                // a slow consumer: the decode must wait rather than queue ahead
                Thread.sleep(1);
            }
        }
        reader.close();
        assertEquals(rows, offsets.size(), "each message once");
        assertTrue(rows > 20L * StreamedRows.maxHeldRows(), "rows " + rows + " against the bound " +
            StreamedRows.maxHeldRows());
        assertTrue(reader.heldRows() <= StreamedRows.maxHeldRows(), "held " + reader.heldRows());
        assertTrue(reader.heldRows() >= StreamedRows.BATCH_ROWS, "held " + reader.heldRows());
    }

    @Test
    void closingEarlyEndsTheDecode() throws Exception
    {
        final PartitionReader<InternalRow> reader = factory("64").createReader(
            new SbeScan.SbePartition(capture.toString(), -1, -1));
        assertTrue(reader.next());
        reader.close();
        final long deadline = System.nanoTime() + 10_000_000_000L;
        while (decodeThreadAlive() && System.nanoTime() < deadline)
        {
            Thread.sleep(10);
        }
        assertFalse(decodeThreadAlive(), "the decode thread ends when the reader is closed");
    }

    private static boolean decodeThreadAlive()
    {
        return Thread.getAllStackTraces().keySet().stream()
            .anyMatch(thread -> thread.getName().startsWith("sbe-decode ") && thread.isAlive());
    }
}
