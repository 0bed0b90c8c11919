package io.sbetool.encode;

import org.agrona.MutableDirectBuffer;

import java.nio.charset.StandardCharsets;

/**
 * Reading JSON string contents from bytes: unescaping (on the slow path, to a String) and base64.
 */
final class JsonText
{
    private static final byte[] BASE64 = new byte[256];

    static
    {
        java.util.Arrays.fill(BASE64, (byte)-1);
        final String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        for (int i = 0; i < alphabet.length(); i++)
        {
            BASE64[alphabet.charAt(i)] = (byte)i;
        }
    }

    private JsonText()
    {
    }

    /**
     * @return the string whose JSON text (between the quotes, UTF-8) is {@code bytes[from, to)}.
     */
    static String unescape(final byte[] bytes, final int from, final int to)
    {
        int p = from;
        while (p < to && bytes[p] != '\\')
        {
            p++;
        }
        if (p == to)
        {
            return new String(bytes, from, to - from, StandardCharsets.UTF_8);
        }
        final StringBuilder text = new StringBuilder(new String(bytes, from, p - from, StandardCharsets.UTF_8));
        while (p < to)
        {
            final int run = p;
            while (p < to && bytes[p] != '\\')
            {
                p++;
            }
            text.append(new String(bytes, run, p - run, StandardCharsets.UTF_8));
            if (p < to)
            {
                p = escape(bytes, p + 1, to, text);
            }
        }
        return text.toString();
    }

    private static int escape(final byte[] bytes, final int at, final int to, final StringBuilder text)
    {
        if (at >= to)
        {
            throw new ValueException("a string ends in a backslash");
        }
        final byte c = bytes[at];
        switch (c)
        {
            case '"': text.append('"'); return at + 1;
            case '\\': text.append('\\'); return at + 1;
            case '/': text.append('/'); return at + 1;
            case 'b': text.append('\b'); return at + 1;
            case 'f': text.append('\f'); return at + 1;
            case 'n': text.append('\n'); return at + 1;
            case 'r': text.append('\r'); return at + 1;
            case 't': text.append('\t'); return at + 1;
            case 'u':
                if (at + 5 > to)
                {
                    throw new ValueException("a \\u escape needs four hex digits");
                }
                try
                {
                    text.append((char)Integer.parseInt(new String(bytes, at + 1, 4, StandardCharsets.US_ASCII), 16));
                }
                catch (final NumberFormatException ex)
                {
                    throw new ValueException("a \\u escape needs four hex digits");
                }
                return at + 5;
            default:
                throw new ValueException("unknown escape \\" + (char)(c & 0xFF) + " in a string");
        }
    }

    /**
     * Decodes base64 text {@code text[from, to)} into the buffer at {@code index}.
     *
     * @return the bytes written, or -1 when they need more than {@code limit - index} bytes.
     */
    static int putBase64(final byte[] text, final int from, final int to, final MutableDirectBuffer buffer,
        final int index, final int limit)
    {
        int end = to;
        while (end > from && text[end - 1] == '=')
        {
            end--;
        }
        final int digits = end - from;
        if ((to - from) % 4 != 0 || to - end > 2 || digits % 4 == 1)
        {
            throw new ValueException("not base64 text (binary var data is written in base64)");
        }
        final int length = digits * 3 / 4;
        if (length > limit - index)
        {
            return -1;
        }
        int out = index;
        int bits = 0;
        int count = 0;
        for (int i = from; i < end; i++)
        {
            final int value = BASE64[text[i] & 0xFF];
            if (value < 0)
            {
                throw new ValueException("not base64 text (binary var data is written in base64)");
            }
            bits = (bits << 6) | value;
            if (++count == 4)
            {
                buffer.putByte(out++, (byte)(bits >> 16));
                buffer.putByte(out++, (byte)(bits >> 8));
                buffer.putByte(out++, (byte)bits);
                bits = 0;
                count = 0;
            }
        }
        if (count == 3)
        {
            buffer.putByte(out++, (byte)(bits >> 10));
            buffer.putByte(out++, (byte)(bits >> 2));
        }
        else if (count == 2)
        {
            buffer.putByte(out++, (byte)(bits >> 4));
        }
        return out - index;
    }
}
