package io.sbetool.compiler.cli;

import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** {@code sbetool --version}. */
final class VersionProvider implements CommandLine.IVersionProvider
{
    /** Written by the build from the parent pom's version (compiler/src/main/filtered-resources). */
    private static final String RESOURCE = "version.properties";

    @Override
    public String[] getVersion()
    {
        return new String[]
        {
            "sbetool " + version(),
            "FIX Simple Binary Encoding 1.0 schema compiler",
            "Java " + System.getProperty("java.version")
        };
    }

    /**
     * @return the version the build was made as; read from a resource rather than the jar's manifest, so that a
     * run from class folders (the tests, the C++ samples' build) says it too.
     */
    static String version()
    {
        try (InputStream in = VersionProvider.class.getResourceAsStream(RESOURCE))
        {
            if (in == null)
            {
                return "(development build)";
            }
            final Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "(development build)");
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }
}
