package io.sbetool.benchmarks.otf;

import io.sbetool.benchmarks.codecs.ValueSink;
import io.sbetool.otf.EnumNode;
import io.sbetool.otf.GroupNode;
import io.sbetool.otf.OtfValueListener;
import io.sbetool.otf.ScalarNode;
import io.sbetool.otf.SetNode;
import io.sbetool.otf.VarDataNode;
import org.agrona.DirectBuffer;

/**
 * A listener on sbetool's on-the-fly decoder that takes every value on the wire into a {@link ValueSink},
 * in the forms the generated decoders give: numbers, enums' raw values, one flag per set choice, text
 * up to its first NUL, groups' counts. It uses {@link OtfValueListener}, the API a user who wants values
 * writes to: the decoder reads each primitive and hands it over. Constants take no bytes on the wire and
 * are passed over, as they are by {@link ReferenceValueListener}.
 */
final class SbetoolValueListener implements OtfValueListener
{
    private final byte[] text = new byte[256];
    private ValueSink sink;

    SbetoolValueListener into(final ValueSink sink)
    {
        this.sink = sink;
        return this;
    }

    @Override
    public void onInteger(final ScalarNode node, final int element, final long value)
    {
        sink.integer(value);
    }

    @Override
    public void onReal(final ScalarNode node, final int element, final double value)
    {
        sink.real(value);
    }

    @Override
    public void onChars(final ScalarNode node, final DirectBuffer buffer, final int index, final int length)
    {
        buffer.getBytes(index, text, 0, length);
        sink.text(text, length);
    }

    @Override
    public void onEnumValue(final EnumNode node, final long raw)
    {
        if (!node.isConstant())
        {
            sink.integer(raw);
        }
    }

    @Override
    public void onSetValue(final SetNode node, final long raw)
    {
        for (int i = 0, n = node.choiceCount(); i < n; i++)
        {
            sink.choice(node.isSet(raw, i));
        }
    }

    @Override
    public void onGroupHeader(final GroupNode node, final int blockLength, final long numInGroup)
    {
        sink.integer(numInGroup);
    }

    @Override
    public void onVarData(final VarDataNode node, final DirectBuffer buffer, final int index, final int length)
    {
        buffer.getBytes(index, text, 0, length);
        sink.text(text, length);
    }
}
