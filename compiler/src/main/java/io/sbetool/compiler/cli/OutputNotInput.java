package io.sbetool.compiler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Refuses an {@code --output} that is one of the command's inputs before anything is opened for writing:
 * opening it for writing would empty the capture (or schema) the command is about to read. The same file
 * is told by device and inode, so a symbolic or hard link to an input is caught as well as its own name.
 */
final class OutputNotInput
{
    /** The file name that means standard input, whose file (when it is one) is checked too. */
    private static final String STDIN = "-";
    private static final Path STDIN_FILE = Path.of("/dev/stdin");

    private OutputNotInput()
    {
    }

    /**
     * @param command the command's name, for the message.
     * @param output  the --output file, or null for standard output.
     * @return whether the output is none of the inputs; when it is one, the reason was printed on {@code err}.
     */
    static boolean check(final String command, final Path output, final List<Path> inputs, final PrintWriter err)
    {
        if (output == null || !Files.exists(output))
        {
            return true;
        }
        for (final Path input : inputs)
        {
            final boolean stdin = STDIN.equals(input.toString());
            if (sameFile(output, stdin ? STDIN_FILE : input))
            {
                err.println("sbetool " + command + ": --output " + output + " is " +
                    (stdin ? "standard input" : output.equals(input) ? "the input " + input : "the same file as the input " +
                    input) + ", which writing would empty before it is read; write the output to another file");
                err.println("Try 'sbetool " + command + " --help' for usage.");
                return false;
            }
        }
        return true;
    }

    private static boolean sameFile(final Path output, final Path input)
    {
        try
        {
            return Files.exists(input) && Files.isSameFile(output, input);
        }
        catch (final IOException ex)
        {
            // an input that cannot be looked at is reported when it is read
            return false;
        }
    }
}
