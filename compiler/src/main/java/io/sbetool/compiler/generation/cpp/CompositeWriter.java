package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.compiler.generation.text.Printer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The flyweight of a composite, the message header included: {@code wrap}, the static
 * {@code encodedLength()}, and its members' accessors (of a var-data composite's {@code varData}, its
 * metadata alone, as in the reference's C++).
 */
final class CompositeWriter
{
    private static final String CLASS = """
        class $Composite$
        {
        private:
            $state$
        public:
            enum MetaAttribute
            {
                EPOCH,
                TIME_UNIT,
                SEMANTIC_TYPE,
                PRESENCE
            };

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
        $accessors$$json$
            friend ::std::ostream &operator<<(::std::ostream &out, const $Composite$ &composite)
            {
                $Composite$ copy(composite);
                copy.sbeWriteJson(out);
                return out;
            }

        private:
        $fields$};
        """;

    private CompositeWriter()
    {
    }

    static String write(final CompositeDef composite, final CppNames names, final int schemaId, final int schemaVersion)
    {
        final String className = names.type(composite.name());
        final Printer accessors = new Printer().indent().set("Class", className);
        final List<String> fields = new ArrayList<>();
        final List<String> schemaNames = Members.names(composite.members());
        final Member varData = composite.varData();
        if (varData != null)
        {
            schemaNames.add(varData.name());
        }
        final Map<String, String> members = CppNames.members(schemaNames, className);
        for (final Member member : composite.members())
        {
            MemberAccessors.print(accessors, composite.name(), member, members.get(member.name()), names, fields);
            ReferenceAliases.printMetaAttribute(accessors, member.name(), members.get(member.name()), Set.of(className));
        }
        if (varData != null)
        {
            MemberAccessors.printVarData(accessors, composite.name(), varData, members.get(varData.name()));
            ReferenceAliases.printMetaAttribute(accessors, varData.name(), members.get(varData.name()), Set.of(className));
        }
        final Printer json = new Printer().indent().set("Class", className);
        JsonWriter.printComposite(json, composite.members(), names, members);
        return new Printer().set("Composite", className).set("schemaName", composite.name())
            .set("size", composite.encodedLength()).set("schemaId", schemaId).set("schemaVersion", schemaVersion)
            .set("fields", fieldLines(fields)).set("accessors", accessors.text()).set("json", json.text())
            .set("wrap", FixedFlyweight.wrap(className, composite.name(), composite.encodedLength()))
            .set("bufferAccessors", FixedFlyweight.BUFFER_ACCESSORS).set("state", FixedFlyweight.STATE)
            .print(CLASS).text();
    }

    /**
     * @return private member declarations, one per line, indented one level.
     */
    static String fieldLines(final List<String> fields)
    {
        final StringBuilder out = new StringBuilder();
        for (final String field : fields)
        {
            out.append("    ").append(field).append('\n');
        }
        return out.toString();
    }
}
