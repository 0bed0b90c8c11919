package io.sbetool.encode;

import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Token;
import org.agrona.MutableDirectBuffer;

import java.nio.ByteOrder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * A primitive value or fixed-length array of one, char arrays included. Integers are checked against
 * the encoding's minValue and maxValue (its nullValue is also accepted: {@code sbetool decode} prints a
 * required field that holds it as the number); char arrays are written in their character encoding
 * and padded with NULs; constants are not written and their values in the source are ignored.
 */
final class ScalarWriter extends FieldWriter
{
    private final PrimitiveType type;
    private final int arrayLength;
    private final boolean optional;
    private final boolean constant;
    private final long nullBits;
    private final long min;
    private final long max;
    private final Charset charset;

    ScalarWriter(
        final String name, final Token typeToken, final int offset, final int sinceVersion, final boolean optional)
    {
        super(name, offset, sinceVersion, typeToken.isConstantEncoding() ? 0 : typeToken.encodedLength());
        type = typeToken.encoding().primitiveType();
        arrayLength = typeToken.arrayLength();
        this.optional = optional;
        constant = typeToken.isConstantEncoding();
        final PrimitiveValue nullValue = typeToken.encoding().applicableNullValue();
        if (type.isFloatingPoint())
        {
            nullBits = type == PrimitiveType.FLOAT ? Float.floatToRawIntBits((float)nullValue.doubleValue()) :
                Double.doubleToRawLongBits(nullValue.doubleValue());
            min = 0;
            max = 0;
        }
        else
        {
            nullBits = nullValue.longValue();
            min = typeToken.encoding().applicableMinValue().longValue();
            max = typeToken.encoding().applicableMaxValue().longValue();
        }
        charset = charset(typeToken.encoding().characterEncoding());
    }

    /**
     * The charset char arrays are written in. US-ASCII text is written as ISO-8859-1, which the
     * decoder falls back to when a char array's bytes are not ASCII, so such bytes come back as they were.
     */
    private static Charset charset(final String characterEncoding)
    {
        if (characterEncoding == null || characterEncoding.isEmpty())
        {
            return StandardCharsets.ISO_8859_1;
        }
        try
        {
            final Charset charset = Charset.forName(characterEncoding);
            return charset.equals(StandardCharsets.US_ASCII) ? StandardCharsets.ISO_8859_1 : charset;
        }
        catch (final RuntimeException ex)
        {
            return StandardCharsets.ISO_8859_1;
        }
    }

    @Override
    void write(final MessageEncoder encoder, final ValueSource source, final int slot, final int index)
    {
        if (constant)
        {
            return;
        }
        if (slot == ValueSource.MISSING || source.kind(slot) == ValueKind.NULL)
        {
            if (!optional)
            {
                throw slot == ValueSource.MISSING ? encoder.missing(name, source, "") :
                    encoder.fail(name, "null given for a required field");
            }
            writeNull(encoder.buffer, index, encoder.order);
            return;
        }
        if (type == PrimitiveType.CHAR)
        {
            writeText(encoder, source, slot, index);
        }
        else if (arrayLength == 1)
        {
            writeElement(encoder, source, slot, index);
        }
        else
        {
            writeArray(encoder, source, slot, index);
        }
    }

    private void writeNull(final MutableDirectBuffer buffer, final int index, final ByteOrder order)
    {
        if (type == PrimitiveType.CHAR && arrayLength > 1)
        {
            buffer.setMemory(index, arrayLength, (byte)0);
            return;
        }
        for (int i = 0; i < arrayLength; i++)
        {
            if (type.isFloatingPoint())
            {
                Primitives.putFloatingBits(buffer, index + i * type.size(), type, nullBits, order);
            }
            else
            {
                Primitives.putLong(buffer, index + i * type.size(), type, nullBits, order);
            }
        }
    }

    private void writeText(final MessageEncoder encoder, final ValueSource source, final int slot, final int index)
    {
        if (source.kind(slot) != ValueKind.STRING)
        {
            throw encoder.fail(name, "expected text, found " + describe(source.kind(slot)));
        }
        final int written;
        try
        {
            written = source.putText(slot, charset, encoder.buffer, index, index + arrayLength);
        }
        catch (final ValueException ex)
        {
            throw encoder.fail(name, ex.getMessage());
        }
        if (written < 0)
        {
            encoder.buffer.setMemory(index, arrayLength, (byte)0);
            throw encoder.fail(name, "text is longer than the " + arrayLength + " " +
                (arrayLength == 1 ? "character" : "characters") + " the field holds");
        }
    }

    private void writeArray(final MessageEncoder encoder, final ValueSource source, final int slot, final int index)
    {
        if (source.kind(slot) != ValueKind.ARRAY)
        {
            throw encoder.fail(name, "expected an array of " + arrayLength + " numbers, found " +
                describe(source.kind(slot)));
        }
        final int count = source.elementCount(slot);
        if (count != arrayLength)
        {
            throw encoder.fail(name, "expected an array of " + arrayLength + " numbers, found " + count);
        }
        for (int i = 0; i < count; i++)
        {
            writeElement(encoder, source, source.element(slot, i), index + i * type.size());
        }
    }

    private void writeElement(final MessageEncoder encoder, final ValueSource source, final int slot, final int index)
    {
        final ValueKind kind = source.kind(slot);
        if (kind != ValueKind.NUMBER && kind != ValueKind.STRING)
        {
            throw encoder.fail(name, "expected a number, found " + describe(kind));
        }
        try
        {
            if (type.isFloatingPoint())
            {
                final long bits = type == PrimitiveType.FLOAT ? Float.floatToRawIntBits(source.floatValue(slot)) :
                    Double.doubleToRawLongBits(source.doubleValue(slot));
                Primitives.putFloatingBits(encoder.buffer, index, type, bits, encoder.order);
                return;
            }
            final long value = type == PrimitiveType.UINT64 ? source.unsignedLongValue(slot) : source.longValue(slot);
            if (!Primitives.inRange(type, value, min, max) && value != nullBits)
            {
                throw encoder.fail(name, "value " + Primitives.format(type, value) + " is out of range for " +
                    type.primitiveName() + " (" + Primitives.format(type, min) + ".." + Primitives.format(type, max) + ")",
                    source.column(slot));
            }
            Primitives.putLong(encoder.buffer, index, type, value, encoder.order);
        }
        catch (final ValueException ex)
        {
            throw encoder.fail(name, ex.getMessage() + " for " + type.primitiveName(), source.column(slot));
        }
    }

    static String describe(final ValueKind kind)
    {
        switch (kind)
        {
            case NULL: return "null";
            case BOOLEAN: return "a boolean";
            case NUMBER: return "a number";
            case STRING: return "text";
            case ARRAY: return "an array";
            default: return "an object";
        }
    }
}
