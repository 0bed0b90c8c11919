package io.sbetool.compiler.cli;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code ./sbetool ...} commands of the README and of {@code docs/} (with or without a {@code $}
 * prompt), as a newcomer would copy them into a shell at the checkout's root: every file one reads is in
 * the repository or was written by a command before it on its page, each runs and exits as shown
 * ({@code $ echo $?}, else 0), and prints what its page shows after it.
 */
class ReadmeCommandFilesTest
{
    /** A word that names a file: a path, or a name with one of the extensions the commands read. */
    private static final Pattern FILE = Pattern.compile(".*/.*|.*\\.(xml|sbeir|pcap|pcapng|sofh|ndjson|gz)");
    /** Options whose value is written, not read. */
    private static final Set<String> OUTPUT_OPTIONS = Set.of("-o", "--output", "--output-dir", ">");
    private static final Set<String> SUBCOMMANDS = Set.of("decode", "encode", "compat", "help");

    @Test
    void everyFileACommandReadsExists() throws IOException
    {
        final Path root = SharedFiles.projectDir();
        final List<String> missing = new ArrayList<>();
        int commands = 0;
        for (final Path page : DocumentationFiles.all())
        {
            final Set<String> written = new HashSet<>();
            for (final ShownCommand command : ShownCommand.on(page))
            {
                final List<String> words = command.words();
                for (int i = 1; i < words.size(); i++)
                {
                    if (OUTPUT_OPTIONS.contains(words.get(i - 1)))
                    {
                        written.add(words.get(i));
                    }
                    else if (!words.get(i).startsWith("-") && FILE.matcher(words.get(i)).matches() &&
                        !written.contains(words.get(i)) && !inRepository(root, words.get(i)))
                    {
                        missing.add(words.get(i) + " (in " + command + ")");
                    }
                }
                commands++;
            }
        }
        assertTrue(commands >= 15, "commands found: " + commands);
        assertEquals(List.of(), missing, "files commands read that are not in the repository");
    }

    /**
     * The examples of errors ({@code samples/errors/}), run from the checkout as shown: they print the
     * lines and exit with the code their page shows, exactly.
     */
    @Test
    void theErrorExamplesPrintWhatTheirPagesShow(@TempDir final Path dir) throws IOException
    {
        int examples = 0;
        for (final Path page : DocumentationFiles.all())
        {
            final Run run = new Run(dir);
            for (final ShownCommand command : ShownCommand.on(page))
            {
                if (command.text().contains("samples/errors/"))
                {
                    assertTrue(command.exitCode().isPresent(), command + " shows no exit code");
                    final String printed = run.run(command);
                    assertEquals((int) command.exitCode().get(), run.exitCode, command.toString());
                    assertEquals(String.join("\n", command.output()) + "\n", printed, command.toString());
                    examples++;
                }
            }
        }
        assertEquals(2, examples, "the examples of errors");
    }

    /**
     * Every command runs, in this JVM, its files read from the checkout and written to a temporary
     * folder, and exits as its page says; each line shown after it is a line it printed, where
     * {@code ...} stands for text left out, and a line {@code ...} for lines left out. A page's
     * {@code $ cmp A B && echo same} holds for the files its commands wrote.
     */
    @Test
    void everyCommandRunsAndPrintsWhatItsPageShows(@TempDir final Path dir) throws IOException
    {
        int commands = 0;
        int comparisons = 0;
        for (final Path page : DocumentationFiles.all())
        {
            final Run run = new Run(dir.resolve(page.getFileName().toString()));
            for (final ShownCommand command : ShownCommand.on(page))
            {
                final List<String> printed = run.run(command).lines().toList();
                assertEquals((int) command.exitCode().orElse(ExitCode.OK), run.exitCode, () -> command + ":\n" + printed);
                final List<String> shown = command.output();
                for (int i = 0; i < shown.size() && !shown.get(i).equals("..."); i++)
                {
                    final int line = i;
                    assertTrue(line < printed.size() && matches(shown.get(line), printed.get(line)),
                        () -> command + ": shown line " + (line + 1) + " is not what it printed:\n" +
                            shown.get(line) + "\n" + (line < printed.size() ? printed.get(line) : "(nothing)"));
                }
                if (!shown.isEmpty() && !shown.contains("..."))
                {
                    assertEquals(shown.size(), printed.size(), () -> command + ": lines printed");
                }
                commands++;
            }
            comparisons += run.compareAsShown(page);
        }
        assertTrue(commands >= 15, "commands run: " + commands);
        // the README's round trip through encode, and docs/encode.md's
        assertEquals(2, comparisons, "cmp lines");
    }

    /** A shown line, where each {@code ...} stands for any text, against a printed one. */
    private static boolean matches(final String shown, final String printed)
    {
        final String pattern = Arrays.stream(shown.split("\\.\\.\\.", -1)).map(Pattern::quote)
            .collect(Collectors.joining(".*"));
        return Pattern.matches(pattern, printed);
    }

    /** A file a command reads must be inside the checkout: a path that climbs out of it is not, whatever is there. */
    private static boolean inRepository(final Path root, final String word)
    {
        final Path file = root.resolve(word).normalize();
        return file.startsWith(root.normalize()) && Files.exists(file);
    }

    /** Runs a page's commands in order, as a shell at the checkout's root would, writing into a folder. */
    private static final class Run
    {
        private final Path root = SharedFiles.projectDir();
        private final Path dir;
        /** Files the page's commands wrote, by the name the page gives them. */
        private final Map<String, Path> written = new HashMap<>();
        private int exitCode;

        Run(final Path dir)
        {
            this.dir = dir;
        }

        /** @return how many {@code $ cmp A B && echo same} lines of the page there were; each holds. */
        int compareAsShown(final Path page) throws IOException
        {
            int comparisons = 0;
            for (final String line : Files.readAllLines(page))
            {
                if (line.startsWith("$ cmp ") && line.endsWith(" && echo same"))
                {
                    final String[] files = line.substring("$ cmp ".length(), line.length() - " && echo same".length())
                        .split(" ");
                    assertEquals(2, files.length, line);
                    assertTrue(Arrays.equals(Files.readAllBytes(resolve(files[0])), Files.readAllBytes(resolve(files[1]))),
                        () -> page.getFileName() + ": " + line + ": the files differ");
                    comparisons++;
                }
            }
            return comparisons;
        }

        /** A word of a command: a file a command before wrote, else the checkout's file, else itself. */
        private Path resolve(final String word)
        {
            return written.containsKey(word) ? written.get(word) : root.resolve(word);
        }

        /** @return what the command printed, standard output then error, with the checkout's path cut. */
        String run(final ShownCommand command) throws IOException
        {
            final List<String> words = command.words();
            final List<String> args = new ArrayList<>();
            Path redirect = null;
            boolean outputGiven = false;
            for (int i = 1; i < words.size(); i++)
            {
                final String word = words.get(i);
                if (OUTPUT_OPTIONS.contains(words.get(i - 1)))
                {
                    final Path file = dir.resolve(String.valueOf(written.size())).resolve(Path.of(word).getFileName());
                    Files.createDirectories(file.getParent());
                    written.put(word, file);
                    outputGiven = true;
                    if (words.get(i - 1).equals(">"))
                    {
                        redirect = file;
                        continue;
                    }
                    args.add(file.toString());
                }
                else if (!word.equals(">"))
                {
                    // only a word that names a file: an option's value (--format parquet) may be a folder's name
                    final boolean file = written.containsKey(word) || FILE.matcher(word).matches();
                    args.add(file && Files.exists(resolve(word)) ? resolve(word).toString() : word);
                }
            }
            if (!outputGiven && !SUBCOMMANDS.contains(words.get(1)))
            {
                // a compile writes to the current folder unless told otherwise: here, a temporary one
                args.add("--output-dir");
                args.add(Files.createDirectories(dir.resolve("compiled")).toString());
            }
            final InProcessRun sbetool = new InProcessRun();
            exitCode = sbetool.run(args.toArray(String[]::new));
            String out = sbetool.outText();
            if (redirect != null)
            {
                Files.writeString(redirect, out, StandardCharsets.UTF_8);
                out = "";
            }
            return (out + sbetool.errText()).replace(root + File.separator, "");
        }
    }
}
