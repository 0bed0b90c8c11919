package io.sbetool.otf;

import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Prints a message on one line for people:
 * {@code Car serialNumber=1234 code=A extras=[sunRoof] engine={capacity=2000 ...} fuelFigures=[{speed=30 mpg=35.9} ...]}.
 * Text is unquoted, with control characters escaped; binary var data is base64; absent and null
 * values print as {@code null}. Not thread safe.
 */
public final class TextPrinter implements OtfListener
{
    private final MessageDecoder decoder;
    private ByteSink out;
    private boolean space;

    public TextPrinter(final MessageDecoder decoder)
    {
        this.decoder = decoder;
    }

    /**
     * Appends the message at offset as one line (no newline). On error nothing is appended.
     *
     * @return the message's encoded length.
     */
    public int print(final DirectBuffer buffer, final int offset, final int length, final ByteSink out)
    {
        final int mark = out.length();
        this.out = out;
        try
        {
            return decoder.decode(buffer, offset, length, this);
        }
        catch (final RuntimeException ex)
        {
            out.truncate(mark);
            throw ex;
        }
        finally
        {
            this.out = null;
        }
    }

    public String toText(final byte[] message)
    {
        final ByteSink sink = new ByteSink();
        print(new UnsafeBuffer(message), 0, message.length, sink);
        return sink.toString();
    }

    @Override
    public void onBeginMessage(final MessagePlan message, final int actingVersion, final int blockLength)
    {
        out.append(message.textName());
        space = true;
    }

    @Override
    public void onEncoding(final ScalarNode node, final DirectBuffer buffer, final int index)
    {
        key(node);
        if (node.isConstant())
        {
            out.append(node.constText());
        }
        else if (node.isText())
        {
            if (node.arrayLength() == 1 && node.isNull(buffer, index, 0))
            {
                out.append(Values.NULL);
            }
            else
            {
                Values.appendChars(out, node, buffer, index, false);
            }
        }
        else if (node.arrayLength() == 1)
        {
            if (node.isNull(buffer, index, 0))
            {
                out.append(Values.NULL);
            }
            else
            {
                Values.appendElement(out, node, buffer, index, 0);
            }
        }
        else
        {
            out.append((byte)'[');
            for (int i = 0, n = node.arrayLength(); i < n; i++)
            {
                if (i > 0)
                {
                    out.append((byte)',');
                }
                Values.appendElement(out, node, buffer, index, i);
            }
            out.append((byte)']');
        }
    }

    @Override
    public void onEnum(final EnumNode node, final DirectBuffer buffer, final int index)
    {
        key(node);
        final int value = node.valueIndex(buffer, index);
        if (value >= 0)
        {
            out.append(node.textName(value));
        }
        else if (value == EnumNode.NULL)
        {
            out.append(Values.NULL);
        }
        else
        {
            out.appendLong(node.rawValue(buffer, index));
        }
    }

    @Override
    public void onBitSet(final SetNode node, final DirectBuffer buffer, final int index)
    {
        key(node);
        final long raw = node.rawValue(buffer, index);
        out.append((byte)'[');
        boolean first = true;
        for (int i = 0, n = node.choiceCount(); i < n; i++)
        {
            if (node.isSet(raw, i))
            {
                if (!first)
                {
                    out.append((byte)',');
                }
                out.append(node.textName(i));
                first = false;
            }
        }
        out.append((byte)']');
    }

    @Override
    public void onBeginComposite(final CompositeNode node)
    {
        key(node);
        out.append((byte)'{');
        space = false;
    }

    @Override
    public void onEndComposite(final CompositeNode node)
    {
        out.append((byte)'}');
        space = true;
    }

    @Override
    public void onAbsent(final Node node)
    {
        key(node);
        out.append(Values.NULL);
    }

    @Override
    public void onGroupHeader(final GroupNode node, final int blockLength, final long numInGroup)
    {
        key(node);
        out.append((byte)'[');
        space = false;
    }

    @Override
    public void onBeginGroupElement(final GroupNode node, final long index, final long numInGroup)
    {
        if (space)
        {
            out.append((byte)' ');
        }
        out.append((byte)'{');
        space = false;
    }

    @Override
    public void onEndGroupElement(final GroupNode node, final long index, final long numInGroup)
    {
        out.append((byte)'}');
        space = true;
    }

    @Override
    public void onEndGroup(final GroupNode node)
    {
        out.append((byte)']');
        space = true;
    }

    @Override
    public void onVarData(final VarDataNode node, final DirectBuffer buffer, final int index, final int length)
    {
        key(node);
        Values.appendVarData(out, node, buffer, index, length, false);
    }

    private void key(final Node node)
    {
        if (space)
        {
            out.append((byte)' ');
        }
        out.append(node.textKey());
        space = true;
    }
}
