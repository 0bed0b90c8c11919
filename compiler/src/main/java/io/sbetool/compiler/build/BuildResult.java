package io.sbetool.compiler.build;

import java.nio.file.Path;
import java.util.List;

/**
 * What a {@link SchemaBuild} did.
 *
 * @param succeeded whether every schema compiled and every file was written (when false, nothing was).
 * @param inputs    every file the build read, absolute: each schema, the files it included, each IR file.
 * @param written   every file written, absolute, in generation order.
 */
public record BuildResult(boolean succeeded, List<Path> inputs, List<Path> written)
{
    public BuildResult
    {
        inputs = List.copyOf(inputs);
        written = List.copyOf(written);
    }
}
