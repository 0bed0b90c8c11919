package io.sbetool.compiler.ir;

import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.nio.charset.StandardCharsets;

/**
 * Converts value texts of the schema model into IR values, and the model's primitive types into the IR's.
 */
final class Values
{
    /** Character arrays are US-ASCII unless the schema says otherwise (02FieldEncoding, "String encoding"). */
    static final String DEFAULT_CHARACTER_ENCODING = StandardCharsets.US_ASCII.name();

    private Values()
    {
    }

    static PrimitiveType primitiveType(final io.sbetool.compiler.schema.PrimitiveType type)
    {
        return type == null ? null : PrimitiveType.fromName(type.xmlName());
    }

    /**
     * @return the value of the text for a single element of the type, or null for no text.
     */
    static PrimitiveValue single(final String text, final PrimitiveType type)
    {
        if (text == null || text.isEmpty())
        {
            return null;
        }
        return PrimitiveValue.parse(text.strip(), type);
    }

    /**
     * @return a constant of an encoded type: a char constant with more than one character (or a
     * char array type) is a string, anything else a single value.
     */
    static PrimitiveValue constant(final String text, final EncodedType type, final String characterEncoding)
    {
        if (text == null)
        {
            return null;
        }
        final PrimitiveType primitive = primitiveType(type.primitiveType());
        if (primitive == PrimitiveType.CHAR && (type.length() > 1 || text.length() > 1))
        {
            return PrimitiveValue.parse(text, primitive, Math.max(2, text.length()), characterEncoding);
        }
        return PrimitiveValue.parse(text.strip(), primitive, 1, characterEncoding);
    }
}
