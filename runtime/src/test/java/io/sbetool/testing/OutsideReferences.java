package io.sbetool.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Finds the lines of a project's text files that point at the material that used to live outside the
 * repository: the {@code shared} folder beside the project root (reached as a relative path with any number
 * of {@code ../} before it, or through the machine's absolute path to it) and the Maven property, named after
 * it, that located it. Every such file is in {@code testdata/} now, and a
 * reference left behind fails only on a machine where that folder is absent, which is why it is looked for
 * in the text rather than waited for.
 */
final class OutsideReferences
{
    /**
     * Written with {@code +} and character classes so that this file does not match itself: {@code ..} then
     * slashes then {@code shared}, the absolute folder, or the old property's name.
     */
    private static final Pattern REFERENCE =
        Pattern.compile("[.][.]/+shared\\b|/work/+shared\\b|\\bshared[.]dir\\b");

    /** Folders, wherever they are, of build output, of tools' state, or of what git ignores: not the project's text. */
    private static final Set<String> SKIPPED_FOLDER_NAMES = Set.of(".git", "target", ".idea", ".cifuzz-corpus");

    /** Folders, from the project root, that git ignores: benchmark results written on one machine. */
    private static final Set<String> SKIPPED_FOLDERS = Set.of("benchmarks/results");


    private OutsideReferences()
    {
    }

    /**
     * @param root the project root.
     * @return each offending line as {@code path:line: text}, the path relative to {@code root}, sorted.
     */
    static List<String> find(final Path root)
    {
        final List<String> found = new ArrayList<>();
        try
        {
            Files.walkFileTree(root, new SimpleFileVisitor<>()
            {
                @Override
                public FileVisitResult preVisitDirectory(final Path dir, final BasicFileAttributes attrs)
                {
                    final boolean skipped = !dir.equals(root) &&
                        (SKIPPED_FOLDER_NAMES.contains(dir.getFileName().toString()) ||
                        SKIPPED_FOLDERS.contains(relative(root, dir)));
                    return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(final Path file, final BasicFileAttributes attrs) throws IOException
                {
                    if (attrs.isRegularFile())
                    {
                        scan(root, file, found);
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
        found.sort(null);
        return found;
    }

    private static void scan(final Path root, final Path file, final List<String> found) throws IOException
    {
        final List<String> lines;
        try
        {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        }
        catch (final CharacterCodingException binary)
        {
            return; // captures, images, IR files: not text, so no path is written in them
        }
        for (int i = 0; i < lines.size(); i++)
        {
            if (REFERENCE.matcher(lines.get(i)).find())
            {
                found.add(relative(root, file) + ":" + (i + 1) + ": " + lines.get(i).strip());
            }
        }
    }

    private static String relative(final Path root, final Path path)
    {
        return root.relativize(path).toString().replace('\\', '/');
    }
}
