package io.sbetool.otf;

import io.sbetool.ir.HeaderStructure;
import io.sbetool.ir.Token;
import org.agrona.DirectBuffer;

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

    public HeaderDecoder(final HeaderStructure header)
    {
        encodedLength = header.encodedLength();
        blockLength = Field.of(header.blockLength());
        templateId = Field.of(header.templateId());
        schemaId = Field.of(header.schemaId());
        version = Field.of(header.schemaVersion());
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

    private static int read(final Field field, final DirectBuffer buffer, final int offset)
    {
        if (field == null)
        {
            return -1;
        }
        final long value = field.reader.readLong(buffer, offset + field.offset);
        return value < 0 || value > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int)value;
    }

    private static final class Field
    {
        final PrimitiveReader reader;
        final int offset;

        private Field(final Token token)
        {
            reader = PrimitiveReader.of(token.encoding().primitiveType(), token.encoding().byteOrder());
            offset = token.offset();
        }

        static Field of(final Token token)
        {
            return token == null ? null : new Field(token);
        }
    }
}
