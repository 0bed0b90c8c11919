package io.sbetool.otf;

import io.sbetool.ir.HeaderStructure;
import io.sbetool.ir.Presence;
import io.sbetool.ir.Token;
import org.agrona.DirectBuffer;

import java.nio.ByteOrder;

/**
 * Reads the four standard fields of a message header wherever the schema's header composite puts
 * them; the header may hold other fields and have any size. A header without a blockLength or
 * version field (some venues send none) reports -1 for it.
 */
public final class HeaderDecoder
{
    private final int encodedLength;
    private final Field blockLength;
    private final Field templateId;
    private final Field schemaId;
    private final Field version;
    private final Field messageLength;

    /**
     * @param order the schema's byte order, which every field of the header is in.
     */
    public HeaderDecoder(final HeaderStructure header, final ByteOrder order)
    {
        this(header, order, null);
    }

    /**
     * @param messageLengthField the header field that holds the whole message's length, header
     *                           included (Coinbase's frameLength), or null when there is none. The
     *                           standard has no such field, so only the user can say which one it is.
     * @throws IllegalArgumentException when the header has no integer field of that name.
     */
    public HeaderDecoder(final HeaderStructure header, final ByteOrder order, final String messageLengthField)
    {
        encodedLength = header.encodedLength();
        blockLength = Field.of(header.blockLength(), order);
        templateId = Field.of(header.templateId(), order);
        schemaId = Field.of(header.schemaId(), order);
        version = Field.of(header.schemaVersion(), order);
        messageLength = messageLengthField == null ? null : Field.of(findField(header, messageLengthField), order);
        if (templateId == null)
        {
            throw new IllegalArgumentException("the message header has no templateId field");
        }
    }

    /**
     * @return the header's size in bytes.
     */
    public int encodedLength()
    {
        return encodedLength;
    }

    /**
     * @param offset where the header starts; the caller has checked that {@link #encodedLength()} bytes fit.
     */
    public int blockLength(final DirectBuffer buffer, final int offset)
    {
        return read(blockLength, buffer, offset);
    }

    public int templateId(final DirectBuffer buffer, final int offset)
    {
        return read(templateId, buffer, offset);
    }

    public int schemaId(final DirectBuffer buffer, final int offset)
    {
        return read(schemaId, buffer, offset);
    }

    public int version(final DirectBuffer buffer, final int offset)
    {
        return read(version, buffer, offset);
    }

    /**
     * @return whether the header declares the message's total length (e.g. Coinbase's frameLength).
     */
    public boolean hasMessageLength()
    {
        return messageLength != null;
    }

    /**
     * @return the message length the header declares, header included, or -1 when it has no such field.
     */
    public int messageLength(final DirectBuffer buffer, final int offset)
    {
        return read(messageLength, buffer, offset);
    }

    private static Token findField(final HeaderStructure header, final String name)
    {
        for (final Token token : header.tokens())
        {
            if (token.signal() == io.sbetool.ir.Signal.ENCODING && token.name().equals(name) &&
                token.encoding().primitiveType() != null && !token.encoding().primitiveType().isFloatingPoint())
            {
                return token;
            }
        }
        throw new IllegalArgumentException("the message header has no integer field '" + name + "'");
    }

    private static int read(final Field field, final DirectBuffer buffer, final int offset)
    {
        if (field == null)
        {
            return -1;
        }
        final long value = field.reader == null ? field.constant : field.reader.readLong(buffer, offset + field.offset);
        return value < 0 || value > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int)value;
    }

    /** A header member: read at its offset, or, when a constant (it has no bytes), the schema's value. */
    private static final class Field
    {
        final PrimitiveReader reader;
        final int offset;
        final long constant;

        private Field(final Token token, final ByteOrder order)
        {
            final boolean isConstant = token.encoding().presence() == Presence.CONSTANT;
            reader = isConstant ? null : PrimitiveReader.of(token.encoding().primitiveType(), order);
            offset = token.offset();
            constant = isConstant ? token.encoding().constValue().longValue() : 0;
        }

        static Field of(final Token token, final ByteOrder order)
        {
            return token == null ? null : new Field(token, order);
        }
    }
}
