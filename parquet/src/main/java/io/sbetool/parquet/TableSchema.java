package io.sbetool.parquet;

import io.sbetool.capture.PacketHeader;
import io.sbetool.otf.MessagePlan;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The Parquet schema of one template's dataset: the metadata columns ({@code file}, {@code offset}, the
 * optional {@code packet} struct, {@code templateId}, {@code schemaId}, {@code schemaVersion}, the acting
 * version), then the message's own fields as {@link ColumnMapping} maps them. docs/parquet.md has the table.
 */
final class TableSchema
{
    static final String FILE = "file";
    static final String OFFSET = "offset";
    static final String PACKET = "packet";
    static final String TEMPLATE_ID = "templateId";
    static final String SCHEMA_ID = "schemaId";
    static final String SCHEMA_VERSION = "schemaVersion";
    /** The metadata columns' positions in the message type. */
    static final int FILE_INDEX = 0;
    static final int OFFSET_INDEX = 1;

    final MessageType type;
    /** The message's elements in plan order, their indexes counted after the metadata columns. */
    final Column[] columns;
    /** Whether the rows have the {@code packet} struct (index 2). */
    final boolean packetFields;
    final int templateIdIndex;
    final PacketHeader header;

    private TableSchema(final MessageType type, final Column[] columns, final boolean packetFields,
        final PacketHeader header)
    {
        this.type = type;
        this.columns = columns;
        this.packetFields = packetFields;
        this.templateIdIndex = packetFields ? 3 : 2;
        this.header = header;
    }

    /**
     * @param packetFields whether rows have the {@code packet} struct, with the venue header's fields when
     *                     {@code header} is not null.
     */
    static TableSchema of(final MessagePlan plan, final ColumnMapping mapping, final boolean packetFields,
        final PacketHeader header)
    {
        final List<Type> fields = new ArrayList<>();
        fields.add(Types.required(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named(FILE));
        fields.add(Types.required(PrimitiveTypeName.INT64).named(OFFSET));
        if (packetFields)
        {
            fields.add(packetType(header));
        }
        fields.add(Types.required(PrimitiveTypeName.INT32).named(TEMPLATE_ID));
        fields.add(Types.required(PrimitiveTypeName.INT32).named(SCHEMA_ID));
        fields.add(Types.required(PrimitiveTypeName.INT32).named(SCHEMA_VERSION));
        final Set<String> taken = new HashSet<>();
        fields.forEach(field -> taken.add(field.getName()));
        final Column[] columns = mapping.body(plan.fields(), plan.groups(), plan.varData(), fields, taken);
        return new TableSchema(new MessageType(plan.name(), fields), columns, packetFields, header);
    }

    private static Type packetType(final PacketHeader header)
    {
        final List<Type> fields = new ArrayList<>();
        fields.add(Types.optional(PrimitiveTypeName.INT64)
            .as(LogicalTypeAnnotation.timestampType(true, LogicalTypeAnnotation.TimeUnit.NANOS)).named("time"));
        fields.add(Types.required(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("src"));
        fields.add(Types.required(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("dst"));
        if (header != null)
        {
            for (int i = 0; i < header.fieldCount(); i++)
            {
                fields.add(Types.optional(PrimitiveTypeName.INT64)
                    .as(LogicalTypeAnnotation.intType(64, !header.isUnsigned64(i))).named(header.fieldName(i)));
            }
        }
        return Types.optionalGroup().addFields(fields.toArray(new Type[0])).named(PACKET);
    }
}
