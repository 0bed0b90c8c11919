package io.sbetool.otf;

import io.sbetool.ir.PrimitiveType;
import org.agrona.DirectBuffer;

/**
 * Value formatting shared by the printers: numbers as JSON numbers (uint64 unsigned, NaN and
 * infinities as null), char arrays as text cut at the first NUL, var data as text or base64.
 */
final class Values
{
    static final byte[] NULL = {'n', 'u', 'l', 'l'};

    private Values()
    {
    }

    static void appendElement(final ByteSink out, final ScalarNode node, final DirectBuffer buffer,
        final int index, final int element)
    {
        final PrimitiveType type = node.primitiveType();
        if (type.isFloatingPoint())
        {
            final double value = node.doubleValue(buffer, index, element);
            if (Double.isNaN(value) || Double.isInfinite(value))
            {
                out.append(NULL);
            }
            else if (type == PrimitiveType.FLOAT)
            {
                out.appendFloat((float)value);
            }
            else
            {
                out.appendDouble(value);
            }
        }
        else if (type == PrimitiveType.UINT64)
        {
            out.appendUnsignedLong(node.longValue(buffer, index, element));
        }
        else
        {
            out.appendLong(node.longValue(buffer, index, element));
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
