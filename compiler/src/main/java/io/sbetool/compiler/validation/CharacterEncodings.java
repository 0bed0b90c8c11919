package io.sbetool.compiler.validation;

import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.ValueTexts;

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

    /**
     * The most octets a constant may have: what an IR file holds of one value, and one less than a Java
     * string literal's class-file constant (at most 65535 octets), where generated Java holds it.
     */
    static final int MAX_CONSTANT_OCTETS = ValueTexts.MAX_IR_TEXT_OCTETS;

    private CharacterEncodings()
    {
    }

    /**
     * Generated Java reads and writes text through the {@link Charset} the type names, so a name Java does
     * not know, or a charset that only decodes, would fail there at run time; the IR builder too needs it
     * to encode a constant.
     *
     * @return why the type's characterEncoding cannot be used, or empty when it can (or it has none).
     */
    static Optional<String> problemWithEncoding(final EncodedType type)
    {
        final String name = type.characterEncoding();
        if (name == null)
        {
            return Optional.empty();
        }
        try
        {
            if (Charset.forName(name.strip()).canEncode())
            {
                return Optional.empty();
            }
            return Optional.of("characterEncoding \"" + name + "\" of type '" + type.name() + "' can only decode, " +
                "and the codecs also encode; use an encoding such as US-ASCII, ISO-8859-1 or UTF-8");
        }
        catch (final IllegalCharsetNameException | UnsupportedCharsetException ex)
        {
            return Optional.of("unknown characterEncoding \"" + name + "\" on type '" + type.name() + "'; " +
                "use an encoding Java knows, such as US-ASCII, ISO-8859-1 or UTF-8");
        }
    }

    /** @return why a constant's text is too long once encoded, or empty when it fits (or cannot be encoded). */
    static Optional<String> problemWithLength(final EncodedType type, final String text)
    {
        final String name = type.characterEncoding() != null ? type.characterEncoding().strip() : DEFAULT;
        if (!Charset.isSupported(name))
        {
            return Optional.empty();
        }
        final int octets = text.getBytes(Charset.forName(name)).length;
        if (octets > MAX_CONSTANT_OCTETS)
        {
            return Optional.of("constant value of type '" + type.name() + "' is " + octets + " octets in " + name +
                ", more than the " + MAX_CONSTANT_OCTETS + " an IR file or a Java string literal can hold; shorten it");
        }
        final int literal = classFileLength(text);
        return literal <= MAX_CONSTANT_OCTETS + 1 ? Optional.empty() : Optional.of("constant value of type '" +
            type.name() + "' takes " + literal + " octets as a Java string literal, more than the " +
            (MAX_CONSTANT_OCTETS + 1) + " a class file can hold; shorten it");
    }

    /**
     * The length of a string in a class file's constant pool (modified UTF-8: a NUL takes two octets, a
     * character outside the BMP six), which is not the UTF-8 length for such text.
     */
    private static int classFileLength(final String text)
    {
        int octets = 0;
        for (int i = 0; i < text.length(); i++)
        {
            final char c = text.charAt(i);
            octets += c != 0 && c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
        }
        return octets;
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
