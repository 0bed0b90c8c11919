package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.cpp.Members.Kind;
import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.compiler.generation.text.Printer;
import io.sbetool.ir.Layout;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.util.List;
import java.util.Map;

/**
 * The {@code sbeWriteJson} method of a message, group or composite: one JSON object in the form of
 * {@code sbetool decode}'s JSON (enums by name, sets as arrays of names, char arrays as text cut at
 * the first NUL, optional nulls and fields absent in the acting version as null, groups as arrays).
 */
final class JsonWriter
{
    private static final String METHOD = """

        /** Writes the fields from the current position on as one JSON object. */
        void sbeWriteJson(::std::ostream &sbeOut)
        {
            sbeOut.put('{');
        $body$    sbeOut.put('}');
        }
        """;

    private static final String ABSENT = """
        if (!$name$InActingVersion())
        {
            sbeOut << "null";
        }
        else
        {
            $write$
        }
        """;

    private static final String OPTIONAL = """
        {
            const auto sbeValue = $name$();
            if (sbeValue == $name$NullValue())
            {
                sbeOut << "null";
            }
            else
            {
                $write$
            }
        }
        """;

    private static final String ARRAY = """
        sbeOut.put('[');
        for (::std::uint64_t sbeIndex = 0; sbeIndex < $name$Length(); sbeIndex++)
        {
            if (sbeIndex > 0)
            {
                sbeOut.put(',');
            }
            ::sbetool::json::writeNumber(sbeOut, $name$(sbeIndex));
        }
        sbeOut.put(']');
        """;

    private static final String GROUP = """
        sbeOut.put('[');
        {
            auto &sbeGroup = $name$();
            bool sbeFirst = true;
            while (sbeGroup.hasNext())
            {
                if (!sbeFirst)
                {
                    sbeOut.put(',');
                }
                sbeFirst = false;
                sbeGroup.next().sbeWriteJson(sbeOut);
            }
        }
        sbeOut.put(']');
        """;

    private static final String VAR_DATA = """
        {
            const ::std::uint64_t sbeLength = $name$Length();
            const char *sbeData = $name$();
            $write$
        }
        """;

    private JsonWriter()
    {
    }

    static void printBlock(final Printer p, final Block block, final CppNames names, final Map<String, String> members)
    {
        final StringBuilder body = new StringBuilder();
        for (final Member member : block.fields())
        {
            appendKey(body, member.name());
            body.append(member(member, members.get(member.name()), names));
        }
        for (final Group group : block.groups())
        {
            appendKey(body, group.name());
            body.append(fill(GROUP, members.get(group.name()), ""));
        }
        for (final VarData data : block.varData())
        {
            appendKey(body, data.name());
            final boolean text = data.characterEncoding() != null && !data.characterEncoding().isEmpty();
            final String write = text ?
                "::sbetool::json::writeString(sbeOut, sbeData, static_cast<::std::size_t>(sbeLength), " + latin1(data.characterEncoding()) + ");" :
                "::sbetool::json::writeBase64(sbeOut, sbeData, static_cast<::std::size_t>(sbeLength));";
            body.append(fill(VAR_DATA, members.get(data.name()), write));
        }
        p.set("body", Printer.indentLines(body.toString(), "    ")).print(METHOD);
    }

    static void printComposite(final Printer p, final List<Member> composite, final CppNames names,
        final Map<String, String> members)
    {
        final StringBuilder body = new StringBuilder();
        for (final Member member : composite)
        {
            appendKey(body, member.name());
            body.append(member(member, members.get(member.name()), names));
        }
        p.set("body", Printer.indentLines(body.toString(), "    ")).print(METHOD);
    }

    private static void appendKey(final StringBuilder body, final String name)
    {
        final String comma = body.length() == 0 ? "" : ",";
        body.append("sbeOut << ").append(CppTypes.stringLiteral(comma + "\"" + name + "\":")).append(";\n");
    }

    private static String member(final Member member, final String name, final CppNames names)
    {
        if (member.isConstant())
        {
            return constant(member, name) + "\n";
        }
        final String value;
        final Kind kind = Members.kind(member);
        switch (kind)
        {
            case ENUM:
                value = names.qualified(Members.typeName(member)) + "::writeJson(sbeOut, " + name + "Raw());";
                break;
            case SET:
            case COMPOSITE:
                value = name + "().sbeWriteJson(sbeOut);";
                break;
            case ARRAY:
                value = Members.isCharArray(member) ?
                    "::sbetool::json::writeString(sbeOut, " + name + "(), ::sbetool::lengthToNul(" + name + "(), " +
                        member.encoding().length() + "), " + latin1(member.encoding().characterEncoding()) + ");" :
                    fill(ARRAY, name, "").stripTrailing();
                break;
            default:
                // A NaN null value never compares equal, but writeNumber prints NaN as null too.
                final boolean optional = member.isOptional();
                final String write = (member.encoding().primitiveType() == PrimitiveType.CHAR ?
                    "::sbetool::json::writeChar(sbeOut, " : "::sbetool::json::writeNumber(sbeOut, ") +
                    (optional ? "sbeValue" : name + "()") + ");";
                value = optional ? fill(OPTIONAL, name, write).stripTrailing() : write;
                break;
        }
        // A set or composite newer than the message is null too, as sbetool decode prints it.
        if (!Layout.isVersioned(member.sinceVersion()))
        {
            return value + "\n";
        }
        return fill(ABSENT, name, value);
    }

    private static String constant(final Member member, final String name)
    {
        if (Members.kind(member) == Kind.ENUM)
        {
            return "sbeOut << " + CppTypes.stringLiteral("\"" + member.valueRefName() + "\"") + ";";
        }
        final PrimitiveValue value = member.constValue();
        if (value.representation() == PrimitiveValue.Representation.BYTE_ARRAY)
        {
            return "::sbetool::json::writeString(sbeOut, " + name + "(), " + name + "Length(), " +
                latin1(member.encoding().characterEncoding()) + ");";
        }
        if (member.encoding().primitiveType() == PrimitiveType.CHAR)
        {
            return "::sbetool::json::writeChar(sbeOut, " + name + "());";
        }
        return "::sbetool::json::writeNumber(sbeOut, " + name + "());";
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
}
