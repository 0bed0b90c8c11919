package io.sbetool.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Locates the project's {@code schemas/} folder and the test material in {@code testdata/} (the standard's
 * examples, the corpus of real schemas and captures, the benchmark .proto files; see testdata/README.md).
 * Everything a test reads is in the repository, so a clone on its own runs every test; {@code
 * TestDataInRepositoryTest} fails if a test or build file reaches outside it again.
 */
public final class SharedFiles
{
    private static final Pattern CONSTANT_TEXT =
        Pattern.compile("(<type [^>]*presence=\"constant\"[^>]*>)\\s*([^<]*?)\\s*</type>");
    private static Path specExamplesForReference;

    private SharedFiles()
    {
    }

    public static Path projectDir()
    {
        final String dir = System.getProperty("sbetool.project.dir");
        if (dir != null)
        {
            return Paths.get(dir);
        }
        Path path = Paths.get("").toAbsolutePath();
        while (path != null && !Files.exists(path.resolve("schemas")))
        {
            path = path.getParent();
        }
        if (path == null)
        {
            throw new IllegalStateException("cannot find the project root (a folder holding schemas/)");
        }
        return path;
    }

    /** The project's {@code testdata/} folder. */
    public static Path testDataDir()
    {
        return projectDir().resolve("testdata");
    }

    /**
     * The old name of {@link #testDataDir()}, from when this material lived outside the repository: kept so that
     * tests written on branches before the move still build and find it. New code calls {@code testDataDir()}.
     */
    public static Path sharedDir()
    {
        return testDataDir();
    }

    /** A file of the SBE 1.0 standard under {@code testdata/spec/sbe-1.0/}, such as {@code Examples.xml}. */
    public static Path spec(final String name)
    {
        return testDataDir().resolve("spec/sbe-1.0").resolve(name);
    }

    /**
     * The standard's {@code Examples.xml} with whitespace trimmed from its constant values, for the
     * reference implementation, whose parser cannot read {@code -3} followed by a line break. Made at
     * test time into a temporary file: the standard's files are licensed without derivatives, so no
     * altered copy is kept in the repository.
     */
    public static synchronized Path specExamplesForReference()
    {
        if (specExamplesForReference == null)
        {
            try
            {
                final String original = Files.readString(spec("Examples.xml"));
                final String trimmed = CONSTANT_TEXT.matcher(original).replaceAll("$1$2</type>");
                final Path file = Files.createTempFile("Examples-trimmed-", ".xml");
                file.toFile().deleteOnExit();
                specExamplesForReference = Files.writeString(file, trimmed);
            }
            catch (final IOException ex)
            {
                throw new UncheckedIOException(ex);
            }
        }
        return specExamplesForReference;
    }

    /** A corpus schema by its path under {@code corpus/}, such as {@code cme/Cme.Futures.Mdp3.Sbe.v1.12.xml}. */
    public static Path corpus(final String relativePath)
    {
        return testDataDir().resolve("corpus").resolve(relativePath);
    }

    public static Path projectSchema(final String name)
    {
        return projectDir().resolve("schemas").resolve(name);
    }

    /**
     * @return every {@code .xml} schema under the corpus, sorted.
     */
    public static List<Path> corpusSchemas()
    {
        return xmlFilesUnder(testDataDir().resolve("corpus"));
    }

    /**
     * @return corpus schemas that {@code corpus/SOURCES.md} says the reference tool accepts.
     */
    public static List<Path> corpusSchemasAcceptedByReference()
    {
        return corpusSchemas().stream()
            .filter((p) -> !p.getFileName().toString().equals("Memx.Options.Memo.Sbe.v1.10.xml"))
            .collect(Collectors.toList());
    }

    public static List<Path> projectSchemas()
    {
        return xmlFilesUnder(projectDir().resolve("schemas"));
    }

    private static List<Path> xmlFilesUnder(final Path dir)
    {
        try (Stream<Path> files = Files.walk(dir))
        {
            return files.filter((p) -> p.toString().endsWith(".xml")).sorted().collect(Collectors.toList());
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }
}
