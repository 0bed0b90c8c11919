package io.sbetool.encode;

import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Token;

import java.util.ArrayList;
import java.util.List;

/**
 * A bit set, given as an array of choice names.
 */
final class SetWriter extends FieldWriter
{
    private final PrimitiveType type;
    private final NameTable choices;
    private final int[] bits;

    SetWriter(final String name, final Token setToken, final List<Token> choiceTokens, final int offset,
        final int sinceVersion)
    {
        super(name, offset, sinceVersion, setToken.encodedLength());
        type = setToken.encoding().primitiveType();
        final List<String> choiceNames = new ArrayList<>();
        bits = new int[choiceTokens.size()];
        for (int i = 0; i < bits.length; i++)
        {
            choiceNames.add(choiceTokens.get(i).name());
            bits[i] = (int)choiceTokens.get(i).encoding().constValue().longValue();
        }
        choices = new NameTable(choiceNames);
    }

    @Override
    void write(final MessageEncoder encoder, final ValueSource source, final int slot, final int index)
    {
        if (slot == ValueSource.MISSING)
        {
            throw encoder.missing(name, source, " (give [] for no choices)");
        }
        final ValueKind kind = source.kind(slot);
        if (kind != ValueKind.ARRAY)
        {
            throw encoder.fail(name, "expected an array of choice names, found " + ScalarWriter.describe(kind));
        }
        long raw = 0;
        for (int i = 0, n = source.elementCount(slot); i < n; i++)
        {
            final int element = source.element(slot, i);
            final int choice = source.kind(element) == ValueKind.STRING ? source.lookup(element, choices) : -1;
            if (choice < 0)
            {
                throw encoder.fail(name, "element " + i + " is not a choice of the set; expected one of " +
                    choices.describe());
            }
            raw |= 1L << bits[choice];
        }
        Primitives.putLong(encoder.buffer, index, type, raw, encoder.order);
    }
}
