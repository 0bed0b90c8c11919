package io.sbetool.compiler.cli;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How the commands read and name files: a schema through a pipe, a file given to the wrong option, an
 * output that cannot be written (with the reason), an include of a file that is not XML.
 */
class FileHandlingMessagesTest
{
    private static final Path CAR = SharedFiles.projectSchema("car.xml");
    private static final Path CAR_SOFH = SharedFiles.projectDir().resolve("samples/captures/car.sofh");

    @TempDir
    Path dir;

    private final InProcessRun sbetool = new InProcessRun();

    @Test
    void aSchemaReadThroughAPipeIsReadWhole() throws Exception
    {
        final ForkedSbeTool.Result validated = ForkedSbeTool.bash(dir,
            ForkedSbeTool.shellCommand("256m", "--validate-only") + " <(cat '" + CAR + "')");
        assertEquals(ExitCode.OK, validated.exitCode, validated::toString);

        final ForkedSbeTool.Result decoded = ForkedSbeTool.bash(dir, ForkedSbeTool.shellCommand("256m", "decode",
            "--framing", "sofh", CAR_SOFH.toString()) + " --schema <(cat '" + CAR + "')");
        assertEquals(ExitCode.OK, decoded.exitCode, decoded::toString);
        assertTrue(decoded.outText().startsWith("{"), decoded.outText());

        // an IR file through a pipe has no name to tell it by: its first bytes must reach the IR reader
        assertEquals(ExitCode.OK, sbetool.run("--target", "ir", "-o", dir.toString(), CAR.toString()), sbetool::errText);
        final ForkedSbeTool.Result generated = ForkedSbeTool.bash(dir, ForkedSbeTool.shellCommand("256m", "--target",
            "java", "-o", dir.resolve("gen").toString()) + " --ir <(cat '" + dir.resolve("car.sbeir") + "')");
        assertEquals(ExitCode.OK, generated.exitCode, generated::toString);
        assertTrue(Files.isRegularFile(dir.resolve("gen/uk/co/real_logic/sbe/benchmarks/CarDecoder.java")));
    }

    @Test
    void anXmlSchemaGivenToIrIsToldToUseSchema() throws IOException
    {
        final Path irFile = dir.resolve("car.sbeir");
        assertEquals(ExitCode.OK, sbetool.run("--target", "ir", "-o", dir.toString(), CAR.toString()), sbetool::errText);

        assertEquals(ExitCode.USAGE, sbetool.run("decode", "--ir", CAR.toString(), CAR_SOFH.toString()), sbetool::errText);
        assertTrue(sbetool.errText().contains(CAR + ": error: this is an XML schema, not an IR file; pass it with --schema " +
            CAR), sbetool::errText);

        assertEquals(ExitCode.USAGE, sbetool.run("decode", "--schema", irFile.toString(), CAR_SOFH.toString()),
            sbetool::errText);
        assertTrue(sbetool.errText().contains(irFile + ": error: this is an IR file, not an XML schema; pass it with --ir " +
            irFile), sbetool::errText);

        assertEquals(ExitCode.USAGE, sbetool.run("encode", "--ir", CAR.toString(), "-"), sbetool::errText);
        assertTrue(sbetool.errText().contains("pass it with --schema " + CAR), sbetool::errText);
    }

    @Test
    void compatGivenAnIrFileAsksForTheXmlNotForAnOptionItDoesNotHave() throws IOException
    {
        assertEquals(ExitCode.OK, sbetool.run("--target", "ir", "-o", dir.toString(), CAR.toString()), sbetool::errText);
        final Path irFile = dir.resolve("car.sbeir");

        assertEquals(ExitCode.USAGE, sbetool.run("compat", CAR.toString(), irFile.toString()), sbetool::errText);

        assertTrue(sbetool.errText().startsWith(irFile + ": error: this is an IR file; compat compares XML schemas: give " +
            "the XML schema it was made from"), sbetool::errText);
        assertFalse(sbetool.errText().contains("--ir"), sbetool::errText);
    }

    @Test
    void anOutputThatCannotBeWrittenSaysWhy() throws IOException
    {
        final Path missing = dir.resolve("nodir/x.json");

        assertEquals(ExitCode.BAD_INPUT, sbetool.run("decode", "--schema", CAR.toString(), "--framing", "sofh", "-o",
            missing.toString(), CAR_SOFH.toString()), sbetool::errText);
        assertEquals("sbetool decode: cannot write " + missing + ": no such directory " + dir.resolve("nodir") + "\n",
            sbetool.errText());

        assertEquals(ExitCode.BAD_INPUT, sbetool.run("decode", "--schema", CAR.toString(), "--framing", "sofh", "-o",
            dir.toString(), CAR_SOFH.toString()), sbetool::errText);
        assertEquals("sbetool decode: cannot write " + dir + ": Is a directory\n", sbetool.errText());

        final Path ndjson = Files.writeString(dir.resolve("in.ndjson"), "");
        assertEquals(ExitCode.BAD_INPUT, sbetool.run("encode", "--schema", CAR.toString(), "-o", missing.toString(),
            ndjson.toString()), sbetool::errText);
        assertEquals("sbetool encode: cannot write " + missing + ": no such directory " + dir.resolve("nodir") + "\n",
            sbetool.errText());
    }

    @Test
    void anIncludeOfAFileThatIsNotXmlDoesNotShowItsBytes() throws IOException
    {
        Files.writeString(dir.resolve("secret.key"), "SECRET-KEY-0123456789", StandardCharsets.US_ASCII);
        final Path schema = Files.writeString(dir.resolve("s.xml"), Files.readString(CAR).replaceFirst("<types>",
            "<xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"secret.key\"/>\n    <types>"));

        assertEquals(ExitCode.BAD_INPUT, sbetool.run("--validate-only", schema.toString()), sbetool::errText);

        final String printed = sbetool.errText();
        assertTrue(printed.contains(schema + ":"), printed);
        assertTrue(printed.contains("error: '" + dir.resolve("secret.key") + "' is not XML; xi:include names XML files " +
            "of the schema only"), printed);
        assertFalse(printed.contains("53 45 43") || printed.contains("SECRET"), printed);
    }
}
