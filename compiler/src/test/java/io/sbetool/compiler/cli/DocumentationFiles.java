package io.sbetool.compiler.cli;

import io.sbetool.testing.SharedFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The text users read: the README and the pages of {@code docs/} it links, which the tests of the
 * commands and examples they show read, so that a page that moves or splits stays checked.
 */
final class DocumentationFiles
{
    private DocumentationFiles()
    {
    }

    /** README.md, then every {@code docs/*.md} in name order. */
    static List<Path> all() throws IOException
    {
        final Path root = SharedFiles.projectDir();
        final List<Path> files = new ArrayList<>(List.of(root.resolve("README.md")));
        try (Stream<Path> docs = Files.list(root.resolve("docs")))
        {
            docs.filter(file -> file.getFileName().toString().endsWith(".md")).sorted().forEach(files::add);
        }
        return files;
    }
}
