package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.text.Printer;

/**
 * Accessors of a fixed-length array: the bytes in place, one element by index in the schema's byte
 * order, whole copies in and out; char arrays as text instead, cut at the first NUL on reading and
 * padded with NULs on writing, as the Java codecs do (from a pointer or an array, never reading past
 * the source's NUL or its length). An array newer than the message read has no
 * bytes: {@code nullptr}, null elements, nothing copied, empty text (the reference's C++ does the same).
 * Under {@code --cpp-access-order-checks} each accessor that reaches the bytes starts with the caller's
 * {@code fieldHook}, and those that are {@code noexcept} without checks take the caller's {@code noexcept} (then
 * a macro, empty when the checks are compiled in); the forms that call another ({@code get<X>AsString}, the
 * element-wise setter, {@code put<X>(std::string)}) are checked by the one they call.
 */
final class ArrayAccessors
{
    private static final String ARRAY = """

        static constexpr ::std::uint64_t $name$Length() noexcept
        {
            return $count$;
        }

        const char *$name$() const $noexcept$
        {
        $fieldHook$    $pointerGuard$return m_block + $offset$;
        }

        char *$name$() $noexcept$
        {
        $fieldHook$    $pointerGuard$return m_block + $offset$;
        }

        $type$ $name$(const ::std::uint64_t index) const
        {
        $fieldHook$    ::sbetool::checkIndex("$where$", index, $count$);
            $elementGuard$return $load$(m_block + $offset$ + (index * $size$));
        }

        $Class$ &$name$(const ::std::uint64_t index, const $type$ value)
        {
        $fieldHook$    ::sbetool::checkIndex("$where$", index, $count$);
            $store$(m_block + $offset$ + (index * $size$), value);
            return *this;
        }

        /** Copies the first length elements' bytes, as they are on the wire, to dst; returns the bytes copied. */
        ::std::uint64_t get$Name$(char *dst, const ::std::uint64_t length) const
        {
        $fieldHook$    ::sbetool::checkIndex("$where$", length == 0 ? 0 : length - 1, $count$);
            $copyGuard$::std::memcpy(dst, m_block + $offset$, static_cast<::std::size_t>(length * $size$));
            return length * $size$;
        }
        """;

    /** The raw copy in of an array that is not text: all its bytes, as the reference's C++ copies them. */
    private static final String BYTES = """

        /** Copies all $count$ elements' bytes, as they go on the wire, from src. */
        $Class$ &put$Name$(const char *src) $noexcept$
        {
        $fieldHook$    ::std::memcpy(m_block + $offset$, src, $length$);
            return *this;
        }
        """;

    private static final String TEXT = """

        ::std::string_view get$Name$AsStringView() const $noexcept$
        {
        $fieldHook$    $textGuard$const char *sbeText = m_block + $offset$;
            return ::std::string_view(sbeText, ::sbetool::lengthToNul(sbeText, $count$));
        }

        ::std::string get$Name$AsString() const
        {
            return ::std::string(get$Name$AsStringView());
        }

        /** The text escaped for a JSON string, without the quotes (the reference implementation's getter). */
        ::std::string get$Name$AsJsonEscapedString() const
        {
            return ::sbetool::json::escape(get$Name$AsStringView());
        }

        /** Writes the text, padded with NULs; throws when it is longer than the array. */
        $Class$ &put$Name$(const ::std::string_view str)
        {
        $fieldHook$    if (str.size() > $count$)
            {
                ::sbetool::throwValueError("$where$", "text longer than $count$ bytes:", str.size());
            }
            char *sbeTarget = m_block + $offset$;
            ::sbetool::copyBytes(sbeTarget, str.data(), str.size());
            ::sbetool::zeroBytes(sbeTarget + str.size(), $count$ - str.size());
            return *this;
        }

        $Class$ &put$Name$(const ::std::string &str)
        {
            return put$Name$(::std::string_view(str));
        }

        $Class$ &put$Name$(const char *src, const ::std::size_t length)
        {
            return put$Name$(::std::string_view(src, length));
        }

        /**
         * Writes the text at src: its bytes up to the first NUL, at most $count$ of them (a full-length source
         * needs no NUL), padded with NULs; it reads nothing past the NUL. A template taking pointers alone, so
         * that an array or a string literal picks the overload below, which knows its length.
         */
        template <typename sbeChars, typename ::std::enable_if_t<::std::is_pointer_v<::std::remove_reference_t<sbeChars>>
            && ::std::is_convertible_v<sbeChars, const char *>, int> = 0>
        $Class$ &put$Name$(sbeChars &&src) $noexcept$
        {
        $fieldHook$    ::sbetool::putText(m_block + $offset$, $count$, src, $count$);
            return *this;
        }

        /** Writes the text of a char array or string literal, as from a pointer, reading at most its sbeArrayLength bytes. */
        template <::std::size_t sbeArrayLength>
        $Class$ &put$Name$(const char (&src)[sbeArrayLength]) $noexcept$
        {
        $fieldHook$    ::sbetool::putText(m_block + $offset$, $count$, src, sbeArrayLength);
            return *this;
        }
        """;

    /** Arrays of up to this many elements get the reference's element-wise setter, as its generator gives them. */
    private static final int MOST_ELEMENTS_SET_AT_ONCE = 4;

    private static final String ELEMENTS = """

        /** Sets all $count$ elements, each as $name$(index, value) does. */
        $Class$ &put$Name$($parameters$)
        {
        $stores$    return *this;
        }
        """;

    private ArrayAccessors()
    {
    }

    /**
     * Prints the accessors; {@code name}, {@code Name}, {@code offset}, {@code length}, {@code Class} and
     * {@code where} are set by the caller.
     */
    static void print(final Printer p, final Member member)
    {
        final PrimitiveEncoding encoding = member.encoding();
        p.set("type", CppTypes.type(encoding.primitiveType()))
            .set("count", encoding.length())
            .set("size", encoding.elementSize())
            .set("load", CppTypes.load(encoding))
            .set("store", CppTypes.store(encoding))
            .set("pointerGuard", MemberAccessors.versionGuard(member, "nullptr"))
            .set("elementGuard", MemberAccessors.versionGuard(member, p.get("name") + "NullValue()"))
            .set("copyGuard", MemberAccessors.versionGuard(member, "0"))
            .set("textGuard", MemberAccessors.versionGuard(member, "::std::string_view()"));
        MemberAccessors.printLimits(p, member);
        p.print(ARRAY);
        if (Members.isCharArray(member))
        {
            p.print(TEXT);
        }
        else
        {
            p.print(BYTES);
        }
        if (encoding.length() >= 2 && encoding.length() <= MOST_ELEMENTS_SET_AT_ONCE)
        {
            printElementSetter(p, encoding.length());
        }
    }

    /**
     * The reference's setter of a short array's every element at once, {@code putManufacturerCode('1', '2', '3')},
     * through the indexed setter (its index a constant the compiler checks away), so the bytes go in the
     * schema's byte order as one element's do. The parameters are sbe-prefixed, as the generated locals are: a
     * field named value0 would otherwise be hidden by one in its own setter.
     */
    private static void printElementSetter(final Printer p, final int count)
    {
        final StringBuilder parameters = new StringBuilder();
        final StringBuilder stores = new StringBuilder();
        for (int i = 0; i < count; i++)
        {
            parameters.append(i == 0 ? "" : ", ").append("const ").append(p.get("type")).append(" sbeValue").append(i);
            stores.append("    ").append(p.get("name")).append('(').append(i).append(", sbeValue").append(i).append(");\n");
        }
        p.set("parameters", parameters.toString()).set("stores", stores.toString()).print(ELEMENTS);
    }
}
