package io.sbetool.parquet;

import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.otf.CompositeNode;
import io.sbetool.otf.EnumNode;
import io.sbetool.otf.FixedNode;
import io.sbetool.otf.GroupNode;
import io.sbetool.otf.Node;
import io.sbetool.otf.ScalarNode;
import io.sbetool.otf.SetNode;
import io.sbetool.otf.TextKind;
import io.sbetool.otf.VarDataNode;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The one mapping of SBE elements to Parquet types (docs/parquet.md): integers by width and signedness,
 * text as STRING, binary var data as BINARY, enums as dictionary-encoded STRING, sets as lists of STRING,
 * composites as structs, groups as lists of structs, UTCTimestamp integers and time composites as
 * TIMESTAMP(NANOS), price composites with a constant exponent as DECIMAL (or raw structs when asked). Every
 * value column is optional: an optional field's null value, an element newer than the acting version and
 * a field a short block lacks are all nulls.
 */
final class ColumnMapping
{
    private static final String UTC_TIMESTAMP = "UTCTimestamp";
    /** Parquet's INT64 DECIMAL holds at most 18 digits, its INT32 DECIMAL 9. */
    private static final int INT64_DIGITS = 18;
    private static final int INT32_DIGITS = 9;

    private final boolean rawPrices;

    /**
     * @param rawPrices keep price composites as structs of mantissa and exponent rather than DECIMAL.
     */
    ColumnMapping(final boolean rawPrices)
    {
        this.rawPrices = rawPrices;
    }

    /**
     * Maps a block and what follows it, appending its Parquet fields to {@code types}.
     *
     * @param taken names already used in the struct (the metadata columns at the root): a field of the same
     *              name gets a trailing underscore.
     * @return a column per element, in plan order.
     */
    Column[] body(final List<FixedNode> fields, final List<GroupNode> groups, final List<VarDataNode> varData,
        final List<Type> types, final Set<String> taken)
    {
        final List<Column> columns = new ArrayList<>();
        for (final FixedNode field : fields)
        {
            columns.add(fixed(field, types, taken));
        }
        for (final GroupNode group : groups)
        {
            columns.add(group(group, types, taken));
        }
        for (final VarDataNode data : varData)
        {
            columns.add(varData(data, types, taken));
        }
        return columns.toArray(new Column[0]);
    }

    private Column fixed(final FixedNode node, final List<Type> types, final Set<String> taken)
    {
        if (node instanceof ScalarNode)
        {
            return scalar((ScalarNode)node, types, taken);
        }
        if (node instanceof EnumNode)
        {
            final EnumNode enumNode = (EnumNode)node;
            if (enumNode.isConstant())
            {
                return Column.none();
            }
            final Binary[] names = new Binary[enumNode.valueCount()];
            for (int i = 0; i < names.length; i++)
            {
                names[i] = Binary.fromString(enumNode.valueName(i));
            }
            return add(Column.Kind.ENUM, node, string(), types, taken, null, 1, false, names);
        }
        if (node instanceof SetNode)
        {
            final SetNode set = (SetNode)node;
            final Binary[] names = new Binary[set.choiceCount()];
            for (int i = 0; i < names.length; i++)
            {
                names[i] = Binary.fromString(set.choiceName(i));
            }
            return add(Column.Kind.SET, node, list(Types.required(PrimitiveTypeName.BINARY)
                .as(LogicalTypeAnnotation.stringType()).named("element")), types, taken, null, 1, false, names);
        }
        return composite((CompositeNode)node, types, taken);
    }

    private Column scalar(final ScalarNode node, final List<Type> types, final Set<String> taken)
    {
        if (node.isConstant())
        {
            return Column.none();
        }
        final PrimitiveType type = node.primitiveType();
        if (type == PrimitiveType.CHAR)
        {
            return add(Column.Kind.CHARS, node, string(), types, taken, null, 1, false, null);
        }
        final boolean array = node.arrayLength() > 1;
        if (node.isReal())
        {
            final Types.PrimitiveBuilder<org.apache.parquet.schema.PrimitiveType> real = Types.primitive(
                type == PrimitiveType.FLOAT ? PrimitiveTypeName.FLOAT : PrimitiveTypeName.DOUBLE,
                array ? Type.Repetition.REQUIRED : Type.Repetition.OPTIONAL);
            return array ? add(Column.Kind.REAL_LIST, node, list(real.named("element")), types, taken, null, 1,
                type == PrimitiveType.FLOAT, null) :
                add(type == PrimitiveType.FLOAT ? Column.Kind.FLOAT : Column.Kind.DOUBLE, node, real, types, taken,
                    null, 1, false, null);
        }
        final boolean int32 = type.size() < 8;
        if (array)
        {
            return add(Column.Kind.INTEGER_LIST, node, list(integer(type, Type.Repetition.REQUIRED).named("element")),
                types, taken, null, 1, int32, null);
        }
        if (isTimestamp(node))
        {
            return add(Column.Kind.TIMESTAMP, node, timestamp(), types, taken, null, 1, false, null);
        }
        return add(Column.Kind.INTEGER, node, integer(type, Type.Repetition.OPTIONAL), types, taken, null, 1, int32,
            null);
    }

    private static boolean isTimestamp(final Node node)
    {
        return UTC_TIMESTAMP.equalsIgnoreCase(node.token().encoding().semanticType());
    }

    private Column composite(final CompositeNode node, final List<Type> types, final Set<String> taken)
    {
        final Column special = rawPrices ? null : decimal(node, types, taken);
        if (special != null)
        {
            return special;
        }
        final Column time = timeComposite(node, types, taken);
        if (time != null)
        {
            return time;
        }
        final List<FixedNode> members = new ArrayList<>();
        for (int i = 0; i < node.memberCount(); i++)
        {
            members.add(node.member(i));
        }
        final List<Type> memberTypes = new ArrayList<>();
        final Column[] columns = body(members, List.of(), List.of(), memberTypes, new HashSet<>());
        if (memberTypes.isEmpty())
        {
            // constants alone: Parquet has no empty struct, and NDJSON's object holds only the constants
            return new Column(Column.Kind.NONE, null, -1, columns, 1, false, null);
        }
        return add(Column.Kind.STRUCT, node, Types.optionalGroup().addFields(memberTypes.toArray(new Type[0])),
            types, taken, columns, 1, false, null);
    }

    /**
     * A composite of an integer {@code mantissa} and a constant {@code exponent} at or below zero (CME's
     * PRICE9, PRICENULL9): a DECIMAL of scale {@code -exponent}.
     */
    private Column decimal(final CompositeNode node, final List<Type> types, final Set<String> taken)
    {
        final int mantissa = memberNamed(node, "mantissa");
        final int exponent = memberNamed(node, "exponent");
        if (mantissa < 0 || exponent < 0 || node.memberCount() != 2)
        {
            return null;
        }
        final ScalarNode m = scalarMember(node, mantissa, false);
        final ScalarNode e = scalarMember(node, exponent, true);
        if (m == null || e == null || m.primitiveType().size() < 4 || m.primitiveType() == PrimitiveType.UINT64)
        {
            return null;
        }
        final long scale = -e.constValue().longValue();
        final boolean int32 = m.primitiveType().size() == 4;
        final int digits = int32 ? INT32_DIGITS : INT64_DIGITS;
        if (scale < 0 || scale > digits)
        {
            return null;
        }
        final Column[] members = roles(node, mantissa);
        return add(Column.Kind.DECIMAL, node, Types.optional(int32 ? PrimitiveTypeName.INT32 : PrimitiveTypeName.INT64)
            .as(LogicalTypeAnnotation.decimalType((int)scale, digits)), types, taken, members, 1, int32, null);
    }

    /**
     * A composite of an integer {@code time} and a constant {@code unit} (0 seconds, 3 milliseconds, 6
     * microseconds, 9 nanoseconds) that is a timestamp by its semanticType or name: TIMESTAMP(NANOS).
     */
    private Column timeComposite(final CompositeNode node, final List<Type> types, final Set<String> taken)
    {
        final int time = memberNamed(node, "time");
        final int unit = memberNamed(node, "unit");
        if (time < 0 || unit < 0 || node.memberCount() != 2 ||
            !(isTimestamp(node) || node.token().name().toLowerCase(Locale.ROOT).contains("timestamp") ||
            (node.token().referencedName() != null &&
            node.token().referencedName().toLowerCase(Locale.ROOT).contains("timestamp"))))
        {
            return null;
        }
        final ScalarNode t = scalarMember(node, time, false);
        final ScalarNode u = scalarMember(node, unit, true);
        if (t == null || u == null || u.constValue().representation() != PrimitiveValue.Representation.LONG)
        {
            return null;
        }
        final long nanosPerUnit;
        switch ((int)u.constValue().longValue())
        {
            case 0: nanosPerUnit = 1_000_000_000L; break;
            case 3: nanosPerUnit = 1_000_000L; break;
            case 6: nanosPerUnit = 1_000L; break;
            case 9: nanosPerUnit = 1L; break;
            default: return null;
        }
        return add(Column.Kind.TIME_COMPOSITE, node, timestamp(), types, taken, roles(node, time), nanosPerUnit,
            false, null);
    }

    /** The members of a composite written as one value: the value member and the constant. */
    private static Column[] roles(final CompositeNode node, final int valueMember)
    {
        final Column[] members = new Column[node.memberCount()];
        for (int i = 0; i < members.length; i++)
        {
            members[i] = i == valueMember ? new Column(Column.Kind.VALUE_MEMBER, null, -1, null, 1, false, null) :
                Column.none();
        }
        return members;
    }

    private static int memberNamed(final CompositeNode node, final String name)
    {
        for (int i = 0; i < node.memberCount(); i++)
        {
            if (node.member(i).name().equalsIgnoreCase(name))
            {
                return i;
            }
        }
        return -1;
    }

    /**
     * @return the member as an integer scalar, constant or not as asked, or null when it is not one.
     */
    private static ScalarNode scalarMember(final CompositeNode node, final int member, final boolean constant)
    {
        if (!(node.member(member) instanceof ScalarNode))
        {
            return null;
        }
        final ScalarNode scalar = (ScalarNode)node.member(member);
        final boolean integer = !scalar.isReal() && scalar.primitiveType() != PrimitiveType.CHAR &&
            scalar.arrayLength() == 1;
        return integer && scalar.isConstant() == constant ? scalar : null;
    }

    private Column group(final GroupNode node, final List<Type> types, final Set<String> taken)
    {
        final List<Type> elementTypes = new ArrayList<>();
        final Column[] columns = body(node.fields(), node.groups(), node.varData(), elementTypes, new HashSet<>());
        if (elementTypes.isEmpty())
        {
            return new Column(Column.Kind.NONE, null, -1, columns, 1, false, null);
        }
        final Type element = Types.requiredGroup().addFields(elementTypes.toArray(new Type[0])).named("element");
        return add(Column.Kind.GROUP, node, list(element), types, taken, columns, 1, false, null);
    }

    private Column varData(final VarDataNode node, final List<Type> types, final Set<String> taken)
    {
        if (node.textKind() == TextKind.BINARY)
        {
            return add(Column.Kind.VAR_BINARY, node, Types.optional(PrimitiveTypeName.BINARY), types, taken, null, 1,
                false, null);
        }
        return add(Column.Kind.VAR_TEXT, node, string(), types, taken, null, 1, false, null);
    }

    private static Column add(final Column.Kind kind, final Node node, final Types.Builder<?, ?> type,
        final List<Type> types, final Set<String> taken, final Column[] members, final long nanosPerUnit,
        final boolean int32, final Binary[] names)
    {
        String name = node.name();
        while (!taken.add(name))
        {
            name = name + "_";
        }
        types.add((Type)type.named(name));
        return new Column(kind, name, types.size() - 1, members, nanosPerUnit, int32, names);
    }

    private static Types.PrimitiveBuilder<org.apache.parquet.schema.PrimitiveType> string()
    {
        return Types.optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType());
    }

    private static Types.PrimitiveBuilder<org.apache.parquet.schema.PrimitiveType> timestamp()
    {
        return Types.optional(PrimitiveTypeName.INT64)
            .as(LogicalTypeAnnotation.timestampType(true, LogicalTypeAnnotation.TimeUnit.NANOS));
    }

    private static Types.PrimitiveBuilder<org.apache.parquet.schema.PrimitiveType> integer(final PrimitiveType type,
        final Type.Repetition repetition)
    {
        final boolean signed = type == PrimitiveType.INT8 || type == PrimitiveType.INT16 ||
            type == PrimitiveType.INT32 || type == PrimitiveType.INT64;
        return Types.primitive(type.size() == 8 ? PrimitiveTypeName.INT64 : PrimitiveTypeName.INT32, repetition)
            .as(LogicalTypeAnnotation.intType(type.size() * 8, signed));
    }

    /** The three-level LIST of the Parquet spec, which every reader takes: {@code list} of {@code element}. */
    private static Types.GroupBuilder<org.apache.parquet.schema.GroupType> list(final Type element)
    {
        return Types.optionalGroup().as(LogicalTypeAnnotation.listType())
            .addField(Types.repeatedGroup().addField(element).named("list"));
    }
}
