package io.sbetool.compiler.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A {@code ./sbetool} command as a page of the documentation shows it: its words (continuation lines
 * joined, a trailing {@code # comment} cut), and when it has a {@code $} prompt the lines shown after it
 * and the exit code a following {@code $ echo $?} shows.
 */
record ShownCommand(Path page, int line, String text, List<String> output, Optional<Integer> exitCode)
{
    private static final String PROMPT = "$ ";
    private static final String COMMAND = "./sbetool ";

    static List<ShownCommand> on(final Path page) throws IOException
    {
        final List<String> lines = Files.readAllLines(page);
        final List<ShownCommand> commands = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++)
        {
            final int first = i;
            String line = lines.get(i).strip();
            final boolean prompted = line.startsWith(PROMPT);
            if (prompted)
            {
                line = line.substring(PROMPT.length());
            }
            if (!line.startsWith(COMMAND))
            {
                continue;
            }
            final StringBuilder text = new StringBuilder();
            while (line.endsWith("\\") && i + 1 < lines.size())
            {
                text.append(line, 0, line.length() - 1).append(' ');
                line = lines.get(++i).strip();
            }
            text.append(line);
            final List<String> output = new ArrayList<>();
            Optional<Integer> exitCode = Optional.empty();
            if (prompted)
            {
                int next = i + 1;
                while (next < lines.size() && !lines.get(next).startsWith(PROMPT) &&
                    !lines.get(next).startsWith("```") && !lines.get(next).isEmpty())
                {
                    output.add(lines.get(next++));
                }
                if (next + 1 < lines.size() && lines.get(next).equals("$ echo $?"))
                {
                    exitCode = Optional.of(Integer.parseInt(lines.get(next + 1)));
                }
            }
            commands.add(new ShownCommand(page, first + 1, text.toString(), output, exitCode));
        }
        return commands;
    }

    /** The command's words, up to a comment: {@code ./sbetool} first. */
    List<String> words()
    {
        final List<String> words = new ArrayList<>();
        for (final String word : text.trim().split("\\s+"))
        {
            if (word.equals("#"))
            {
                break;
            }
            words.add(word);
        }
        return words;
    }

    @Override
    public String toString()
    {
        return page.getFileName() + ":" + line + ": " + text;
    }
}
