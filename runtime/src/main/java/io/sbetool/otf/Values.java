package io.sbetool.otf;

import io.sbetool.ir.PrimitiveType;
import org.agrona.DirectBuffer;

/**
 * Value formatting shared by the printers: numbers as JSON numbers (uint64 unsigned; int64 and uint64
 * as strings when asked, so tools that read numbers as doubles keep them exact), char arrays as text
 * cut at the first NUL, var data as text or base64.
 *
 * <p>JSON has no NaN or infinity, and writing null would confuse them with an optional field's null,
 * so they are written as the strings {@code "Infinity"}, {@code "-Infinity"} and {@code "NaN"} (the
 * names JavaScript, Python and Jackson read); a NaN other than the canonical quiet one keeps its
 * payload as {@code "NaN(0x7ff0000000000001)"}, the bits in hex, so nothing is lost.
 */
final class Values
{
    static final byte[] NULL = {'n', 'u', 'l', 'l'};
    private static final byte[] INFINITY = {'I', 'n', 'f', 'i', 'n', 'i', 't', 'y'};
    private static final byte[] NAN = {'N', 'a', 'N'};
    private static final long CANONICAL_NAN = Double.doubleToRawLongBits(Double.NaN);
    private static final int CANONICAL_FLOAT_NAN = Float.floatToRawIntBits(Float.NaN);

    private Values()
    {
    }

    /**
     * @param quote the string quote of the syntax, or 0 for none (text lines).
     * @param int64AsString whether to write int64 and uint64 values in quotes.
     */
    static void appendElement(final ByteSink out, final ScalarNode node, final DirectBuffer buffer,
        final int index, final int element, final byte quote, final boolean int64AsString)
    {
        final PrimitiveType type = node.primitiveType();
        if (type.isFloatingPoint())
        {
            final double value = node.doubleValue(buffer, index, element);
            if (Double.isNaN(value) || Double.isInfinite(value))
            {
                appendNonFinite(out, node, buffer, index, element, value, quote);
            }
            else if (type == PrimitiveType.FLOAT)
            {
                out.appendFloat((float)value);
            }
            else
            {
                out.appendDouble(value);
            }
            return;
        }
        appendInteger(out, node, node.longValue(buffer, index, element), quote, int64AsString);
    }

    /**
     * Appends an integer value of the node, read with {@link ScalarNode#longValue}.
     */
    static void appendInteger(final ByteSink out, final ScalarNode node, final long value, final byte quote,
        final boolean int64AsString)
    {
        final PrimitiveType type = node.primitiveType();
        final boolean quoted = int64AsString && quote != 0 && type.size() == 8;
        if (quoted)
        {
            out.append(quote);
        }
        if (type == PrimitiveType.UINT64)
        {
            out.appendUnsignedLong(value);
        }
        else
        {
            out.appendLong(value);
        }
        if (quoted)
        {
            out.append(quote);
        }
    }

    private static void appendNonFinite(final ByteSink out, final ScalarNode node, final DirectBuffer buffer,
        final int index, final int element, final double value, final byte quote)
    {
        if (quote != 0)
        {
            out.append(quote);
        }
        if (Double.isInfinite(value))
        {
            if (value < 0)
            {
                out.append((byte)'-');
            }
            out.append(INFINITY);
        }
        else
        {
            out.append(NAN);
            // the raw bits: readLong gives a float's 32 or a double's 64
            final long bits = node.longValue(buffer, index, element);
            final boolean isFloat = node.primitiveType() == PrimitiveType.FLOAT;
            if (isFloat ? (int)bits != CANONICAL_FLOAT_NAN : bits != CANONICAL_NAN)
            {
                out.append((byte)'(').append((byte)'0').append((byte)'x');
                appendHex(out, isFloat ? bits & 0xFFFF_FFFFL : bits, isFloat ? 8 : 16);
                out.append((byte)')');
            }
        }
        if (quote != 0)
        {
            out.append(quote);
        }
    }

    private static void appendHex(final ByteSink out, final long bits, final int digits)
    {
        for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4)
        {
            out.append((byte)Character.forDigit((int)(bits >>> shift) & 0xF, 16));
        }
    }

    /**
     * @return whether every byte of the char array is NUL: an optional char array's null value.
     */
    static boolean allNul(final ScalarNode node, final DirectBuffer buffer, final int index)
    {
        for (int i = 0, n = node.arrayLength(); i < n; i++)
        {
            if (buffer.getByte(index + i) != 0)
            {
                return false;
            }
        }
        return true;
    }

    /**
     * Appends one byte as a character (Latin-1), in double quotes for JSON.
     */
    static void appendChar(final ByteSink out, final DirectBuffer buffer, final int index, final boolean json)
    {
        if (json)
        {
            out.append((byte)'"');
        }
        JsonText.appendLatin1(out, buffer, index, 1, json);
        if (json)
        {
            out.append((byte)'"');
        }
    }

    /**
     * Appends a char or char array's text, in double quotes for JSON.
     */
    static void appendChars(final ByteSink out, final ScalarNode node, final DirectBuffer buffer,
        final int index, final boolean json)
    {
        if (json)
        {
            out.append((byte)'"');
        }
        final int length = JsonText.lengthToNul(buffer, index, node.arrayLength());
        final TextKind kind = node.textKind();
        if (kind == TextKind.OTHER || kind == TextKind.BINARY ||
            !JsonText.appendText(out, buffer, index, length, kind, null, json))
        {
            JsonText.appendLatin1(out, buffer, index, length, json);
        }
        if (json)
        {
            out.append((byte)'"');
        }
    }

    /**
     * Appends var data as text in its encoding, or base64 when it has none or the bytes are not valid.
     *
     * @param json whether to write JSON: text in double quotes, escaped for JSON.
     */
    static void appendVarData(final ByteSink out, final VarDataNode node, final DirectBuffer buffer,
        final int index, final int length, final boolean json)
    {
        if (json)
        {
            out.append((byte)'"');
        }
        if (!JsonText.appendText(out, buffer, index, length, node.textKind(), node.charset(), json))
        {
            JsonText.appendBase64(out, buffer, index, length);
        }
        if (json)
        {
            out.append((byte)'"');
        }
    }
}
