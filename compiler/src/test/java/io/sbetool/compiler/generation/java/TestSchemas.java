package io.sbetool.compiler.generation.java;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Schemas in this package's test resources.
 */
final class TestSchemas
{
    private TestSchemas()
    {
    }

    static Path path(final String name)
    {
        try
        {
            return Paths.get(TestSchemas.class.getResource("/javagen/" + name).toURI());
        }
        catch (final URISyntaxException ex)
        {
            throw new IllegalStateException(ex);
        }
    }
}
