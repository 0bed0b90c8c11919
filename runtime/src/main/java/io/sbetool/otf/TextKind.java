package io.sbetool.otf;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * How the bytes of a char array or var-data element are to be read as text. The common encodings get
 * a fast path; any other charset is decoded through the JDK; BINARY has no characterEncoding.
 */
public enum TextKind
{
    ASCII, LATIN1, UTF8, OTHER, BINARY;

    /**
     * @param characterEncoding as in the schema, or null.
     */
    public static TextKind of(final String characterEncoding)
    {
        if (characterEncoding == null || characterEncoding.isEmpty())
        {
            return BINARY;
        }
        final Charset charset;
        try
        {
            charset = Charset.forName(characterEncoding);
        }
        catch (final RuntimeException ex)
        {
            return BINARY;
        }
        if (charset.equals(StandardCharsets.US_ASCII))
        {
            return ASCII;
        }
        if (charset.equals(StandardCharsets.ISO_8859_1))
        {
            return LATIN1;
        }
        return charset.equals(StandardCharsets.UTF_8) ? UTF8 : OTHER;
    }
}
