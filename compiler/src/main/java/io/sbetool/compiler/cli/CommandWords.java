package io.sbetool.compiler.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the words of a compile command line are: a schema, an IR file, or a command that does not exist.
 * The command names themselves are picocli's (its subcommands), so a new command needs no change here.
 */
final class CommandWords
{
    private CommandWords()
    {
    }

    /**
     * A word with no extension or directory that names no file was meant as a command ({@code sbetool
     * compat a.xml b.xml}): reading it as a schema would compile the rest and fail on it last.
     */
    static boolean isMistypedCommand(final Path word)
    {
        final String text = word.toString();
        return !Files.exists(word) && text.indexOf('.') < 0 && text.indexOf('/') < 0 && text.indexOf('\\') < 0;
    }

    /** An IR file, by its extension: its content is SBE, so nothing else tells it apart from a broken schema. */
    static boolean isIrFile(final Path file)
    {
        return file.getFileName() != null && file.getFileName().toString().endsWith(".sbeir");
    }

    /** An XML file, by its extension or by a first character '<' (an IR file starts with a binary frame). */
    static boolean isXmlFile(final Path file)
    {
        if (file.getFileName() != null && file.getFileName().toString().endsWith(".xml"))
        {
            return true;
        }
        try (InputStream in = Files.newInputStream(file))
        {
            int b = in.read();
            while (b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == 0xEF || b == 0xBB || b == 0xBF)
            {
                b = in.read();
            }
            return b == '<';
        }
        catch (final IOException ex)
        {
            return false; // reading it as an IR file says what is wrong with it
        }
    }
}
