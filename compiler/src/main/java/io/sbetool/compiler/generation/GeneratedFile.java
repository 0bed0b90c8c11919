package io.sbetool.compiler.generation;

import java.util.Objects;

/**
 * One file a {@link Generator} made, not yet written.
 *
 * @param path    where it goes, relative to the output directory, with {@code /} between folders.
 * @param content the bytes of the file, e.g. UTF-8 text.
 */
public record GeneratedFile(String path, byte[] content)
{
    public GeneratedFile
    {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(content, "content");
    }
}
