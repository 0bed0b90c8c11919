package io.sbetool.otf;

import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * What {@link JsonPrinter} and {@link TextPrinter} share: the print loop and every field, composite,
 * group and var-data callback, which differ only in the {@link Syntax}. The syntax is resolved into
 * final fields once per printer so the per-field work is array loads, not a branch or a virtual call on
 * the syntax; subclasses write only the message's start and end. Not thread safe.
 */
abstract class LinePrinter implements OtfListener
{
    private final MessageDecoder decoder;
    /** A {@link Syntax} ordinal, to index the names the nodes pre-encode. */
    private final int syntax;
    private final byte separator;
    private final boolean json;
    /** JSON's string quote, 0 in text lines. */
    private final byte quote;
    /** Whether int64 and uint64 values are written as strings (JSON only). */
    boolean int64AsString;
    /** The sink of the message being printed, null between messages. */
    ByteSink out;
    /** Whether the next field or group element follows another and needs the separator. */
    private boolean separate;
    /** Enum values of the current message that the schema does not list. */
    private int unknownEnums;
    private long shortElements;
    private GroupNode shortGroup;
    private int shortBlockLength;

    LinePrinter(final MessageDecoder decoder, final Syntax syntax)
    {
        this.decoder = decoder;
        this.syntax = syntax.ordinal();
        this.separator = syntax.separator;
        this.json = syntax == Syntax.JSON;
        this.quote = json ? (byte)'"' : 0;
    }

    /**
     * Appends the message at offset as one line (no newline). On error nothing is appended.
     *
     * @return the message's encoded length.
     * @throws OtfDecodeException when the message cannot be decoded.
     */
    public final int print(final DirectBuffer buffer, final int offset, final int length, final ByteSink out)
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

    final String printToString(final byte[] message)
    {
        final ByteSink sink = new ByteSink();
        print(new UnsafeBuffer(message), 0, message.length, sink);
        return sink.toString();
    }

    @Override
    public final void onBeginMessage(final MessagePlan message, final int actingVersion, final int blockLength)
    {
        appendMessageStart(message, actingVersion);
        separate = true;
        unknownEnums = 0;
        shortElements = 0;
        shortGroup = null;
    }

    /**
     * @return enum values in the last message printed that the schema does not list: many of them
     * suggest the wrong schema.
     */
    public final int unknownEnumValues()
    {
        return unknownEnums;
    }

    /**
     * @return elements, in the last message printed, of groups whose wire blockLength is below
     * {@link GroupNode#minimumBlockLength()}: their fields print as absent.
     */
    public final long shortGroupElements()
    {
        return shortElements;
    }

    /**
     * @return the first group of the last message printed with such elements, or null.
     */
    public final GroupNode shortGroup()
    {
        return shortGroup;
    }

    /**
     * @return the wire blockLength of {@link #shortGroup()}.
     */
    public final int shortGroupBlockLength()
    {
        return shortBlockLength;
    }

    /**
     * Appends what precedes the message's first field to {@link #out}.
     */
    abstract void appendMessageStart(MessagePlan message, int actingVersion);

    @Override
    public final void onEncoding(final ScalarNode node, final DirectBuffer buffer, final int index)
    {
        if (node.isConstant())
        {
            printConstant(node);
            return;
        }
        if (node.arrayLength() == 1 && !node.isReal() && !node.isText())
        {
            printInteger(node, node.longValue(buffer, index, 0));
            return;
        }
        key(node);
        if (node.isText())
        {
            if (node.arrayLength() == 1 ? node.isNull(buffer, index, 0) :
                node.isOptional() && Values.allNul(node, buffer, index))
            {
                out.append(Values.NULL);
            }
            else
            {
                Values.appendChars(out, node, buffer, index, json);
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
                Values.appendElement(out, node, buffer, index, 0, quote, int64AsString);
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
                Values.appendElement(out, node, buffer, index, i, quote, int64AsString);
            }
            out.append((byte)']');
        }
    }

    /**
     * A constant; compiled code ({@link ListenerKind#PRINTER}) calls it in place of {@link #onEncoding}.
     */
    final void printConstant(final ScalarNode node)
    {
        key(node);
        out.append(node.printedConstant(syntax));
    }

    /**
     * A single integer that is not a constant, read once for both the null check and the printing;
     * compiled code ({@link ListenerKind#PRINTER}) reads it and calls this in place of {@link #onEncoding}.
     */
    final void printInteger(final ScalarNode node, final long value)
    {
        key(node);
        if (node.isNullInteger(value))
        {
            out.append(Values.NULL);
        }
        else
        {
            Values.appendInteger(out, node, value, quote, int64AsString);
        }
    }

    @Override
    public final void onEnum(final EnumNode node, final DirectBuffer buffer, final int index)
    {
        printValueIndex(node, node.valueIndex(buffer, index), buffer, index);
    }

    /**
     * An enum that is not a constant, its value read by compiled code ({@link ListenerKind#PRINTER}).
     */
    final void printEnum(final EnumNode node, final DirectBuffer buffer, final int index, final long raw)
    {
        printValueIndex(node, node.valueIndexOf(raw), buffer, index);
    }

    private void printValueIndex(final EnumNode node, final int value, final DirectBuffer buffer, final int index)
    {
        // a known value and null are printed alike, so that no branch depends on which the wire holds
        final byte[] field = node.printedField(syntax, separate, value);
        if (field != null)
        {
            out.append(field);
            separate = true;
            return;
        }
        key(node);
        unknownEnums++;
        if (node.isChar())
        {
            // a char enum's unknown value is still a character: show it as one, like the known ones
            Values.appendChar(out, buffer, index, json);
        }
        else
        {
            out.appendLong(node.rawValue(buffer, index));
        }
    }

    @Override
    public final void onBitSet(final SetNode node, final DirectBuffer buffer, final int index)
    {
        printSet(node, node.rawValue(buffer, index));
    }

    /**
     * A set, its value read by compiled code ({@link ListenerKind#PRINTER}).
     */
    final void printSet(final SetNode node, final long raw)
    {
        key(node);
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
                out.append(node.printName(syntax, i));
                first = false;
            }
        }
        out.append((byte)']');
    }

    @Override
    public final void onBeginComposite(final CompositeNode node)
    {
        key(node);
        out.append((byte)'{');
        separate = false;
    }

    @Override
    public final void onEndComposite(final CompositeNode node)
    {
        out.append((byte)'}');
        separate = true;
    }

    @Override
    public final void onAbsent(final Node node)
    {
        key(node);
        out.append(Values.NULL);
    }

    @Override
    public final void onGroupHeader(final GroupNode node, final int blockLength, final long numInGroup)
    {
        if (blockLength < node.minimumBlockLength() && numInGroup > 0)
        {
            shortElements += numInGroup;
            if (shortGroup == null)
            {
                shortGroup = node;
                shortBlockLength = blockLength;
            }
        }
        key(node);
        out.append((byte)'[');
        separate = false;
    }

    @Override
    public final void onBeginGroupElement(final GroupNode node, final long index, final long numInGroup)
    {
        if (separate)
        {
            out.append(separator);
        }
        out.append((byte)'{');
        separate = false;
    }

    @Override
    public final void onEndGroupElement(final GroupNode node, final long index, final long numInGroup)
    {
        out.append((byte)'}');
        separate = true;
    }

    @Override
    public final void onEndGroup(final GroupNode node)
    {
        out.append((byte)']');
        separate = true;
    }

    @Override
    public final void onVarData(final VarDataNode node, final DirectBuffer buffer, final int index, final int length)
    {
        key(node);
        Values.appendVarData(out, node, buffer, index, length, json);
    }

    private void key(final Node node)
    {
        out.append(separate ? node.separatedKey(syntax) : node.key(syntax));
        separate = true;
    }
}
