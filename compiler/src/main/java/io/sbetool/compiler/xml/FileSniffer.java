package io.sbetool.compiler.xml;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/**
 * Tells a file that cannot be an XML schema (empty, binary, an IR file) from one with an XML mistake
 * before the parser sees it: the parser's own message for a binary file ("Illegal character (NULL...)")
 * says nothing a user can act on.
 */
final class FileSniffer
{
    private static final int PREFIX = 16;

    private FileSniffer()
    {
    }

    /**
     * @param content  the file's content, read once: a pipe ({@code <(cat car.xml)}) cannot be read twice.
     * @param included the file is named by an {@code xi:include}, not by the user: its bytes are not shown,
     *                 as the schema's author, not the user, chose it (an include of a key file must not print it).
     * @return why the file is not XML at all, or empty when it may be XML (the parser decides).
     */
    static Optional<String> notXml(final Path file, final byte[] content, final boolean included)
    {
        final byte[] prefix = Arrays.copyOf(content, Math.min(PREFIX, content.length));
        if (prefix.length == 0)
        {
            return Optional.of("'" + file + "' is empty; expected an SBE XML message schema");
        }
        final int first = firstSignificant(prefix);
        if (first < 0 || prefix[first] == '<')
        {
            return Optional.empty();
        }
        if (included)
        {
            return Optional.of("'" + file + "' is not XML; xi:include names XML files of the schema only");
        }
        final String hint = file.getFileName() != null && file.getFileName().toString().endsWith(".sbeir") ?
            "; it looks like an IR file: pass it with --ir " + file : "; expected an SBE XML message schema";
        return Optional.of("'" + file + "' is not XML: it starts with the bytes " + hex(prefix) + hint);
    }

    /** Skips a UTF-8 byte order mark and white space; -1 when only those were read. */
    private static int firstSignificant(final byte[] prefix)
    {
        int i = prefix.length >= 3 && (prefix[0] & 0xFF) == 0xEF && (prefix[1] & 0xFF) == 0xBB &&
            (prefix[2] & 0xFF) == 0xBF ? 3 : 0;
        while (i < prefix.length && (prefix[i] == ' ' || prefix[i] == '\t' || prefix[i] == '\r' || prefix[i] == '\n'))
        {
            i++;
        }
        // UTF-16 schemas start with a byte order mark or a zero byte next to '<': the parser reads those.
        if (i < prefix.length && ((prefix[i] & 0xFF) == 0xFE || (prefix[i] & 0xFF) == 0xFF ||
            (prefix[i] == 0 && i + 1 < prefix.length && prefix[i + 1] == '<')))
        {
            return -1;
        }
        return i < prefix.length ? i : -1;
    }

    private static String hex(final byte[] bytes)
    {
        final StringBuilder text = new StringBuilder();
        for (int i = 0; i < Math.min(8, bytes.length); i++)
        {
            text.append(i == 0 ? "" : " ").append(String.format("%02x", bytes[i] & 0xFF));
        }
        return text.toString();
    }
}
