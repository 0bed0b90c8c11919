package io.sbetool.compiler.build;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every file a run will write, collected before any is written, so that a run either writes all of its
 * outputs or none: two schemas that would write the same file with different content (two schemas with
 * one package and a message of the same name) are a conflict reported before anything reaches the disk,
 * not a silent overwrite. Identical content, such as a header composite two schemas share, is written once.
 * So are names no file system would take or that one would merge ({@link PortableNames}), a file that
 * is a folder on the disk, and a file that is one of the run's own inputs.
 */
final class OutputPlan
{
    /** What one source asks to write at one path. */
    private record Planned(Path source, byte[] content)
    {
    }

    private final Map<Path, Planned> files = new LinkedHashMap<>();
    private final List<String> conflicts = new ArrayList<>();
    private final PortableNames names;
    private final StagedWrite staged;

    /** @param outputDir the folder the files go under. */
    OutputPlan(final Path outputDir)
    {
        this(outputDir, FileWriting::write);
    }

    /** @param writer writes the temporary files; a test's may fail on purpose. */
    OutputPlan(final Path outputDir, final StagedWrite.ContentWriter writer)
    {
        this.names = new PortableNames(outputDir);
        this.staged = new StagedWrite(writer);
    }

    /** @param source the schema or IR file the output comes from, named in a conflict. */
    void add(final Path source, final Path file, final byte[] content)
    {
        final Path key = file.toAbsolutePath().normalize();
        final Planned earlier = files.putIfAbsent(key, new Planned(source, content));
        if (earlier == null)
        {
            names.check(source, key);
            if (Files.isDirectory(key))
            {
                conflicts.add(source + ": error: cannot write " + file + ": a folder of that name exists; " +
                    "remove it or choose another --output-dir");
            }
        }
        else if (!Arrays.equals(earlier.content(), content))
        {
            conflicts.add(source + ": error: would overwrite " + file + ", written with different content for " +
                earlier.source() + "; compile the schemas into different --output-dir or --java-package");
        }
    }

    /**
     * @param inputs the files the run read (absolute): none may be replaced by an output.
     * @return one line per file that cannot be written as planned; empty when the plan can be written.
     */
    List<String> conflicts(final Collection<Path> inputs)
    {
        final List<String> all = new ArrayList<>(conflicts);
        all.addAll(names.problems());
        for (final Path input : inputs)
        {
            final Planned planned = files.get(input);
            if (planned != null)
            {
                all.add(planned.source() + ": error: would overwrite " + input + ", an input of this run; " +
                    "choose another --output-dir");
            }
        }
        return all;
    }

    /**
     * Writes every planned file, all or none ({@link StagedWrite}); call only when there are no conflicts.
     *
     * @return the files written, absolute, in the order they were planned.
     * @throws IOException the first failure in plan order; no planned file has then changed.
     */
    List<Path> write() throws IOException
    {
        final List<byte[]> contents = new ArrayList<>(files.size());
        for (final Planned planned : files.values())
        {
            contents.add(planned.content());
        }
        final List<Path> paths = List.copyOf(files.keySet());
        staged.write(paths, contents);
        return paths;
    }
}
