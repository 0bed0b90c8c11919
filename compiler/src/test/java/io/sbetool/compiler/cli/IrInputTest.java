package io.sbetool.compiler.cli;

import io.sbetool.compiler.ir.TokenRecords;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code sbetool --ir FILE.sbeir}: generation from an IR file alone, and clean errors for bad ones.
 */
class IrInputTest
{
    @TempDir
    Path dir;

    private final SbeToolTest.Output out = new SbeToolTest.Output();
    private final SbeToolTest.Output err = new SbeToolTest.Output();

    private int run(final String... args)
    {
        return SbeTool.run(args, out, err);
    }

    @Test
    void javaFromAnIrFileIsTheJavaFromItsSchemaApartFromTheNameInTheFileComment() throws IOException
    {
        final Path car = SharedFiles.projectSchema("car.xml");
        final Path fromXml = dir.resolve("from-xml");
        final Path fromIr = dir.resolve("from-ir");
        assertEquals(ExitCode.OK, run("--target", "java", "--target", "ir", "-o", fromXml.toString(), car.toString()),
            err::toString);

        final Path irFile = fromXml.resolve("car.sbeir");
        assertEquals(ExitCode.OK, run("--ir", irFile.toString(), "--target", "java", "-o", fromIr.toString()), err::toString);

        final Map<String, String> expected = javaFiles(fromXml);
        final Map<String, String> actual = javaFiles(fromIr);
        assertFalse(expected.isEmpty());
        assertEquals(expected.keySet(), actual.keySet());
        // The IR file does not hold the schema's file name, so the comment names the file generated from.
        expected.forEach((file, source) -> assertEquals(
            source.replace("SBE schema car.xml ", "SBE schema car.sbeir "), actual.get(file), file));
        assertTrue(out.toString().contains("car.sbeir: java: wrote " + actual.size() + " files"), out::toString);
    }

    @Test
    void aCorruptIrFileIsBadInputWithTheByteOffset() throws IOException
    {
        final Path bad = Files.write(dir.resolve("bad.sbeir"), new byte[] {1, 2, 3, 4, 5});

        assertEquals(ExitCode.BAD_INPUT, run("--ir", bad.toString(), "-o", dir.resolve("out").toString()));

        assertTrue(err.toString().startsWith(bad + ": error: IR file invalid at byte offset "), err::toString);
        assertEquals(1, err.toString().lines().count(), err::toString);
        assertFalse(Files.exists(dir.resolve("out")));
    }

    /**
     * A file every record of which reads, but that no schema makes: before the reader checked the IR, the
     * generators met the constant field without a value and it ended as an internal error (a NullPointerException).
     */
    @Test
    void anIrFileWhoseIrIsInvalidIsBadInputWithTheOffsetOfTheToken() throws IOException
    {
        assertEquals(ExitCode.OK, run("--target", "ir", "-o", dir.toString(), SharedFiles.projectSchema("car.xml").toString()));
        final Path irFile = dir.resolve("car.sbeir");
        final byte[] bytes = Files.readAllBytes(irFile);
        final int field = firstRecordOf(bytes, BEGIN_FIELD);
        bytes[field + PRESENCE] = CONSTANT;
        Files.write(irFile, bytes);
        err.reset();

        assertEquals(ExitCode.BAD_INPUT, run("--ir", irFile.toString(), "--target", "java", "--target", "cpp", "-o",
            dir.resolve("out").toString()));

        assertEquals(irFile + ": error: IR file invalid at byte offset " + field + ": BEGIN_FIELD 'serialNumber' is " +
            "constant but has no constValue of an encoding", err.toString().strip());
    }

    /** Codes and offsets of {@code sbe-ir.xml}'s TokenCodec block. */
    private static final int SIGNAL = 20;
    private static final int PRESENCE = 23;
    private static final int BEGIN_FIELD = 5;
    private static final byte CONSTANT = 2;

    private static int firstRecordOf(final byte[] file, final int signal)
    {
        for (final int record : TokenRecords.offsets(file))
        {
            if (file[record + SIGNAL] == signal)
            {
                return record;
            }
        }
        throw new AssertionError("no record of signal " + signal);
    }

    @Test
    void aMissingIrFileIsBadInput()
    {
        final Path missing = dir.resolve("missing.sbeir");

        assertEquals(ExitCode.BAD_INPUT, run("--ir", missing.toString()));

        assertEquals(missing + ": error: cannot read: " + missing + ": no such file or directory", err.toString().strip());
    }

    @Test
    void validateOnlyReadsTheIrFile() throws IOException
    {
        assertEquals(ExitCode.OK, run("--target", "ir", "-o", dir.toString(), SharedFiles.projectSchema("car.xml").toString()));
        final Path irFile = dir.resolve("car.sbeir");

        assertEquals(ExitCode.OK, run("--validate-only", "--ir", irFile.toString()), err::toString);

        assertTrue(out.toString().contains(irFile + ": ok"), out::toString);
    }

    private static Map<String, String> javaFiles(final Path root) throws IOException
    {
        final Map<String, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root))
        {
            for (final Path path : (Iterable<Path>)paths.filter((p) -> p.toString().endsWith(".java"))::iterator)
            {
                files.put(root.relativize(path).toString(), Files.readString(path));
            }
        }
        return files;
    }
}
