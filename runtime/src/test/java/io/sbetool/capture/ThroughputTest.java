package io.sbetool.capture;

import io.sbetool.ir.Ir;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Measures NDJSON output rate for market-data messages on one thread: a file of one million CME MDP3
 * incremental refresh messages (one book entry each, 64 bytes with their size prefix) decoded to a
 * byte-counting stream. The assertion is a loose floor so slow CI machines pass; the rate is printed.
 */
class ThroughputTest
{
    private static final int MESSAGES = 1_000_000;

    @TempDir
    Path dir;

    @Test
    void decodesMarketDataToNdjsonQuickly() throws Exception
    {
        final Path corpus = SharedFiles.sharedDir().resolve("corpus");
        final Ir ir = ReferenceIr.fromSchema(corpus.resolve("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml"));
        final byte[] message = CorruptionTest.firstMessage(ir,
            corpus.resolve("cme/samples/Mdp3.Sbe.v1.12/MdIncrementalRefreshBookLongQty.pcap"), "u16le-incl", 14);
        final byte[] framed = FramingTest.frame("u16le-incl", message);
        final Path file = dir.resolve("md.bin");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20))
        {
            for (int i = 0; i < MESSAGES; i++)
            {
                out.write(framed);
            }
        }
        final long[] bytes = new long[1];
        final OutputStream sink = new OutputStream()
        {
            public void write(final int b)
            {
                bytes[0]++;
            }

            public void write(final byte[] b, final int off, final int len)
            {
                bytes[0] += len;
            }
        };
        final DecodeSession session = DecodeSession.builder(ir).framing(Framing.parse("u16le-incl")).output(sink).build();
        session.decodeFile(file);
        double best = 0;
        for (int run = 0; run < 3; run++)
        {
            final long start = System.nanoTime();
            final DecodeResult result = session.decodeFile(file);
            final double seconds = (System.nanoTime() - start) / 1e9;
            assertEquals(MESSAGES, result.messages());
            best = Math.max(best, MESSAGES / seconds);
        }
        System.out.printf("NDJSON throughput: %.0f messages/s, %d bytes per line%n", best, bytes[0] / (4L * MESSAGES));
        assertTrue(best > 100_000, "throughput " + best);
    }
}
