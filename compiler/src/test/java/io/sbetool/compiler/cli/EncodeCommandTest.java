package io.sbetool.compiler.cli;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code sbetool encode} end to end: a capture decoded and encoded again is the same file; every kind
 * of bad line is reported with its line number and field, and nothing of it is written; {@code
 * --on-error skip} goes on and counts; exit codes 0, 1 and 2; never a stack trace.
 */
class EncodeCommandTest
{
    private static final Path CAR = SharedFiles.projectSchema("car.xml");
    private static final Path CAR_SOFH = SharedFiles.projectDir().resolve("samples/captures/car.sofh");
    private static final String GOOD =
        "{\"template\":\"NewOrder\",\"orderId\":18446744073709551615,\"symbol\":\"ABC\",\"side\":\"Buy\"," +
        "\"quantity\":10,\"price\":null,\"venue\":\"Lit\",\"ratio\":0.5,\"legs\":[{\"legId\":7}],\"tag\":\"AQID\"," +
        "\"note\":\"h\\u00e9\"}";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(final String... args)
    {
        out.reset();
        err.reset();
        return SbeTool.run(args, out, err);
    }

    private String errText()
    {
        return err.toString(StandardCharsets.UTF_8);
    }

    private static Path orders() throws URISyntaxException
    {
        return Path.of(EncodeCommandTest.class.getResource("/encode/orders.xml").toURI());
    }

    private Path ndjson(final String... lines) throws Exception
    {
        final Path file = dir.resolve("in.ndjson");
        Files.writeString(file, String.join("\n", lines) + "\n");
        return file;
    }

    @Test
    void aDecodedCaptureEncodesBackToTheSameFile() throws Exception
    {
        assertEquals(ExitCode.OK, run("decode", "--schema", CAR.toString(), "--framing", "sofh", CAR_SOFH.toString()));
        final Path decoded = dir.resolve("car.ndjson");
        Files.write(decoded, out.toByteArray());
        final Path encoded = dir.resolve("car.sofh");

        assertEquals(ExitCode.OK, run("encode", "--schema", CAR.toString(), "--framing", "sofh", "--output",
            encoded.toString(), decoded.toString()));

        assertEquals("", errText());
        assertArrayEquals(Files.readAllBytes(CAR_SOFH), Files.readAllBytes(encoded));
    }

    @Test
    void anIrFileAndStandardInputWorkAsTheSchemaAndAFileDo() throws Exception
    {
        assertEquals(ExitCode.OK, run("decode", "--schema", CAR.toString(), "--framing", "sofh", CAR_SOFH.toString()));
        final byte[] ndjson = out.toByteArray();
        assertEquals(ExitCode.OK, run("--target", "ir", "-o", dir.toString(), CAR.toString()));
        final InputStream stdin = System.in;
        try
        {
            System.setIn(new ByteArrayInputStream(ndjson));
            assertEquals(ExitCode.OK, run("encode", "--ir", dir.resolve("car.sbeir").toString(), "--framing", "sofh", "-"));
        }
        finally
        {
            System.setIn(stdin);
        }
        assertArrayEquals(Files.readAllBytes(CAR_SOFH), out.toByteArray());
    }

    @Test
    void eachFramingWritesWhatDecodeReadsWithIt() throws Exception
    {
        final Path input = ndjson(GOOD, GOOD.replace("\"orderId\":18446744073709551615", "\"orderId\":\"5\""));
        for (final String framing : new String[] {"raw", "sofh", "u16le", "u16le-incl", "u16be", "u32le", "u32be-incl"})
        {
            final Path encoded = dir.resolve("orders." + framing);
            assertEquals(ExitCode.OK, run("encode", "--schema", orders().toString(), "--framing", framing, "-o",
                encoded.toString(), input.toString()), this::errText);
            assertEquals(ExitCode.OK, run("decode", "--schema", orders().toString(), "--framing", framing,
                encoded.toString()), this::errText);
            final String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
            assertEquals(2, lines.length, framing);
            assertTrue(lines[0].contains("\"orderId\":18446744073709551615,\"symbol\":\"ABC\",\"side\":\"Buy\"," +
                "\"quantity\":10,\"price\":null,\"venue\":\"Lit\",\"ratio\":0.5,\"legs\":[{\"legId\":7}],\"tag\":\"AQID\"," +
                "\"note\":\"hé\"}"), lines[0]);
            assertTrue(lines[1].contains("\"orderId\":5,"), lines[1]);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "malformed JSON|{\"template\":\"NewOrder\",|2:24: error: expected a quoted name, found the end of the line",
        "not an object|[1,2]|2:1: error: expected a JSON object, found '['",
        "unknown template|{\"template\":\"NewOrdr\"}|2: error: field 'template': not a message of the schema; expected one of NewOrder",
        "unknown template id|{\"templateId\":9}|2: error: field 'templateId': no message of the schema has id 9",
        "unknown field|{\"template\":\"NewOrder\",\"orderId\":1,\"symbl\":\"A\",\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1}|2: error: field 'symbl': unknown field of NewOrder; did you mean 'symbol'?",
        "misspelt required field|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\",\"quantty\":1}|2: error: field 'quantty': unknown field of NewOrder; did you mean 'quantity'?",
        "bad escape|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"B\\x\",\"quantity\":1}|2: error: field 'side': unknown escape \\x in a string",
        "out of range|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":0}|2:73: error: field 'quantity': value 0 is out of range for int32 (1..1000000)",
        "beyond 64 bits|{\"template\":\"NewOrder\",\"orderId\":18446744073709551616,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1}|2:34: error: field 'orderId': 18446744073709551616 is out of the 64-bit range for uint64",
        "a number beyond a double|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1,\"ratio\":-1e400}|2:83: error: field 'ratio': -1e400 is out of the range of a double (-1.7976931348623157E308..1.7976931348623157E308) for double",
        "an enum's raw number out of range|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":300,\"quantity\":1}|2:56: error: field 'side': raw value 300 is out of range for the enum's uint8",
        "wrong type|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":\"many\"}|2:73: error: field 'quantity': expected an integer, found \"many\" for int32",
        "a fraction for an integer|{\"template\":\"NewOrder\",\"orderId\":1.5,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1}|2:34: error: field 'orderId': expected an integer, found 1.5 for uint64",
        "unknown enum value|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"Short\",\"quantity\":1}|2: error: field 'side': not a value of the enum; expected one of Buy, Sell",
        "text too long|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"ABCDEFG\",\"side\":\"Buy\",\"quantity\":1}|2: error: field 'symbol': text is longer than the 6 characters the field holds",
        "missing required field|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\"}|2: error: field 'quantity': missing required field",
        "null for a required field|{\"template\":\"NewOrder\",\"orderId\":null,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1}|2: error: field 'orderId': null given for a required field",
        "constant set otherwise|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1,\"venue\":\"Dark\"}|2: error: field 'venue': is the constant Lit; it cannot be set",
        "group above maxValue|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1,\"legs\":[{\"legId\":1},{\"legId\":2},{\"legId\":3}]}|2: error: field 'legs': has 3 entries; its numInGroup allows 0..2",
        "field in a group entry|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1,\"legs\":[{\"legId\":1},{\"legId\":-1}]}|2:104: error: field 'legs[1].legId': value -1 is out of range for uint32 (0..4294967294)",
        "var data too long|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1,\"tag\":\"AAAAAAAAAAAA\"}|2: error: field 'tag': is longer than its length's maxValue 8",
        "not base64|{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1,\"tag\":\"hello!\"}|2: error: field 'tag': not base64 text (binary var data is written in base64)",
        "newer than the version|{\"template\":\"NewOrder\",\"schemaVersion\":0,\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1,\"ratio\":2.5}|2: error: field 'ratio': was added in version 1, after the message's schemaVersion 0; give null or leave it out",
        "wrong schema id|{\"template\":\"NewOrder\",\"schemaId\":8,\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1}|2: error: field 'schemaId': the schema's id is 7",
    })
    void aBadLineIsReportedWithItsLineAndFieldAndStopsTheRun(final String kind, final String line, final String message)
        throws Exception
    {
        final Path input = ndjson(GOOD, line, GOOD);
        final Path encoded = dir.resolve("out.bin");

        assertEquals(ExitCode.BAD_INPUT, run("encode", "--schema", orders().toString(), "-o", encoded.toString(),
            input.toString()));

        final String errors = errText();
        assertTrue(errors.startsWith(input + ":" + message + "\n"), errors);
        assertTrue(errors.contains("1 message written, 1 line not encoded"), errors);
        assertFalse(errors.contains("Exception") || errors.contains("\tat "), errors);
        assertArrayEquals(encodedAlone(GOOD), Files.readAllBytes(encoded), "only the line before it is written");
    }

    @Test
    void onErrorSkipGoesOnWithTheNextLineAndCountsWithNothingOfABadLineWritten() throws Exception
    {
        final String badLate = GOOD.replace("\"note\":\"h\\u00e9\"", "\"note\":\"x\",\"extra\":1");
        final Path input = ndjson(GOOD, "{oops", badLate, "", GOOD, "{\"template\":\"NewOrder\"}");

        assertEquals(ExitCode.BAD_INPUT, run("encode", "--schema", orders().toString(), "--on-error", "skip",
            "--framing", "u16le", input.toString()));

        final String errors = errText();
        assertTrue(errors.contains(input + ":2:2: error: expected a quoted name, found 'o'"), errors);
        assertTrue(errors.contains(input + ":3: error: field 'extra': unknown field of NewOrder"), errors);
        assertTrue(errors.contains(input + ":6: error: field 'orderId': missing required field"), errors);
        assertTrue(errors.endsWith(input + ": 2 messages written, 3 lines skipped\n"), errors);
        final byte[] one = encodedAlone(GOOD);
        final ByteArrayOutputStream expected = new ByteArrayOutputStream();
        for (int i = 0; i < 2; i++)
        {
            expected.write(one.length & 0xFF);
            expected.write(one.length >>> 8);
            expected.write(one);
        }
        assertArrayEquals(expected.toByteArray(), out.toByteArray(), "the two good lines, framed, and nothing else");
    }

    /** Bytes that are not UTF-8 were once written as U+FFFD; they are refused where they are, as \\ud800 is. */
    @Test
    void invalidUtf8IsReportedAtItsLineAndColumn() throws Exception
    {
        final Path input = dir.resolve("latin1.ndjson");
        final byte[] good = (GOOD + "\n").getBytes(StandardCharsets.UTF_8);
        final String before = "{\"template\":\"NewOrder\",\"orderId\":1,\"symbol\":\"A\",\"side\":\"Buy\",\"quantity\":1," +
            "\"note\":\"caf";
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(good);
        bytes.write(before.getBytes(StandardCharsets.US_ASCII));
        bytes.write(0xE9); // é in ISO-8859-1
        bytes.write("\"}\n".getBytes(StandardCharsets.US_ASCII));
        Files.write(input, bytes.toByteArray());

        assertEquals(ExitCode.BAD_INPUT, run("encode", "--schema", orders().toString(), input.toString()));

        assertTrue(errText().startsWith(input + ":2:" + (before.length() + 1) + ": error: byte 0xe9 starts no valid " +
            "UTF-8 sequence"), errText());
        assertArrayEquals(encodedAlone(GOOD), out.toByteArray());
    }

    @Test
    void aLineLongerThanMaxLineIsReportedAndTheNextLineRead() throws Exception
    {
        final String tooLong = GOOD.replace("\"note\":\"h\\u00e9\"", "\"note\":\"" + "x".repeat(600) + "\"");
        final Path input = ndjson(GOOD, tooLong, GOOD);

        assertEquals(ExitCode.BAD_INPUT, run("encode", "--schema", orders().toString(), "--max-line", "500",
            "--on-error", "skip", input.toString()));

        assertTrue(errText().startsWith(input + ":2:501: error: the line is longer than 500 bytes, the longest a line " +
            "may be (sbetool encode --max-line raises it)\n"), errText());
        assertTrue(errText().contains("2 messages written, 1 line skipped"), errText());
        assertEquals(ExitCode.OK, run("encode", "--schema", orders().toString(), "--max-line", "1000", input.toString()),
            errText());
        assertEquals(ExitCode.USAGE, run("encode", "--schema", orders().toString(), "--max-line", "0", input.toString()));
    }

    @Test
    void aLastLineCutShortIsReported() throws Exception
    {
        final Path input = dir.resolve("cut.ndjson");
        Files.writeString(input, GOOD + "\n{\"template\":\"NewOrder\",\"orderId\":12");

        assertEquals(ExitCode.BAD_INPUT, run("encode", "--schema", orders().toString(), input.toString()));

        assertTrue(errText().startsWith(input + ":2:36: error: the line ends in the middle of the object\n"), errText());
        assertArrayEquals(encodedAlone(GOOD), out.toByteArray());
    }

    @Test
    void badUsageExitsTwoAndUnreadableInputOne() throws Exception
    {
        assertEquals(ExitCode.USAGE, run("encode", "in.ndjson"));
        assertTrue(errText().contains("--schema"), errText());
        assertEquals(ExitCode.USAGE, run("encode", "--schema", CAR.toString(), "--ir", "car.sbeir", "in.ndjson"));
        assertEquals(ExitCode.USAGE, run("encode", "--schema", CAR.toString(), "--framing", "u24le", "in.ndjson"));
        assertTrue(errText().startsWith("sbetool encode: "), errText());
        assertEquals(ExitCode.USAGE, run("encode", "--schema", CAR.toString(), "--on-error", "ignore", "in.ndjson"));
        assertEquals(ExitCode.USAGE, run("encode", "--schema", CAR.toString(), "--length-field", "size", "in.ndjson"));
        assertEquals(ExitCode.BAD_INPUT, run("encode", "--schema", CAR.toString(), dir.resolve("none.ndjson").toString()));
        assertEquals(dir.resolve("none.ndjson") + ": error: no such file\n", errText());
        assertEquals(ExitCode.BAD_INPUT, run("encode", "--schema", dir.resolve("none.xml").toString(), "-"));
        assertFalse(errText().contains("Exception"), errText());
    }

    private byte[] encodedAlone(final String line) throws Exception
    {
        final Path input = dir.resolve("alone.ndjson");
        Files.writeString(input, line + "\n");
        final ByteArrayOutputStream alone = new ByteArrayOutputStream();
        assertEquals(ExitCode.OK, SbeTool.run(new String[] {"encode", "--schema", orders().toString(),
            input.toString()}, alone, new ByteArrayOutputStream()));
        return alone.toByteArray();
    }
}
