package io.sbetool.compiler.build;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Writes a run's files so that a failure leaves the previous outputs as they were: each file is written
 * to a temporary name in its own folder, and only when every one is written whole are they renamed to
 * their names, each rename replacing the old file at once. A failed write (a full disk, a folder that
 * cannot be written) removes the temporary files and the folders this run made. The renames themselves
 * are the only step that can stop halfway; a rename within a folder fails only when the file system
 * itself does.
 */
final class StagedWrite
{
    /** Writes contents to files, returning per file what stopped it or null: {@link FileWriting#write}. */
    interface ContentWriter
    {
        IOException[] write(List<Path> files, List<byte[]> contents);
    }

    /** Tells apart the temporary files of runs on several threads of one JVM (a parallel Maven build). */
    private static final AtomicLong RUNS = new AtomicLong();

    private final ContentWriter writer;

    StagedWrite(final ContentWriter writer)
    {
        this.writer = writer;
    }

    /**
     * @param files    absolute, normalized, none of them a folder.
     * @param contents what each is to hold.
     * @throws IOException the first failure in file order, naming the file it was for (never a temporary name).
     */
    void write(final List<Path> files, final List<byte[]> contents) throws IOException
    {
        final List<Path> madeFolders = new ArrayList<>();
        final String tag = ".sbetool-" + ProcessHandle.current().pid() + "-" + RUNS.incrementAndGet() + "-";
        final List<Path> temporary = new ArrayList<>(files.size());
        for (int i = 0; i < files.size(); i++)
        {
            temporary.add(files.get(i).resolveSibling(tag + i + ".tmp"));
        }
        int renamed = 0;
        try
        {
            makeFolders(files, madeFolders);
            final IOException[] failures = writer.write(temporary, contents);
            for (int i = 0; i < failures.length; i++)
            {
                if (failures[i] != null)
                {
                    throw naming(files.get(i), failures[i]);
                }
            }
            for (; renamed < files.size(); renamed++)
            {
                rename(temporary.get(renamed), files.get(renamed));
            }
        }
        catch (final IOException | RuntimeException | Error ex)
        {
            removeQuietly(temporary.subList(renamed, temporary.size()), renamed == 0 ? madeFolders : List.of());
            throw ex;
        }
    }

    /** Makes each folder once, not once per file, remembering those that did not exist, outermost first. */
    private static void makeFolders(final List<Path> files, final List<Path> made) throws IOException
    {
        final Set<Path> folders = new LinkedHashSet<>();
        for (final Path file : files)
        {
            folders.add(file.getParent());
        }
        for (final Path folder : folders)
        {
            if (Files.isDirectory(folder))
            {
                continue;
            }
            final List<Path> missing = new ArrayList<>();
            for (Path up = folder; up != null && !Files.exists(up); up = up.getParent())
            {
                missing.add(0, up);
            }
            Files.createDirectories(folder);
            made.addAll(missing);
        }
    }

    private static void rename(final Path temporary, final Path file) throws IOException
    {
        try
        {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        }
        catch (final IOException ex)
        {
            throw naming(file, ex);
        }
    }

    /** The failure as it would read had the file been written in place: the temporary name means nothing to a user. */
    private static IOException naming(final Path file, final IOException ex)
    {
        final String reason = IrFiles.reason(ex);
        final FileSystemException named = new FileSystemException(file.toString(), null,
            reason != null ? reason : String.valueOf(ex.getMessage()));
        named.initCause(ex);
        return named;
    }

    /** Best effort after a failure: what cannot be removed now was already failing. */
    private static void removeQuietly(final List<Path> temporary, final List<Path> madeFolders)
    {
        for (final Path file : temporary)
        {
            try
            {
                Files.deleteIfExists(file);
            }
            catch (final IOException ex)
            {
                // left behind, named .sbetool-*.tmp
            }
        }
        for (int i = madeFolders.size() - 1; i >= 0; i--)
        {
            try
            {
                Files.deleteIfExists(madeFolders.get(i));
            }
            catch (final IOException ex)
            {
                // not empty: something else writes there too
            }
        }
    }
}
