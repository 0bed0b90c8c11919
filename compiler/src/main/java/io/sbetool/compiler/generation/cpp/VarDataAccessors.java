package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.AccessOrder;
import io.sbetool.compiler.generation.model.AccessOrder.Kind;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.compiler.generation.text.Printer;

import java.util.List;

/**
 * Accessors of a var-data element at the current position of its message: the length prefix, then
 * the bytes. Every read and write checks the prefix and the body against the buffer separately, so
 * the error says which one did not fit.
 */
final class VarDataAccessors
{
    private static final String ACCESSORS = """

        static constexpr ::std::uint64_t $name$HeaderLength() noexcept
        {
            return $headerLength$;
        }

        static constexpr const char *$name$CharacterEncoding() noexcept
        {
            return $encoding$;
        }

        /** Var data is always present and carries none of the other attributes. */
        static const char *$name$MetaAttribute(const MetaAttribute metaAttribute) noexcept
        {
            return metaAttribute == MetaAttribute::PRESENCE ? "required" : "";
        }

        /**
         * The length of the data at the current position, without moving past it; 0 when absent in the acting
         * version. A length whose data runs past the buffer is refused here, as every target refuses it.
         */
        ::std::uint64_t $name$Length() const
        {
        $lengthHook$    if (!$name$InActingVersion())
            {
                return 0;
            }
            ::sbetool::checkBounds("$where$ var-data length", $position$, $headerLength$, m_bufferLength);
            const ::std::uint64_t sbeLength = static_cast<::std::uint64_t>($load$(m_buffer + $position$ + $lengthOffset$));
            ::sbetool::checkBounds("$where$ var-data body", $position$ + $headerLength$, sbeLength, m_bufferLength);
            return sbeLength;
        }

        /** Moves past the data; returns its length. */
        ::std::uint64_t skip$Name$()
        {
        $dataHook$    const ::std::uint64_t sbeLength = $skipLength$;
            if ($name$InActingVersion())
            {
                $position$ += $headerLength$ + sbeLength;
            }
            return sbeLength;
        }

        /** A pointer to the data in the buffer, moving past it; read the length first with $name$Length(). */
        const char *$name$()
        {
            const ::std::uint64_t sbeStart = $position$ + $headerLength$;
            skip$Name$();
            return m_buffer + sbeStart;
        }

        /** Copies up to sbeLimit bytes of the data to sbeDst and moves past all of it; returns the bytes copied.
         * (The parameters have the prefix of generated names: a var data named dst or length is called here.) */
        ::std::uint64_t get$Name$(char *sbeDst, const ::std::uint64_t sbeLimit)
        {
            const ::std::uint64_t sbeLength = $name$Length();
            const char *sbeData = $name$();
            const ::std::uint64_t sbeCopied = sbeLength < sbeLimit ? sbeLength : sbeLimit;
            ::std::memcpy(sbeDst, sbeData, static_cast<::std::size_t>(sbeCopied));
            return sbeCopied;
        }

        ::std::string_view get$Name$AsStringView()
        {
            const ::std::uint64_t sbeLength = $name$Length();
            const char *sbeData = $name$();
            return ::std::string_view(sbeData, static_cast<::std::size_t>(sbeLength));
        }

        ::std::string get$Name$AsString()
        {
            return ::std::string(get$Name$AsStringView());
        }

        /** The text escaped for a JSON string, without the quotes, moving past it (the reference implementation's getter). */
        ::std::string get$Name$AsJsonEscapedString()
        {
            return ::sbetool::json::escape(get$Name$AsStringView());
        }

        $Class$ &put$Name$(const char *src, const ::std::uint32_t length)
        {
        $dataHook$    if (length > $maxLength$)
            {
                ::sbetool::throwValueError("$where$", "var data longer than $maxLength$ bytes:", length);
            }
            ::sbetool::checkBounds("$where$ var-data length", $position$, $headerLength$, m_bufferLength);
            ::sbetool::checkBounds("$where$ var-data body", $position$ + $headerLength$, length, m_bufferLength);
            $store$(m_buffer + $position$ + $lengthOffset$, static_cast<$lengthType$>(length));
            ::sbetool::copyBytes(m_buffer + $position$ + $headerLength$, src, length);
            $position$ += $headerLength$ + length;
            return *this;
        }

        $Class$ &put$Name$(const ::std::string_view str)
        {
            if (str.size() > $maxLength$)
            {
                ::sbetool::throwValueError("$where$", "var data longer than $maxLength$ bytes:", str.size());
            }
            return put$Name$(str.data(), static_cast<::std::uint32_t>(str.size()));
        }

        $Class$ &put$Name$(const ::std::string &str)
        {
            return put$Name$(::std::string_view(str));
        }

        /**
         * Writes NUL-terminated text (beside the string and string_view overloads, a literal would be ambiguous).
         * A template taking pointers alone, so that an array or a literal picks the overload below.
         */
        template <typename sbeChars, typename ::std::enable_if_t<::std::is_pointer_v<::std::remove_reference_t<sbeChars>>
            && ::std::is_convertible_v<sbeChars, const char *>, int> = 0>
        $Class$ &put$Name$(sbeChars &&str)
        {
            return put$Name$(::std::string_view(str));
        }

        /** Writes the text of a char array or string literal: up to its first NUL, reading at most its sbeArrayLength bytes. */
        template <::std::size_t sbeArrayLength>
        $Class$ &put$Name$(const char (&str)[sbeArrayLength])
        {
            return put$Name$(::std::string_view(str, ::sbetool::lengthToNul(str, sbeArrayLength)));
        }
        """;

    /** With access-order checks: the length as skip() reads it, once the data's own access is checked. */
    private static final String UNCHECKED_LENGTH = """

        ::std::uint64_t sbe$Name$Length() const
        {
            if (!$name$InActingVersion())
            {
                return 0;
            }
            ::sbetool::checkBounds("$where$ var-data length", $position$, $headerLength$, m_bufferLength);
            const ::std::uint64_t sbeLength = static_cast<::std::uint64_t>($load$(m_buffer + $position$ + $lengthOffset$));
            ::sbetool::checkBounds("$where$ var-data body", $position$ + $headerLength$, sbeLength, m_bufferLength);
            return sbeLength;
        }
        """;

    private VarDataAccessors()
    {
    }

    /**
     * Prints the accessors; {@code Class} and {@code position} (the expression of the message's read
     * and write position) are set by the caller.
     */
    static void print(final Printer p, final String owner, final VarData data, final String name,
        final AccessOrderCode order)
    {
        p.set("name", name);
        MemberAccessors.printIdAndVersion(p, data.id(), data.sinceVersion());
        final PrimitiveEncoding length = data.length().encoding();
        p.set("Name", CppNames.upperFirst(name)).set("where", owner + "." + data.name())
            .set("headerLength", data.headerLength()).set("lengthOffset", data.length().offset())
            .set("maxLength", data.maxLength()).set("lengthType", CppTypes.type(length.primitiveType()))
            .set("encoding", MemberAccessors.text(data.characterEncoding()))
            .set("load", CppTypes.load(length))
            .set("store", CppTypes.store(length));
        hooks(p, owner, data, order);
        p.print(ACCESSORS);
        if (order != null)
        {
            p.print(UNCHECKED_LENGTH);
        }
    }

    private static void hooks(final Printer p, final String owner, final VarData data, final AccessOrderCode order)
    {
        if (order == null)
        {
            p.set("lengthHook", "").set("dataHook", "").set("skipLength", p.get("name") + "Length()");
            return;
        }
        final List<String> groups = AccessOrderCode.groups(owner);
        p.set("lengthHook", Printer.indentLines(order.call(p.get("codecState"), Kind.VAR_LENGTH, groups, data.name(),
                "Cannot decode length of var data \"" + AccessOrder.qualified(groups, data.name()) + "\"", ""), "    "))
            .set("dataHook", Printer.indentLines(order.call(p.get("codecState"), Kind.VAR_DATA, groups, data.name(),
                "Cannot access field \"" + AccessOrder.qualified(groups, data.name()) + "\"", ""), "    "))
            .set("skipLength", "sbe" + p.get("Name") + "Length()");
    }
}
