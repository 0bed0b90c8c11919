package io.sbetool.compiler.cli;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every file a README command run from the checkout ({@code ./sbetool ...}, with or without a {@code $}
 * prompt) reads is in the repository, or was written by a command before it: a newcomer copying the
 * examples finds each of them. (Paths are resolved against the project root, so a README path that climbs out
 * of it passes only where that file happens to exist beside the checkout.)
 */
class ReadmeCommandFilesTest
{
    /** A word that names a file: a path, or a name with one of the extensions the commands read. */
    private static final Pattern FILE = Pattern.compile(".*/.*|.*\\.(xml|sbeir|pcap|pcapng|sofh|ndjson|gz)");
    /** Options whose value is written, not read. */
    private static final Set<String> OUTPUT_OPTIONS = Set.of("-o", "--output", "--output-dir", ">");

    @Test
    void everyFileAReadmeCommandReadsExists() throws IOException
    {
        final Path root = SharedFiles.projectDir();
        final Set<String> written = new HashSet<>();
        final List<String> missing = new ArrayList<>();
        int commands = 0;
        for (final String command : commands(Files.readAllLines(root.resolve("README.md"))))
        {
            final String[] words = command.trim().split("\\s+");
            for (int i = 1; i < words.length; i++)
            {
                if (OUTPUT_OPTIONS.contains(words[i - 1]))
                {
                    written.add(words[i]);
                }
                else if (words[i].equals("#"))
                {
                    break; // a comment follows
                }
                else if (!words[i].startsWith("-") && FILE.matcher(words[i]).matches() &&
                    !written.contains(words[i]) && !Files.exists(root.resolve(words[i])))
                {
                    missing.add(words[i] + " (in: " + command.trim() + ")");
                }
            }
            commands++;
        }
        assertTrue(commands >= 10, "README commands found: " + commands);
        assertEquals(List.of(), missing, "files README commands read that are not in the repository");
    }

    /**
     * The README's examples of errors ({@code samples/errors/}), run from the checkout as shown: they print
     * the lines and exit with the code the README shows.
     */
    @Test
    void theReadmesErrorExamplesPrintWhatTheReadmeShows(@TempDir final Path dir) throws IOException
    {
        final Path root = SharedFiles.projectDir();
        final List<String> readme = Files.readAllLines(root.resolve("README.md"));
        int examples = 0;
        for (int i = 0; i < readme.size(); i++)
        {
            final String line = readme.get(i);
            if (!line.startsWith("$ ./sbetool ") || !line.contains("samples/errors/"))
            {
                continue;
            }
            final List<String> shown = new ArrayList<>();
            int next = i + 1;
            while (!readme.get(next).equals("$ echo $?"))
            {
                shown.add(readme.get(next++));
            }
            final int shownExitCode = Integer.parseInt(readme.get(next + 1));

            // files read are the checkout's, files written go to a temporary folder
            final String[] words = line.substring("$ ./sbetool ".length()).split(" ");
            final String[] args = new String[words.length];
            for (int w = 0; w < words.length; w++)
            {
                final boolean output = w > 0 && OUTPUT_OPTIONS.contains(words[w - 1]);
                args[w] = output ? dir.resolve(words[w]).toString() :
                    Files.exists(root.resolve(words[w])) ? root.resolve(words[w]).toString() : words[w];
            }
            final InProcessRun sbetool = new InProcessRun();
            assertEquals(shownExitCode, sbetool.run(args), line);
            final String printed = (sbetool.outText() + sbetool.errText()).replace(root + File.separator, "");
            assertEquals(String.join("\n", shown) + "\n", printed, line);
            examples++;
        }
        assertEquals(2, examples, "the README's examples of errors");
    }

    /** The README's {@code ./sbetool} command lines, continuation lines joined, without their prompt. */
    private static List<String> commands(final List<String> readme)
    {
        final List<String> commands = new ArrayList<>();
        for (int i = 0; i < readme.size(); i++)
        {
            String line = readme.get(i).strip();
            if (line.startsWith("$ "))
            {
                line = line.substring(2);
            }
            if (!line.startsWith("./sbetool "))
            {
                continue;
            }
            final StringBuilder command = new StringBuilder();
            while (line.endsWith("\\") && i + 1 < readme.size())
            {
                command.append(line, 0, line.length() - 1).append(' ');
                line = readme.get(++i).strip();
            }
            commands.add(command.append(line).toString());
        }
        return commands;
    }
}
