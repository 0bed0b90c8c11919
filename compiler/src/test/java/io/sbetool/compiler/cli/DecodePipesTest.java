package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static io.sbetool.compiler.cli.DecodeAtScaleTest.CAR_SCHEMA;
import static io.sbetool.compiler.cli.DecodeAtScaleTest.lastLine;
import static io.sbetool.compiler.cli.DecodeAtScaleTest.lastOffset;
import static io.sbetool.compiler.cli.DecodeAtScaleTest.repeatedCars;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code sbetool decode} reading standard input, a named pipe and process substitution, and writing
 * into a pipe whose reader goes away; each in its own JVM under bash, as a user runs it.
 */
class DecodePipesTest
{
    private static final ObjectMapper JSON = new ObjectMapper();
    /** 1.46 MB: more than one read-ahead chunk of a stream. */
    private static final int COPIES = 4_000;

    @TempDir
    Path dir;

    private String decode(final String input)
    {
        return ForkedSbeTool.shellCommand("64m", "decode", "--schema", CAR_SCHEMA.toString(), "--framing", "sofh",
            input);
    }

    private void assertAllDecoded(final ForkedSbeTool.Result result, final String fileName) throws Exception
    {
        assertEquals(ExitCode.OK, result.exitCode, result::toString);
        assertEquals("", result.err);
        final JsonNode last = lastLine(result.out, 3L * COPIES);
        assertEquals(fileName, last.get("file").asText());
        assertEquals(lastOffset(COPIES), last.get("offset").asLong());
        assertEquals(1236, last.get("serialNumber").asInt());
    }

    @Test
    void standardInput() throws Exception
    {
        repeatedCars(dir, COPIES);
        assertAllDecoded(ForkedSbeTool.bash(dir, "cat cars.sofh | " + decode("-")), "-");
    }

    @Test
    void gzipOnStandardInput() throws Exception
    {
        repeatedCars(dir, COPIES);
        assertAllDecoded(ForkedSbeTool.bash(dir, "gzip -c cars.sofh | " + decode("-")), "-");
    }

    @Test
    void namedPipe() throws Exception
    {
        repeatedCars(dir, COPIES);
        assertAllDecoded(ForkedSbeTool.bash(dir, "mkfifo cars.fifo && (cat cars.sofh > cars.fifo &) && " +
            decode("cars.fifo")), "cars.fifo");
    }

    @Test
    void processSubstitution() throws Exception
    {
        repeatedCars(dir, COPIES);
        final ForkedSbeTool.Result result = ForkedSbeTool.bash(dir, decode("<(cat cars.sofh)").replace("'<(cat cars.sofh)'",
            "<(cat cars.sofh)"));
        assertEquals(ExitCode.OK, result.exitCode, result::toString);
        final JsonNode last = lastLine(result.out, 3L * COPIES);
        assertEquals(lastOffset(COPIES), last.get("offset").asLong());
    }

    @Test
    void aReaderThatGoesAwayEndsTheRunQuietlyAndSuccessfully() throws Exception
    {
        // 85 MB of output: the decoder is still writing long after head has gone
        repeatedCars(dir, DecodeAtScaleTest.COPIES);
        final ForkedSbeTool.Result result = ForkedSbeTool.bash(dir,
            decode("cars.sofh") + " 2> decode.err | head -n 1; echo \"exit ${PIPESTATUS[0]}\" >&2; cat decode.err >&2");

        assertEquals(0, result.exitCode, result::toString);
        assertEquals("exit 0\n", result.err);
        final String[] lines = result.outText().split("\n");
        assertEquals(1, lines.length);
        assertEquals(1234, JSON.readTree(lines[0]).get("serialNumber").asInt());
    }
}
