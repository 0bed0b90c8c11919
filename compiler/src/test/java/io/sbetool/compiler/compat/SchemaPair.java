package io.sbetool.compiler.compat;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.Linker;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.reader.SchemaReader;
import io.sbetool.compiler.xml.XmlElement;
import io.sbetool.compiler.xml.XmlTreeReader;

import io.sbetool.compiler.support.SchemaFixture;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * An old and a new schema written to files and linked, for the checker. The checker is given them read
 * and linked but not validated: a few breaking pairs (a member inserted before older ones) are what a validation rule
 * may come to reject on its own, and the checker must still name them when given such a pair.
 */
final class SchemaPair
{
    final SchemaFixture oldSchema;
    final SchemaFixture newSchema;

    SchemaPair(final Path dir, final String oldText, final String newText)
    {
        this.oldSchema = new SchemaFixture(dir).load("old.xml", oldText);
        this.newSchema = new SchemaFixture(dir).load("new.xml", newText);
    }

    CompatReport check()
    {
        return CompatibilityChecker.check(link(oldSchema.file()), link(newSchema.file()));
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

    /** The location is that of the element holding {@code anchor} (its {@code <}), in the schema's file. */
    static void assertAt(final SchemaFixture schema, final String anchor, final SourceLocation location)
    {
        assertEquals(schema.file() + ":" + schema.lineOf(anchor) + ":" + schema.columnOf(anchor), location.toString(),
            "location of " + anchor);
    }
}
