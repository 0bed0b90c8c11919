package io.sbetool.compiler.cli;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An {@code --output} that is one of the command's inputs, by its own name or through a link, is refused
 * with exit 2 before it is opened for writing, and the input keeps every byte.
 */
class OutputIsInputTest
{
    private static final Path CAR = SharedFiles.projectSchema("car.xml");
    private static final Path CAR_SOFH = SharedFiles.projectDir().resolve("samples/captures/car.sofh");

    @TempDir
    Path dir;

    private final InProcessRun sbetool = new InProcessRun();

    private Path copy(final Path file) throws IOException
    {
        return Files.copy(file, dir.resolve(file.getFileName()));
    }

    @Test
    void decodeToItsOwnCaptureIsRefusedAndTheCaptureKept() throws IOException
    {
        final Path capture = copy(CAR_SOFH);
        final byte[] before = Files.readAllBytes(capture);

        final int exitCode = sbetool.run("decode", "--schema", CAR.toString(), "--framing", "sofh", "--output",
            capture.toString(), capture.toString());

        assertEquals(ExitCode.USAGE, exitCode, sbetool::errText);
        assertTrue(sbetool.errText().startsWith("sbetool decode: --output " + capture + " is the input " + capture +
            ", which writing would empty before it is read; write the output to another file"), sbetool::errText);
        assertArrayEquals(before, Files.readAllBytes(capture));
    }

    @Test
    void aSymbolicLinkToTheCaptureOrAHardLinkToTheSchemaIsTheSameFile() throws IOException
    {
        final Path capture = copy(CAR_SOFH);
        final Path schema = copy(CAR);
        final byte[] before = Files.readAllBytes(capture);
        final Path link = Files.createSymbolicLink(dir.resolve("link.sofh"), capture);
        final Path hardLink = Files.createLink(dir.resolve("schema-link.xml"), schema);

        assertEquals(ExitCode.USAGE, sbetool.run("decode", "--schema", CAR.toString(), "--framing", "sofh", "-o",
            link.toString(), capture.toString()), sbetool::errText);
        assertTrue(sbetool.errText().contains("--output " + link + " is the same file as the input " + capture),
            sbetool::errText);
        assertArrayEquals(before, Files.readAllBytes(capture));

        assertEquals(ExitCode.USAGE, sbetool.run("decode", "--schema", schema.toString(), "--framing", "sofh", "-o",
            hardLink.toString(), CAR_SOFH.toString()), sbetool::errText);
        assertEquals(Files.readString(CAR), Files.readString(schema));
    }

    @Test
    void encodeToItsOwnInputOrSchemaIsRefused() throws IOException
    {
        final Path ndjson = dir.resolve("car.ndjson");
        assertEquals(ExitCode.OK, sbetool.run("decode", "--schema", CAR.toString(), "--framing", "sofh", "-o",
            ndjson.toString(), CAR_SOFH.toString()), sbetool::errText);
        final byte[] before = Files.readAllBytes(ndjson);
        final Path schema = copy(CAR);

        assertEquals(ExitCode.USAGE, sbetool.run("encode", "--schema", CAR.toString(), "--framing", "sofh", "-o",
            ndjson.toString(), ndjson.toString()), sbetool::errText);
        assertTrue(sbetool.errText().startsWith("sbetool encode: --output " + ndjson + " is the input " + ndjson),
            sbetool::errText);
        assertArrayEquals(before, Files.readAllBytes(ndjson));

        assertEquals(ExitCode.USAGE, sbetool.run("encode", "--schema", schema.toString(), "-o", schema.toString(),
            ndjson.toString()), sbetool::errText);
        assertEquals(Files.readString(CAR), Files.readString(schema));
    }

    @Test
    void decodeFromStandardInputRedirectedFromItsOutputIsRefused() throws Exception
    {
        final Path capture = copy(CAR_SOFH);
        final byte[] before = Files.readAllBytes(capture);

        final ForkedSbeTool.Result result = ForkedSbeTool.run(dir, ForkedSbeTool.command("256m", "decode", "--schema",
            CAR.toString(), "--framing", "sofh", "-o", capture.toString(), "-"), capture);

        assertEquals(ExitCode.USAGE, result.exitCode, result::toString);
        assertTrue(result.err.contains("--output " + capture + " is standard input"), result::toString);
        assertArrayEquals(before, Files.readAllBytes(capture));
    }

    @Test
    void anOutputThatIsNoInputIsWritten() throws IOException
    {
        final Path output = Files.writeString(dir.resolve("previous.ndjson"), "previous");

        assertEquals(ExitCode.OK, sbetool.run("decode", "--schema", CAR.toString(), "--framing", "sofh", "-o",
            output.toString(), CAR_SOFH.toString()), sbetool::errText);
        assertTrue(Files.readString(output).startsWith("{"));
    }

    @Test
    void aCompileThatWouldReplaceItsOwnIrFileIsRefused() throws IOException
    {
        assertEquals(ExitCode.OK, sbetool.run("--target", "ir", "-o", dir.toString(), CAR.toString()), sbetool::errText);
        final Path irFile = dir.resolve("car.sbeir");
        final byte[] before = Files.readAllBytes(irFile);

        final int exitCode = sbetool.run("--target", "ir", "-o", dir.toString(), "--ir", irFile.toString());

        assertEquals(ExitCode.BAD_INPUT, exitCode, sbetool::errText);
        assertTrue(sbetool.errText().contains(irFile + ": error: would overwrite " + irFile.toAbsolutePath() +
            ", an input of this run; choose another --output-dir"), sbetool::errText);
        assertArrayEquals(before, Files.readAllBytes(irFile));
    }
}
