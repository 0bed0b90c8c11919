package io.sbetool.compiler.compat;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.Linker;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.reader.SchemaReader;
import io.sbetool.compiler.xml.XmlElement;
import io.sbetool.compiler.xml.XmlTreeReader;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An old and a new schema written to files and linked, for the checker. They are read and linked but
 * not validated: a few breaking pairs (a member inserted before older ones) are what a validation rule
 * may come to reject on its own, and the checker must still name them when given such a pair.
 */
final class SchemaPair
{
    final Path oldFile;
    final Path newFile;
    final String oldText;
    final String newText;

    SchemaPair(final Path dir, final String oldText, final String newText) throws IOException
    {
        this.oldFile = Files.writeString(dir.resolve("old.xml"), oldText, StandardCharsets.UTF_8);
        this.newFile = Files.writeString(dir.resolve("new.xml"), newText, StandardCharsets.UTF_8);
        this.oldText = oldText;
        this.newText = newText;
    }

    CompatReport check()
    {
        return CompatibilityChecker.check(link(oldFile), link(newFile));
    }

    static LinkedSchema link(final Path file)
    {
        final Diagnostics diagnostics = new Diagnostics();
        final XmlElement root = new XmlTreeReader(diagnostics).read(file).orElseThrow();
        final MessageSchema schema = new SchemaReader(diagnostics).read(root, file).orElseThrow();
        final LinkedSchema linked = Linker.link(schema, diagnostics);
        assertFalse(diagnostics.hasErrors(), () -> file + ": " + diagnostics.sorted());
        return linked;
    }

    /** Where the element holding {@code snippet} starts: the line and column of its {@code <}. */
    static void assertAt(final String text, final String snippet, final Path file, final SourceLocation location)
    {
        final int found = text.indexOf(snippet);
        assertTrue(found >= 0, "no " + snippet);
        assertEquals(found, text.lastIndexOf(snippet), "ambiguous anchor " + snippet);
        final int start = text.lastIndexOf('<', found);
        final int lineStart = text.lastIndexOf('\n', start) + 1;
        final int line = (int)text.substring(0, start).chars().filter(c -> c == '\n').count() + 1;
        assertEquals(file + ":" + line + ":" + (start - lineStart + 1), location.toString(), "location of " + snippet);
    }
}
