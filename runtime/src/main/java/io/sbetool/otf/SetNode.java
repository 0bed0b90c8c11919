package io.sbetool.otf;

import io.sbetool.ir.Token;
import org.agrona.DirectBuffer;

import java.nio.ByteOrder;
import java.util.List;

/**
 * A bit set: each choice's bit position and its name pre-encoded for printing.
 */
public final class SetNode extends FixedNode
{
    private final PrimitiveReader reader;
    private final int[] bits;
    private final String[] names;
    private final byte[][][] printNames;

    SetNode(
        final String name,
        final Token token,
        final Token setToken,
        final List<Token> choices,
        final int sinceVersion,
        final int offset,
        final ByteOrder order)
    {
        super(name, token, sinceVersion, offset, setToken.encodedLength());
        reader = PrimitiveReader.of(setToken.encoding().primitiveType(), order);
        bits = new int[choices.size()];
        names = new String[choices.size()];
        for (int i = 0; i < bits.length; i++)
        {
            bits[i] = (int)choices.get(i).encoding().constValue().longValue();
            names[i] = choices.get(i).name();
        }
        printNames = Syntax.names(names);
    }

    PrimitiveReader reader()
    {
        return reader;
    }

    public long rawValue(final DirectBuffer buffer, final int index)
    {
        return reader.readLong(buffer, index);
    }

    public int choiceCount()
    {
        return bits.length;
    }

    /**
     * @return whether choice {@code choice} (in schema order) is set in {@code raw}.
     */
    public boolean isSet(final long raw, final int choice)
    {
        final int bit = bits[choice];
        return bit >= 0 && bit < 64 && (raw & (1L << bit)) != 0;
    }

    public String choiceName(final int choice)
    {
        return names[choice];
    }

    /**
     * @param syntax a {@link Syntax} ordinal.
     */
    byte[] printName(final int syntax, final int choice)
    {
        return printNames[syntax][choice];
    }

    @Override
    void report(final DecodeCursor cursor, final int index)
    {
        final OtfValueListener values = cursor.values;
        if (values == null)
        {
            cursor.listener.onBitSet(this, cursor.buffer, index);
        }
        else
        {
            values.onSetValue(this, reader.readLong(cursor.buffer, index));
        }
    }
}
