package io.sbetool.spark;

import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.Decimal;
import org.apache.spark.unsafe.types.UTF8String;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Takes the record the Parquet mapping writes for a message (the calls a Parquet writer would get) and
 * assembles it into a Spark row of {@link SparkTypes}' types: structs as rows, three-level LISTs as
 * arrays, nothing written as null. Root columns the query does not read are passed over unconverted.
 * A new row object for each message: the rows are handed across threads in batches.
 */
final class RowAssembler extends RecordConsumer
{
    private enum Kind
    {
        STRUCT, LIST, LIST_ENTRY
    }

    /** A group being assembled: its Parquet type, its values by field, the field being written. */
    private static final class Frame
    {
        final Kind kind;
        final GroupType type;
        final DataType[] sparkTypes;
        Object[] values;
        List<Object> elements;
        int field = -1;

        Frame(final Kind kind, final GroupType type, final DataType[] sparkTypes)
        {
            this.kind = kind;
            this.type = type;
            this.sparkTypes = sparkTypes;
        }
    }

    private final MessageType schema;
    /** For each root column, its position in the output row, or -1 when the query does not read it. */
    private final int[] output;
    private final int outputWidth;
    /** Where the row holds its template's name, or -1. */
    private final int templateColumn;
    private final UTF8String templateName;
    /** The Spark types of each group's fields, worked out once. */
    private final Map<GroupType, DataType[]> sparkTypes = new IdentityHashMap<>();
    private final List<Frame> stack = new ArrayList<>();
    /** Groups entered inside a root column passed over; -1 when not passing over one. */
    private int skipping = -1;
    private InternalRow row;

    /**
     * @param schema  the template's Parquet schema.
     * @param columns the root columns to keep, by name, in the order the row holds them.
     */
    RowAssembler(final MessageType schema, final String[] columns)
    {
        this(schema, names(schema), columns, null);
    }

    /**
     * A row of a read of several templates: the template's root columns under the names of the union.
     *
     * @param names    the output column of each root column of the schema, in its order.
     * @param columns  the columns to keep, by name, in the order the row holds them; those the template lacks
     *                 stay null.
     * @param template the value of the {@value TemplateUnion#TEMPLATE} column, when it is among the columns.
     */
    RowAssembler(final MessageType schema, final String[] names, final String[] columns, final String template)
    {
        this.schema = schema;
        this.output = new int[schema.getFieldCount()];
        Arrays.fill(output, -1);
        int templateAt = -1;
        for (int i = 0; i < columns.length; i++)
        {
            final int field = Arrays.asList(names).indexOf(columns[i]);
            if (field >= 0)
            {
                output[field] = i;
            }
            else if (template != null && columns[i].equals(TemplateUnion.TEMPLATE))
            {
                templateAt = i;
            }
        }
        this.outputWidth = columns.length;
        this.templateColumn = templateAt;
        this.templateName = template == null ? null : UTF8String.fromString(template);
    }

    private static String[] names(final MessageType schema)
    {
        final String[] names = new String[schema.getFieldCount()];
        for (int i = 0; i < names.length; i++)
        {
            names[i] = schema.getType(i).getName();
        }
        return names;
    }

    /** @return the row of the last message. */
    InternalRow row()
    {
        return row;
    }

    @Override
    public void startMessage()
    {
        stack.clear();
        skipping = -1;
        push(Kind.STRUCT, schema);
    }

    @Override
    public void endMessage()
    {
        final Object[] values = stack.get(0).values;
        final Object[] kept = new Object[outputWidth];
        for (int i = 0; i < values.length; i++)
        {
            if (output[i] >= 0)
            {
                kept[output[i]] = values[i];
            }
        }
        if (templateColumn >= 0)
        {
            kept[templateColumn] = templateName;
        }
        row = new GenericInternalRow(kept);
    }

    @Override
    public void startField(final String field, final int index)
    {
        if (skipping >= 0)
        {
            return;
        }
        if (stack.size() == 1 && output[index] < 0)
        {
            skipping = 0;
            return;
        }
        top().field = index;
    }

    @Override
    public void endField(final String field, final int index)
    {
        if (skipping == 0)
        {
            skipping = -1;
        }
    }

    @Override
    public void startGroup()
    {
        if (skipping >= 0)
        {
            skipping++;
            return;
        }
        final Frame parent = top();
        final Type type = parent.type.getType(parent.field);
        if (parent.kind == Kind.LIST)
        {
            push(Kind.LIST_ENTRY, type.asGroupType());
        }
        else if (type.getLogicalTypeAnnotation() instanceof LogicalTypeAnnotation.ListLogicalTypeAnnotation)
        {
            push(Kind.LIST, type.asGroupType()).elements = new ArrayList<>();
        }
        else
        {
            push(Kind.STRUCT, type.asGroupType());
        }
    }

    @Override
    public void endGroup()
    {
        if (skipping > 0)
        {
            skipping--;
            return;
        }
        final Frame done = stack.remove(stack.size() - 1);
        final Frame parent = top();
        switch (done.kind)
        {
            case LIST_ENTRY:
                parent.elements.add(done.values[0]);
                break;
            case LIST:
                set(parent, new GenericArrayData(done.elements.toArray()));
                break;
            default:
                set(parent, new GenericInternalRow(done.values));
                break;
        }
    }

    @Override
    public void addInteger(final int value)
    {
        if (skipping < 0)
        {
            final Frame frame = top();
            final DataType type = frame.sparkTypes[frame.field];
            final Object converted;
            if (type == DataTypes.ByteType)
            {
                converted = (byte)value;
            }
            else if (type == DataTypes.ShortType)
            {
                converted = (short)value;
            }
            else if (type == DataTypes.LongType)
            {
                converted = value & 0xFFFF_FFFFL;
            }
            else if (type instanceof DecimalType)
            {
                converted = Decimal.createUnsafe(value, ((DecimalType)type).precision(), ((DecimalType)type).scale());
            }
            else
            {
                converted = value;
            }
            set(frame, converted);
        }
    }

    @Override
    public void addLong(final long value)
    {
        if (skipping < 0)
        {
            final Frame frame = top();
            final DataType type = frame.sparkTypes[frame.field];
            if (!(type instanceof DecimalType))
            {
                set(frame, value);
                return;
            }
            final DecimalType decimal = (DecimalType)type;
            set(frame, decimal.precision() == SparkTypes.UINT64_DIGITS ?
                Decimal.apply(new BigDecimal(new BigInteger(Long.toUnsignedString(value))), decimal.precision(), 0) :
                Decimal.createUnsafe(value, decimal.precision(), decimal.scale()));
        }
    }

    @Override
    public void addBoolean(final boolean value)
    {
        if (skipping < 0)
        {
            set(top(), value);
        }
    }

    @Override
    public void addBinary(final Binary value)
    {
        if (skipping < 0)
        {
            final Frame frame = top();
            final byte[] bytes = value.getBytes();
            set(frame, frame.sparkTypes[frame.field] == DataTypes.StringType ? UTF8String.fromBytes(bytes) : bytes);
        }
    }

    @Override
    public void addFloat(final float value)
    {
        if (skipping < 0)
        {
            set(top(), value);
        }
    }

    @Override
    public void addDouble(final double value)
    {
        if (skipping < 0)
        {
            set(top(), value);
        }
    }

    @Override
    public void flush()
    {
    }

    private Frame top()
    {
        return stack.get(stack.size() - 1);
    }

    private Frame push(final Kind kind, final GroupType type)
    {
        final DataType[] types = sparkTypes.computeIfAbsent(type, RowAssembler::fieldTypes);
        final Frame frame = new Frame(kind, type, types);
        frame.values = new Object[types.length];
        stack.add(frame);
        return frame;
    }

    private static DataType[] fieldTypes(final GroupType type)
    {
        final DataType[] types = new DataType[type.getFieldCount()];
        for (int i = 0; i < types.length; i++)
        {
            types[i] = SparkTypes.type(type.getType(i));
        }
        return types;
    }

    private static void set(final Frame frame, final Object value)
    {
        frame.values[frame.field] = value;
    }
}
