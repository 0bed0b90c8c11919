package io.sbetool.otf;

import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.charset.StandardCharsets;

/**
 * Prints a message as one JSON object: {@code "template"}, {@code "templateId"} and
 * {@code "schemaVersion"} (the acting version), optionally {@code "file"} and {@code "offset"} first,
 * then the fields. Enums by name (the raw number when unknown), sets as arrays of names, char arrays
 * as strings cut at the first NUL, optional nulls and absent elements as null, composites as
 * objects, groups as arrays of objects, var data as text or base64.
 *
 * <p>Streams into a reusable {@link ByteSink} with names pre-encoded, so steady-state printing of
 * integer and text fields allocates nothing. Not thread safe.
 */
public final class JsonPrinter implements OtfListener
{
    private static final byte[] FILE_KEY = bytes("{\"file\":");
    private static final byte[] OFFSET_KEY = bytes(",\"offset\":");
    private static final byte[] TEMPLATE_KEY = bytes("\"template\":");
    private static final byte[] TEMPLATE_ID_KEY = bytes(",\"templateId\":");
    private static final byte[] VERSION_KEY = bytes(",\"schemaVersion\":");

    private final MessageDecoder decoder;
    private ByteSink out;
    private boolean comma;
    private byte[] fileJson;
    private long fileOffset;

    public JsonPrinter(final MessageDecoder decoder)
    {
        this.decoder = decoder;
    }

    /**
     * Adds {@code "file"} and {@code "offset"} to the following messages.
     *
     * @param file name of the file, or null to leave both out.
     */
    public void envelope(final String file, final long offset)
    {
        fileJson = file == null ? null : bytes(JsonText.quote(file));
        fileOffset = offset;
    }

    /**
     * Sets only the offset of an envelope already named with {@link #envelope(String, long)}.
     */
    public void envelopeOffset(final long offset)
    {
        fileOffset = offset;
    }

    /**
     * Appends the message at offset as a JSON object (no newline). On error nothing is appended.
     *
     * @return the message's encoded length.
     * @throws OtfDecodeException when the message cannot be decoded.
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

    public String toJson(final byte[] message)
    {
        final ByteSink sink = new ByteSink();
        print(new UnsafeBuffer(message), 0, message.length, sink);
        return sink.toString();
    }

    @Override
    public void onBeginMessage(final MessagePlan message, final int actingVersion, final int blockLength)
    {
        if (fileJson != null)
        {
            out.append(FILE_KEY).append(fileJson).append(OFFSET_KEY).appendLong(fileOffset).append((byte)',');
        }
        else
        {
            out.append((byte)'{');
        }
        out.append(TEMPLATE_KEY).append(message.jsonName())
            .append(TEMPLATE_ID_KEY).appendLong(message.templateId())
            .append(VERSION_KEY).appendLong(actingVersion);
        comma = true;
    }

    @Override
    public void onEndMessage(final MessagePlan message)
    {
        out.append((byte)'}');
    }

    @Override
    public void onEncoding(final ScalarNode node, final DirectBuffer buffer, final int index)
    {
        key(node);
        if (node.isConstant())
        {
            out.append(node.constJson());
        }
        else if (node.isText())
        {
            if (node.arrayLength() == 1 && node.isNull(buffer, index, 0))
            {
                out.append(Values.NULL);
            }
            else
            {
                out.append((byte)'"');
                Values.appendChars(out, node, buffer, index, true);
                out.append((byte)'"');
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
            out.append(node.jsonName(value));
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
                out.append(node.jsonName(i));
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
        comma = false;
    }

    @Override
    public void onEndComposite(final CompositeNode node)
    {
        out.append((byte)'}');
        comma = true;
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
        comma = false;
    }

    @Override
    public void onBeginGroupElement(final GroupNode node, final long index, final long numInGroup)
    {
        if (comma)
        {
            out.append((byte)',');
        }
        out.append((byte)'{');
        comma = false;
    }

    @Override
    public void onEndGroupElement(final GroupNode node, final long index, final long numInGroup)
    {
        out.append((byte)'}');
        comma = true;
    }

    @Override
    public void onEndGroup(final GroupNode node)
    {
        out.append((byte)']');
        comma = true;
    }

    @Override
    public void onVarData(final VarDataNode node, final DirectBuffer buffer, final int index, final int length)
    {
        key(node);
        Values.appendVarData(out, node, buffer, index, length, true);
    }

    private void key(final Node node)
    {
        if (comma)
        {
            out.append((byte)',');
        }
        out.append(node.jsonKey());
        comma = true;
    }

    private static byte[] bytes(final String text)
    {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
