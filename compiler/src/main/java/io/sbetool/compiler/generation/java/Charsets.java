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

    /**
     * Writes {@code length} chars of {@code value} from {@code index} in a single-byte encoding, chars
     * above {@code max} as '?', without allocating. For US-ASCII, Agrona's writer checks the bounds
     * once for the whole text rather than once per byte.
     */
    static CodeBlock writeSingleByteText(final CodeBlock index, final String length, final int max)
    {
        if (max == 0x7F)
        {
            return CodeBlock.builder()
                .beginControlFlow("if ($L > 0)", length)
                .addStatement("buffer.putStringWithoutLengthAscii($L, value, 0, $L)", index, length)
                .endControlFlow()
                .build();
        }
        return CodeBlock.builder()
            .beginControlFlow("for (int i = 0; i < $L; i++)", length)
            .addStatement("final char c = value.charAt(i)")
            .addStatement("buffer.putByte($L + i, c > $L ? (byte)'?' : (byte)c)", index, max)
            .endControlFlow()
            .build();
    }
}
