package io.sbetool.compiler.build;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The names of a run's files checked against what file systems refuse or merge, before anything is
 * written: generated code is often committed and checked out on macOS and Windows, and a name that is
 * too long fails only when its turn to be written comes. A name is refused when one of its parts is
 * longer than 255 bytes (the limit of ext4, APFS and NTFS alike) or the whole path longer than 4095
 * (Linux's PATH_MAX), when a part is a device name Windows reserves whatever the extension
 * ({@code CON.h}), or when two paths differ only in case ({@code venue/x/A.java} and
 * {@code Venue/X/B.java} are one folder on a case-insensitive file system).
 */
final class PortableNames
{
    /** The longest file name, in bytes of UTF-8. */
    static final int NAME_MAX = 255;
    /** The longest path the kernel takes, in bytes of UTF-8 without the terminating zero. */
    static final int PATH_MAX = 4095;
    private static final Set<String> WINDOWS_DEVICES = Set.of("CON", "PRN", "AUX", "NUL",
        "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8", "COM9",
        "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9");

    private final Path root;
    private final List<String> problems = new ArrayList<>();
    /** Every path checked, and the folders on the way to it, by a key that ignores case. */
    private final Map<String, Path> byFoldedName = new HashMap<>();
    /** The source of the first file each path of {@link #byFoldedName} was met for. */
    private final Map<Path, Path> sources = new HashMap<>();

    /** @param root the output folder: its own name is the user's choice, not checked for Windows. */
    PortableNames(final Path root)
    {
        this.root = root.toAbsolutePath().normalize();
    }

    /**
     * @param source the schema or IR file the output comes from, named in a problem.
     * @param file   absolute and normalized.
     */
    void check(final Path source, final Path file)
    {
        final int pathBytes = utf8Length(file.toString());
        if (pathBytes > PATH_MAX)
        {
            problems.add(source + ": error: cannot write " + file + ": the path is " + pathBytes +
                " bytes long, more than the " + PATH_MAX + " a path may have; choose a shorter --output-dir or " +
                "shorter names in the schema");
            return;
        }
        final Path relative = file.startsWith(root) ? root.relativize(file) : file;
        Path walked = file.startsWith(root) ? root : file.getRoot();
        for (final Path part : relative)
        {
            walked = walked.resolve(part);
            final String name = part.toString();
            final int nameBytes = utf8Length(name);
            if (nameBytes > NAME_MAX)
            {
                problems.add(source + ": error: cannot write " + file + ": the name '" + abbreviated(name) + "' is " +
                    nameBytes + " bytes long, more than the " + NAME_MAX + " a file name may have; shorten the " +
                    "name of the schema element it is made from");
                return;
            }
            if (WINDOWS_DEVICES.contains(stem(name).toUpperCase(Locale.ROOT)))
            {
                problems.add(source + ": error: cannot write " + file + ": '" + name + "' is a device name on " +
                    "Windows (CON, PRN, AUX, NUL, COM1-9 and LPT1-9, with any extension), where the file cannot " +
                    "be made or checked out; rename the schema element it is made from");
                return;
            }
            if (!caseUnique(source, walked, file))
            {
                return;
            }
        }
    }

    /** One line per problem found so far, each naming the file and what to change. */
    List<String> problems()
    {
        return problems;
    }

    private boolean caseUnique(final Path source, final Path path, final Path file)
    {
        final Path earlier = byFoldedName.putIfAbsent(path.toString().toLowerCase(Locale.ROOT), path);
        if (earlier == null || earlier.equals(path))
        {
            sources.putIfAbsent(path, source);
            return true;
        }
        problems.add(source + ": error: cannot write " + file + ": " + path + " and " + earlier + " (for " +
            sources.get(earlier) + ") differ only in case, and are one " +
            (path.equals(file) ? "file" : "folder") + " on a case-insensitive file system (macOS, Windows); rename " +
            "one of the schema elements or packages they are made from");
        return false;
    }

    /** Windows ignores everything from the first dot: {@code NUL.tar.gz} is NUL. */
    private static String stem(final String name)
    {
        final int dot = name.indexOf('.');
        return (dot < 0 ? name : name.substring(0, dot)).stripTrailing();
    }

    private static String abbreviated(final String name)
    {
        return name.length() <= 40 ? name : name.substring(0, 20) + "..." + name.substring(name.length() - 17);
    }

    private static int utf8Length(final String text)
    {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }
}
