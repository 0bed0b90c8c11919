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
}
