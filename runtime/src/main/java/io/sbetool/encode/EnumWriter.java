package io.sbetool.encode;

import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Token;
import org.agrona.MutableDirectBuffer;

import java.util.ArrayList;
import java.util.List;

/**
 * An enum, given by value name as {@code sbetool decode} prints it: a name, null for the encoding's
 * null value, the raw number for a value the schema does not list, or for a char enum that character.
 * A constant enum field is not written; a name given for it must be its constant's.
 */
final class EnumWriter extends FieldWriter
{
    private final PrimitiveType type;
    private final NameTable names;
    private final long[] codes;
    private final long nullBits;
    private final boolean optional;
    /** The constant's index in {@link #names}, or -1 when the field is not a constant. */
    private final int constantIndex;

    EnumWriter(
        final String name,
        final Token enumToken,
        final List<Token> validValues,
        final int offset,
        final int sinceVersion,
        final boolean optional,
        final String constantName)
    {
        super(name, offset, sinceVersion, constantName != null ? 0 : enumToken.encodedLength());
        type = enumToken.encoding().primitiveType();
        final List<String> valueNames = new ArrayList<>();
        codes = new long[validValues.size()];
        for (int i = 0; i < codes.length; i++)
        {
            valueNames.add(validValues.get(i).name());
            codes[i] = validValues.get(i).encoding().constValue().longValue();
        }
        names = new NameTable(valueNames);
        final PrimitiveValue nullValue = enumToken.encoding().applicableNullValue();
        // a char enum's null is written as NUL, the standard's char null, which the decoder reads as null
        // whatever the nullValue: venues send NUL where the schema's nullValue says otherwise (CME iLink 3's
        // ExecMode has nullValue "0", the character '0', and sends NUL)
        nullBits = type == PrimitiveType.CHAR || nullValue.representation() != PrimitiveValue.Representation.LONG ?
            0 : nullValue.longValue();
        this.optional = optional;
        constantIndex = constantName == null ? -1 : names.indexOf(constantName);
    }

    @Override
    void write(final MessageEncoder encoder, final ValueSource source, final int slot, final int index)
    {
        final MutableDirectBuffer buffer = encoder.buffer;
        if (slot == ValueSource.MISSING)
        {
            if (!optional && constantIndex < 0)
            {
                throw encoder.missing(name, source, "");
            }
            if (constantIndex < 0)
            {
                Primitives.putLong(buffer, index, type, nullBits, encoder.order);
            }
            return;
        }
        final ValueKind kind = source.kind(slot);
        if (constantIndex >= 0)
        {
            checkConstant(encoder, source, slot, kind);
            return;
        }
        if (kind == ValueKind.NULL)
        {
            // the decoder prints null for the null value of required enums too
            Primitives.putLong(buffer, index, type, nullBits, encoder.order);
        }
        else if (kind == ValueKind.STRING)
        {
            Primitives.putLong(buffer, index, type, code(encoder, source, slot, index), encoder.order);
        }
        else if (kind == ValueKind.NUMBER)
        {
            final long raw = rawNumber(encoder, source, slot);
            Primitives.putLong(buffer, index, type, raw, encoder.order);
        }
        else
        {
            throw encoder.fail(name, "expected a value name of the enum, found " + ScalarWriter.describe(kind));
        }
    }

    private long code(final MessageEncoder encoder, final ValueSource source, final int slot, final int index)
    {
        final int value = source.lookup(slot, names);
        if (value >= 0)
        {
            return codes[value];
        }
        if (type == PrimitiveType.CHAR && source.putText(slot, java.nio.charset.StandardCharsets.ISO_8859_1,
            encoder.buffer, index, index + 1) == 1)
        {
            // an unlisted char value, printed as its character
            return encoder.buffer.getByte(index) & 0xFF;
        }
        throw encoder.fail(name, "not a value of the enum; expected one of " + names.describe());
    }

    private long rawNumber(final MessageEncoder encoder, final ValueSource source, final int slot)
    {
        final long raw;
        try
        {
            raw = type == PrimitiveType.UINT64 ? source.unsignedLongValue(slot) : source.longValue(slot);
        }
        catch (final ValueException ex)
        {
            throw encoder.fail(name, ex.getMessage(), source.column(slot));
        }
        if (!Primitives.inRange(type, raw, type.lowest(), type.highest()))
        {
            throw encoder.fail(name, "raw value " + raw + " is out of range for the enum's " + type.primitiveName(),
                source.column(slot));
        }
        return raw;
    }

    private void checkConstant(
        final MessageEncoder encoder, final ValueSource source, final int slot, final ValueKind kind)
    {
        if (kind == ValueKind.STRING && source.lookup(slot, names) != constantIndex)
        {
            throw encoder.fail(name, "is the constant " + names.name(constantIndex).text() + "; it cannot be set");
        }
    }
}
