package io.sbetool.compiler.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    /**
     * Files given to the wrong option are a mistake on the command line, said before anything is read.
     *
     * @param schemaOption the command takes XML schemas with {@code --schema} (decode, encode), not as
     *                     plain arguments (compile).
     * @return one error line per file given to the wrong option.
     */
    static List<String> misplaced(final List<Path> schemas, final List<Path> irFiles, final boolean schemaOption)
    {
        final List<String> misplaced = new ArrayList<>();
        schemas.stream().filter(CommandWords::isIrFile).forEach(file -> misplaced.add(file +
            ": error: this is an IR file, not an XML schema; pass it with --ir " + file));
        irFiles.stream().filter(CommandWords::isXmlFile).forEach(file -> misplaced.add(file +
            ": error: this is an XML schema, not an IR file; pass it " +
            (schemaOption ? "with --schema " + file : "without --ir")));
        return misplaced;
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
        if (!Files.isRegularFile(file))
        {
            return false; // a pipe's first bytes, read here, would be lost to the reader that follows
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
