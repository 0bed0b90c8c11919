package io.sbetool.maven;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Ant-style include and exclude patterns over a schema directory, as Maven users write them. */
class SchemaFileSetTest
{
    @TempDir
    Path dir;

    private void touch(final String... names) throws IOException
    {
        for (final String name : names)
        {
            final Path file = dir.resolve(name);
            Files.createDirectories(file.getParent());
            Files.writeString(file, "<x/>");
        }
    }

    private List<String> scan(final List<String> includes, final List<String> excludes)
    {
        return new SchemaFileSet(includes, excludes).scan(dir).stream()
            .map(p -> dir.relativize(p).toString().replace('\\', '/')).toList();
    }

    @Test
    void doubleStarMatchesTheTopFolderTooAndResultsAreSorted() throws IOException
    {
        touch("b.xml", "a.xml", "sub/c.xml", "sub/deeper/d.xml", "notes.txt");
        assertEquals(List.of("a.xml", "b.xml", "sub/c.xml", "sub/deeper/d.xml"), scan(List.of("**/*.xml"), List.of()));
        assertEquals(List.of("a.xml", "b.xml"), scan(List.of("*.xml"), List.of()));
    }

    @Test
    void excludesLeaveOutIncludedFragments() throws IOException
    {
        touch("orders.xml", "types/common.xml", "types/more/enums.xml");
        assertEquals(List.of("orders.xml"), scan(List.of("**/*.xml"), List.of("types/**")));
        assertEquals(List.of("orders.xml", "types/more/enums.xml"), scan(List.of("**/*.xml"), List.of("types/*.xml")));
    }

    @Test
    void aMissingDirectoryHasNoSchemas()
    {
        assertEquals(List.of(), new SchemaFileSet(List.of("**/*.xml"), List.of()).scan(dir.resolve("absent")));
    }
}
