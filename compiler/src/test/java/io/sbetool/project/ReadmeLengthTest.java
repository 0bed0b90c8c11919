package io.sbetool.project;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README is a newcomer's first page (issue 29): short, with the detail in the docs/ pages it links.
 * Measurement notes and history belong in docs/performance.md, not here.
 */
class ReadmeLengthTest
{
    /** "At most about 250 lines": what a newcomer reads through before choosing a page. */
    private static final int MAX_LINES = 250;
    private static final Pattern DOCS_LINK = Pattern.compile("\\]\\(docs/[^)#]+");

    @Test
    void theReadmeIsShortAndLinksToDocsPages() throws Exception
    {
        final Path dir = SharedFiles.projectDir();
        final List<String> lines = Files.readAllLines(dir.resolve("README.md"));
        assertTrue(lines.size() <= MAX_LINES, "README.md has " + lines.size() + " lines, more than " + MAX_LINES
            + ": move the detail to a docs/ page and link it");
        final Matcher link = DOCS_LINK.matcher(String.join("\n", lines));
        assertTrue(link.find(), "README.md links to no docs/ page");
    }
}
