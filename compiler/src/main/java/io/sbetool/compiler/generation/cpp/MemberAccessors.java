package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.cpp.Members.Kind;
import io.sbetool.compiler.generation.model.EnumDef;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.compiler.generation.text.Printer;
import io.sbetool.ir.Layout;
import io.sbetool.ir.PrimitiveValue;

import java.util.List;

/**
 * Accessors of one fixed-size member of a message, group or composite: its metadata, then a getter
 * and fluent setter for a scalar, enum or constant, or the flyweight of a set or composite. Arrays
 * are left to {@link ArrayAccessors}.
 */
final class MemberAccessors
{
    private static final String VERSION = """

        static constexpr ::std::uint64_t $name$SinceVersion() noexcept
        {
            return $since$;
        }

        bool $name$InActingVersion() const noexcept
        {
            return $inActing$;
        }
        """;

    private static final String OFFSET = """

        static constexpr ::std::size_t $name$EncodingOffset() noexcept
        {
            return $offset$;
        }
        """;

    private static final String LENGTH = """

        static constexpr ::std::size_t $name$EncodingLength() noexcept
        {
            return $length$;
        }
        """;

    /**
     * The varData member of a var-data composite has no length of its own (the composite's length member
     * gives it): the reference's C++ returns -1 as a size_t, and so does ours, for a program testing it.
     */
    private static final String VAR_DATA_LENGTH = """

        /** The data's length is not fixed but given by the length before it: all ones, as the reference has it. */
        static constexpr ::std::size_t $name$EncodingLength() noexcept
        {
            return ::std::numeric_limits<::std::size_t>::max();
        }
        """;

    private static final String META_ATTRIBUTE = """

        static const char *$name$MetaAttribute(const MetaAttribute metaAttribute) noexcept
        {
            switch (metaAttribute)
            {
                case MetaAttribute::EPOCH: return $epoch$;
                case MetaAttribute::TIME_UNIT: return $timeUnit$;
                case MetaAttribute::SEMANTIC_TYPE: return $semanticType$;
                case MetaAttribute::PRESENCE: return "$presence$";
            }
            return "";
        }
        """;

    private static final String ID = """

        static constexpr ::std::uint16_t $name$Id() noexcept
        {
            return $id$;
        }
        """;

    private static final String LIMITS = """

        static constexpr $type$ $name$NullValue() noexcept
        {
            return $null$;
        }

        static constexpr $type$ $name$MinValue() noexcept
        {
            return $min$;
        }

        static constexpr $type$ $name$MaxValue() noexcept
        {
            return $max$;
        }
        """;

    private static final String SCALAR = """

        $type$ $name$() const $noexcept$
        {
        $fieldHook$    $versionGuard$return $load$(m_block + $offset$);
        }

        $Class$ &$name$(const $type$ value) $noexcept$
        {
        $fieldHook$    $store$(m_block + $offset$, value);
            return *this;
        }
        """;

    private static final String CONSTANT = """

        static constexpr $type$ $name$() noexcept
        {
            return $value$;
        }
        """;

    private static final String CONSTANT_TEXT = """

        static constexpr const char *$name$() noexcept
        {
            return $value$;
        }

        static constexpr ::std::uint64_t $name$Length() noexcept
        {
            return $count$;
        }

        static $type$ $name$(const ::std::uint64_t index)
        {
            ::sbetool::checkIndex("$where$", index, $count$);
            return $name$()[index];
        }

        ::std::string get$Name$AsString() const
        {
            return ::std::string($name$(), $count$);
        }

        ::std::string_view get$Name$AsStringView() const noexcept
        {
            return ::std::string_view($name$(), $count$);
        }

        /** The text escaped for a JSON string, without the quotes (the reference implementation's getter). */
        ::std::string get$Name$AsJsonEscapedString() const
        {
            return ::sbetool::json::escape(get$Name$AsStringView());
        }

        /** Copies up to length bytes of the constant to dst; returns the bytes copied. */
        ::std::uint64_t get$Name$(char *dst, const ::std::uint64_t length) const noexcept
        {
            const ::std::uint64_t sbeCopied = length < $count$ ? length : $count$;
            ::std::memcpy(dst, $name$(), static_cast<::std::size_t>(sbeCopied));
            return sbeCopied;
        }
        """;

    private static final String ENUM = """

        $type$ $name$Raw() const $noexcept$
        {
        $fieldHook$    return $load$(m_block + $offset$);
        }

        $Enum$::Value $name$() const
        {
        $fieldHook$    $enumVersionGuard$return $Enum$::get($name$Raw());
        }

        $Class$ &$name$(const $Enum$::Value value) $noexcept$
        {
        $fieldHook$    $store$(m_block + $offset$, static_cast<$type$>(value));
            return *this;
        }
        """;

    /** {@code ConstValue()} and {@code Raw()} as the reference names them, so its users' programs compile. */
    private static final String CONSTANT_ENUM = """

        static constexpr $Enum$::Value $name$ConstValue() noexcept
        {
            return $Enum$::$value$;
        }

        static constexpr $Enum$::Value $name$() noexcept
        {
            return $name$ConstValue();
        }

        static constexpr $type$ $name$Raw() noexcept
        {
            return static_cast<$type$>($name$ConstValue());
        }
        """;

    private static final String FLYWEIGHT = """

        $Type$ &$name$()
        {
        $fieldHook$    $flyweightGuard$m_$name$.wrap(m_buffer, m_offset + $offset$, m_actingVersion, m_bufferLength);
            return m_$name$;
        }
        """;

    /** A set or composite newer than the message: a flyweight over its null image, not the bytes past the block. */
    private static final String ABSENT_FLYWEIGHT = """
        if (m_actingVersion < $since$)
        {
            ::std::memcpy(m_$name$Absent, $nullBytes$, $length$);
            m_$name$.wrap(m_$name$Absent, 0, m_actingVersion, $length$);
            return m_$name$;
        }
        """;

    private MemberAccessors()
    {
    }

    /**
     * Prints a member's accessors and adds any flyweight it needs to {@code fields}.
     *
     * @param owner  the enclosing message, group or composite's schema path, for error messages.
     * @param name   the member's C++ name, from {@code CppNames.members}.
     * @param fields private member declarations of the enclosing class, added to.
     */
    static void print(final Printer p, final String owner, final Member member, final String name,
        final CppNames names, final List<String> fields)
    {
        if (!p.has("fieldHook"))
        {
            p.set("fieldHook", "").set("noexcept", "noexcept");
        }
        setMetadata(p, owner, member, name);
        printIdAndVersion(p, member.id(), member.sinceVersion());
        p.print(OFFSET).print(LENGTH).print(META_ATTRIBUTE);
        final Kind kind = Members.kind(member);
        final boolean primitiveConstant = member.isConstant() && (kind == Kind.SCALAR || kind == Kind.ARRAY);
        switch (primitiveConstant ? Kind.SCALAR : kind)
        {
            case SCALAR:
                scalar(p, member);
                break;
            case ARRAY:
                ArrayAccessors.print(p, member);
                break;
            case ENUM:
                enumField(p, member, names);
                break;
            default:
                flyweight(p, member, name, names, fields);
                break;
        }
    }

    /**
     * Prints the metadata of a var-data composite's {@code varData} member, which is all the reference's C++
     * gives it: its bytes are reached through the var data's accessors in the message, not the composite.
     */
    static void printVarData(final Printer p, final String owner, final Member member, final String name)
    {
        setMetadata(p, owner, member, name);
        printIdAndVersion(p, member.id(), member.sinceVersion());
        p.print(OFFSET).print(VAR_DATA_LENGTH).print(META_ATTRIBUTE);
        p.set("type", CppTypes.type(member.encoding().primitiveType()));
        printLimits(p, member);
    }

    private static void setMetadata(final Printer p, final String owner, final Member member, final String name)
    {
        p.set("where", owner + "." + member.name()).set("name", name).set("Name", CppNames.upperFirst(name))
            .set("offset", member.offset()).set("length", member.encodedLength())
            .set("epoch", text(member.semantics().epoch())).set("timeUnit", text(member.semantics().timeUnit()))
            .set("semanticType", text(member.semantics().semanticType()))
            .set("presence", member.presence().xmlName());
    }

    private static void flyweight(final Printer p, final Member member, final String name, final CppNames names,
        final List<String> fields)
    {
        final String type = names.qualified(Members.typeName(member));
        String guard = "";
        if (Layout.isVersioned(member.sinceVersion()))
        {
            guard = new Printer().set("since", member.sinceVersion()).set("name", name)
                .set("length", member.encodedLength())
                .set("nullBytes", CppTypes.stringLiteral(NullBytes.of(member)))
                .print(ABSENT_FLYWEIGHT).text();
            fields.add("char m_" + name + "Absent[" + member.encodedLength() + "] = {};");
        }
        p.set("Type", type).set("flyweightGuard", guard).print(FLYWEIGHT);
        fields.add(type + " m_" + name + ";");
    }

    private static void scalar(final Printer p, final Member member)
    {
        final PrimitiveEncoding encoding = member.encoding();
        p.set("type", CppTypes.type(encoding.primitiveType()));
        printLimits(p, member);
        if (member.isConstant() && member.constValue().representation() == PrimitiveValue.Representation.BYTE_ARRAY)
        {
            final byte[] bytes = member.constValue().byteArrayValue();
            p.set("value", CppTypes.stringLiteral(bytes)).set("count", bytes.length).print(CONSTANT_TEXT);
            return;
        }
        if (member.isConstant())
        {
            p.set("value", CppTypes.literal(member.constValue(), encoding.primitiveType())).print(CONSTANT);
            return;
        }
        p.set("load", CppTypes.load(encoding))
            .set("store", CppTypes.store(encoding))
            .set("versionGuard", versionGuard(member, p.get("name") + "NullValue()"))
            .print(SCALAR);
    }

    /**
     * Prints {@code nameId()}, {@code nameSinceVersion()} and {@code nameInActingVersion()}, which fields,
     * groups, var data and composite members all have; {@code name} is set. A composite's members have no
     * id in the schema: theirs is {@code 0xFFFF}, the value the reference implementation's headers give
     * them (-1 as a uint16), so that programs comparing it print the same.
     */
    static void printIdAndVersion(final Printer p, final int id, final int sinceVersion)
    {
        p.set("id", id >= 0 ? Integer.toString(id) : "0xFFFF").set("since", sinceVersion)
            .set("inActing", CppTypes.inActingVersion(sinceVersion));
        p.print(ID);
        p.print(VERSION);
    }

    static void printLimits(final Printer p, final Member member)
    {
        final PrimitiveEncoding encoding = member.encoding();
        p.set("null", CppTypes.literal(encoding.nullValue(), encoding.primitiveType()))
            .set("min", CppTypes.literal(encoding.minValue(), encoding.primitiveType()))
            .set("max", CppTypes.literal(encoding.maxValue(), encoding.primitiveType()))
            .print(LIMITS);
    }

    private static void enumField(final Printer p, final Member member, final CppNames names)
    {
        final EnumDef definition = ((MemberType.EnumRef)member.type()).definition();
        final String enumClass = names.qualified(definition.name());
        final PrimitiveEncoding encoding = member.encoding();
        p.set("Enum", enumClass).set("type", CppTypes.type(encoding.primitiveType()));
        if (member.isConstant())
        {
            p.set("value", EnumWriter.valueNames(definition, names).get(member.valueRefName()))
                .print(CONSTANT_ENUM);
            return;
        }
        p.set("load", CppTypes.load(encoding))
            .set("store", CppTypes.store(encoding))
            .set("enumVersionGuard", versionGuard(member, enumClass + "::NULL_VALUE"))
            .print(ENUM);
    }

    /**
     * A field added in a later version reads as its null value from an older message, as in Java.
     */
    static String versionGuard(final Member member, final String nullValue)
    {
        if (!Layout.isVersioned(member.sinceVersion()))
        {
            return "";
        }
        return "if (m_actingVersion < " + member.sinceVersion() + ")\n{\n    return " + nullValue + ";\n}\n";
    }

    static String text(final String value)
    {
        return value == null ? "\"\"" : CppTypes.stringLiteral(value);
    }

    static boolean isFlyweight(final Member member)
    {
        return Members.kind(member) == Kind.SET || Members.kind(member) == Kind.COMPOSITE;
    }
}
