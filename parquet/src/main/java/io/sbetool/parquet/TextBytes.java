package io.sbetool.parquet;

import io.sbetool.otf.TextKind;
import org.agrona.DirectBuffer;
import org.apache.parquet.io.api.Binary;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * Text values as the UTF-8 bytes of Parquet's STRING, read exactly as NDJSON reads them so that both
 * outputs hold the same strings: char arrays cut at the first NUL and, when not valid in their encoding,
 * read as Latin-1; text var data that is not valid in its encoding written as base64. One scratch array
 * is reused from value to value (Parquet copies what it keeps), so ASCII and UTF-8 text allocates nothing.
 */
final class TextBytes
{
    private byte[] scratch = new byte[256];

    /**
     * @return the char array's text, valid until the next call.
     */
    Binary chars(final DirectBuffer buffer, final int index, final int arrayLength, final TextKind kind)
    {
        int length = 0;
        while (length < arrayLength && buffer.getByte(index + length) != 0)
        {
            length++;
        }
        if ((kind == TextKind.ASCII && isAscii(buffer, index, length)) ||
            (kind == TextKind.UTF8 && isUtf8(buffer, index, length)))
        {
            return raw(buffer, index, length);
        }
        return latin1(buffer, index, length);
    }

    /**
     * @return the var data's text, or its base64 when the bytes are not valid in its encoding; valid until
     * the next call.
     */
    Binary varText(final DirectBuffer buffer, final int index, final int length, final TextKind kind,
        final Charset charset)
    {
        switch (kind)
        {
            case ASCII:
                return isAscii(buffer, index, length) ? raw(buffer, index, length) : base64(buffer, index, length);
            case UTF8:
                return isUtf8(buffer, index, length) ? raw(buffer, index, length) : base64(buffer, index, length);
            case LATIN1:
                return latin1(buffer, index, length);
            case OTHER:
                return decoded(buffer, index, length, charset);
            default:
                return base64(buffer, index, length);
        }
    }

    /**
     * @return the bytes as they are, valid until the next call.
     */
    Binary raw(final DirectBuffer buffer, final int index, final int length)
    {
        final byte[] bytes = room(length);
        buffer.getBytes(index, bytes, 0, length);
        return Binary.fromReusedByteArray(bytes, 0, length);
    }

    private Binary latin1(final DirectBuffer buffer, final int index, final int length)
    {
        final byte[] bytes = room(length * 2);
        int at = 0;
        for (int i = 0; i < length; i++)
        {
            final int c = buffer.getByte(index + i) & 0xFF;
            if (c < 0x80)
            {
                bytes[at++] = (byte)c;
            }
            else
            {
                bytes[at++] = (byte)(0xC0 | (c >>> 6));
                bytes[at++] = (byte)(0x80 | (c & 0x3F));
            }
        }
        return Binary.fromReusedByteArray(bytes, 0, at);
    }

    private Binary base64(final DirectBuffer buffer, final int index, final int length)
    {
        final byte[] bytes = new byte[length];
        buffer.getBytes(index, bytes, 0, length);
        return Binary.fromConstantByteArray(Base64.getEncoder().encode(bytes));
    }

    /** A charset without a fast path (rare in market data): decoded through the JDK, allocating. */
    private Binary decoded(final DirectBuffer buffer, final int index, final int length, final Charset charset)
    {
        final byte[] bytes = new byte[length];
        buffer.getBytes(index, bytes, 0, length);
        try
        {
            final CharBuffer text = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return Binary.fromConstantByteArray(text.toString().getBytes(StandardCharsets.UTF_8));
        }
        catch (final CharacterCodingException ex)
        {
            return Binary.fromConstantByteArray(Base64.getEncoder().encode(bytes));
        }
    }

    private byte[] room(final int length)
    {
        if (scratch.length < length)
        {
            scratch = new byte[Math.max(length, scratch.length * 2)];
        }
        return scratch;
    }

    private static boolean isAscii(final DirectBuffer buffer, final int index, final int length)
    {
        for (int i = 0; i < length; i++)
        {
            if (buffer.getByte(index + i) < 0)
            {
                return false;
            }
        }
        return true;
    }

    /** Well-formed UTF-8 (RFC 3629): no overlong forms, surrogates or code points past U+10FFFF. */
    static boolean isUtf8(final DirectBuffer buffer, final int index, final int length)
    {
        int i = 0;
        while (i < length)
        {
            final int b = buffer.getByte(index + i) & 0xFF;
            if (b < 0x80)
            {
                i++;
                continue;
            }
            final int extra;
            final int min;
            if (b >= 0xC2 && b <= 0xDF)
            {
                extra = 1;
                min = 0x80;
            }
            else if (b >= 0xE0 && b <= 0xEF)
            {
                extra = 2;
                min = 0x800;
            }
            else if (b >= 0xF0 && b <= 0xF4)
            {
                extra = 3;
                min = 0x10000;
            }
            else
            {
                return false;
            }
            if (i + extra >= length)
            {
                return false;
            }
            int code = b & (0x3F >> extra);
            for (int k = 1; k <= extra; k++)
            {
                final int c = buffer.getByte(index + i + k) & 0xFF;
                if ((c & 0xC0) != 0x80)
                {
                    return false;
                }
                code = (code << 6) | (c & 0x3F);
            }
            if (code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            {
                return false;
            }
            i += extra + 1;
        }
        return true;
    }
}
