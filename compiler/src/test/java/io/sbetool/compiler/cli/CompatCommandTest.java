package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code sbetool compat}: output, exit codes and the JSON shape docs/compat.md documents. */
class CompatCommandTest
{
    private final InProcessRun sbetool = new InProcessRun();

    private static String family(final int version)
    {
        try
        {
            return Paths.get(CompatCommandTest.class.getResource("/compat/family/trade-v" + version + ".xml").toURI())
                .toString();
        }
        catch (final URISyntaxException ex)
        {
            throw new IllegalStateException(ex);
        }
    }

    /** v1 with qty widened from int32 to int64 and the version raised: a breaking pair. */
    private static Path widened(final Path dir) throws Exception
    {
        final String v1 = Files.readString(Path.of(family(1)));
        return Files.writeString(dir.resolve("widened.xml"), v1
            .replace("<field name=\"qty\" id=\"2\" type=\"int32\"/>", "<field name=\"qty\" id=\"2\" type=\"int64\"/>")
            .replace("version=\"1\"", "version=\"2\""));
    }

    @Test
    void compatibleStepListsSafeChangesAndExitsZero()
    {
        assertEquals(ExitCode.OK, sbetool.run("compat", family(0), family(1)), sbetool.errText());
        final String[] lines = sbetool.outText().split("\n");
        assertEquals(6, lines.length, sbetool.outText());
        assertEquals(family(1) + ":36:9: safe: field 'Trade.price' added at offset 13 with sinceVersion 1 (old: " +
            family(0) + ":31:5)", lines[2]);
        assertEquals(family(0) + " -> " + family(1) + ": compatible, 0 breaking, 5 safe changes", lines[5]);
        assertEquals("", sbetool.errText());
    }

    @Test
    void breakingChangeExitsOneWithBothLocations(@TempDir final Path dir) throws Exception
    {
        final Path widened = widened(dir);
        assertEquals(ExitCode.BAD_INPUT, sbetool.run("compat", family(1), widened.toString()));
        final List<String> lines = List.of(sbetool.outText().split("\n"));
        assertTrue(lines.contains(widened + ":34:9: breaking: field 'Trade.qty' retyped from int32 to int64 and " +
            "resized from 4 to 8 octets (old: " + family(1) + ":34:9)"), sbetool.outText());
        assertTrue(lines.contains(widened + ":35:9: breaking: field 'Trade.side' moved from offset 12 to 16 (old: " +
            family(1) + ":35:9)"), sbetool.outText());
        assertTrue(lines.get(lines.size() - 1).endsWith(": NOT compatible, 3 breaking, 1 safe change"), sbetool.outText());
    }

    @Test
    void jsonHasTheDocumentedShape(@TempDir final Path dir) throws Exception
    {
        final Path widened = widened(dir);
        assertEquals(ExitCode.BAD_INPUT, sbetool.run("compat", "--format", "json", family(1), widened.toString()));
        final JsonNode report = new ObjectMapper().readTree(sbetool.outText());
        assertEquals(List.of("old", "new", "compatible", "breaking", "safe", "changes"), names(report));
        assertEquals(family(1), report.get("old").asText());
        assertFalse(report.get("compatible").asBoolean());
        assertEquals(3, report.get("breaking").asInt());
        assertEquals(1, report.get("safe").asInt());
        assertEquals(4, report.get("changes").size());
        final JsonNode first = report.get("changes").get(0);
        assertEquals(List.of("kind", "breaking", "subject", "message", "old", "new"), names(first));
        assertEquals("member-resized", first.get("kind").asText());
        assertTrue(first.get("breaking").asBoolean());
        assertEquals("Trade.qty", first.get("subject").asText());
        assertEquals(List.of("file", "line", "column"), names(first.get("new")));
        assertEquals(widened.toString(), first.get("new").get("file").asText());
        assertEquals(34, first.get("new").get("line").asInt());
        assertEquals(9, first.get("new").get("column").asInt());
        assertEquals("version-raised", report.get("changes").get(3).get("kind").asText());
    }

    /**
     * Each {@code $ sbetool compat OLD NEW} of the README and of docs/compat.md, run in the family's folder
     * as they say: its files exist, and it prints the lines and exit code shown.
     */
    @Test
    void theDocumentedCompatExamplesPrintWhatTheyShow() throws Exception
    {
        final Path familyDir = SharedFiles.projectDir().resolve("compiler/src/test/resources/compat/family");
        int examples = 0;
        for (final Path page : DocumentationFiles.all())
        {
            final List<String> lines = Files.readAllLines(page);
            for (int i = 0; i < lines.size(); i++)
            {
                final String line = lines.get(i);
                if (!line.startsWith("$ sbetool compat "))
                {
                    continue;
                }
                final String[] names = line.substring("$ sbetool compat ".length()).split(" ");
                final List<String> shown = new ArrayList<>();
                int next = i + 1;
                while (!lines.get(next).equals("$ echo $?"))
                {
                    shown.add(lines.get(next++));
                }
                final int shownExitCode = Integer.parseInt(lines.get(next + 1));

                final Path oldFile = familyDir.resolve(names[0]);
                final Path newFile = familyDir.resolve(names[1]);
                final String where = page.getFileName() + ":" + (i + 1) + ": " + line;
                assertTrue(Files.exists(oldFile) && Files.exists(newFile), () -> where + ": a file is missing in " + familyDir);
                assertEquals(shownExitCode, sbetool.run("compat", oldFile.toString(), newFile.toString()), sbetool::errText);
                assertEquals(String.join("\n", shown) + "\n", sbetool.outText().replace(familyDir + File.separator, ""), where);
                examples++;
            }
        }
        // docs/compat.md's two, and the README's second of them
        assertEquals(3, examples, "the compat examples");
    }

    @Test
    void badSchemaPrintsItsDiagnosticsAndExitsOne(@TempDir final Path dir) throws Exception
    {
        final Path bad = Files.writeString(dir.resolve("bad.xml"), Files.readString(Path.of(family(1)))
            .replace("<field name=\"qty\" id=\"2\" type=\"int32\"/>", "<field name=\"qty\" id=\"2\" type=\"int33\"/>"));
        assertEquals(ExitCode.BAD_INPUT, sbetool.run("compat", family(0), bad.toString()));
        assertEquals("", sbetool.outText());
        assertTrue(sbetool.errText().startsWith(bad + ":34:9: error: "), sbetool.errText());
        assertTrue(sbetool.errText().contains(bad + ": 1 error; cannot compare it"), sbetool.errText());
        assertFalse(sbetool.errText().contains("Exception"), sbetool.errText());
    }

    @Test
    void missingFileExitsOne(@TempDir final Path dir)
    {
        final String missing = dir.resolve("missing.xml").toString();
        assertEquals(ExitCode.BAD_INPUT, sbetool.run("compat", missing, family(0)));
        assertTrue(sbetool.errText().startsWith(missing + ": error: "), sbetool.errText());
    }

    @Test
    void badUsageExitsTwo()
    {
        assertEquals(ExitCode.USAGE, sbetool.run("compat", family(0)));
        assertTrue(sbetool.errText().contains("NEW.xml"), sbetool.errText());
        assertEquals(ExitCode.USAGE, sbetool.run("compat", "--format", "xml", family(0), family(1)));
        assertTrue(sbetool.errText().contains("--format"), sbetool.errText());
    }

    private static List<String> names(final JsonNode node)
    {
        final List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
