package io.sbetool.benchmarks.otf;

import io.sbetool.benchmarks.codecs.ValueSink;
import org.agrona.DirectBuffer;
import uk.co.real_logic.sbe.PrimitiveType;
import uk.co.real_logic.sbe.ir.Encoding;
import uk.co.real_logic.sbe.ir.Token;
import uk.co.real_logic.sbe.otf.TokenListener;
import uk.co.real_logic.sbe.otf.Types;

import java.util.List;

/**
 * A listener on the reference implementation's OtfMessageDecoder that reads every value on the wire
 * into a {@link ValueSink}: {@link SbetoolValueListener} in the reference's API, value for value.
 * Integers are read with the reference's own {@code Types.getLong}.
 */
final class ReferenceValueListener implements TokenListener
{
    private final byte[] text = new byte[256];
    private ValueSink sink;

    ReferenceValueListener into(final ValueSink sink)
    {
        this.sink = sink;
        return this;
    }

    @Override
    public void onEncoding(
        final Token fieldToken, final DirectBuffer buffer, final int index, final Token typeToken, final int actingVersion)
    {
        if (typeToken.isConstantEncoding())
        {
            return;
        }
        final Encoding encoding = typeToken.encoding();
        final PrimitiveType type = encoding.primitiveType();
        if (type == PrimitiveType.CHAR)
        {
            final int length = typeToken.arrayLength();
            buffer.getBytes(index, text, 0, length);
            sink.text(text, length);
            return;
        }
        for (int i = 0, n = typeToken.arrayLength(); i < n; i++)
        {
            final int at = index + i * type.size();
            if (type == PrimitiveType.FLOAT)
            {
                sink.real(buffer.getFloat(at, encoding.byteOrder()));
            }
            else if (type == PrimitiveType.DOUBLE)
            {
                sink.real(buffer.getDouble(at, encoding.byteOrder()));
            }
            else
            {
                sink.integer(Types.getLong(buffer, at, encoding));
            }
        }
    }

    @Override
    public void onEnum(
        final Token fieldToken,
        final DirectBuffer buffer,
        final int index,
        final List<Token> tokens,
        final int fromIndex,
        final int toIndex,
        final int actingVersion)
    {
        if (!fieldToken.isConstantEncoding())
        {
            sink.integer(Types.getLong(buffer, index, tokens.get(fromIndex).encoding()));
        }
    }

    @Override
    public void onBitSet(
        final Token fieldToken,
        final DirectBuffer buffer,
        final int index,
        final List<Token> tokens,
        final int fromIndex,
        final int toIndex,
        final int actingVersion)
    {
        final long raw = Types.getLong(buffer, index, tokens.get(fromIndex).encoding());
        for (int i = fromIndex + 1; i < toIndex; i++)
        {
            final long bit = tokens.get(i).encoding().constValue().longValue();
            sink.choice((raw & (1L << bit)) != 0);
        }
    }

    @Override
    public void onGroupHeader(final Token token, final int numInGroup)
    {
        sink.integer(numInGroup);
    }

    @Override
    public void onVarData(
        final Token fieldToken, final DirectBuffer buffer, final int index, final int length, final Token typeToken)
    {
        buffer.getBytes(index, text, 0, length);
        sink.text(text, length);
    }

    @Override
    public void onBeginMessage(final Token token)
    {
    }

    @Override
    public void onEndMessage(final Token token)
    {
    }

    @Override
    public void onBeginComposite(final Token fieldToken, final List<Token> tokens, final int fromIndex, final int toIndex)
    {
    }

    @Override
    public void onEndComposite(final Token fieldToken, final List<Token> tokens, final int fromIndex, final int toIndex)
    {
    }

    @Override
    public void onBeginGroup(final Token token, final int groupIndex, final int numInGroup)
    {
    }

    @Override
    public void onEndGroup(final Token token, final int groupIndex, final int numInGroup)
    {
    }
}
