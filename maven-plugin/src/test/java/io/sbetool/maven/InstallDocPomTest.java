package io.sbetool.maven;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The "From Maven" pom of docs/install.md is the readme-pom IT's pom, byte for byte, so the pom users copy is
 * the one the ITs build (offline, with Maven's own default plugins, as a user's build would). (The README links
 * to that page; the IT keeps its name.)
 */
class InstallDocPomTest
{
    private static final Path PAGE = Path.of("../docs/install.md");
    private static final Path IT_POM = Path.of("src/it/readme-pom/pom.xml");

    @Test
    void theInstallPagesPomIsTheOneTheItBuilds() throws IOException
    {
        final List<String> readme = Files.readAllLines(PAGE);
        final int section = readme.indexOf("### From Maven");
        assertTrue(section >= 0, PAGE + " has no \"### From Maven\" section");
        final int start = readme.subList(section, readme.size()).indexOf("```xml") + section + 1;
        assertTrue(start > section, "no ```xml block in \"From Maven\"");
        final int end = readme.subList(start, readme.size()).indexOf("```") + start;
        assertTrue(end >= start, "the ```xml block in \"From Maven\" does not end");

        final String shown = String.join("\n", readme.subList(start, end)) + "\n";
        assertEquals(Files.readString(IT_POM), shown, PAGE + "'s pom against " + IT_POM);
    }
}
