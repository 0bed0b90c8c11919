package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.compiler.generation.naming.CppNames;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The DTO class of a message, of each entry of its groups (nested, as the codec's group classes are) and
 * of a composite ({@code --cpp-dtos}). Members keep the codec's C++ names, so a DTO reads as its codec.
 */
final class DtoClass
{
    private final CppNames names;

    DtoClass(final CppNames names)
    {
        this.names = names;
    }

    String message(final Message message, final String codec, final String header)
    {
        final String dto = codec + DtoWriter.SUFFIX;
        final StringBuilder extra = new StringBuilder();
        extra.append("static ").append(dto).append(" decodeFrom(char *buffer, ::std::uint64_t offset, ")
            .append("::std::uint64_t actingBlockLength, ::std::uint64_t actingVersion, ::std::uint64_t bufferLength)\n{\n")
            .append("    ").append(codec).append(" codec;\n")
            .append("    codec.wrapForDecode(buffer, offset, actingBlockLength, actingVersion, bufferLength);\n")
            .append("    ").append(dto).append(" dto;\n    decodeWith(codec, dto);\n    return dto;\n}\n\n")
            .append("static ::std::size_t encodeInto(const ").append(dto)
            .append(" &dto, char *buffer, ::std::uint64_t offset, ::std::uint64_t bufferLength)\n{\n")
            .append("    ").append(codec).append(" codec;\n    codec.wrapForEncode(buffer, offset, bufferLength);\n")
            .append("    encodeWith(codec, dto);\n    return static_cast<::std::size_t>(codec.encodedLength());\n}\n\n")
            .append("static ::std::size_t encodeWithHeaderInto(const ").append(dto)
            .append(" &dto, char *buffer, ::std::uint64_t offset, ::std::uint64_t bufferLength)\n{\n")
            .append("    ").append(codec).append(" codec;\n    codec.wrapAndApplyHeader(buffer, offset, bufferLength);\n")
            .append("    encodeWith(codec, dto);\n    return static_cast<::std::size_t>(codec.sbePosition() - offset);\n}\n\n")
            .append("[[nodiscard]] static ::std::vector<::std::uint8_t> bytes(const ").append(dto).append(" &dto)\n{\n")
            .append("    ::std::vector<::std::uint8_t> bytes(dto.computeEncodedLength());\n")
            .append("    encodeInto(dto, reinterpret_cast<char *>(bytes.data()), 0, bytes.size());\n    return bytes;\n}\n\n")
            .append("[[nodiscard]] static ::std::vector<::std::uint8_t> bytesWithHeader(const ").append(dto)
            .append(" &dto)\n{\n    ::std::vector<::std::uint8_t> bytes(dto.computeEncodedLength() + ").append(header)
            .append("::encodedLength());\n")
            .append("    encodeWithHeaderInto(dto, reinterpret_cast<char *>(bytes.data()), 0, bytes.size());\n")
            .append("    return bytes;\n}\n\n")
            // printed as the codec prints the message: encoded into a buffer of its own, then read back
            .append("friend ::std::ostream &operator<<(::std::ostream &stream, const ").append(dto).append(" &dto)\n{\n")
            .append("    ::std::vector<char> buffer(dto.computeEncodedLength());\n")
            .append("    ").append(codec).append(" codec;\n    codec.wrapForEncode(buffer.data(), 0, buffer.size());\n")
            .append("    encodeWith(codec, dto);\n    ").append(codec).append(" reader;\n")
            .append("    reader.wrapForDecode(buffer.data(), 0, ").append(codec).append("::sbeBlockLength(), ")
            .append(codec).append("::sbeSchemaVersion(), buffer.size());\n")
            .append("    reader.sbeWriteJson(stream);\n    return stream;\n}\n\n")
            .append(STRING);
        return block(message.block(), dto, codec, codec, message.name(), extra.toString());
    }

    private static final String STRING = "[[nodiscard]] ::std::string string() const\n{\n"
        + "    ::std::ostringstream stream;\n    stream << *this;\n    return stream.str();\n}\n";

    String composite(final CompositeDef composite, final String codec)
    {
        final String dto = codec + DtoWriter.SUFFIX;
        final Map<String, String> members = CppNames.members(Members.names(composite.members()), codec);
        final Map<String, String> dtoNames = CppNames.dtoNames(members);
        final StringBuilder accessors = new StringBuilder();
        final StringBuilder decode = new StringBuilder();
        final StringBuilder encode = new StringBuilder();
        final List<String> compared = new ArrayList<>();
        final StringBuilder fields = new StringBuilder();
        for (final Member member : composite.members())
        {
            fixed(member, dtoNames.get(member.name()), members.get(member.name()), codec, composite.name(), accessors, decode,
                encode, compared, fields);
        }
        final StringBuilder in = new StringBuilder(accessors);
        in.append("static void decodeWith(").append(codec).append(" &codec, ").append(dto).append(" &dto)\n{\n")
            .append(indent(decode)).append("    (void)codec;\n    (void)dto;\n}\n\n")
            .append("static void encodeWith(").append(codec).append(" &codec, const ").append(dto).append(" &dto)\n{\n")
            .append(indent(encode)).append("    (void)codec;\n    (void)dto;\n}\n\n");
        equality(in, dto, compared);
        in.append("friend ::std::ostream &operator<<(::std::ostream &stream, const ").append(dto).append(" &dto)\n{\n")
            .append("    char buffer[").append(Math.max(1, composite.encodedLength())).append("] = {};\n")
            .append("    ").append(codec).append(" codec(buffer, sizeof(buffer), ").append(codec).append("::sbeSchemaVersion());\n")
            .append("    encodeWith(codec, dto);\n    codec.sbeWriteJson(stream);\n    return stream;\n}\n\n").append(STRING);
        return "class " + dto + "\n{\npublic:\n" + indent(in) + "\nprivate:\n" + indent(fields) + "};\n";
    }

    /**
     * @param dto   the DTO's class name.
     * @param codec the codec's class name as the DTO names it ({@code Car::FuelFigures}).
     * @param own   the codec's own class name ({@code FuelFigures}), which the codec's members avoid.
     * @param extra members only a message's or a group's DTO has.
     */
    private String block(final Block block, final String dto, final String codec, final String own, final String path,
        final String extra)
    {
        final Map<String, String> members = CppNames.blockMembers(Members.names(block), own);
        final Map<String, String> dtoNames = CppNames.dtoNames(members);
        final Set<String> taken = new HashSet<>(members.values());
        final List<String> groupNames = new ArrayList<>();
        block.groups().forEach(group -> groupNames.add(group.name()));
        final Map<String, String> groupClasses = CppNames.groupClasses(groupNames, taken);
        final StringBuilder accessors = new StringBuilder();
        final StringBuilder decode = new StringBuilder();
        final StringBuilder encode = new StringBuilder();
        final StringBuilder length = new StringBuilder("::std::size_t length = ").append(codec).append("::sbeBlockLength();\n");
        final List<String> compared = new ArrayList<>();
        final StringBuilder fields = new StringBuilder();
        for (final Member member : block.fields())
        {
            fixed(member, dtoNames.get(member.name()), members.get(member.name()), codec, path, accessors, decode, encode,
                compared, fields);
        }
        for (final Group group : block.groups())
        {
            group(group, new Names(dtoNames.get(group.name()), members.get(group.name())), groupClasses.get(group.name()),
                codec, path, accessors, decode, encode, length, compared, fields);
        }
        for (final VarData data : block.varData())
        {
            varData(data, new Names(dtoNames.get(data.name()), members.get(data.name())), codec, accessors, decode, encode,
                length, compared, fields);
        }
        final StringBuilder in = new StringBuilder(accessors);
        in.append("static void decodeWith(").append(codec).append(" &codec, ").append(dto).append(" &dto)\n{\n")
            .append(indent(decode)).append("    (void)codec;\n    (void)dto;\n}\n\n")
            .append("static void encodeWith(").append(codec).append(" &codec, const ").append(dto).append(" &dto)\n{\n")
            .append(indent(encode)).append("    (void)codec;\n    (void)dto;\n}\n\n")
            .append("[[nodiscard]] ::std::size_t computeEncodedLength() const\n{\n").append(indent(length))
            .append("    return length;\n}\n\n");
        equality(in, dto, compared);
        in.append(extra);
        return "class " + dto + "\n{\npublic:\n" + indent(in) + "\nprivate:\n" + indent(fields) + "};\n";
    }

    /**
     * A member's name in the DTO and in its codec: the same but where the codec's is one the DTO declares for
     * itself ({@link CppNames#dtoNames}).
     */
    private record Names(String dto, String codec)
    {
    }

    private void fixed(final Member member, final String name, final String codecName, final String codec,
        final String path, final StringBuilder accessors, final StringBuilder decode, final StringBuilder encode,
        final List<String> compared, final StringBuilder fields)
    {
        DtoFields.printAccessors(accessors, member, name, codecName, codec, names);
        DtoFields.printDecode(decode, member, name, codecName, codec, names);
        DtoFields.printEncode(encode, member, name, codecName, codec, path, names);
        if (!member.isConstant())
        {
            compared.add(name);
            fields.append(DtoFields.storedType(member, names)).append(" m_").append(name).append(initialValue(member))
                .append(";\n");
        }
    }

    /** Scalars start at zero and enums at their null value, so that a new DTO holds no indeterminate value. */
    private String initialValue(final Member member)
    {
        if (DtoFields.isNullable(member))
        {
            // a new DTO has a composite or set to fill in, as the Java DTOs have
            final Members.Kind kind = Members.kind(member);
            return kind == Members.Kind.SET || kind == Members.Kind.COMPOSITE ?
                " = " + DtoFields.valueType(member, names) + "()" : "";
        }
        return switch (Members.kind(member))
        {
            case SCALAR -> " = 0";
            case ENUM -> " = " + names.qualified(Members.typeName(member)) + "::NULL_VALUE";
            default -> "";
        };
    }

    private void group(final Group group, final Names memberNames, final String groupClass, final String codec,
        final String path, final StringBuilder accessors, final StringBuilder decode, final StringBuilder encode,
        final StringBuilder length, final List<String> compared, final StringBuilder fields)
    {
        final String name = memberNames.dto();
        final String dto = groupClass + DtoWriter.SUFFIX;
        final String groupCodec = codec + "::" + groupClass;
        final String countType = CppTypes.type(group.dimension().numInGroup().encoding().primitiveType());
        final String many = "static ::std::vector<" + dto + "> decodeManyWith(" + groupCodec + " &codec)\n{\n"
            + "    ::std::vector<" + dto + "> dtos;\n    dtos.reserve(static_cast<::std::size_t>(codec.count()));\n"
            + "    while (codec.hasNext())\n    {\n        dtos.emplace_back();\n"
            + "        decodeWith(codec.next(), dtos.back());\n    }\n    return dtos;\n}\n";
        accessors.append(block(group.block(), dto, groupCodec, groupClass, path + "." + group.name(), many)).append('\n');
        // a group newer than the schema's first version is std::nullopt when the acting version lacks it
        final boolean versioned = group.sinceVersion() > 0;
        final String entries = "::std::vector<" + dto + ">";
        final String type = versioned ? "::std::optional<" + entries + ">" : entries;
        ownedAccessors(accessors, type, name, "values");
        if (versioned)
        {
            decode.append("dto.m_").append(name).append(" = codec.").append(memberNames.codec()).append("InActingVersion() ?\n    ")
                .append("::std::make_optional(").append(dto).append("::decodeManyWith(codec.").append(memberNames.codec())
                .append("())) : ::std::nullopt;\n");
        }
        else
        {
            decode.append("dto.m_").append(name).append(" = ").append(dto).append("::decodeManyWith(codec.").append(memberNames.codec())
                .append("());\n");
        }
        final String max = group.dimension().numInGroup().encoding().maxValue().toString();
        final String count = versioned ? "(dto.m_" + name + " ? dto.m_" + name + "->size() : 0)" : "dto.m_" + name + ".size()";
        final String each = versioned ? "*dto.m_" + name : "dto.m_" + name;
        encode.append("if (").append(count).append(" > ").append(max).append("u)\n{\n")
            .append("    throw ::std::invalid_argument(\"").append(path).append('.').append(group.name())
            .append(": \" + ::std::to_string(").append(count).append(") + \" entries, more than numInGroup's maximum ")
            .append(max).append("\");\n}\n{\n    auto &sbeGroup = codec.").append(memberNames.codec()).append("Count(static_cast<")
            .append(countType).append(">(").append(count).append("));\n");
        final StringBuilder loop = new StringBuilder("for (const auto &entry : ").append(each).append(")\n{\n    ")
            .append(dto).append("::encodeWith(sbeGroup.next(), entry);\n}\n");
        encode.append(indent(versioned ? "if (dto.m_" + name + ")\n{\n" + indent(loop) + "}\n" : loop.toString()))
            .append("}\n");
        length.append("length += ").append(groupCodec).append("::sbeHeaderSize();\n");
        final StringBuilder sum = new StringBuilder("for (const auto &entry : ").append(versioned ? "*m_" : "m_").append(name)
            .append(")\n{\n    length += entry.computeEncodedLength();\n}\n");
        length.append(versioned ? "if (m_" + name + ")\n{\n" + indent(sum) + "}\n" : sum);
        compared.add(name);
        fields.append(type).append(" m_").append(name).append(";\n");
    }

    /** A const and a mutable getter and a copying and a moving setter, as the reference's DTOs have them for groups. */
    private static void ownedAccessors(final StringBuilder accessors, final String type, final String name,
        final String parameter)
    {
        accessors.append("[[nodiscard]] const ").append(type).append(" &").append(name).append("() const\n{\n    return m_")
            .append(name).append(";\n}\n\n[[nodiscard]] ").append(type).append(" &").append(name)
            .append("()\n{\n    return m_").append(name).append(";\n}\n\nvoid ").append(name).append("(const ").append(type)
            .append(" &").append(parameter).append(")\n{\n    m_").append(name).append(" = ").append(parameter)
            .append(";\n}\n\nvoid ").append(name).append("(").append(type).append(" &&").append(parameter)
            .append(")\n{\n    m_").append(name).append(" = ::std::move(").append(parameter).append(");\n}\n\n");
    }

    private static void varData(final VarData data, final Names memberNames, final String codec, final StringBuilder accessors,
        final StringBuilder decode, final StringBuilder encode, final StringBuilder length, final List<String> compared,
        final StringBuilder fields)
    {
        final String name = memberNames.dto();
        // the text to change in place too, as the reference's DTOs give it (dto.model().append(...)); var data
        // newer than the schema's first version is std::nullopt when the acting version lacks it
        final boolean versioned = data.sinceVersion() > 0;
        ownedAccessors(accessors, versioned ? "::std::optional<::std::string>" : "::std::string", name, "value");
        final String upper = CppNames.upperFirst(memberNames.codec());
        if (versioned)
        {
            decode.append("dto.m_").append(name).append(" = codec.").append(memberNames.codec()).append("InActingVersion() ?\n    ")
                .append("::std::make_optional(codec.get").append(upper).append("AsString()) : ::std::nullopt;\n");
            encode.append("codec.put").append(upper).append("(dto.m_").append(name).append(" ? ::std::string_view(*dto.m_")
                .append(name).append(") : ::std::string_view());\n");
        }
        else
        {
            decode.append("dto.m_").append(name).append(" = codec.get").append(upper).append("AsString();\n");
            encode.append("codec.put").append(upper).append("(::std::string_view(dto.m_").append(name).append("));\n");
        }
        length.append("length += ").append(codec).append("::").append(memberNames.codec()).append("HeaderLength() + ")
            .append(versioned ? "(m_" + name + " ? m_" + name + "->size() : 0)" : "m_" + name + ".size()").append(";\n");
        compared.add(name);
        fields.append(versioned ? "::std::optional<::std::string>" : "::std::string").append(" m_").append(name).append(";\n");
    }

    private static void equality(final StringBuilder in, final String dto, final List<String> compared)
    {
        in.append("bool operator==(const ").append(dto).append(" &other) const\n{\n")
            .append(compared.isEmpty() ? "    (void)other;\n" : "").append("    return true");
        compared.forEach(name -> in.append(" &&\n        m_").append(name).append(" == other.m_").append(name));
        in.append(";\n}\n\nbool operator!=(const ").append(dto).append(" &other) const\n{\n    return !(*this == other);\n}\n\n");
    }

    static String indent(final CharSequence text)
    {
        final StringBuilder out = new StringBuilder();
        for (final String line : text.toString().split("\n", -1))
        {
            out.append(line.isEmpty() ? "" : "    " + line).append('\n');
        }
        // split keeps a last empty piece after the final newline: drop the newline it added
        out.setLength(out.length() - 1);
        return out.toString();
    }
}
