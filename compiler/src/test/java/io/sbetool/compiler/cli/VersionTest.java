package io.sbetool.compiler.cli;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import java.nio.file.Path;

import javax.xml.parsers.DocumentBuilderFactory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code sbetool --version} prints the parent pom's version, the one place it is set. */
class VersionTest
{
    @Test
    void versionIsTheParentPomsVersion() throws Exception
    {
        final InProcessRun tool = new InProcessRun();
        assertEquals(ExitCode.OK, tool.run("--version"), tool::errText);
        final String firstLine = tool.outText().lines().findFirst().orElse("");
        assertEquals("sbetool " + parentPomVersion(), firstLine);
    }

    @Test
    void theShortOptionPrintsTheSame()
    {
        final InProcessRun tool = new InProcessRun();
        assertEquals(ExitCode.OK, tool.run("-V"), tool::errText);
        final String shortOption = tool.outText();
        assertEquals(ExitCode.OK, tool.run("--version"), tool::errText);
        assertEquals(tool.outText(), shortOption);
        assertTrue(shortOption.contains("Java " + System.getProperty("java.version")), shortOption);
    }

    private static String parentPomVersion() throws Exception
    {
        final Path pom = SharedFiles.projectDir().resolve("pom.xml");
        final DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        final Element project = factory.newDocumentBuilder().parse(pom.toFile()).getDocumentElement();
        // The project's own <version>, a child of <project>, not a dependency's or plugin's.
        for (Node child = project.getFirstChild(); child != null; child = child.getNextSibling())
        {
            if (child instanceof Element && "version".equals(child.getNodeName()))
            {
                return child.getTextContent().trim();
            }
        }
        throw new AssertionError(pom + " has no version");
    }
}
