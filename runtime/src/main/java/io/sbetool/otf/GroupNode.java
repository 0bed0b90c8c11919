package io.sbetool.otf;

import io.sbetool.ir.Layout;
import io.sbetool.ir.PresentExtent;
import io.sbetool.ir.Token;

import java.nio.ByteOrder;
import java.util.List;

/**
 * A repeating group: where its dimension composite holds blockLength and numInGroup, and the body of
 * each element. Elements use the blockLength on the wire, so newer, longer blocks are skipped over.
 */
public final class GroupNode extends Node
{
    private final PrimitiveReader blockLengthReader;
    private final int blockLengthOffset;
    private final PrimitiveReader numInGroupReader;
    private final int numInGroupOffset;
    /** The largest count numInGroup allows (its maxValue, else its type's), or Long.MAX_VALUE when no long holds it. */
    private final long numInGroupMax;
    private final int dimensionLength;
    private final int schemaBlockLength;
    private Body body;
    /** The end of the fields as old as the group, which every version's elements hold. */
    private int minimumBlockLength;

    GroupNode(
        final Token token,
        final Token blockLengthToken,
        final Token numInGroupToken,
        final int dimensionLength,
        final ByteOrder order)
    {
        super(token.name(), token, token.version());
        blockLengthReader = PrimitiveReader.of(
            blockLengthToken.encoding().primitiveType(), order);
        blockLengthOffset = blockLengthToken.offset();
        numInGroupReader = PrimitiveReader.of(
            numInGroupToken.encoding().primitiveType(), order);
        numInGroupOffset = numInGroupToken.offset();
        final long max = numInGroupToken.encoding().applicableMaxValue().longValue();
        numInGroupMax = max < 0 ? Long.MAX_VALUE : max;
        this.dimensionLength = dimensionLength;
        schemaBlockLength = token.encodedLength();
    }

    /**
     * @return the fixed fields of each element's block in wire order (see {@link MessagePlan#fields()}).
     */
    public List<FixedNode> fields()
    {
        return List.of(body.fields);
    }

    /**
     * @return the groups nested in each element, in wire order.
     */
    public List<GroupNode> groups()
    {
        return List.of(body.groups);
    }

    /**
     * @return the var data of each element, in wire order.
     */
    public List<VarDataNode> varData()
    {
        return List.of(body.varData);
    }

    void body(final Body body)
    {
        this.body = body;
        final PresentExtent.Builder extent = PresentExtent.builder();
        for (final FixedNode field : body.fields)
        {
            extent.add(field.sinceVersion(), field.offset(), field.encodedLength());
        }
        minimumBlockLength = extent.build().endAt(sinceVersion());
    }

    /**
     * @return the element block length every version of the schema needs, the end of the fields as old as the group:
     * a wire blockLength below it shows fields as absent in every element, so that a few bytes of corrupt
     * input (blockLength 0, 65,534 elements) print as megabytes of absent fields.
     */
    public int minimumBlockLength()
    {
        return minimumBlockLength;
    }

    Body body()
    {
        return body;
    }

    PrimitiveReader blockLengthReader()
    {
        return blockLengthReader;
    }

    int blockLengthOffset()
    {
        return blockLengthOffset;
    }

    PrimitiveReader numInGroupReader()
    {
        return numInGroupReader;
    }

    int numInGroupOffset()
    {
        return numInGroupOffset;
    }

    public int dimensionLength()
    {
        return dimensionLength;
    }

    /**
     * @return the element block length the schema defines (the wire's may be larger).
     */
    public int schemaBlockLength()
    {
        return schemaBlockLength;
    }

    void decode(final DecodeCursor cursor, final boolean withFields)
    {
        if (!Layout.inVersion(sinceVersion(), cursor.actingVersion))
        {
            if (withFields)
            {
                cursor.listener.onAbsent(this);
            }
            return;
        }
        final int dimension = cursor.limit;
        cursor.require(dimension, dimensionLength, this, "dimension");
        final long blockLength = blockLengthReader.readLong(cursor.buffer, dimension + blockLengthOffset);
        final long numInGroup = numInGroupReader.readLong(cursor.buffer, dimension + numInGroupOffset);
        final int first = dimension + dimensionLength;
        checkDimensions(cursor, blockLength, numInGroup, first);
        final int elementLength = (int)blockLength;
        if (withFields)
        {
            cursor.listener.onGroupHeader(this, elementLength, numInGroup);
        }
        cursor.limit = first;
        for (long i = 0; i < numInGroup; i++)
        {
            final int start = cursor.limit;
            cursor.require(start, elementLength + (long)body.minTrailingLength, this, "element");
            if (withFields)
            {
                cursor.listener.onBeginGroupElement(this, i, numInGroup);
            }
            body.decode(cursor, start, elementLength, withFields);
            if (withFields)
            {
                cursor.listener.onEndGroupElement(this, i, numInGroup);
            }
        }
        if (withFields)
        {
            cursor.listener.onEndGroup(this);
        }
    }

    /**
     * Refuses a dimension no message can have; package-private so that compiled templates
     * ({@link TemplateClassWriter}) check, and fail, exactly as this class does.
     */
    void checkDimensions(
        final DecodeCursor cursor, final long blockLength, final long numInGroup, final int first)
    {
        final int dimension = first - dimensionLength;
        if (blockLength < 0)
        {
            final int at = dimension + blockLengthOffset;
            throw new OtfDecodeException("group '" + name() + "' has a negative blockLength " + blockLength +
                " at message offset " + (at - cursor.messageStart), at);
        }
        if (numInGroup < 0 || numInGroup > numInGroupMax)
        {
            // Reported where the count is: a negative count must not read as an empty group.
            final int at = dimension + numInGroupOffset;
            throw new OtfDecodeException("group '" + name() + "' numInGroup " + numInGroup + " is outside 0.." +
                numInGroupMax + " at message offset " + (at - cursor.messageStart), at);
        }
        final long minElement = blockLength + body.minTrailingLength;
        if (numInGroup * minElement > cursor.end - first)
        {
            throw new OtfDecodeException("group '" + name() + "' numInGroup " + numInGroup + " × blockLength " +
                blockLength + " exceeds the buffer at message offset " + (first - cursor.messageStart), first, true);
        }
        cursor.spendElements(numInGroup, this, first);
    }
}
