package io.sbetool.maven;

import org.apache.maven.plugin.logging.Log;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Deletes what an earlier run generated and this one did not (a message or type renamed or removed, a
 * target dropped), so that no stale codec is compiled into the build, and then the folders that left empty,
 * up to the output directory.
 */
final class StaleFiles
{
    private StaleFiles()
    {
    }

    static void delete(final List<Path> before, final List<Path> now, final Path outputDir, final Log log)
        throws IOException
    {
        final Set<Path> kept = new HashSet<>(now);
        for (final Path file : before)
        {
            if (!kept.contains(file) && Files.deleteIfExists(file))
            {
                log.info("sbetool: deleted " + file + ", which is no longer generated");
                deleteEmptyFolders(file.getParent(), outputDir);
            }
        }
    }

    private static void deleteEmptyFolders(final Path folder, final Path outputDir) throws IOException
    {
        for (Path dir = folder; dir != null && dir.startsWith(outputDir) && !dir.equals(outputDir); dir = dir.getParent())
        {
            try
            {
                if (!Files.deleteIfExists(dir))
                {
                    return;
                }
            }
            catch (final DirectoryNotEmptyException ex)
            {
                return;
            }
        }
    }
}
