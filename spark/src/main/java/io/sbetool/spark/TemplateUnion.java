package io.sbetool.spark;

import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.MessagePlan;
import io.sbetool.parquet.RecordMapping;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The columns of a read of all templates at once (docs/spark.md, "All templates"): the metadata columns
 * every template's rows start with, then {@value #TEMPLATE} (the template's name), then the union of the
 * templates' own columns, in the schema's template order and each template's column order, a column
 * first seen where it is first met. A name that every template having it gives the same Spark type
 * (nullability aside) is one column; a name whose types differ, or that is a metadata column's, becomes
 * {@code <Template>_<name>} for each template. A row's template lacking a column leaves it null.
 */
final class TemplateUnion implements Serializable
{
    private static final long serialVersionUID = 1L;
    /** The column of each row's template name. */
    static final String TEMPLATE = "template";

    final StructType schema;
    /** For each templateId, the union column of each root column of its Parquet schema, in that order. */
    private final HashMap<Integer, String[]> names;
    /** For each templateId, its name. */
    private final HashMap<Integer, String> templates;

    private TemplateUnion(final StructType schema, final HashMap<Integer, String[]> names,
        final HashMap<Integer, String> templates)
    {
        this.schema = schema;
        this.names = names;
        this.templates = templates;
    }

    /** @return the union of the IR's templates' columns under the options' mapping. */
    static TemplateUnion of(final Ir ir, final RecordMapping mapping, final boolean packetFields)
    {
        final MessageDecoder decoder = new MessageDecoder(ir);
        final int metadata = packetFields ? 6 : 5;
        final List<MessagePlan> plans = new ArrayList<>();
        for (final List<Token> message : ir.messages())
        {
            plans.add(decoder.plan(message.get(0).id()));
        }
        final List<StructType> structs = new ArrayList<>();
        for (final MessagePlan plan : plans)
        {
            structs.add(SparkTypes.struct(mapping.schema(plan)));
        }
        final Set<String> clashing = clashing(structs, metadata);
        final StructType head = structs.get(0);
        final LinkedHashMap<String, StructField> columns = new LinkedHashMap<>();
        for (int i = 0; i < metadata; i++)
        {
            columns.put(head.fields()[i].name(), head.fields()[i]);
        }
        columns.put(TEMPLATE, DataTypes.createStructField(TEMPLATE, DataTypes.StringType, false));
        final HashMap<Integer, String[]> names = new HashMap<>();
        final HashMap<Integer, String> templates = new HashMap<>();
        final Set<String> prefixed = new HashSet<>();
        for (int t = 0; t < plans.size(); t++)
        {
            final MessagePlan plan = plans.get(t);
            final StructField[] fields = structs.get(t).fields();
            final String[] named = new String[fields.length];
            for (int i = 0; i < fields.length; i++)
            {
                final StructField field = fields[i];
                if (i < metadata)
                {
                    named[i] = field.name();
                    continue;
                }
                final String name = clashing.contains(field.name()) ? plan.name() + "_" + field.name() : field.name();
                final StructField before = columns.get(name);
                // a prefixed name met again, or a bare name some template's prefixed column has already
                if (clashing.contains(field.name()) ? before != null : prefixed.contains(name))
                {
                    throw new IllegalArgumentException("sbe: template " + plan.name() + "'s column " + field.name() +
                        " would be " + name + ", which another column is named already: read one template at a time");
                }
                if (clashing.contains(field.name()))
                {
                    prefixed.add(name);
                }
                if (before == null)
                {
                    columns.put(name, DataTypes.createStructField(name, field.dataType(), true));
                }
                else if (!before.dataType().equals(field.dataType()))
                {
                    // the same type but for nullability: the union's allows a null wherever one template's does
                    columns.put(name, DataTypes.createStructField(name, loose(field.dataType()), true));
                }
                named[i] = name;
            }
            names.put(plan.templateId(), named);
            templates.put(plan.templateId(), plan.name());
        }
        return new TemplateUnion(DataTypes.createStructType(columns.values().toArray(new StructField[0])), names,
            templates);
    }

    /**
     * @return the names to prefix: those of the metadata columns and {@value #TEMPLATE}, and the message columns'
     * whose Spark types (nullability aside) differ between templates.
     */
    private static Set<String> clashing(final List<StructType> structs, final int metadata)
    {
        final Map<String, DataType> seen = new HashMap<>();
        final Set<String> clashing = new HashSet<>();
        clashing.add(TEMPLATE);
        for (final StructType struct : structs)
        {
            for (int i = 0; i < struct.fields().length; i++)
            {
                final StructField field = struct.fields()[i];
                final DataType before = i < metadata ? null : seen.putIfAbsent(field.name(), loose(field.dataType()));
                if (i < metadata || before != null && !before.equals(loose(field.dataType())))
                {
                    clashing.add(field.name());
                }
            }
        }
        return clashing;
    }

    /** @return the union column of each root column of the template's Parquet schema. */
    String[] names(final int templateId)
    {
        return names.get(templateId);
    }

    /** @return the templates' ids, in order. */
    Set<Integer> templateIds()
    {
        return new TreeSet<>(templates.keySet());
    }

    /** @return the template's name, as the {@value #TEMPLATE} column holds it. */
    String template(final int templateId)
    {
        return templates.get(templateId);
    }

    /** @return the type with every field, element and value nullable: two types equal so are one column's. */
    static DataType loose(final DataType type)
    {
        if (type instanceof StructType)
        {
            final StructField[] fields = ((StructType)type).fields();
            final StructField[] loosened = new StructField[fields.length];
            for (int i = 0; i < fields.length; i++)
            {
                loosened[i] = DataTypes.createStructField(fields[i].name(), loose(fields[i].dataType()), true);
            }
            return DataTypes.createStructType(loosened);
        }
        if (type instanceof ArrayType)
        {
            return DataTypes.createArrayType(loose(((ArrayType)type).elementType()), true);
        }
        if (type instanceof MapType)
        {
            return DataTypes.createMapType(loose(((MapType)type).keyType()), loose(((MapType)type).valueType()), true);
        }
        return type;
    }
}
