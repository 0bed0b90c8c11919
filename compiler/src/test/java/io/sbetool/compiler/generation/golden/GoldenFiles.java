package io.sbetool.compiler.generation.golden;

import io.sbetool.testing.SharedFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Compares generated files with the golden copies under {@code compiler/src/test/resources/golden/}; what the
 * set covers and why it is small is in that folder's README.md (and {@link GoldenSchema}).
 *
 * <p>To change generated code on purpose, refresh the golden files and commit them with the change:
 * <pre>{@code mvn -pl runtime,compiler install -DskipTests && mvn -pl compiler test -Dtest='*GoldenFilesTest' -Dsbetool.golden.update=true}</pre>
 */
final class GoldenFiles
{
    static final String UPDATE_PROPERTY = "sbetool.golden.update";
    private static final int CONTEXT_LINES = 3;
    private static final int MAX_DIFF_LINES = 60;

    private GoldenFiles()
    {
    }

    /** Sources keyed by fully qualified class name, as paths relative to a source root. */
    static Map<String, String> byPath(final Map<String, String> sourcesByClassName, final String suffix)
    {
        final Map<String, String> byPath = new TreeMap<>();
        sourcesByClassName.forEach((name, source) -> byPath.put(name.replace('.', '/') + suffix, source));
        return byPath;
    }

    /**
     * @param set   the golden set's folder, relative to the golden root (e.g. {@code java/car}).
     * @param files the generated files, by path relative to that folder.
     */
    static void check(final String set, final Map<String, String> files) throws IOException
    {
        final Path dir = root().resolve(set);
        if (Boolean.getBoolean(UPDATE_PROPERTY))
        {
            rewrite(dir, files);
            return;
        }
        if (!Files.isDirectory(dir))
        {
            fail("no golden files at " + dir + "; create them with -D" + UPDATE_PROPERTY + "=true");
        }
        final TreeSet<String> expected = list(dir);
        final List<String> problems = new ArrayList<>();
        for (final String missing : difference(expected, files.keySet()))
        {
            problems.add("not generated any more: " + missing);
        }
        for (final String extra : difference(files.keySet(), expected))
        {
            problems.add("generated but not in the golden files: " + extra);
        }
        for (final Map.Entry<String, String> file : new TreeMap<>(files).entrySet())
        {
            if (expected.contains(file.getKey()))
            {
                final String golden = Files.readString(dir.resolve(file.getKey()), StandardCharsets.UTF_8);
                if (!golden.equals(file.getValue()))
                {
                    problems.add(file.getKey() + " differs:\n" + diff(golden, file.getValue()));
                }
            }
        }
        if (!problems.isEmpty())
        {
            fail(set + ": generated code differs from the golden files (refresh them on purpose with -D" +
                UPDATE_PROPERTY + "=true)\n" + String.join("\n", problems));
        }
    }

    /**
     * Fails on a folder under {@code golden/<language>/} that is not one of the sets: left behind when a schema
     * leaves the golden set, it would be compared with nothing and go stale unseen.
     */
    static void checkNoOtherSets(final String language, final List<String> sets) throws IOException
    {
        final TreeSet<String> folders = new TreeSet<>();
        try (Stream<Path> list = Files.list(root().resolve(language)))
        {
            list.forEach(path -> folders.add(path.getFileName().toString()));
        }
        final List<String> stale = difference(folders, sets);
        if (!stale.isEmpty())
        {
            fail("golden/" + language + "/ holds " + stale + ", which no golden test generates: delete them, or add " +
                "their schemas to GoldenSchema.ALL");
        }
    }

    /**
     * @return the files of {@code with} (generated with an option) that differ from, or are not among, those of
     * {@code without}: a set of an option that changes a few files keeps only those.
     */
    static Map<String, String> changed(final Map<String, String> without, final Map<String, String> with)
    {
        final Map<String, String> changed = new TreeMap<>();
        with.forEach((path, text) ->
        {
            if (!text.equals(without.get(path)))
            {
                changed.put(path, text);
            }
        });
        return changed;
    }

    static Path root()
    {
        return SharedFiles.projectDir().resolve("compiler/src/test/resources/golden");
    }

    private static void rewrite(final Path dir, final Map<String, String> files) throws IOException
    {
        if (Files.isDirectory(dir))
        {
            try (Stream<Path> walk = Files.walk(dir))
            {
                walk.sorted((a, b) -> b.compareTo(a)).forEach(GoldenFiles::delete);
            }
        }
        for (final Map.Entry<String, String> file : files.entrySet())
        {
            final Path target = dir.resolve(file.getKey());
            Files.createDirectories(target.getParent());
            Files.writeString(target, file.getValue(), StandardCharsets.UTF_8);
        }
    }

    private static void delete(final Path path)
    {
        try
        {
            Files.delete(path);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }

    private static TreeSet<String> list(final Path dir) throws IOException
    {
        final TreeSet<String> names = new TreeSet<>();
        try (Stream<Path> walk = Files.walk(dir))
        {
            walk.filter(Files::isRegularFile).forEach(file -> names.add(dir.relativize(file).toString().replace('\\', '/')));
        }
        return names;
    }

    private static List<String> difference(final java.util.Collection<String> a, final java.util.Collection<String> b)
    {
        final List<String> result = new ArrayList<>(a);
        result.removeAll(b);
        return result;
    }

    /**
     * A short diff: the lines between the first and last line that differ, with context, as {@code -} golden and
     * {@code +} generated. Enough to see what moved without pulling in a diff library.
     */
    static String diff(final String golden, final String generated)
    {
        final String[] a = golden.split("\n", -1);
        final String[] b = generated.split("\n", -1);
        int start = 0;
        while (start < a.length && start < b.length && a[start].equals(b[start]))
        {
            start++;
        }
        int endA = a.length - 1;
        int endB = b.length - 1;
        while (endA >= start && endB >= start && a[endA].equals(b[endB]))
        {
            endA--;
            endB--;
        }
        final StringBuilder out = new StringBuilder();
        out.append("@@ golden line ").append(start + 1).append(", generated line ").append(start + 1).append(" @@\n");
        int printed = 0;
        for (int i = Math.max(0, start - CONTEXT_LINES); i < start; i++)
        {
            out.append("  ").append(a[i]).append('\n');
        }
        for (int i = start; i <= endA && printed < MAX_DIFF_LINES; i++, printed++)
        {
            out.append("- ").append(a[i]).append('\n');
        }
        for (int i = start; i <= endB && printed < 2 * MAX_DIFF_LINES; i++, printed++)
        {
            out.append("+ ").append(b[i]).append('\n');
        }
        for (int i = endA + 1; i < Math.min(a.length, endA + 1 + CONTEXT_LINES); i++)
        {
            out.append("  ").append(a[i]).append('\n');
        }
        return out.toString();
    }
}
