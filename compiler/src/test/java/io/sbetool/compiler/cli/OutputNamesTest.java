package io.sbetool.compiler.cli;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Output names that a file system would refuse or merge are errors before anything is written, and the
 * previous run's outputs stay as they were, byte for byte.
 */
class OutputNamesTest
{
    private static final String MINIMAL = "<sbe:messageSchema xmlns:sbe=\"http://fixprotocol.io/2016/sbe\" " +
        "package=\"%s\" id=\"1\" version=\"0\" byteOrder=\"littleEndian\">\n" +
        "    <types>\n" +
        "        <composite name=\"messageHeader\">\n" +
        "            <type name=\"blockLength\" primitiveType=\"uint16\"/>\n" +
        "            <type name=\"templateId\" primitiveType=\"uint16\"/>\n" +
        "            <type name=\"schemaId\" primitiveType=\"uint16\"/>\n" +
        "            <type name=\"version\" primitiveType=\"uint16\"/>\n" +
        "        </composite>\n" +
        "    </types>\n" +
        "    <sbe:message name=\"%s\" id=\"1\"><field name=\"x\" id=\"1\" type=\"uint32\"/></sbe:message>\n" +
        "</sbe:messageSchema>\n";

    @TempDir
    Path dir;

    private final InProcessRun sbetool = new InProcessRun();

    private Path output()
    {
        return dir.resolve("out");
    }

    private Path schema(final String file, final String packageName, final String messageName) throws IOException
    {
        final Path path = dir.resolve(file);
        Files.createDirectories(path.getParent());
        return Files.writeString(path, String.format(MINIMAL, packageName, messageName));
    }

    /** Every file under the output folder with its content, temporary files included. */
    private Map<Path, byte[]> onDisk() throws IOException
    {
        final Map<Path, byte[]> files = new TreeMap<>();
        if (Files.exists(output()))
        {
            try (Stream<Path> walk = Files.walk(output()))
            {
                for (final Path file : walk.filter(Files::isRegularFile).toList())
                {
                    files.put(output().relativize(file), Files.readAllBytes(file));
                }
            }
        }
        return files;
    }

    private void assertUnchanged(final Map<Path, byte[]> before) throws IOException
    {
        final Map<Path, byte[]> after = onDisk();
        assertEquals(before.keySet(), after.keySet(), "files added or removed under " + output());
        before.forEach((file, content) -> assertArrayEquals(content, after.get(file), file + " changed"));
    }

    @Test
    void aMessageNameTooLongForAFileNameFailsBeforeAnyFileIsWritten() throws IOException
    {
        final Path car = SharedFiles.projectSchema("car.xml");
        assertEquals(ExitCode.OK, sbetool.run("-t", "java", "-t", "cpp", "-o", output().toString(), car.toString()), sbetool::errText);
        final Map<Path, byte[]> before = onDisk();
        assertTrue(before.containsKey(Path.of("uk/co/real_logic/sbe/benchmarks/CarDecoder.java")), before.keySet()::toString);

        // a valid name (SBE sets no length limit), and a change to Car so that CarDecoder.java would differ
        final String longName = "M" + "x".repeat(299);
        final Path changed = Files.writeString(dir.resolve("car.xml"), Files.readString(car)
            .replace("name=\"serialNumber\"", "name=\"serial\"")
            .replace("</sbe:messageSchema>", "    <sbe:message name=\"" + longName + "\" id=\"99\">" +
                "<field name=\"x\" id=\"1\" type=\"uint32\"/></sbe:message>\n</sbe:messageSchema>"));

        final int exitCode = sbetool.run("-t", "java", "-t", "cpp", "-o", output().toString(), changed.toString());

        assertEquals(ExitCode.BAD_INPUT, exitCode, sbetool::errText);
        final String printed = sbetool.errText();
        assertTrue(printed.contains(changed + ": error: cannot write " + output().toAbsolutePath()), printed);
        assertTrue(printed.contains("bytes long, more than the 255 a file name may have; shorten the name of the schema " +
            "element it is made from"), printed);
        assertTrue(printed.contains("sbetool: nothing was written"), printed);
        assertFalse(printed.contains("Exception") || printed.contains("File name too long"), printed);
        assertUnchanged(before);
    }

    @Test
    void packagesThatDifferOnlyInCaseAreOneFolderOnMacOsAndWindows() throws IOException
    {
        final Path lower = schema("a/lower.xml", "venue.x", "A");
        final Path upper = schema("b/upper.xml", "Venue.X", "B");

        final int exitCode = sbetool.run("-o", output().toString(), lower.toString(), upper.toString());

        assertEquals(ExitCode.BAD_INPUT, exitCode, sbetool::errText);
        final Path out = output().toAbsolutePath();
        assertTrue(sbetool.errText().contains(upper + ": error: cannot write " + out.resolve("Venue/X/BEncoder.java") + ": " +
            out.resolve("Venue") + " and " + out.resolve("venue") + " (for " + lower + ") differ only in case, and are one " +
            "folder on a case-insensitive file system (macOS, Windows)"), sbetool::errText);
        assertUnchanged(Map.of());
    }

    @Test
    void aHeaderThatDiffersFromTheSupportHeaderOnlyInCaseIsAConflict() throws IOException
    {
        // The package sbetool itself is renamed sbetool_ (the support code's namespace); Sbetool is not, and its folder
        // is the support header's on a case-insensitive file system.
        final Path schema = schema("s.xml", "Sbetool", "Sbetool");

        final int exitCode = sbetool.run("-t", "cpp", "-o", output().toString(), schema.toString());

        assertEquals(ExitCode.BAD_INPUT, exitCode, sbetool::errText);
        final Path out = output().toAbsolutePath();
        assertTrue(sbetool.errText().contains(" differ only in case, and are one "), sbetool::errText);
        assertTrue(sbetool.errText().contains(out.resolve("Sbetool").toString()) &&
            sbetool.errText().contains(out.resolve("sbetool").toString()), sbetool::errText);
        assertUnchanged(Map.of());
    }

    @Test
    void aDeviceNameOfWindowsIsRefusedWhateverItsCaseAndExtension() throws IOException
    {
        final Path con = schema("con.xml", "devices", "CON");
        final Path nul = schema("nul.xml", "devices.nul", "Order");

        assertEquals(ExitCode.BAD_INPUT, sbetool.run("-t", "cpp", "-o", output().toString(), con.toString()), sbetool::errText);
        assertTrue(sbetool.errText().contains(con + ": error: cannot write " + output().toAbsolutePath().resolve("devices/CON.h") +
            ": 'CON.h' is a device name on Windows"), sbetool::errText);
        assertEquals(ExitCode.BAD_INPUT, sbetool.run("-t", "java", "-o", output().toString(), nul.toString()), sbetool::errText);
        assertTrue(sbetool.errText().contains(": 'nul' is a device name on Windows"), sbetool::errText);
        assertUnchanged(Map.of());
    }

    @Test
    void aNameThatLooksLikeADeviceButIsNotOneIsWritten() throws IOException
    {
        final Path schema = schema("console.xml", "devices", "Console");

        assertEquals(ExitCode.OK, sbetool.run("-t", "cpp", "-o", output().toString(), schema.toString()), sbetool::errText);
        assertTrue(Files.isRegularFile(output().resolve("devices/Console.h")));
    }
}
