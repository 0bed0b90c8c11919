package io.sbetool.parquet;

import io.sbetool.capture.PacketHeader;
import io.sbetool.capture.PacketInfo;
import io.sbetool.otf.ByteSink;
import io.sbetool.otf.CompositeNode;
import io.sbetool.otf.EnumNode;
import io.sbetool.otf.GroupNode;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.MessagePlan;
import io.sbetool.otf.Node;
import io.sbetool.otf.OtfValueListener;
import io.sbetool.otf.ScalarNode;
import io.sbetool.otf.SetNode;
import io.sbetool.otf.VarDataNode;
import org.agrona.DirectBuffer;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;

import java.nio.charset.StandardCharsets;

/**
 * Writes one message as one Parquet row while the decoder walks it: each callback goes straight to
 * Parquet's {@link RecordConsumer}, with no row object in between. The decoder calls back once per
 * element in plan order, so the column of each callback is the next one of the struct being written
 * ({@link Frame}); a null, an absent element or a constant writes nothing, which Parquet reads as null
 * (or, for a constant, as no column). The session checked the message decodes whole before this runs.
 */
final class RowWriter implements OtfValueListener
{
    private static final String LIST = "list";
    private static final String ELEMENT = "element";

    /** One struct being written: its columns and the next one's position. */
    private static final class Frame
    {
        Column owner;
        Column[] columns;
        int next;
        /** A GROUP's element count. */
        long count;
        /** The value member of a DECIMAL or TIME_COMPOSITE, when it was not null. */
        boolean hasValue;
        long value;
    }

    private final TextBytes text = new TextBytes();
    private final ByteSink endpoint = new ByteSink(64);
    private Frame[] frames = new Frame[8];
    private int depth;
    private RecordConsumer consumer;
    private TableSchema table;
    /** The column of the array being written, between its first and last element. */
    private Column array;
    private String file;
    private Binary fileName;
    private long fileOffset;
    private PacketInfo packet;
    private int schemaId;
    /** Enum values of the current message that the schema does not list. */
    private int unknownEnums;

    RowWriter()
    {
        for (int i = 0; i < frames.length; i++)
        {
            frames[i] = new Frame();
        }
    }

    /**
     * @return enum values of the last message written that the schema does not list.
     */
    int unknownEnumValues()
    {
        return unknownEnums;
    }

    void consumer(final RecordConsumer consumer)
    {
        this.consumer = consumer;
    }

    /**
     * Writes the message as a row of {@code table}.
     */
    void write(final TableSchema table, final MessageDecoder decoder, final DirectBuffer buffer, final int offset,
        final int length, final String file, final long fileOffset, final PacketInfo packet)
    {
        this.table = table;
        if (!file.equals(this.file))
        {
            this.file = file;
            fileName = Binary.fromConstantByteArray(file.getBytes(StandardCharsets.UTF_8));
        }
        this.fileOffset = fileOffset;
        this.packet = packet;
        this.schemaId = decoder.ir().id();
        depth = 0;
        unknownEnums = 0;
        consumer.startMessage();
        decoder.decode(buffer, offset, length, this);
        consumer.endMessage();
    }

    @Override
    public void onBeginMessage(final MessagePlan message, final int actingVersion, final int blockLength)
    {
        addBinary(TableSchema.FILE, TableSchema.FILE_INDEX, fileName);
        addLong(TableSchema.OFFSET, TableSchema.OFFSET_INDEX, fileOffset);
        if (table.packetFields && packet != null)
        {
            writePacket();
        }
        final int at = table.templateIdIndex;
        addInt(TableSchema.TEMPLATE_ID, at, message.templateId());
        addInt(TableSchema.SCHEMA_ID, at + 1, schemaId);
        addInt(TableSchema.SCHEMA_VERSION, at + 2, actingVersion);
        push(null, table.columns, 0);
    }

    private void writePacket()
    {
        consumer.startField(TableSchema.PACKET, 2);
        consumer.startGroup();
        if (packet.timestampNanos() != PacketInfo.NO_TIMESTAMP)
        {
            addLong("time", 0, packet.timestampNanos());
        }
        endpoint.reset();
        packet.appendSource(endpoint);
        addBinary("src", 1, Binary.fromReusedByteArray(endpoint.array(), 0, endpoint.length()));
        endpoint.reset();
        packet.appendDestination(endpoint);
        addBinary("dst", 2, Binary.fromReusedByteArray(endpoint.array(), 0, endpoint.length()));
        final PacketHeader header = table.header;
        if (header != null && packet.payload() != null && packet.payloadLength() >= header.length())
        {
            for (int i = 0; i < header.fieldCount(); i++)
            {
                addLong(header.fieldName(i), 3 + i, header.read(i, packet.payload(), packet.payloadOffset()));
            }
        }
        consumer.endGroup();
        consumer.endField(TableSchema.PACKET, 2);
    }

    @Override
    public void onEndMessage(final MessagePlan message)
    {
        depth--;
    }

    @Override
    public void onInteger(final ScalarNode node, final int element, final long value)
    {
        final Column column = element == 0 ? next() : array;
        switch (column.kind)
        {
            case INTEGER:
                if (!node.isNullInteger(value))
                {
                    if (column.int32)
                    {
                        addInt(column.name, column.index, (int)value);
                    }
                    else
                    {
                        addLong(column.name, column.index, value);
                    }
                }
                break;
            case TIMESTAMP:
                if (!node.isNullInteger(value))
                {
                    addLong(column.name, column.index, value * column.nanosPerUnit);
                }
                break;
            case VALUE_MEMBER:
                final Frame frame = frames[depth - 1];
                frame.hasValue = !node.isNullInteger(value);
                frame.value = value;
                break;
            case INTEGER_LIST:
                listElement(column, node, element);
                if (column.int32)
                {
                    consumer.addInteger((int)value);
                }
                else
                {
                    consumer.addLong(value);
                }
                endListElement(column, node, element);
                break;
            default:
                break;
        }
    }

    @Override
    public void onReal(final ScalarNode node, final int element, final double value)
    {
        final Column column = element == 0 ? next() : array;
        switch (column.kind)
        {
            case FLOAT:
                if (!node.isNullReal(value))
                {
                    consumer.startField(column.name, column.index);
                    consumer.addFloat((float)value);
                    consumer.endField(column.name, column.index);
                }
                break;
            case DOUBLE:
                if (!node.isNullReal(value))
                {
                    consumer.startField(column.name, column.index);
                    consumer.addDouble(value);
                    consumer.endField(column.name, column.index);
                }
                break;
            case REAL_LIST:
                listElement(column, node, element);
                if (column.int32)
                {
                    consumer.addFloat((float)value);
                }
                else
                {
                    consumer.addDouble(value);
                }
                endListElement(column, node, element);
                break;
            default:
                break;
        }
    }

    /** Opens the list at its first element, and the element. */
    private void listElement(final Column column, final ScalarNode node, final int element)
    {
        if (element == 0)
        {
            array = column;
            consumer.startField(column.name, column.index);
            consumer.startGroup();
            consumer.startField(LIST, 0);
        }
        consumer.startGroup();
        consumer.startField(ELEMENT, 0);
    }

    /** Closes the element, and the list after its last one. */
    private void endListElement(final Column column, final ScalarNode node, final int element)
    {
        consumer.endField(ELEMENT, 0);
        consumer.endGroup();
        if (element == node.arrayLength() - 1)
        {
            consumer.endField(LIST, 0);
            consumer.endGroup();
            consumer.endField(column.name, column.index);
            array = null;
        }
    }

    @Override
    public void onChars(final ScalarNode node, final DirectBuffer buffer, final int index, final int length)
    {
        final Column column = next();
        if (column.kind != Column.Kind.CHARS)
        {
            return;
        }
        final boolean isNull = length == 1 ? node.isNull(buffer, index, 0) : node.isOptional() && allNul(buffer,
            index, length);
        if (!isNull)
        {
            addBinary(column.name, column.index, text.chars(buffer, index, length, node.textKind()));
        }
    }

    private static boolean allNul(final DirectBuffer buffer, final int index, final int length)
    {
        for (int i = 0; i < length; i++)
        {
            if (buffer.getByte(index + i) != 0)
            {
                return false;
            }
        }
        return true;
    }

    @Override
    public void onConstant(final ScalarNode node)
    {
        next();
    }

    @Override
    public void onEnumValue(final EnumNode node, final long raw)
    {
        final Column column = next();
        if (column.kind != Column.Kind.ENUM)
        {
            return;
        }
        final int value = node.valueIndexOf(raw);
        if (value == EnumNode.NULL)
        {
            return;
        }
        if (value == EnumNode.UNKNOWN)
        {
            unknownEnums++;
            // as NDJSON shows a value the schema does not list: a char enum's as its character, else the number
            final String shown = node.isChar() ? String.valueOf((char)(raw & 0xFF)) : Long.toString(raw);
            addBinary(column.name, column.index, Binary.fromString(shown));
            return;
        }
        addBinary(column.name, column.index, column.names[value]);
    }

    @Override
    public void onSetValue(final SetNode node, final long raw)
    {
        final Column column = next();
        consumer.startField(column.name, column.index);
        consumer.startGroup();
        boolean any = false;
        for (int i = 0; i < column.names.length; i++)
        {
            if (node.isSet(raw, i))
            {
                if (!any)
                {
                    consumer.startField(LIST, 0);
                    any = true;
                }
                consumer.startGroup();
                addBinary(ELEMENT, 0, column.names[i]);
                consumer.endGroup();
            }
        }
        if (any)
        {
            consumer.endField(LIST, 0);
        }
        consumer.endGroup();
        consumer.endField(column.name, column.index);
    }

    @Override
    public void onBeginComposite(final CompositeNode node)
    {
        final Column column = next();
        if (column.kind == Column.Kind.STRUCT)
        {
            consumer.startField(column.name, column.index);
            consumer.startGroup();
        }
        push(column, column.members, 0);
    }

    @Override
    public void onEndComposite(final CompositeNode node)
    {
        final Frame frame = frames[--depth];
        final Column column = frame.owner;
        switch (column.kind)
        {
            case STRUCT:
                consumer.endGroup();
                consumer.endField(column.name, column.index);
                break;
            case DECIMAL:
                if (frame.hasValue)
                {
                    if (column.int32)
                    {
                        addInt(column.name, column.index, (int)frame.value);
                    }
                    else
                    {
                        addLong(column.name, column.index, frame.value);
                    }
                }
                break;
            case TIME_COMPOSITE:
                if (frame.hasValue)
                {
                    addLong(column.name, column.index, frame.value * column.nanosPerUnit);
                }
                break;
            default:
                break;
        }
    }

    @Override
    public void onAbsent(final Node node)
    {
        next();
    }

    @Override
    public void onGroupHeader(final GroupNode node, final int blockLength, final long numInGroup)
    {
        final Column column = next();
        final boolean written = column.kind == Column.Kind.GROUP;
        if (written)
        {
            consumer.startField(column.name, column.index);
            consumer.startGroup();
            if (numInGroup > 0)
            {
                consumer.startField(LIST, 0);
            }
        }
        push(column, column.members, numInGroup);
    }

    @Override
    public void onBeginGroupElement(final GroupNode node, final long index, final long numInGroup)
    {
        final Frame frame = frames[depth - 1];
        frame.next = 0;
        if (frame.owner.kind == Column.Kind.GROUP)
        {
            consumer.startGroup();
            consumer.startField(ELEMENT, 0);
            consumer.startGroup();
        }
    }

    @Override
    public void onEndGroupElement(final GroupNode node, final long index, final long numInGroup)
    {
        if (frames[depth - 1].owner.kind == Column.Kind.GROUP)
        {
            consumer.endGroup();
            consumer.endField(ELEMENT, 0);
            consumer.endGroup();
        }
    }

    @Override
    public void onEndGroup(final GroupNode node)
    {
        final Frame frame = frames[--depth];
        final Column column = frame.owner;
        if (column.kind == Column.Kind.GROUP)
        {
            if (frame.count > 0)
            {
                consumer.endField(LIST, 0);
            }
            consumer.endGroup();
            consumer.endField(column.name, column.index);
        }
    }

    @Override
    public void onVarData(final VarDataNode node, final DirectBuffer buffer, final int index, final int length)
    {
        final Column column = next();
        if (column.kind == Column.Kind.VAR_BINARY)
        {
            addBinary(column.name, column.index, text.raw(buffer, index, length));
        }
        else if (column.kind == Column.Kind.VAR_TEXT)
        {
            addBinary(column.name, column.index, text.varText(buffer, index, length, node.textKind(), node.charset()));
        }
    }

    private Column next()
    {
        final Frame frame = frames[depth - 1];
        return frame.columns[frame.next++];
    }

    private void push(final Column owner, final Column[] columns, final long count)
    {
        if (depth == frames.length)
        {
            final Frame[] grown = java.util.Arrays.copyOf(frames, depth * 2);
            for (int i = depth; i < grown.length; i++)
            {
                grown[i] = new Frame();
            }
            frames = grown;
        }
        final Frame frame = frames[depth++];
        frame.owner = owner;
        frame.columns = columns;
        frame.next = 0;
        frame.count = count;
        frame.hasValue = false;
    }

    private void addInt(final String name, final int index, final int value)
    {
        consumer.startField(name, index);
        consumer.addInteger(value);
        consumer.endField(name, index);
    }

    private void addLong(final String name, final int index, final long value)
    {
        consumer.startField(name, index);
        consumer.addLong(value);
        consumer.endField(name, index);
    }

    private void addBinary(final String name, final int index, final Binary value)
    {
        consumer.startField(name, index);
        consumer.addBinary(value);
        consumer.endField(name, index);
    }
}
