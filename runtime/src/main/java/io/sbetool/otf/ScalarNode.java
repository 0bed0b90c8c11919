package io.sbetool.otf;

import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Token;
import org.agrona.DirectBuffer;

import java.nio.ByteOrder;

/**
 * A primitive value or fixed-length array of one, including char arrays and constants. Constants are
 * rendered once, at plan time, into the bytes printers write.
 */
public final class ScalarNode extends FixedNode
{
    private final PrimitiveType type;
    private final PrimitiveReader reader;
    /** Bytes per array element. */
    private final int size;
    /** Float or double. */
    private final boolean real;
    private final int arrayLength;
    private final boolean optional;
    private final boolean constant;
    private final long nullLong;
    private final double nullDouble;
    private final TextKind textKind;
    private final PrimitiveValue constValue;
    private final byte[][] printedConstant;

    ScalarNode(
        final String name,
        final Token token,
        final Token typeToken,
        final int sinceVersion,
        final int offset,
        final boolean optional,
        final ByteOrder order)
    {
        super(name, token, sinceVersion, offset, typeToken.isConstantEncoding() ? 0 : typeToken.encodedLength());
        type = typeToken.encoding().primitiveType();
        reader = PrimitiveReader.of(type, order);
        size = type.size();
        real = type.isFloatingPoint();
        arrayLength = typeToken.arrayLength();
        this.optional = optional;
        constant = typeToken.isConstantEncoding();
        final PrimitiveValue nullValue = typeToken.encoding().applicableNullValue();
        nullLong = nullValue.representation() == PrimitiveValue.Representation.LONG ? nullValue.longValue() : 0;
        nullDouble = nullValue.representation() == PrimitiveValue.Representation.DOUBLE ?
            nullValue.doubleValue() : Double.NaN;
        textKind = TextKind.of(typeToken.encoding().characterEncoding());
        constValue = constant ? typeToken.encoding().constValue() : null;
        printedConstant = constant ?
            Syntax.of(ConstantText.json(constValue, type), ConstantText.text(constValue, type)) : null;
    }

    PrimitiveReader reader()
    {
        return reader;
    }

    public PrimitiveType primitiveType()
    {
        return type;
    }

    /**
     * @return elements in the array, 1 for a single value.
     */
    public int arrayLength()
    {
        return arrayLength;
    }

    public boolean isOptional()
    {
        return optional;
    }

    public boolean isConstant()
    {
        return constant;
    }

    /**
     * @return a char array or single char, printed as text.
     */
    public boolean isText()
    {
        return type == PrimitiveType.CHAR;
    }

    public TextKind textKind()
    {
        return textKind;
    }

    /**
     * @return the schema's constant value, or null when not a constant.
     */
    public PrimitiveValue constValue()
    {
        return constValue;
    }

    /**
     * @param syntax a {@link Syntax} ordinal.
     * @return the constant as printed; only for a constant.
     */
    byte[] printedConstant(final int syntax)
    {
        return printedConstant[syntax];
    }

    /**
     * @param index   where the value starts in the buffer, as passed to the listener.
     * @param element which array element, 0 for a single value.
     * @return an integer value (unsigned types zero-extended, uint64 as raw bits).
     */
    public long longValue(final DirectBuffer buffer, final int index, final int element)
    {
        return reader.readLong(buffer, index + element * type.size());
    }

    public double doubleValue(final DirectBuffer buffer, final int index, final int element)
    {
        return reader.readDouble(buffer, index + element * type.size());
    }

    /**
     * @return true when the node is optional and the value on the wire is its null value.
     */
    public boolean isNull(final DirectBuffer buffer, final int index, final int element)
    {
        if (!optional || constant)
        {
            return false;
        }
        if (type.isFloatingPoint())
        {
            final double value = doubleValue(buffer, index, element);
            return Double.isNaN(nullDouble) ? Double.isNaN(value) : value == nullDouble;
        }
        return longValue(buffer, index, element) == nullLong;
    }

    /**
     * @return float or double.
     */
    public boolean isReal()
    {
        return real;
    }

    /**
     * {@link #isNull} for an integer value already read, so that printing it reads it once.
     */
    public boolean isNullInteger(final long value)
    {
        return optional && !constant && value == nullLong;
    }

    /**
     * {@link #isNull} for a float or double value already read (an {@link OtfValueListener}'s).
     */
    public boolean isNullReal(final double value)
    {
        return optional && !constant && (Double.isNaN(nullDouble) ? Double.isNaN(value) : value == nullDouble);
    }

    @Override
    void report(final DecodeCursor cursor, final int index)
    {
        final OtfValueListener values = cursor.values;
        if (values == null)
        {
            cursor.listener.onEncoding(this, cursor.buffer, index);
        }
        else if (constant)
        {
            values.onConstant(this);
        }
        else if (type == PrimitiveType.CHAR)
        {
            values.onChars(this, cursor.buffer, index, arrayLength);
        }
        else if (real)
        {
            for (int i = 0, at = index; i < arrayLength; i++, at += size)
            {
                values.onReal(this, i, reader.readDouble(cursor.buffer, at));
            }
        }
        else
        {
            for (int i = 0, at = index; i < arrayLength; i++, at += size)
            {
                values.onInteger(this, i, reader.readLong(cursor.buffer, at));
            }
        }
    }
}
