package io.sbetool.compiler.build;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every file a run will write, collected before any is written, so that a run either writes all of its
 * outputs or none: two schemas that would write the same file with different content (two schemas with
 * one package and a message of the same name) are a conflict reported before anything reaches the disk,
 * not a silent overwrite. Identical content, such as a header composite two schemas share, is written once.
 */
final class OutputPlan
{
    /** What one source asks to write at one path. */
    private record Planned(Path source, byte[] content)
    {
    }

    private final Map<Path, Planned> files = new LinkedHashMap<>();
    private final List<String> conflicts = new ArrayList<>();

    /** @param source the schema or IR file the output comes from, named in a conflict. */
    void add(final Path source, final Path file, final byte[] content)
    {
        final Path key = file.toAbsolutePath().normalize();
        final Planned earlier = files.putIfAbsent(key, new Planned(source, content));
        if (earlier != null && !Arrays.equals(earlier.content(), content))
        {
            conflicts.add(source + ": error: would overwrite " + file + ", written with different content for " +
                earlier.source() + "; compile the schemas into different --output-dir or --java-package");
        }
    }

    /** One line per file that two sources would write differently; empty when the plan can be written. */
    List<String> conflicts()
    {
        return conflicts;
    }

    /**
     * Writes every planned file; call only when there are no conflicts.
     *
     * @return the files written, absolute, in the order they were planned.
     */
    List<Path> write() throws IOException
    {
        for (final Map.Entry<Path, Planned> entry : files.entrySet())
        {
            Files.createDirectories(entry.getKey().getParent());
            Files.write(entry.getKey(), entry.getValue().content());
        }
        return List.copyOf(files.keySet());
    }
}
