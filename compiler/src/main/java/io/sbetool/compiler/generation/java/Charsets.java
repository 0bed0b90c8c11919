package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The characterEncoding of char arrays and var data in generated code. US-ASCII and ISO-8859-1 map one
 * char to one byte, so text is read and written without allocation; other encodings go through
 * {@link String#getBytes} and {@code new String}, which allocate.
 */
final class Charsets
{
    private Charsets()
    {
    }

    static String canonical(final String characterEncoding)
    {
        if (characterEncoding == null || characterEncoding.isBlank())
        {
            return "US-ASCII";
        }
        try
        {
            return Charset.forName(characterEncoding.trim()).name();
        }
        catch (final IllegalArgumentException ex)
        {
            return characterEncoding.trim();
        }
    }

    /**
     * @return an expression of the {@link Charset}.
     */
    static CodeBlock expression(final String characterEncoding)
    {
        final String name = canonical(characterEncoding);
        if (name.equals(StandardCharsets.US_ASCII.name()))
        {
            return CodeBlock.of("$T.US_ASCII", StandardCharsets.class);
        }
        if (name.equals(StandardCharsets.UTF_8.name()))
        {
            return CodeBlock.of("$T.UTF_8", StandardCharsets.class);
        }
        if (name.equals(StandardCharsets.ISO_8859_1.name()))
        {
            return CodeBlock.of("$T.ISO_8859_1", StandardCharsets.class);
        }
        return CodeBlock.of("$T.forName($S)", Charset.class, name);
    }

    /**
     * @return the highest char a single-byte encoding maps directly, or 0 for other encodings.
     */
    static int singleByteMax(final String characterEncoding)
    {
        final String name = canonical(characterEncoding).toUpperCase(Locale.ROOT);
        if (name.equals("US-ASCII"))
        {
            return 0x7F;
        }
        if (name.equals("ISO-8859-1"))
        {
            return 0xFF;
        }
        return 0;
    }
}
