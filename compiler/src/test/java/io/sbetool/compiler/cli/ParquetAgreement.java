package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.otf.CompositeNode;
import io.sbetool.otf.EnumNode;
import io.sbetool.otf.FixedNode;
import io.sbetool.otf.GroupNode;
import io.sbetool.otf.MessagePlan;
import io.sbetool.otf.ScalarNode;
import io.sbetool.otf.SetNode;
import io.sbetool.otf.TextKind;
import io.sbetool.otf.VarDataNode;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Asserts that a row read back from Parquet holds every value of the message's NDJSON line, walking the
 * message's plan: constants left out, nulls as nulls, enums and sets by name, decimals equal to
 * {@code mantissa * 10^exponent}, timestamps equal to the integer times its unit in nanoseconds, binary
 * var data equal to NDJSON's base64. A reader's row may have a null where it has no value (DuckDB) or
 * leave the key out (Parquet's Groups); both are the same here. A Parquet column NDJSON lacks fails too.
 */
final class ParquetAgreement
{
    private static final Set<String> METADATA = Set.of("file", "offset", "templateId", "schemaId", "schemaVersion",
        "packet");

    private ParquetAgreement()
    {
    }

    static void assertRow(final MessagePlan plan, final int schemaId, final JsonNode line, final JsonNode row)
    {
        final String where = line.get("file").asText() + "@" + line.get("offset").asText();
        assertEquals(line.get("file").asText(), row.get("file").asText(), where);
        assertEquals(line.get("offset").asLong(), row.get("offset").asLong(), where);
        assertEquals(line.get("templateId").asInt(), row.get("templateId").asInt(), where);
        assertEquals(schemaId, row.get("schemaId").asInt(), where);
        assertEquals(line.get("schemaVersion").asInt(), row.get("schemaVersion").asInt(), where);
        assertPacket(line.get("packet"), value(row, "packet"), where);
        final Set<String> names = new HashSet<>(METADATA);
        body(plan.fields(), plan.groups(), plan.varData(), line, row, where, names);
        for (final Iterator<String> keys = row.fieldNames(); keys.hasNext(); )
        {
            final String key = keys.next();
            assertTrue(names.contains(key) || row.get(key).isNull(), () -> where + ": a column NDJSON lacks: " + key);
        }
    }

    private static void assertPacket(final JsonNode expected, final JsonNode actual, final String where)
    {
        if (expected == null)
        {
            assertTrue(actual == null, where + ": no packet in NDJSON");
            return;
        }
        for (final Iterator<String> keys = expected.fieldNames(); keys.hasNext(); )
        {
            final String key = keys.next();
            if (key.equals("timeIso"))
            {
                continue;
            }
            final JsonNode value = expected.get(key);
            if (key.equals("time"))
            {
                assertEquals(value.asLong(), nanos(actual.get("time")), where + ": packet time");
            }
            else
            {
                assertEquals(value.asText(), actual.get(key).asText(), where + ": packet " + key);
            }
        }
    }

    private static void body(final List<FixedNode> fields, final List<GroupNode> groups,
        final List<VarDataNode> varData, final JsonNode line, final JsonNode row, final String where,
        final Set<String> names)
    {
        for (final FixedNode field : fields)
        {
            names.add(field.name());
            fixed(field, value(line, field.name()), value(row, field.name()), where + "." + field.name(), row);
        }
        for (final GroupNode group : groups)
        {
            names.add(group.name());
            group(group, value(line, group.name()), value(row, group.name()), where + "." + group.name());
        }
        for (final VarDataNode data : varData)
        {
            names.add(data.name());
            varData(data, value(line, data.name()), value(row, data.name()), where + "." + data.name());
        }
    }

    private static void fixed(final FixedNode field, final JsonNode expected, final JsonNode actual,
        final String where, final JsonNode row)
    {
        if (field instanceof ScalarNode && ((ScalarNode)field).isConstant() ||
            field instanceof EnumNode && ((EnumNode)field).isConstant())
        {
            assertFalse(row.has(field.name()), where + ": a constant is left out");
            return;
        }
        if (expected == null)
        {
            assertTrue(actual == null, () -> where + ": null in NDJSON, " + actual + " in Parquet");
            return;
        }
        if (field instanceof ScalarNode)
        {
            scalar((ScalarNode)field, expected, actual, where);
        }
        else if (field instanceof EnumNode)
        {
            assertEquals(expected.asText(), actual.asText(), where);
        }
        else if (field instanceof SetNode)
        {
            assertEquals(texts(expected), texts(actual), where);
        }
        else
        {
            composite((CompositeNode)field, expected, actual, where);
        }
    }

    private static void scalar(final ScalarNode node, final JsonNode expected, final JsonNode actual,
        final String where)
    {
        assertTrue(actual != null, () -> where + ": " + expected + " in NDJSON, null in Parquet");
        if (node.primitiveType() == PrimitiveType.CHAR)
        {
            assertEquals(expected.asText(), actual.asText(), where);
        }
        else if (expected.isArray())
        {
            assertEquals(expected.size(), actual.size(), where);
            for (int i = 0; i < expected.size(); i++)
            {
                number(node, expected.get(i), actual.get(i), where + "[" + i + "]");
            }
        }
        else if (actual.isTextual())
        {
            assertEquals(expected.asLong(), nanos(actual), where + ": a timestamp");
        }
        else
        {
            number(node, expected, actual, where);
        }
    }

    private static void number(final ScalarNode node, final JsonNode expected, final JsonNode actual,
        final String where)
    {
        if (node.isReal())
        {
            final double e = real(expected);
            final double a = real(actual);
            if (node.primitiveType() == PrimitiveType.FLOAT)
            {
                assertEquals(Float.floatToIntBits((float)e), Float.floatToIntBits((float)a), where);
            }
            else
            {
                assertEquals(Double.doubleToLongBits(e), Double.doubleToLongBits(a), where);
            }
            return;
        }
        assertEquals(0, expected.decimalValue().compareTo(actual.decimalValue()), () -> where + ": " + expected +
            " in NDJSON, " + actual + " in Parquet");
    }

    private static double real(final JsonNode value)
    {
        if (!value.isTextual())
        {
            return value.doubleValue();
        }
        switch (value.asText().toLowerCase(java.util.Locale.ROOT))
        {
            case "nan":
                return Double.NaN;
            case "infinity":
            case "inf":
                return Double.POSITIVE_INFINITY;
            case "-infinity":
            case "-inf":
                return Double.NEGATIVE_INFINITY;
            default:
                return Double.parseDouble(value.asText());
        }
    }

    private static void composite(final CompositeNode node, final JsonNode expected, final JsonNode actual,
        final String where)
    {
        if (actual == null || actual.isNumber() || actual.isTextual())
        {
            // one value: a DECIMAL of mantissa and exponent, a TIMESTAMP of time and unit, or a null
            // where the value member was null or every member is a constant
            final ScalarNode value = valueMember(node);
            final JsonNode member = value == null ? null : value(expected, value.name());
            if (actual == null)
            {
                assertTrue(member == null, () -> where + ": " + expected + " in NDJSON, null in Parquet");
            }
            else if (actual.isNumber())
            {
                final BigDecimal decimal = member.decimalValue().scaleByPowerOfTen(
                    value(expected, constantMember(node).name()).intValue());
                assertEquals(0, decimal.compareTo(actual.decimalValue()), () -> where + ": " + expected + " vs " + actual);
            }
            else
            {
                final long unit = constantMember(node).constValue().longValue();
                final long nanosPerUnit = unit == 0 ? 1_000_000_000L : unit == 3 ? 1_000_000L : unit == 6 ? 1_000L : 1L;
                assertEquals(member.asLong() * nanosPerUnit, nanos(actual), where + ": a timestamp");
            }
            return;
        }
        final Set<String> names = new HashSet<>();
        for (int i = 0; i < node.memberCount(); i++)
        {
            final FixedNode member = node.member(i);
            names.add(member.name());
            fixed(member, value(expected, member.name()), value(actual, member.name()), where + "." + member.name(),
                actual);
        }
        for (final Iterator<String> keys = actual.fieldNames(); keys.hasNext(); )
        {
            final String key = keys.next();
            assertTrue(names.contains(key), () -> where + ": a member NDJSON lacks: " + key);
        }
    }

    private static ScalarNode valueMember(final CompositeNode node)
    {
        for (int i = 0; i < node.memberCount(); i++)
        {
            if (node.member(i) instanceof ScalarNode && !((ScalarNode)node.member(i)).isConstant())
            {
                return (ScalarNode)node.member(i);
            }
        }
        return null;
    }

    private static ScalarNode constantMember(final CompositeNode node)
    {
        for (int i = 0; i < node.memberCount(); i++)
        {
            if (node.member(i) instanceof ScalarNode && ((ScalarNode)node.member(i)).isConstant())
            {
                return (ScalarNode)node.member(i);
            }
        }
        throw new AssertionError("no constant member in " + node.name());
    }

    private static void group(final GroupNode group, final JsonNode expected, final JsonNode actual,
        final String where)
    {
        if (expected == null)
        {
            assertTrue(actual == null, where + ": an absent group");
            return;
        }
        if (actual == null)
        {
            // a group whose elements hold constants alone has no column
            assertTrue(group.groups().isEmpty() && group.varData().isEmpty() && group.fields().stream().allMatch(
                field -> field instanceof ScalarNode && ((ScalarNode)field).isConstant()), where + ": no list");
            return;
        }
        assertEquals(expected.size(), actual.size(), where + ": elements");
        for (int i = 0; i < expected.size(); i++)
        {
            final Set<String> names = new HashSet<>();
            body(group.fields(), group.groups(), group.varData(), expected.get(i), actual.get(i), where + "[" + i + "]",
                names);
            for (final Iterator<String> keys = actual.get(i).fieldNames(); keys.hasNext(); )
            {
                final String key = keys.next();
                assertTrue(names.contains(key), where + ": a field NDJSON lacks: " + key);
            }
        }
    }

    private static void varData(final VarDataNode node, final JsonNode expected, final JsonNode actual,
        final String where)
    {
        if (expected == null)
        {
            assertTrue(actual == null, where);
            return;
        }
        if (node.textKind() != TextKind.BINARY)
        {
            assertEquals(expected.asText(), actual.asText(), where);
            return;
        }
        final byte[] bytes = Base64.getDecoder().decode(expected.asText());
        final String text = actual.asText();
        final byte[] read = text.startsWith("b64:") ? Base64.getDecoder().decode(text.substring(4)) : duckDbBlob(text);
        assertTrue(Arrays.equals(bytes, read), where + ": binary var data");
    }

    /** DuckDB shows a BLOB as its printable ASCII bytes and {@code \xNN} for the others. */
    private static byte[] duckDbBlob(final String text)
    {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < text.length(); i++)
        {
            if (text.charAt(i) == '\\' && i + 3 < text.length() && text.charAt(i + 1) == 'x')
            {
                out.write(Integer.parseInt(text.substring(i + 2, i + 4), 16));
                i += 3;
            }
            else
            {
                out.write(text.charAt(i));
            }
        }
        return out.toByteArray();
    }

    /** @return a timestamp as nanoseconds: DuckDB's {@code 2021-09-08 05:52:22.472742285+00} or {@code ns:N}. */
    static long nanos(final JsonNode value)
    {
        final String text = value.asText();
        if (text.startsWith("ns:"))
        {
            return Long.parseLong(text.substring(3));
        }
        final Instant instant = Instant.parse(text.replace(' ', 'T').replace("+00", "Z"));
        return instant.getEpochSecond() * 1_000_000_000L + instant.getNano();
    }

    private static Set<String> texts(final JsonNode array)
    {
        final Set<String> texts = new HashSet<>();
        array.forEach(element -> texts.add(element.asText()));
        assertEquals(array.size(), texts.size());
        return texts;
    }

    /** @return the member, null when missing or JSON null. */
    static JsonNode value(final JsonNode object, final String name)
    {
        final JsonNode value = object == null ? null : object.get(name);
        return value == null || value.isNull() ? null : value;
    }
}
