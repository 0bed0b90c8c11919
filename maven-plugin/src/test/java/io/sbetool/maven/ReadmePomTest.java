package io.sbetool.maven;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pom users copy is the one the readme-pom IT builds (offline, with Maven's own default plugins, as a
 * user's build would): docs/maven-plugin.md shows it whole, byte for byte, and the README shows the
 * plugin's part of it, lines of it in order, indented alike.
 */
class ReadmePomTest
{
    private static final Path IT_POM = Path.of("src/it/readme-pom/pom.xml");

    @Test
    void theMavenPluginPageShowsThePomTheItBuilds() throws IOException
    {
        final Path page = Path.of("../docs/maven-plugin.md");
        final String shown = String.join("\n", firstXmlBlock(page, "# ")) + "\n";
        assertEquals(Files.readString(IT_POM), shown, page + "'s pom against " + IT_POM);
    }

    @Test
    void theReadmeShowsLinesOfThatPom() throws IOException
    {
        final List<String> shown = firstXmlBlock(Path.of("../README.md"), "## Java codecs from Maven");
        final List<String> pom = Files.readAllLines(IT_POM);
        assertTrue(shown.size() >= 10, "the README's pom excerpt: " + shown);
        boolean found = false;
        for (int start = 0; start + shown.size() <= pom.size() && !found; start++)
        {
            found = isIndentedCopy(shown, pom.subList(start, start + shown.size()));
        }
        assertTrue(found, "the README's pom excerpt is not lines of " + IT_POM + ":\n" + String.join("\n", shown));
    }

    /** Each line of the pom is the shown line with the same indentation added. */
    private static boolean isIndentedCopy(final List<String> shown, final List<String> pomLines)
    {
        final int indent = pomLines.get(0).length() - pomLines.get(0).stripLeading().length();
        final String prefix = " ".repeat(indent);
        for (int i = 0; i < shown.size(); i++)
        {
            if (!pomLines.get(i).equals(shown.get(i).isEmpty() ? "" : prefix + shown.get(i)))
            {
                return false;
            }
        }
        return true;
    }

    /** The first {@code ```xml} block after the first line starting with {@code heading}. */
    private static List<String> firstXmlBlock(final Path page, final String heading) throws IOException
    {
        final List<String> lines = Files.readAllLines(page);
        int section = -1;
        for (int i = 0; i < lines.size() && section < 0; i++)
        {
            section = lines.get(i).startsWith(heading) ? i : -1;
        }
        assertTrue(section >= 0, page + " has no \"" + heading + "\" heading");
        final int start = lines.subList(section, lines.size()).indexOf("```xml") + section + 1;
        assertTrue(start > section, "no ```xml block after \"" + heading + "\" in " + page);
        final int end = lines.subList(start, lines.size()).indexOf("```") + start;
        assertTrue(end >= start, "the ```xml block in " + page + " does not end");
        return lines.subList(start, end);
    }
}
