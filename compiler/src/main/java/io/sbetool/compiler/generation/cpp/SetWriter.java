package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.Choice;
import io.sbetool.compiler.generation.model.SetDef;
import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.compiler.generation.text.Printer;
import io.sbetool.ir.PrimitiveType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The flyweight of a set (a bitset): a bool getter and fluent setter per choice, {@code clear()},
 * and the raw bits (also under the reference's names {@code rawValue()} and {@code isEmpty()}).
 */
final class SetWriter
{
    private static final String CLASS = """
        class $Set$
        {
        private:
            $state$
        public:
            $wrap$
            $bufferAccessors$
            static constexpr ::std::uint16_t sbeSchemaId() noexcept
            {
                return $schemaId$;
            }

            static constexpr ::std::uint16_t sbeSchemaVersion() noexcept
            {
                return $schemaVersion$;
            }

            $type$ raw() const noexcept
            {
                return $load$(m_block);
            }

            $Set$ &raw(const $type$ value) noexcept
            {
                $store$(m_block, value);
                return *this;
            }

            $Set$ &clear() noexcept
            {
                return raw(0);
            }

            // The reference implementation's names for the raw bits, so that programs written against its
            // generated C++ compile against ours.
            $type$ rawValue() const noexcept
            {
                return raw();
            }

            $Set$ &rawValue(const $type$ value) noexcept
            {
                return raw(value);
            }

            bool isEmpty() const noexcept
            {
                return raw() == 0;
            }
        $choices$
            void sbeWriteJson(::std::ostream &sbeOut) const
            {
                sbeOut.put('[');
                bool sbeFirst = true;
        $json$        (void)sbeFirst;
                sbeOut.put(']');
            }

            friend ::std::ostream &operator<<(::std::ostream &out, const $Set$ &set)
            {
                set.sbeWriteJson(out);
                return out;
            }
        };
        """;

    private static final String CHOICE = """

        static constexpr $type$ $name$Mask() noexcept
        {
            return static_cast<$type$>($one$ << $bit$);
        }

        bool $name$() const noexcept
        {
            return (raw() & $name$Mask()) != 0;
        }

        $Set$ &$name$(const bool value) noexcept
        {
            return raw(static_cast<$type$>(value ? (raw() | $name$Mask()) : (raw() & ~$name$Mask())));
        }

        /** Whether this choice is set in the bits given, without a buffer (the reference's static form). */
        static constexpr bool $name$(const $type$ bits) noexcept
        {
            return (bits & $name$Mask()) != 0;
        }

        /** The bits given with this choice set or cleared, without a buffer (the reference's static form). */
        static constexpr $type$ $name$(const $type$ bits, const bool value) noexcept
        {
            return static_cast<$type$>(value ? (bits | $name$Mask()) : (bits & ~$name$Mask()));
        }
        """;

    private static final String JSON = """
        if ($name$())
        {
            sbeOut << (sbeFirst ? "" : ",") << "\\"$schemaName$\\"";
            sbeFirst = false;
        }
        """;

    private SetWriter()
    {
    }

    static String write(final SetDef set, final CppNames names, final int schemaId, final int schemaVersion)
    {
        final PrimitiveType primitive = set.encoding().primitiveType();
        final String type = CppTypes.type(primitive);
        final Printer choices = new Printer().indent();
        final Printer json = new Printer().indent().indent();
        final List<String> choiceNames = new ArrayList<>();
        set.choices().forEach(choice -> choiceNames.add(choice.name()));
        final Map<String, String> cppNames = CppNames.choices(choiceNames, names.type(set.name()));
        for (final Choice choice : set.choices())
        {
            final String name = cppNames.get(choice.name());
            choices.set("type", type).set("name", name).set("bit", choice.bitPosition())
                .set("Set", names.type(set.name()))
                .set("one", primitive.size() > 4 ? "UINT64_C(1)" : "1u").print(CHOICE);
            json.set("name", name).set("schemaName", choice.name()).print(JSON);
        }
        return new Printer().set("Set", names.type(set.name())).set("schemaName", set.name())
            .set("type", type).set("size", primitive.size())
            .set("schemaId", schemaId).set("schemaVersion", schemaVersion)
            .set("load", CppTypes.load(set.encoding()))
            .set("store", CppTypes.store(set.encoding()))
            .set("choices", choices.text()).set("json", json.text())
            .set("wrap", FixedFlyweight.wrap(names.type(set.name()), set.name(), primitive.size()))
            .set("bufferAccessors", FixedFlyweight.BUFFER_ACCESSORS).set("state", FixedFlyweight.STATE)
            .print(CLASS).text();
    }
}
