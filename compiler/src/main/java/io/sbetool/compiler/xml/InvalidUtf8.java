package io.sbetool.compiler.xml;

import io.sbetool.compiler.diagnostics.SourceLocation;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds the first byte of a file that is not UTF-8, with its line and column. Woodstox reports such a byte
 * with no location of its own (or a character count that is not the byte's), which a user cannot find.
 */
final class InvalidUtf8
{
    /** Where the bad byte is, and the diagnostic text. */
    record Found(SourceLocation location, String message)
    {
    }

    private InvalidUtf8()
    {
    }

    /** Whether the parser's message is about a malformed UTF-8 sequence. */
    static boolean isAbout(final String parserMessage)
    {
        return parserMessage != null && parserMessage.contains("Invalid UTF-8");
    }

    /** @return the first malformed or truncated UTF-8 sequence, or empty if the whole file decodes. */
    static Optional<Found> find(final Path file, final byte[] bytes)
    {
        final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        final ByteBuffer in = ByteBuffer.wrap(bytes);
        final CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError())
        {
            result = decoder.flush(out);
        }
        if (!result.isError() && !in.hasRemaining())
        {
            return Optional.empty();
        }
        final int offset = in.position();
        out.flip();
        int line = 1;
        int column = 1;
        for (int i = 0; i < out.limit(); i++)
        {
            if (out.get(i) == '\n')
            {
                line++;
                column = 1;
            }
            else if (!Character.isLowSurrogate(out.get(i)))
            {
                column++;
            }
        }
        final String message = String.format(
            "the file is not valid UTF-8: byte 0x%02X at byte offset %d does not start or continue a UTF-8 " +
                "character; save the file as UTF-8, or declare its real encoding, e.g. " +
                "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>",
            offset < bytes.length ? bytes[offset] & 0xFF : 0, offset);
        return Optional.of(new Found(new SourceLocation(file.toString(), line, column), message));
    }
}
