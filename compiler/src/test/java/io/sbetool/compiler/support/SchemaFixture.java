package io.sbetool.compiler.support;

import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.diagnostics.Severity;
import io.sbetool.compiler.LoadResult;
import io.sbetool.compiler.SchemaLoader;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Writes small schemas to a temporary directory, loads them, and finds diagnostics by position.
 * Expected positions are computed from a marker in the schema text: the element that contains
 * the marker starts at the last '<' before it on its line.
 */
public final class SchemaFixture
{
    public static final String STANDARD_TYPES = """
            <composite name="messageHeader">
                <type name="blockLength" primitiveType="uint16"/>
                <type name="templateId" primitiveType="uint16"/>
                <type name="schemaId" primitiveType="uint16"/>
                <type name="version" primitiveType="uint16"/>
            </composite>
            <composite name="groupSizeEncoding">
                <type name="blockLength" primitiveType="uint16"/>
                <type name="numInGroup" primitiveType="uint16"/>
            </composite>
            <composite name="varString">
                <type name="length" primitiveType="uint16"/>
                <type name="varData" primitiveType="uint8" length="0"/>
            </composite>
        """;

    private final Path dir;
    private String text;
    private LoadResult result;
    private Path file;

    public SchemaFixture(final Path dir)
    {
        this.dir = dir;
    }

    /** A schema (version 2) with the standard header, dimension and var-data types plus the given parts. */
    public static String schema(final String types, final String messages)
    {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" +
            "<sbe:messageSchema xmlns:sbe=\"http://fixprotocol.io/2016/sbe\" package=\"t\" id=\"1\" version=\"2\">\n" +
            "    <types>\n" + STANDARD_TYPES + types + "    </types>\n" + messages + "</sbe:messageSchema>\n";
    }

    public SchemaFixture load(final String fileName, final String schemaText)
    {
        this.text = schemaText;
        this.file = write(fileName, schemaText);
        this.result = SchemaLoader.load(file);
        return this;
    }

    public SchemaFixture load(final String schemaText)
    {
        return load("test.xml", schemaText);
    }

    public Path write(final String fileName, final String content)
    {
        try
        {
            final Path path = dir.resolve(fileName);
            Files.createDirectories(path.getParent());
            return Files.writeString(path, content);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }

    public LoadResult result()
    {
        return result;
    }

    public Path file()
    {
        return file;
    }

    /** Asserts an error whose message contains the fragment, at the element holding the marker. */
    public Diagnostic assertError(final String fragment, final String marker)
    {
        return assertDiagnostic(Severity.ERROR, fragment, lineOf(marker), columnOf(marker));
    }

    public Diagnostic assertWarning(final String fragment, final String marker)
    {
        return assertDiagnostic(Severity.WARNING, fragment, lineOf(marker), columnOf(marker));
    }

    public Diagnostic assertDiagnostic(final Severity severity, final String fragment, final int line, final int column)
    {
        final List<Diagnostic> matching = result.diagnostics().stream()
            .filter(d -> d.severity() == severity && d.message().contains(fragment))
            .toList();
        if (matching.isEmpty())
        {
            fail("no " + severity + " containing \"" + fragment + "\"; got:\n" + describeAll());
        }
        final Diagnostic diagnostic = matching.get(0);
        assertEquals(file.toString(), diagnostic.location().file());
        assertEquals(line + ":" + column, diagnostic.location().line() + ":" + diagnostic.location().column(),
            "position of " + diagnostic.format());
        return diagnostic;
    }

    public void assertNoErrors()
    {
        assertTrue(!result.hasErrors(), "unexpected errors:\n" + describeAll());
    }

    public String describeAll()
    {
        return result.diagnostics().stream().map(Diagnostic::format).collect(Collectors.joining("\n"));
    }

    public int lineOf(final String marker)
    {
        final int index = indexOf(marker);
        return (int)text.substring(0, index).chars().filter(c -> c == '\n').count() + 1;
    }

    public int columnOf(final String marker)
    {
        final int index = indexOf(marker);
        final int lineStart = text.lastIndexOf('\n', index) + 1;
        final int elementStart = text.lastIndexOf('<', index);
        return (elementStart >= lineStart ? elementStart : lineStart) - lineStart + 1;
    }

    private int indexOf(final String marker)
    {
        final int index = text.indexOf(marker);
        if (index < 0 || text.indexOf(marker, index + 1) >= 0)
        {
            throw new IllegalArgumentException("marker must occur exactly once: " + marker);
        }
        return index;
    }
}
