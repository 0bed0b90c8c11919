package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code sbetool decode} in a JVM of its own on inputs much larger than its output buffer and heap.
 */
class DecodeAtScaleTest
{
    private static final ObjectMapper JSON = new ObjectMapper();
    static final Path CAR_SCHEMA = SharedFiles.projectSchema("car.xml");
    static final Path CAR_SOFH = SharedFiles.projectDir().resolve("samples/captures/car.sofh");
    /** 14.6 MB of frames, about 85 MB of NDJSON: more than the 64 MB heap could hold at once. */
    static final int COPIES = 40_000;

    @TempDir
    Path dir;

    /**
     * The sample's three Car messages (365 bytes with their SOFH) written {@code copies} times.
     */
    static Path repeatedCars(final Path dir, final int copies) throws IOException
    {
        final byte[] cars = Files.readAllBytes(CAR_SOFH);
        final Path file = dir.resolve("cars.sofh");
        try (OutputStream out = Files.newOutputStream(file))
        {
            for (int i = 0; i < copies; i++)
            {
                out.write(cars);
            }
        }
        return file;
    }

    static long lastOffset(final int copies) throws IOException
    {
        return (long)(copies - 1) * Files.size(CAR_SOFH) + 258;
    }

    /**
     * Counts lines without holding the output, and returns the last one parsed.
     */
    static JsonNode lastLine(final Path out, final long expectedLines) throws IOException
    {
        long lines = 0;
        String last = null;
        try (BufferedReader reader = Files.newBufferedReader(out, StandardCharsets.UTF_8))
        {
            for (String line = reader.readLine(); line != null; line = reader.readLine())
            {
                lines++;
                last = line;
            }
        }
        assertEquals(expectedLines, lines);
        return JSON.readTree(last);
    }

    @Test
    void aFramedFileFarLargerThanTheOutputBufferDecodesWhollyInA64MbHeap() throws Exception
    {
        final Path input = repeatedCars(dir, COPIES);
        final Path output = dir.resolve("cars.ndjson");

        final ForkedSbeTool.Result result = ForkedSbeTool.run(dir, ForkedSbeTool.command("64m", "decode",
            "--schema", CAR_SCHEMA.toString(), "--framing", "sofh", "--output", output.toString(), input.toString()), null);

        assertEquals(ExitCode.OK, result.exitCode, result::toString);
        assertEquals("", result.err);
        assertTrue(Files.size(output) > 64L << 20, "output of " + Files.size(output) + " bytes");
        final JsonNode last = lastLine(output, 3L * COPIES);
        assertEquals(lastOffset(COPIES), last.get("offset").asLong());
        assertEquals(1236, last.get("serialNumber").asInt());
        assertEquals("ID.3 Pro S", last.get("model").asText());
    }

    /**
     * The writer thread's buffers come from a fixed pool of three: an 8 MB heap is enough for
     * tens of megabytes of output written on that thread, in both formats.
     */
    @Test
    void theWriterThreadsBuffersFitInAnEightMegabyteHeap() throws Exception
    {
        final Path input = repeatedCars(dir, COPIES);
        for (final String format : new String[] {"json", "text"})
        {
            final Path output = dir.resolve("cars." + format);
            final ForkedSbeTool.Result result = ForkedSbeTool.run(dir, ForkedSbeTool.command("8m", "decode",
                "--schema", CAR_SCHEMA.toString(), "--framing", "sofh", "--format", format, "--output",
                output.toString(), input.toString()), null);
            assertEquals(ExitCode.OK, result.exitCode, result::toString);
            assertEquals("", result.err);
            assertTrue(Files.size(output) > 4 * (8L << 20), "output of " + Files.size(output) + " bytes");
            if (format.equals("json"))
            {
                assertEquals(lastOffset(COPIES), lastLine(output, 3L * COPIES).get("offset").asLong());
            }
        }
    }

    /**
     * The sample pcap's records {@code copies} times over after its header: 1,024 copies make 554 KB,
     * more than two chunks, so that {@code --threads} shares it out.
     */
    static Path repeatedPcap(final Path dir, final int copies) throws IOException
    {
        final byte[] pcap = Files.readAllBytes(SharedFiles.projectDir().resolve("samples/captures/market-data.pcap"));
        final Path file = dir.resolve("repeated.pcap");
        try (OutputStream out = Files.newOutputStream(file))
        {
            out.write(pcap, 0, 24);
            for (int i = 0; i < copies; i++)
            {
                out.write(pcap, 24, pcap.length - 24);
            }
        }
        return file;
    }

    private ForkedSbeTool.Result decodePcap(final String maxHeap, final Path input, final Path output, final int threads)
        throws Exception
    {
        return ForkedSbeTool.run(dir, ForkedSbeTool.command(maxHeap, "decode", "--schema",
            SharedFiles.projectSchema("fix-message-samples.xml").toString(), "--framing", "u16le-incl", "--skip", "12",
            "--threads", Integer.toString(threads), "--output", output.toString(), input.toString()), null);
    }

    /**
     * 64 threads' buffers (6 MiB each) would need 384 MiB: in a 32 MB heap the decoding uses as many as
     * fit, says so, and writes what one thread writes, instead of ending in an OutOfMemoryError.
     */
    @Test
    void moreThreadsThanTheHeapHoldsDecodeOnAsManyAsItHolds() throws Exception
    {
        final Path input = repeatedPcap(dir, 1024);
        final Path one = dir.resolve("one.ndjson");
        final Path many = dir.resolve("many.ndjson");
        assertEquals(ExitCode.OK, decodePcap("32m", input, one, 1).exitCode);

        final ForkedSbeTool.Result result = decodePcap("32m", input, many, 64);

        assertEquals(ExitCode.OK, result.exitCode, result::toString);
        assertTrue(result.err.startsWith("sbetool decode: note: decoding a pcap on "), result.err);
        assertTrue(result.err.contains(" threads, not 64: each takes up to 6 MiB of buffers"), result.err);
        assertFalse(result.err.contains("\tat "), result.err);
        assertEquals(-1L, Files.mismatch(one, many), "the same NDJSON as one thread");
        assertTrue(Files.size(one) > 1 << 20, one + " of " + Files.size(one) + " bytes");
    }
}
