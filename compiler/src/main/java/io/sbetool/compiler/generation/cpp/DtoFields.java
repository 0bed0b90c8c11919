package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.cpp.Members.Kind;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

/**
 * The C++ DTO of one fixed-size member ({@code --cpp-dtos}): the value type it holds, its accessors, and
 * the statements that copy it from and to the member's codec. A scalar or char array that is optional, or
 * added after version 0, is a {@code std::optional}: empty for the null value (a char array of NULs only) or
 * when the acting version lacks it.
 */
final class DtoFields
{
    private DtoFields()
    {
    }

    static boolean isNullable(final Member member)
    {
        final Kind kind = Members.kind(member);
        final boolean text = kind == Kind.ARRAY && Members.isCharArray(member);
        if (kind == Kind.SET || kind == Kind.COMPOSITE)
        {
            // a composite's or set's field newer than version 0: its members are as new (the IR gives a
            // composite's members the version of the field that holds it, and no version of their own)
            return member.field() && member.sinceVersion() > 0;
        }
        return (kind == Kind.SCALAR || text) && (member.isOptional() || member.sinceVersion() > 0);
    }

    /** The type the DTO keeps; for a nullable scalar, the type inside its {@code std::optional}. */
    static String valueType(final Member member, final CppNames names)
    {
        return switch (Members.kind(member))
        {
            case SCALAR -> CppTypes.type(Members.primitive(member));
            case ARRAY -> Members.isCharArray(member) ? "::std::string" :
                "::std::vector<" + CppTypes.type(Members.primitive(member)) + ">";
            case ENUM -> names.qualified(Members.typeName(member)) + "::Value";
            case SET, COMPOSITE -> names.type(Members.typeName(member)) + "Dto";
        };
    }

    static String storedType(final Member member, final CppNames names)
    {
        final String type = valueType(member, names);
        return isNullable(member) ? "::std::optional<" + type + ">" : type;
    }

    /**
     * Accessors of a member the DTO names {@code name} and codec class {@code codec} names {@code codecName} (they
     * differ only where the codec's name is one the DTO declares for itself, {@link CppNames#dtoNames}).
     */
    static void printAccessors(final StringBuilder out, final Member member, final String name, final String codecName,
        final String codec, final CppNames names)
    {
        if (member.isConstant())
        {
            printConstant(out, member, name, codecName, codec, names);
            return;
        }
        final String type = storedType(member, names);
        final Kind kind = Members.kind(member);
        if (kind == Kind.SET || kind == Kind.COMPOSITE)
        {
            out.append("[[nodiscard]] const ").append(type).append(" &").append(name).append("() const\n{\n    return m_")
                .append(name).append(";\n}\n\n[[nodiscard]] ").append(type).append(" &").append(name)
                .append("()\n{\n    return m_").append(name).append(";\n}\n\n");
            if (isNullable(member))
            {
                // std::nullopt to say "absent" takes a setter, which the reference's plain members do without
                out.append("void ").append(name).append("(const ").append(type).append(" &value)\n{\n    m_").append(name)
                    .append(" = value;\n}\n\nvoid ").append(name).append("(").append(type).append(" &&value)\n{\n    m_")
                    .append(name).append(" = ::std::move(value);\n}\n\n");
            }
            return;
        }
        if (kind == Kind.ARRAY)
        {
            out.append("[[nodiscard]] const ").append(type).append(" &").append(name).append("() const\n{\n    return m_")
                .append(name).append(";\n}\n\nvoid ").append(name).append("(const ").append(type)
                .append(" &value)\n{\n    m_").append(name).append(" = value;\n}\n\nvoid ").append(name).append("(")
                .append(type).append(" &&value)\n{\n    m_").append(name).append(" = ::std::move(value);\n}\n\n");
            return;
        }
        out.append("[[nodiscard]] ").append(type).append(' ').append(name).append("() const\n{\n    return m_")
            .append(name).append(";\n}\n\nvoid ").append(name).append("(const ").append(type).append(" value)\n{\n    m_")
            .append(name).append(" = value;\n}\n\n");
    }

    /** A constant is the codec's: a static accessor and no data member. */
    private static void printConstant(final StringBuilder out, final Member member, final String name,
        final String codecName, final String codec, final CppNames names)
    {
        final Kind kind = Members.kind(member);
        if (kind == Kind.ENUM)
        {
            // the reference's DTOs have a constant enum's value too (MdIncGrpDto::mdEntryType())
            out.append("[[nodiscard]] static constexpr ").append(valueType(member, names)).append(' ').append(name)
                .append("() noexcept\n{\n    return ").append(codec).append("::").append(codecName).append("();\n}\n\n");
            return;
        }
        if (kind != Kind.SCALAR && kind != Kind.ARRAY)
        {
            return;
        }
        if (member.constValue().representation() == PrimitiveValue.Representation.BYTE_ARRAY)
        {
            out.append("[[nodiscard]] static ::std::string ").append(name).append("()\n{\n    return ::std::string(")
                .append(codec).append("::").append(codecName).append("(), ").append(member.constValue().byteArrayValue().length)
                .append(");\n}\n\n");
            return;
        }
        out.append("[[nodiscard]] static constexpr ").append(CppTypes.type(Members.primitive(member))).append(' ')
            .append(name).append("() noexcept\n{\n    return ").append(codec).append("::").append(codecName).append("();\n}\n\n");
    }

    /** Statements reading the member from {@code codec} into {@code dto.m_name}. */
    static void printDecode(final StringBuilder out, final Member member, final String name, final String codecName,
        final String codec, final CppNames names)
    {
        final String dtoClass = valueType(member, names);
        if (member.isConstant())
        {
            return;
        }
        switch (Members.kind(member))
        {
            case SCALAR -> printDecodeScalar(out, member, name, codecName, codec);
            case ENUM -> out.append("dto.m_").append(name).append(" = codec.").append(codecName).append("();\n");
            case SET, COMPOSITE -> out.append("if (codec.").append(codecName).append("InActingVersion())\n{\n    ")
                .append(isNullable(member) ? "dto.m_" + name + ".emplace();\n    " : "")
                .append(dtoClass).append("::decodeWith(codec.").append(codecName).append("(), ")
                .append(isNullable(member) ? "*dto.m_" : "dto.m_").append(name).append(");\n}\n")
                .append(isNullable(member) ? "else\n{\n    dto.m_" + name + ".reset();\n}\n" : "");
            case ARRAY -> printDecodeArray(out, member, name, codecName, codec);
        }
    }

    private static void printDecodeScalar(final StringBuilder out, final Member member, final String name,
        final String codecName, final String codec)
    {
        if (!isNullable(member))
        {
            out.append("dto.m_").append(name).append(" = codec.").append(codecName).append("();\n");
            return;
        }
        final StringBuilder present = new StringBuilder("codec.").append(codecName).append("InActingVersion()");
        if (member.isOptional())
        {
            final PrimitiveType primitive = Members.primitive(member);
            if (primitive == PrimitiveType.FLOAT || primitive == PrimitiveType.DOUBLE)
            {
                present.append(" && !::std::isnan(codec.").append(codecName).append("())");
            }
            else
            {
                present.append(" && codec.").append(codecName).append("() != ").append(codec).append("::").append(codecName)
                    .append("NullValue()");
            }
        }
        out.append("dto.m_").append(name).append(" = ").append(present).append(" ?\n    ::std::make_optional(codec.")
            .append(codecName).append("()) : ::std::nullopt;\n");
    }

    private static void printDecodeArray(final StringBuilder out, final Member member, final String name,
        final String codecName, final String codec)
    {
        final String getter = "get" + CppNames.upperFirst(codecName);
        if (Members.isCharArray(member) && isNullable(member))
        {
            // NULs only is an optional char array's null value, which getXAsString() reads as ""
            out.append("{\n    ::std::string sbeText = codec.").append(getter).append("AsString();\n    dto.m_").append(name)
                .append(" = codec.").append(codecName).append("InActingVersion()")
                .append(member.isOptional() ? " && !sbeText.empty()" : "")
                .append(" ?\n        ::std::make_optional(::std::move(sbeText)) : ::std::nullopt;\n}\n");
            return;
        }
        if (Members.isCharArray(member))
        {
            out.append("dto.m_").append(name).append(" = codec.").append(getter).append("AsString();\n");
            return;
        }
        out.append("dto.m_").append(name).append(".clear();\nif (codec.").append(codecName).append("InActingVersion())\n{\n")
            .append("    for (::std::uint64_t i = 0; i < ").append(codec).append("::").append(codecName)
            .append("Length(); i++)\n    {\n        dto.m_").append(name).append(".push_back(codec.").append(codecName)
            .append("(i));\n    }\n}\n");
    }

    /** Statements writing {@code dto.m_name} through {@code codec}. */
    static void printEncode(final StringBuilder out, final Member member, final String name, final String codecName,
        final String codec, final String path, final CppNames names)
    {
        final String dtoClass = valueType(member, names);
        if (member.isConstant())
        {
            return;
        }
        switch (Members.kind(member))
        {
            case SCALAR -> out.append("codec.").append(codecName).append("(").append(isNullable(member) ?
                "dto.m_" + name + ".value_or(" + codec + "::" + codecName + "NullValue())" : "dto.m_" + name).append(");\n");
            case ENUM -> out.append("codec.").append(codecName).append("(dto.m_").append(name).append(");\n");
            case SET, COMPOSITE -> printEncodeType(out, member, name, codecName, dtoClass);
            case ARRAY -> printEncodeArray(out, member, name, codecName, codec, path);
        }
    }

    /** A composite or set; when nullable and empty, what the Java DTOs write: nothing, or a set cleared. */
    private static void printEncodeType(final StringBuilder out, final Member member, final String name,
        final String codecName, final String dtoClass)
    {
        if (!isNullable(member))
        {
            out.append(dtoClass).append("::encodeWith(codec.").append(codecName).append("(), dto.m_").append(name).append(");\n");
            return;
        }
        out.append("if (dto.m_").append(name).append(")\n{\n    ").append(dtoClass).append("::encodeWith(codec.")
            .append(codecName).append("(), *dto.m_").append(name).append(");\n}\n");
        if (Members.kind(member) == Kind.SET)
        {
            out.append("else\n{\n    codec.").append(codecName).append("().clear();\n}\n");
        }
    }

    private static void printEncodeArray(final StringBuilder out, final Member member, final String name,
        final String codecName, final String codec, final String path)
    {
        if (Members.isCharArray(member))
        {
            final String text = isNullable(member) ?
                "dto.m_" + name + " ? ::std::string_view(*dto.m_" + name + ") : ::std::string_view()" :
                "::std::string_view(dto.m_" + name + ")";
            out.append("codec.put").append(CppNames.upperFirst(codecName)).append("(").append(text).append(");\n");
            return;
        }
        out.append("if (dto.m_").append(name).append(".size() != ").append(codec).append("::").append(codecName)
            .append("Length())\n{\n    throw ::std::invalid_argument(\"").append(path).append('.').append(member.name())
            .append(": the DTO holds \" + ::std::to_string(dto.m_").append(name).append(".size()) + \" values, the array ")
            .append(member.encoding().length()).append("\");\n}\nfor (::std::uint64_t i = 0; i < dto.m_").append(name)
            .append(".size(); i++)\n{\n    codec.").append(codecName).append("(i, dto.m_").append(name).append("[i]);\n}\n");
    }
}
