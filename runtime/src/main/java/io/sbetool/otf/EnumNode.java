package io.sbetool.otf;

import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Token;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;

/**
 * An enum: the valid values sorted by code for a binary search, with names pre-encoded for printing.
 * A constant enum field (valueRef) always reports its referenced value.
 */
public final class EnumNode extends FixedNode
{
    /** {@link #valueIndex} of a value that is not one of the valid values. */
    public static final int UNKNOWN = -1;
    /** {@link #valueIndex} of the encoding's null value. */
    public static final int NULL = -2;

    private final PrimitiveReader reader;
    private final boolean isChar;
    /**
     * For one-byte encodings, what {@link #valueIndexOf} gives for each byte, NULL included: a load instead
     * of a search, and no branch on what the wire holds (the JIT compiled the printer's enum callback
     * twice when the first null value came after the first 35,000 MDP 3.0 messages).
     */
    private final int[] byteLookup;
    private final long[] codes;
    private final String[] names;
    private final byte[][][] printNames;
    /**
     * The key (alone, or after the separator) and a value's name as one piece, indexed by syntax ordinal,
     * then 1 after the separator or 0, then value index + 2 ({@link #NULL} the key and null, {@link #UNKNOWN}
     * no entry): a known value or null is one copy instead of two.
     */
    private final byte[][][][] printedFields;
    private final long nullLong;
    private final int constantIndex;

    /**
     * @param validValues the VALID_VALUE tokens.
     * @param constantName the referenced value's name of a constant field, else null.
     */
    EnumNode(
        final String name,
        final Token token,
        final Token enumToken,
        final List<Token> validValues,
        final int sinceVersion,
        final int offset,
        final String constantName,
        final ByteOrder order)
    {
        super(name, token, sinceVersion, offset, constantName != null ? 0 : enumToken.encodedLength());
        reader = PrimitiveReader.of(enumToken.encoding().primitiveType(), order);
        isChar = enumToken.encoding().primitiveType() == PrimitiveType.CHAR;
        final Token[] sorted = validValues.toArray(new Token[0]);
        Arrays.sort(sorted, (a, b) -> Long.compare(code(a), code(b)));
        codes = new long[sorted.length];
        names = new String[sorted.length];
        int constant = UNKNOWN;
        for (int i = 0; i < sorted.length; i++)
        {
            codes[i] = code(sorted[i]);
            names[i] = sorted[i].name();
            if (names[i].equals(constantName))
            {
                constant = i;
            }
        }
        printNames = Syntax.names(names);
        printedFields = printFields();
        final PrimitiveValue nullValue = enumToken.encoding().applicableNullValue();
        nullLong = nullValue.representation() == PrimitiveValue.Representation.LONG ? nullValue.longValue() : -1;
        constantIndex = constantName != null ? constant : UNKNOWN;
        byteLookup = enumToken.encoding().primitiveType().size() == 1 ? byteLookup() : null;
    }

    /**
     * {@link #search} of every value a one-byte reader gives, at its low byte.
     */
    private int[] byteLookup()
    {
        final int[] lookup = new int[256];
        final UnsafeBuffer wire = new UnsafeBuffer(new byte[Long.BYTES]);
        for (int b = 0; b < lookup.length; b++)
        {
            wire.putByte(0, (byte)b);
            lookup[b] = search(reader.readLong(wire, 0));
        }
        return lookup;
    }

    private static long code(final Token validValue)
    {
        return validValue.encoding().constValue().longValue();
    }

    /**
     * @return whether the enum's encoding is a char, so its values are characters.
     */
    public boolean isChar()
    {
        return isChar;
    }

    public boolean isConstant()
    {
        return encodedLength() == 0;
    }

    /**
     * @return a constant enum's referenced value (its encoding's null value if it references none).
     */
    long constantRaw()
    {
        return constantIndex >= 0 ? codes[constantIndex] : nullLong;
    }

    PrimitiveReader reader()
    {
        return reader;
    }

    public long rawValue(final DirectBuffer buffer, final int index)
    {
        return isConstant() && constantIndex >= 0 ? codes[constantIndex] : reader.readLong(buffer, index);
    }

    /**
     * @return the index of the valid value on the wire, {@link #UNKNOWN} or {@link #NULL}.
     */
    public int valueIndex(final DirectBuffer buffer, final int index)
    {
        if (isConstant())
        {
            return constantIndex;
        }
        return valueIndexOf(reader.readLong(buffer, index));
    }

    /**
     * @param raw a value on the wire, as {@link #rawValue} gives it.
     * @return the index of the valid value {@code raw} encodes, {@link #UNKNOWN} or {@link #NULL}.
     */
    public int valueIndexOf(final long raw)
    {
        return byteLookup != null ? byteLookup[(int)(raw & 0xFF)] : search(raw);
    }

    private int search(final long raw)
    {
        final int found = Arrays.binarySearch(codes, raw);
        if (found >= 0)
        {
            return found;
        }
        // NUL is the standard's null of a char, and venues send it for "not set" in required char
        // enums too (CME iLink 3's ExecutionMode): it is no value, not an unknown one
        return raw == nullLong || (isChar && raw == 0) ? NULL : UNKNOWN;
    }

    public int valueCount()
    {
        return names.length;
    }

    public String valueName(final int valueIndex)
    {
        return names[valueIndex];
    }

    private byte[][][][] printFields()
    {
        final byte[][][][] fields = new byte[printNames.length][2][names.length + 2][];
        for (int syntax = 0; syntax < printNames.length; syntax++)
        {
            for (int separated = 0; separated < 2; separated++)
            {
                final byte[] key = separated == 1 ? separatedKey(syntax) : key(syntax);
                fields[syntax][separated][NULL + 2] = concat(key, Values.NULL);
                for (int value = 0; value < names.length; value++)
                {
                    fields[syntax][separated][value + 2] = concat(key, printNames[syntax][value]);
                }
            }
        }
        return fields;
    }

    private static byte[] concat(final byte[] key, final byte[] value)
    {
        final byte[] field = Arrays.copyOf(key, key.length + value.length);
        System.arraycopy(value, 0, field, key.length, value.length);
        return field;
    }

    /**
     * @param syntax     a {@link Syntax} ordinal.
     * @param separated  whether the field follows another, so the separator comes first.
     * @param valueIndex what {@link #valueIndex} gives.
     * @return the field's key and the value's name or null, printed; null for an {@link #UNKNOWN} value.
     */
    byte[] printedField(final int syntax, final boolean separated, final int valueIndex)
    {
        return printedFields[syntax][separated ? 1 : 0][valueIndex + 2];
    }

    @Override
    void report(final DecodeCursor cursor, final int index)
    {
        final OtfValueListener values = cursor.values;
        if (values == null)
        {
            cursor.listener.onEnum(this, cursor.buffer, index);
        }
        else
        {
            values.onEnumValue(this, isConstant() ? constantRaw() : reader.readLong(cursor.buffer, index));
        }
    }
}
