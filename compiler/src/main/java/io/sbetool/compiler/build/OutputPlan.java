package io.sbetool.compiler.build;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
     * Writes every planned file; call only when there are no conflicts. Each folder is made once, not once
     * per file: making a folder that exists costs a failed mkdir and an exception thrown and caught, hundreds
     * of them for a large schema. A file that cannot be written does not stop the others; {@link FileWriting}
     * writes them.
     *
     * @return the files written, absolute, in the order they were planned.
     * @throws IOException the first failure in plan order.
     */
    List<Path> write() throws IOException
    {
        final Set<Path> folders = new LinkedHashSet<>();
        for (final Path file : files.keySet())
        {
            folders.add(file.getParent());
        }
        for (final Path folder : folders)
        {
            Files.createDirectories(folder);
        }
        final List<byte[]> contents = new ArrayList<>(files.size());
        for (final Planned planned : files.values())
        {
            contents.add(planned.content());
        }
        for (final IOException failure : FileWriting.write(List.copyOf(files.keySet()), contents))
        {
            if (failure != null)
            {
                throw failure;
            }
        }
        return List.copyOf(files.keySet());
    }
}
