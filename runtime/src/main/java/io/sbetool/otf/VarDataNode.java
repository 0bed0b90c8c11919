package io.sbetool.otf;

import io.sbetool.ir.Layout;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Token;

import java.nio.ByteOrder;
import java.nio.charset.Charset;

/**
 * A var-data element: where its length composite holds the length, where the bytes start, and how to
 * read them as text.
 */
public final class VarDataNode extends Node
{
    private final PrimitiveReader lengthReader;
    /** Whether the length is a uint64, which reads as a negative long past 2^63 - 1. */
    private final boolean unsigned64;
    private final int lengthOffset;
    private final int headerLength;
    private final TextKind textKind;
    private final Charset charset;

    VarDataNode(final Token token, final Token lengthToken, final Token dataToken, final ByteOrder order)
    {
        super(token.name(), token, token.version());
        lengthReader = PrimitiveReader.of(lengthToken.encoding().primitiveType(), order);
        unsigned64 = lengthToken.encoding().primitiveType() == PrimitiveType.UINT64;
        lengthOffset = lengthToken.offset();
        headerLength = Layout.varDataHeaderLength(lengthToken, dataToken);
        final String encoding = dataToken.encoding().characterEncoding();
        textKind = TextKind.of(encoding);
        charset = textKind == TextKind.OTHER ? Charset.forName(encoding) : null;
    }

    /**
     * @return bytes before the data: the length field and anything else in the composite.
     */
    public int headerLength()
    {
        return headerLength;
    }

    PrimitiveReader lengthReader()
    {
        return lengthReader;
    }

    int lengthOffset()
    {
        return lengthOffset;
    }

    /**
     * @return a length as read, for an error message: a uint64's as the unsigned number on the wire.
     */
    String lengthText(final long length)
    {
        return unsigned64 ? Long.toUnsignedString(length) : Long.toString(length);
    }

    public TextKind textKind()
    {
        return textKind;
    }

    /**
     * @return the charset when {@link #textKind()} is OTHER, else null.
     */
    public Charset charset()
    {
        return charset;
    }

    void decode(final DecodeCursor cursor, final boolean withFields)
    {
        if (!Layout.inVersion(sinceVersion(), cursor.actingVersion))
        {
            if (withFields)
            {
                cursor.listener.onAbsent(this);
            }
            return;
        }
        final int start = cursor.limit;
        cursor.require(start, headerLength, this, "length");
        final long length = lengthReader.readLong(cursor.buffer, start + lengthOffset);
        final int data = start + headerLength;
        cursor.require(data, length, this, "data");
        if (withFields)
        {
            cursor.listener.onVarData(this, cursor.buffer, data, (int)length);
        }
        cursor.limit = data + (int)length;
    }
}
