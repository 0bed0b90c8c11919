package io.sbetool.maven;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.List;
import java.util.stream.Stream;

/**
 * The schemas under a directory that match the include patterns and none of the exclude patterns, in
 * sorted order so that every build compiles them in the same order. Patterns are Ant-style globs relative
 * to the directory, with {@code /} between folders: {@code *.xml}, {@code **}{@code /*.xml} (any depth,
 * the top folder included), {@code types/**}.
 */
final class SchemaFileSet
{
    private final List<PathMatcher> includes;
    private final List<PathMatcher> excludes;

    SchemaFileSet(final List<String> includes, final List<String> excludes)
    {
        final FileSystem fs = FileSystems.getDefault();
        this.includes = includes.stream().flatMap(p -> matchers(fs, p)).toList();
        this.excludes = excludes.stream().flatMap(p -> matchers(fs, p)).toList();
    }

    /**
     * Ant's {@code **}{@code /} matches no folder too, where a Java glob needs at least one: a pattern
     * starting with it is tried without it as well, and {@code dir/**} matches {@code dir} itself.
     */
    private static Stream<PathMatcher> matchers(final FileSystem fs, final String pattern)
    {
        final String glob = pattern.replace('\\', '/');
        final Stream.Builder<PathMatcher> matchers = Stream.builder();
        matchers.add(fs.getPathMatcher("glob:" + glob));
        if (glob.startsWith("**/"))
        {
            matchers.add(fs.getPathMatcher("glob:" + glob.substring(3)));
        }
        return matchers.build();
    }

    /** @return the matching regular files under {@code directory}, sorted; none when it does not exist. */
    List<Path> scan(final Path directory)
    {
        if (!Files.isDirectory(directory))
        {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(directory))
        {
            return files.filter(Files::isRegularFile)
                .filter(file -> matches(directory.relativize(file)))
                .sorted()
                .toList();
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }

    boolean matches(final Path relative)
    {
        return includes.stream().anyMatch(m -> m.matches(relative)) && excludes.stream().noneMatch(m -> m.matches(relative));
    }
}
