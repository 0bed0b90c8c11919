package io.sbetool.compiler.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the fuzz targets share: their time limit and scratch files. */
final class FuzzFiles
{
    /**
     * The annotation's limit, used only when fuzzing ({@code JAZZER_FUZZ=1}); the surefire executions that
     * fuzz pass {@code -max_total_time} from {@code fuzz.seconds}, which libFuzzer takes over this one.
     */
    static final String MAX_DURATION = "10m";

    private FuzzFiles()
    {
    }

    /** A temporary file deleted when the JVM exits. */
    static Path scratch(final String prefix, final String suffix)
    {
        try
        {
            final Path file = Files.createTempFile("sbetool-fuzz-" + prefix, suffix);
            file.toFile().deleteOnExit();
            return file;
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }
}
