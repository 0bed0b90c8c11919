package io.sbetool.compiler.cli;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run writes every output or none: any error, in any schema, a file two schemas would write
 * differently, or a command line that does not say what the user meant, leaves the output folder as it was.
 */
class AllOrNothingTest
{
    @TempDir
    Path dir;

    private final InProcessRun sbetool = new InProcessRun();

    private Path output()
    {
        return dir.resolve("out");
    }

    private void assertNothingWritten() throws IOException
    {
        if (Files.exists(output()))
        {
            try (Stream<Path> files = Files.walk(output()))
            {
                assertEquals(1, files.count(), "files were written under " + output());
            }
        }
    }

    @Test
    void anErrorInTheLastSchemaWritesNothingForTheFirst() throws IOException
    {
        final Path bad = Files.writeString(dir.resolve("bad.xml"), "<messageSchema");

        final int exitCode = sbetool.run("-o", output().toString(), SharedFiles.projectSchema("car.xml").toString(), bad.toString());

        assertEquals(ExitCode.BAD_INPUT, exitCode);
        assertTrue(sbetool.errText().contains("bad.xml"), sbetool::errText);
        assertNothingWritten();
    }

    @Test
    void twoSchemasWritingOneFileDifferentlyIsAnErrorAndWritesNothing() throws IOException
    {
        final Path car = SharedFiles.projectSchema("car.xml");
        Files.createDirectories(dir.resolve("v2"));
        final Path changed = Files.writeString(dir.resolve("v2/car.xml"),
            Files.readString(car).replace("name=\"serialNumber\"", "name=\"serial\""));

        final int exitCode = sbetool.run("-o", output().toString(), car.toString(), changed.toString());

        assertEquals(ExitCode.BAD_INPUT, exitCode, sbetool::errText);
        assertTrue(sbetool.errText().contains("would overwrite " + output().resolve("uk/co/real_logic/sbe/benchmarks/CarEncoder.java") +
            ", written with different content for " + car), sbetool::errText);
        assertFalse(sbetool.errText().contains("MessageHeaderEncoder.java"), "identical files are no conflict: " + sbetool.errText());
        assertNothingWritten();
    }

    @Test
    void identicalOutputsOfTwoSchemasAreWrittenOnce() throws IOException
    {
        final Path car = SharedFiles.projectSchema("car.xml");
        Files.createDirectories(dir.resolve("copy"));
        final Path copy = Files.copy(car, dir.resolve("copy/car.xml"));

        assertEquals(ExitCode.OK, sbetool.run("-o", output().toString(), car.toString(), copy.toString()), sbetool::errText);

        assertTrue(Files.exists(output().resolve("uk/co/real_logic/sbe/benchmarks/CarDecoder.java")));
    }

    @Test
    void aWordCloseToACommandGetsADidYouMean() throws IOException
    {
        final int exitCode = sbetool.run("-o", output().toString(), "decod", SharedFiles.projectSchema("car.xml").toString());

        assertEquals(ExitCode.USAGE, exitCode);
        assertTrue(sbetool.errText().contains("'decod' is neither a schema file nor a command (commands: decode"), sbetool::errText);
        assertTrue(sbetool.errText().contains("did you mean 'decode'?"), sbetool::errText);
        assertNothingWritten();

        // The command names are picocli's: a command added later is suggested without a change here.
        assertEquals(ExitCode.USAGE, sbetool.run("-o", output().toString(), "compt", "a.xml", "b.xml"));
        assertTrue(sbetool.errText().contains("did you mean 'compat'?"), sbetool::errText);
        assertNothingWritten();
    }

    @Test
    void aCommandThatDoesNotExistWritesNothing() throws IOException
    {
        final String car = SharedFiles.projectSchema("car.xml").toString();

        final int exitCode = sbetool.run("-o", output().toString(), "nosuchcommand", car, car);

        assertEquals(ExitCode.USAGE, exitCode);
        assertTrue(sbetool.errText().contains("'nosuchcommand' is neither a schema file nor a command"), sbetool::errText);
        assertNothingWritten();
    }

    @Test
    void anXmlSchemaGivenToIrAndAnIrFileGivenAsSchemaSayWhichOptionFits() throws IOException
    {
        final Path car = SharedFiles.projectSchema("car.xml");
        final Path irFile = Files.write(dir.resolve("car.sbeir"), new byte[] {1, 2, 3});

        assertEquals(ExitCode.USAGE, sbetool.run("-o", output().toString(), "--ir", car.toString(), irFile.toString()));

        assertTrue(sbetool.errText().contains(car + ": error: this is an XML schema, not an IR file; pass it without --ir"),
            sbetool::errText);
        assertTrue(sbetool.errText().contains(irFile + ": error: this is an IR file, not an XML schema; pass it with --ir " +
            irFile), sbetool::errText);
        assertNothingWritten();
    }

    @Test
    void filesThatAreNotXmlAreNamedWithWhatIsWrong() throws IOException
    {
        final Path empty = Files.write(dir.resolve("empty.xml"), new byte[0]);
        final Path binary = Files.write(dir.resolve("binary.xml"), new byte[] {0, 1, 2, (byte)0xff});
        final Path truncated = Files.writeString(dir.resolve("truncated.xml"),
            Files.readString(SharedFiles.projectSchema("car.xml")).substring(0, 300));

        assertEquals(ExitCode.BAD_INPUT, sbetool.run("--validate-only", empty.toString(), binary.toString(), truncated.toString()));

        final String printed = sbetool.errText();
        assertTrue(printed.contains(empty + ": error: '" + empty + "' is empty; expected an SBE XML message schema"), printed);
        assertTrue(printed.contains(binary + ": error: '" + binary + "' is not XML: it starts with the bytes 00 01 02 ff"),
            printed);
        assertTrue(printed.contains(truncated + ":") && printed.contains("is it truncated?"), printed);
        assertFalse(printed.contains("Exception"), printed);
    }
}
