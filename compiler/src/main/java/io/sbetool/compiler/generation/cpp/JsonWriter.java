package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.cpp.CppInput.Block;
import io.sbetool.compiler.generation.cpp.CppInput.Kind;
import io.sbetool.compiler.generation.cpp.CppInput.Member;
import io.sbetool.compiler.generation.cpp.CppInput.VarData;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.util.List;

/**
 * The {@code sbeWriteJson} method of a message, group or composite: one JSON object in the form of
 * {@code sbetool decode}'s JSON (enums by name, sets as arrays of names, char arrays as text cut at
 * the first NUL, optional nulls and fields absent in the acting version as null, groups as arrays).
 */
final class JsonWriter
{
    private static final String METHOD = """

        /** Writes the fields from the current position on as one JSON object. */
        void sbeWriteJson(std::ostream &out)
        {
            out.put('{');
        $body$    out.put('}');
        }
        """;

    private static final String ABSENT = """
        if (!$name$InActingVersion())
        {
            out << "null";
        }
        else
        {
            $write$
        }
        """;

    private static final String OPTIONAL = """
        {
            const auto value = $name$();
            if (value == $name$NullValue())
            {
                out << "null";
            }
            else
            {
                $write$
            }
        }
        """;

    private static final String ARRAY = """
        out.put('[');
        for (std::uint64_t i = 0; i < $name$Length(); i++)
        {
            if (i > 0)
            {
                out.put(',');
            }
            sbetool::json::writeNumber(out, $name$(i));
        }
        out.put(']');
        """;

    private static final String GROUP = """
        out.put('[');
        {
            auto &group = $name$();
            bool first = true;
            while (group.hasNext())
            {
                if (!first)
                {
                    out.put(',');
                }
                first = false;
                group.next().sbeWriteJson(out);
            }
        }
        out.put(']');
        """;

    private static final String VAR_DATA = """
        {
            const std::uint64_t length = $name$Length();
            const char *data = $name$();
            $write$
        }
        """;

    private JsonWriter()
    {
    }

    static void printBlock(final Printer p, final Block block, final CppNames names)
    {
        final StringBuilder body = new StringBuilder();
        for (final Member member : block.fields())
        {
            appendKey(body, member.name());
            body.append(member(member, names));
        }
        for (final Block group : block.groups())
        {
            appendKey(body, group.name());
            body.append(fill(GROUP, CppNames.member(group.name()), ""));
        }
        for (final VarData data : block.varData())
        {
            appendKey(body, data.name());
            final boolean text = data.characterEncoding() != null && !data.characterEncoding().isEmpty();
            final String write = text ?
                "sbetool::json::writeString(out, data, static_cast<std::size_t>(length), " + latin1(data.characterEncoding()) + ");" :
                "sbetool::json::writeBase64(out, data, static_cast<std::size_t>(length));";
            body.append(fill(VAR_DATA, CppNames.member(data.name()), write));
        }
        p.set("body", indent(body.toString())).print(METHOD);
    }

    static void printComposite(final Printer p, final List<Member> members, final CppNames names)
    {
        final StringBuilder body = new StringBuilder();
        for (final Member member : members)
        {
            appendKey(body, member.name());
            body.append(member(member, names));
        }
        p.set("body", indent(body.toString())).print(METHOD);
    }

    private static void appendKey(final StringBuilder body, final String name)
    {
        final String comma = body.length() == 0 ? "" : ",";
        body.append("out << ").append(CppTypes.stringLiteral(comma + "\"" + name + "\":")).append(";\n");
    }

    private static String member(final Member member, final CppNames names)
    {
        final String name = CppNames.member(member.name());
        if (member.isConstant())
        {
            return constant(member, names) + "\n";
        }
        final String value;
        switch (member.kind())
        {
            case ENUM:
                value = names.qualified(member.typeName()) + "::writeJson(out, " + name + "Raw());";
                break;
            case SET:
            case COMPOSITE:
                value = name + "().sbeWriteJson(out);";
                break;
            case ARRAY:
                value = member.isCharArray() ?
                    "sbetool::json::writeString(out, " + name + "(), sbetool::lengthToNul(" + name + "(), " +
                        member.arrayLength() + "), " + latin1(member.characterEncoding()) + ");" :
                    fill(ARRAY, name, "").stripTrailing();
                break;
            default:
                final boolean optional = member.isOptional() && !member.primitive().isFloatingPoint();
                final String write = (member.primitive() == PrimitiveType.CHAR ?
                    "sbetool::json::writeChar(out, " : "sbetool::json::writeNumber(out, ") +
                    (optional ? "value" : name + "()") + ");";
                value = optional ? fill(OPTIONAL, name, write).stripTrailing() : write;
                break;
        }
        if (member.sinceVersion() == 0 || member.kind() == Kind.SET || member.kind() == Kind.COMPOSITE)
        {
            return value + "\n";
        }
        return fill(ABSENT, name, value);
    }

    private static String constant(final Member member, final CppNames names)
    {
        final String name = CppNames.member(member.name());
        if (member.kind() == Kind.ENUM)
        {
            return "out << " + CppTypes.stringLiteral("\"" + member.constEnumValue() + "\"") + ";";
        }
        final PrimitiveValue value = member.constValue();
        if (value.representation() == PrimitiveValue.Representation.BYTE_ARRAY)
        {
            return "sbetool::json::writeString(out, " + name + "(), " + name + "Length(), " +
                latin1(member.characterEncoding()) + ");";
        }
        if (member.primitive() == PrimitiveType.CHAR)
        {
            return "sbetool::json::writeChar(out, " + name + "());";
        }
        return "sbetool::json::writeNumber(out, " + name + "());";
    }

    private static String latin1(final String characterEncoding)
    {
        return characterEncoding != null && (characterEncoding.equalsIgnoreCase("ISO-8859-1") ||
            characterEncoding.equalsIgnoreCase("ISO_8859_1") || characterEncoding.equalsIgnoreCase("latin1")) ?
            "true" : "false";
    }

    /**
     * Fills a small template without a printer: these snippets become the body of {@link #METHOD}.
     */
    private static String fill(final String template, final String name, final String write)
    {
        return new Printer().set("name", name).set("write", write).print(template).text();
    }

    private static String indent(final String body)
    {
        final StringBuilder out = new StringBuilder();
        for (final String line : body.split("\n", -1))
        {
            if (!line.isEmpty())
            {
                out.append("    ").append(line).append('\n');
            }
        }
        return out.toString();
    }
}
