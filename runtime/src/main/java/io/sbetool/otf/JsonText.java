package io.sbetool.otf;

import org.agrona.DirectBuffer;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;

/**
 * Writes wire bytes as text: validated in their character encoding, transcoded to UTF-8, escaped for
 * JSON (or, for the text printer, only control characters escaped), or as base64 when not text.
 */
public final class JsonText
{
    private static final byte[] HEX = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] BASE64 =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".getBytes(
        java.nio.charset.StandardCharsets.US_ASCII);

    private JsonText()
    {
    }

    /**
     * @return the text as a quoted JSON string.
     */
    public static String quote(final String text)
    {
        final ByteSink sink = new ByteSink(text.length() + 8);
        sink.append((byte)'"');
        final byte[] utf8 = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        appendEscapedUtf8(sink, utf8, 0, utf8.length, true);
        sink.append((byte)'"');
        return sink.toString();
    }

    /**
     * @return the length up to, not including, the first NUL: char arrays are NUL padded.
     */
    public static int lengthToNul(final DirectBuffer buffer, final int index, final int length)
    {
        for (int i = 0; i < length; i++)
        {
            if (buffer.getByte(index + i) == 0)
            {
                return i;
            }
        }
        return length;
    }

    /**
     * Appends the bytes as text (no quotes) if they are valid in the encoding.
     *
     * @param json escape for a JSON string; otherwise escape only control characters and backslash.
     * @return false, having appended nothing, when the bytes are not valid text (or kind is BINARY).
     */
    public static boolean appendText(
        final ByteSink sink,
        final DirectBuffer buffer,
        final int index,
        final int length,
        final TextKind kind,
        final Charset otherCharset,
        final boolean json)
    {
        final int mark = sink.length();
        switch (kind)
        {
            case ASCII:
            case LATIN1:
                for (int i = 0; i < length; i++)
                {
                    final int b = buffer.getByte(index + i) & 0xFF;
                    if (b >= 0x80 && kind == TextKind.ASCII)
                    {
                        sink.truncate(mark);
                        return false;
                    }
                    appendCodePoint(sink, b, json);
                }
                return true;
            case UTF8:
                if (!isUtf8(buffer, index, length))
                {
                    return false;
                }
                for (int i = 0; i < length; i++)
                {
                    final int b = buffer.getByte(index + i) & 0xFF;
                    if (b >= 0x80)
                    {
                        sink.append((byte)b);
                    }
                    else
                    {
                        appendCodePoint(sink, b, json);
                    }
                }
                return true;
            case OTHER:
                return appendDecoded(sink, buffer, index, length, otherCharset, json);
            default:
                return false;
        }
    }

    /**
     * Appends the bytes as Latin-1 text: never fails, used for char arrays that are not valid in
     * their declared encoding.
     */
    public static void appendLatin1(
        final ByteSink sink, final DirectBuffer buffer, final int index, final int length, final boolean json)
    {
        for (int i = 0; i < length; i++)
        {
            appendCodePoint(sink, buffer.getByte(index + i) & 0xFF, json);
        }
    }

    public static void appendBase64(final ByteSink sink, final DirectBuffer buffer, final int index, final int length)
    {
        sink.ensure(((length + 2) / 3) * 4);
        int i = 0;
        for (; i + 2 < length; i += 3)
        {
            final int bits = ((buffer.getByte(index + i) & 0xFF) << 16) |
                ((buffer.getByte(index + i + 1) & 0xFF) << 8) | (buffer.getByte(index + i + 2) & 0xFF);
            sink.putUnchecked(BASE64[bits >>> 18]);
            sink.putUnchecked(BASE64[(bits >>> 12) & 0x3F]);
            sink.putUnchecked(BASE64[(bits >>> 6) & 0x3F]);
            sink.putUnchecked(BASE64[bits & 0x3F]);
        }
        final int rest = length - i;
        if (rest > 0)
        {
            final int bits = ((buffer.getByte(index + i) & 0xFF) << 16) |
                (rest == 2 ? (buffer.getByte(index + i + 1) & 0xFF) << 8 : 0);
            sink.putUnchecked(BASE64[bits >>> 18]);
            sink.putUnchecked(BASE64[(bits >>> 12) & 0x3F]);
            sink.putUnchecked(rest == 2 ? BASE64[(bits >>> 6) & 0x3F] : (byte)'=');
            sink.putUnchecked((byte)'=');
        }
    }

    static void appendEscapedUtf8(
        final ByteSink sink, final byte[] utf8, final int offset, final int length, final boolean json)
    {
        for (int i = offset; i < offset + length; i++)
        {
            final int b = utf8[i] & 0xFF;
            if (b >= 0x80)
            {
                sink.append((byte)b);
            }
            else
            {
                appendCodePoint(sink, b, json);
            }
        }
    }

    /**
     * Appends a code point below 0x100 as UTF-8, escaped as needed.
     */
    private static void appendCodePoint(final ByteSink sink, final int c, final boolean json)
    {
        if (c >= 0x20 && c != '"' && c != '\\' && c < 0x80)
        {
            sink.append((byte)c);
        }
        else if (c >= 0x80)
        {
            sink.append((byte)(0xC0 | (c >>> 6))).append((byte)(0x80 | (c & 0x3F)));
        }
        else if (c == '"' && !json)
        {
            sink.append((byte)c);
        }
        else
        {
            appendEscape(sink, c);
        }
    }

    private static void appendEscape(final ByteSink sink, final int c)
    {
        sink.append((byte)'\\');
        switch (c)
        {
            case '"': sink.append((byte)'"'); break;
            case '\\': sink.append((byte)'\\'); break;
            case '\n': sink.append((byte)'n'); break;
            case '\r': sink.append((byte)'r'); break;
            case '\t': sink.append((byte)'t'); break;
            default:
                sink.append((byte)'u').append((byte)'0').append((byte)'0')
                    .append(HEX[c >>> 4]).append(HEX[c & 0xF]);
        }
    }

    static boolean isUtf8(final DirectBuffer buffer, final int index, final int length)
    {
        int i = 0;
        while (i < length)
        {
            final int b = buffer.getByte(index + i) & 0xFF;
            final int extra;
            if (b < 0x80)
            {
                extra = 0;
            }
            else if (b >= 0xC2 && b <= 0xDF)
            {
                extra = 1;
            }
            else if (b >= 0xE0 && b <= 0xEF)
            {
                extra = 2;
            }
            else if (b >= 0xF0 && b <= 0xF4)
            {
                extra = 3;
            }
            else
            {
                return false;
            }
            if (extra > 0 && i + extra >= length)
            {
                return false;
            }
            for (int k = 1; k <= extra; k++)
            {
                if ((buffer.getByte(index + i + k) & 0xC0) != 0x80)
                {
                    return false;
                }
            }
            i += extra + 1;
        }
        return true;
    }

    private static boolean appendDecoded(
        final ByteSink sink,
        final DirectBuffer buffer,
        final int index,
        final int length,
        final Charset charset,
        final boolean json)
    {
        final byte[] raw = new byte[length];
        buffer.getBytes(index, raw);
        final String text;
        try
        {
            text = charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(raw)).toString();
        }
        catch (final CharacterCodingException ex)
        {
            return false;
        }
        final byte[] utf8 = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        appendEscapedUtf8(sink, utf8, 0, utf8.length, json);
        return true;
    }
}
