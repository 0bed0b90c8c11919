package io.sbetool.compiler.validation;

import io.sbetool.compiler.schema.EncodedType;

import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Optional;

/**
 * Whether a char value written in the schema can be encoded in its type's character encoding: the
 * codecs write each character as one byte of that encoding, so a character outside it (an 'é' in a
 * US-ASCII field) would be written as '?' or as a byte no reader agrees on.
 */
final class CharacterEncodings
{
    /** What the standard's char means when the type names no characterEncoding. */
    static final String DEFAULT = "US-ASCII";

    private CharacterEncodings()
    {
    }

    /** @return why the text cannot be encoded, or empty when it can (or the encoding is unknown to Java). */
    static Optional<String> problemWith(final EncodedType type, final String text)
    {
        final String name = type.characterEncoding() != null ? type.characterEncoding() : DEFAULT;
        final Charset charset;
        try
        {
            charset = Charset.forName(name);
        }
        catch (final IllegalCharsetNameException | UnsupportedCharsetException ex)
        {
            return Optional.empty();
        }
        if (!charset.canEncode())
        {
            return Optional.empty();
        }
        for (int i = 0; i < text.length(); i = text.offsetByCodePoints(i, 1))
        {
            final String character = new String(Character.toChars(text.codePointAt(i)));
            if (!charset.newEncoder().canEncode(character))
            {
                return Optional.of("has the character '" + character + "' (U+" +
                    String.format("%04X", text.codePointAt(i)) + "), which " + name + " cannot encode; " +
                    (type.characterEncoding() == null ? "char is US-ASCII unless the type sets characterEncoding" :
                    "use a characterEncoding that has it") + ", or write it without that character");
            }
        }
        return Optional.empty();
    }
}
