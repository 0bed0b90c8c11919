package io.sbetool.compiler.xml;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The files currently being read, outermost first, used to detect include cycles.
 */
final class IncludeChain
{
    private final List<Path> files;

    IncludeChain()
    {
        this(List.of());
    }

    private IncludeChain(final List<Path> files)
    {
        this.files = files;
    }

    IncludeChain with(final Path file)
    {
        final List<Path> extended = new ArrayList<>(files);
        extended.add(canonical(file));
        return new IncludeChain(List.copyOf(extended));
    }

    /** @return whether no file is being read: the file read next is the schema itself, not an include. */
    boolean isEmpty()
    {
        return files.isEmpty();
    }

    boolean contains(final Path file)
    {
        return files.contains(canonical(file));
    }

    String describeCycle(final Path file)
    {
        final Path target = canonical(file);
        final List<Path> cycle = files.subList(files.indexOf(target), files.size());
        return cycle.stream().map(p -> p.getFileName().toString()).collect(Collectors.joining(" -> ")) +
            " -> " + target.getFileName();
    }

    private static Path canonical(final Path file)
    {
        return file.toAbsolutePath().normalize();
    }
}
