package io.sbetool.compiler.xml;

import io.sbetool.compiler.diagnostics.Severity;
import io.sbetool.compiler.support.SchemaFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Malformed documents, includes, namespaces and the root element. */
class XmlReadingTest
{
    private static final String BODY = "    <types>\n" + SchemaFixture.STANDARD_TYPES + "    </types>\n" +
        "    <message name=\"A\" id=\"1\"/>\n";

    @TempDir
    Path dir;
    private SchemaFixture fixture;

    @BeforeEach
    void setUp()
    {
        fixture = new SchemaFixture(dir);
    }

    @Test
    void malformedXmlIsReportedAtWoodstoxLocation()
    {
        fixture.load("<?xml version=\"1.0\"?>\n<messageSchema>\n  <types>\n  </typo>\n</messageSchema>\n");
        final var error = fixture.result().errors().get(0);
        assertEquals(1, fixture.result().errors().size());
        assertTrue(error.message().startsWith("malformed XML: "), error.message());
        assertTrue(error.message().contains("typo"), error.message());
        assertEquals(4, error.location().line());
        assertTrue(fixture.result().schema().isEmpty());
    }

    @Test
    void aDuplicateAttributeIsNamedAndPointedAt()
    {
        fixture.load("<messageSchema id=\"1\">\n" + BODY.replace("<message name=\"A\" id=\"1\"/>",
            "<message name=\"A\" id=\"1\"\n        id=\"2\"/>") + "</messageSchema>\n");

        fixture.assertDiagnostic(io.sbetool.compiler.diagnostics.Severity.ERROR,
            "duplicate attribute 'id' on <message>; an attribute may appear once", fixture.lineOf("id=\"2\""), 9);
        assertEquals(1, fixture.result().errors().size(), fixture::describeAll);
    }

    /** Found by SchemaFuzzTest: Woodstox names no line for a malformed UTF-8 byte, and a wrong character count. */
    @Test
    void invalidUtf8IsReportedAtItsLineAndColumn() throws Exception
    {
        final String text = "<messageSchema id=\"1\">\n" + BODY.replace("name=\"A\"", "name=\"A\" description=\"@\"") +
            "</messageSchema>\n";
        final byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        final int at = text.indexOf('@');
        bytes[at] = (byte)0xC3;
        bytes[at + 1] = (byte)'(';
        final Path file = java.nio.file.Files.write(dir.resolve("latin.xml"), bytes);
        final var result = io.sbetool.compiler.SchemaLoader.load(file);

        assertEquals(1, result.errors().size(), result.errors()::toString);
        final var error = result.errors().get(0);
        assertEquals("the file is not valid UTF-8: byte 0xC3 at byte offset " + at + " does not start or continue " +
            "a UTF-8 character; save the file as UTF-8, or declare its real encoding, e.g. " +
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>", error.message());
        final String before = text.substring(0, at);
        assertEquals(before.split("\n", -1).length, error.location().line());
        assertEquals(at - before.lastIndexOf('\n'), error.location().column());
    }

    @Test
    void missingFileIsADiagnostic()
    {
        final var result = io.sbetool.compiler.SchemaLoader.load(dir.resolve("absent.xml"));
        assertEquals(1, result.errors().size());
        assertTrue(result.errors().get(0).message().contains("file not found"));
    }

    @Test
    void acceptsPreStandardNamespaceAndNoNamespace()
    {
        fixture.load("<ns2:messageSchema xmlns:ns2=\"http://www.fixprotocol.org/ns/simple/1.0\" id=\"1\">\n" + BODY +
            "</ns2:messageSchema>\n");
        fixture.assertNoErrors();
        assertEquals(1, fixture.result().schema().orElseThrow().messages().size());

        fixture.load("other.xml", "<messageSchema xmlns:rc=\"x\">\n" + BODY + "</messageSchema>\n");
        fixture.assertNoErrors();
    }

    @Test
    void rejectsWrongRootAndForeignNamespace()
    {
        fixture.load("<schema>\n" + BODY + "</schema>\n");
        fixture.assertError("the root element is <schema>; an SBE schema's root element must be <messageSchema>",
            "<schema>");

        fixture.load("other.xml", "<messageSchema xmlns=\"urn:not-sbe\">\n" + BODY + "</messageSchema>\n");
        fixture.assertError("is in namespace 'urn:not-sbe', which is not an SBE namespace", "urn:not-sbe");
    }

    @Test
    void refusesExternalEntities()
    {
        fixture.write("secret.txt", "secret");
        fixture.load("<?xml version=\"1.0\"?>\n<!DOCTYPE m [<!ENTITY x SYSTEM \"secret.txt\">]>\n" +
            "<messageSchema description=\"&x;\">\n" + BODY + "</messageSchema>\n");
        assertTrue(fixture.result().hasErrors());
        assertTrue(fixture.result().errors().get(0).message().startsWith("malformed XML"),
            fixture.describeAll());
    }

    @Test
    void includesTypesRelativeToTheIncludingFile()
    {
        fixture.write("types.xml", "<types>\n" + SchemaFixture.STANDARD_TYPES + "</types>\n");
        fixture.load("<messageSchema xmlns:xi=\"http://www.w3.org/2001/XInclude\">\n" +
            "    <xi:include href=\"types.xml\"/>\n    <message name=\"A\" id=\"1\"/>\n</messageSchema>\n");
        fixture.assertNoErrors();
        assertEquals(3, fixture.result().schema().orElseThrow().types().size());
    }

    @Test
    void theFilesReadAreTheSchemaThenEveryIncludeNestedOrNotEachOnce()
    {
        fixture.write("types.xml", "<types xmlns:xi=\"http://www.w3.org/2001/XInclude\">\n" +
            "  <xi:include href=\"sub/more.xml\"/>\n</types>\n");
        fixture.write("sub/more.xml", "<wrapper>\n" + SchemaFixture.STANDARD_TYPES + "</wrapper>\n");
        fixture.write("empty.xml", "<types/>\n");
        fixture.load("<messageSchema xmlns:xi=\"http://www.w3.org/2001/XInclude\">\n" +
            "    <xi:include href=\"types.xml\"/>\n    <xi:include href=\"empty.xml\"/>\n" +
            "    <xi:include href=\"empty.xml\"/>\n    <message name=\"A\" id=\"1\"/>\n</messageSchema>\n");
        fixture.assertNoErrors();
        assertEquals(List.of(fixture.file(), dir.resolve("types.xml"), dir.resolve("sub/more.xml"), dir.resolve("empty.xml"))
                .stream().map(p -> p.toAbsolutePath().normalize()).toList(),
            fixture.result().filesRead());
    }

    @Test
    void missingIncludeIsReportedAtTheInclude()
    {
        fixture.load("<messageSchema xmlns:xi=\"http://www.w3.org/2001/XInclude\">\n" + BODY +
            "    <xi:include href=\"nowhere.xml\"/>\n</messageSchema>\n");
        fixture.assertError("cannot include 'nowhere.xml': file not found", "nowhere.xml");
    }

    @Test
    void includeCycleIsReported()
    {
        fixture.write("a.xml", "<types xmlns:xi=\"http://www.w3.org/2001/XInclude\">\n" +
            "  <xi:include href=\"b.xml\"/>\n</types>\n");
        fixture.write("b.xml", "<types xmlns:xi=\"http://www.w3.org/2001/XInclude\">\n" +
            "  <xi:include href=\"a.xml\"/>\n</types>\n");
        fixture.load("<messageSchema xmlns:xi=\"http://www.w3.org/2001/XInclude\">\n" +
            "  <xi:include href=\"a.xml\"/>\n" + BODY + "</messageSchema>\n");
        final var cycle = fixture.result().errors().stream()
            .filter(d -> d.message().startsWith("xi:include cycle: a.xml -> b.xml -> a.xml"))
            .findFirst().orElseThrow(() -> new AssertionError(fixture.describeAll()));
        assertTrue(cycle.location().file().endsWith("b.xml"));
        assertEquals(2, cycle.location().line());
        assertEquals(3, cycle.location().column());
        assertEquals(Severity.ERROR, cycle.severity());
    }

    @Test
    void diagnosticsAreSortedByLocation()
    {
        fixture.load("<messageSchema>\n" + BODY.replace("<message name=\"A\" id=\"1\"/>",
            "<message name=\"A\" id=\"z\"><field name=\"f\" id=\"q\" type=\"nope\"/></message>") + "</messageSchema>\n");
        final var diagnostics = fixture.result().diagnostics();
        assertTrue(diagnostics.size() >= 3, fixture.describeAll());
        for (int i = 1; i < diagnostics.size(); i++)
        {
            assertTrue(diagnostics.get(i - 1).location().compareTo(diagnostics.get(i).location()) <= 0);
        }
    }
}
