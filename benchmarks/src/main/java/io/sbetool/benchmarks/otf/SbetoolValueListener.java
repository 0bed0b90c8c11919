package io.sbetool.benchmarks.otf;

import io.sbetool.benchmarks.codecs.ValueSink;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.otf.EnumNode;
import io.sbetool.otf.GroupNode;
import io.sbetool.otf.OtfListener;
import io.sbetool.otf.ScalarNode;
import io.sbetool.otf.SetNode;
import io.sbetool.otf.VarDataNode;
import org.agrona.DirectBuffer;

/**
 * A listener on sbetool's on-the-fly decoder that reads every value on the wire into a {@link ValueSink},
 * in the forms the generated decoders give: numbers, enums' raw values, one flag per set choice, text
 * up to its first NUL, groups' counts. Constants take no bytes on the wire and are passed over, as they
 * are by {@link ReferenceValueListener}.
 */
final class SbetoolValueListener implements OtfListener
{
    private final byte[] text = new byte[256];
    private ValueSink sink;

    SbetoolValueListener into(final ValueSink sink)
    {
        this.sink = sink;
        return this;
    }

    @Override
    public void onEncoding(final ScalarNode node, final DirectBuffer buffer, final int index)
    {
        if (node.isConstant())
        {
            return;
        }
        if (node.isText())
        {
            final int length = node.arrayLength();
            buffer.getBytes(index, text, 0, length);
            sink.text(text, length);
            return;
        }
        final boolean real = node.primitiveType() == PrimitiveType.FLOAT || node.primitiveType() == PrimitiveType.DOUBLE;
        for (int i = 0, n = node.arrayLength(); i < n; i++)
        {
            if (real)
            {
                sink.real(node.doubleValue(buffer, index, i));
            }
            else
            {
                sink.integer(node.longValue(buffer, index, i));
            }
        }
    }

    @Override
    public void onEnum(final EnumNode node, final DirectBuffer buffer, final int index)
    {
        if (!node.isConstant())
        {
            sink.integer(node.rawValue(buffer, index));
        }
    }

    @Override
    public void onBitSet(final SetNode node, final DirectBuffer buffer, final int index)
    {
        final long raw = node.rawValue(buffer, index);
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
