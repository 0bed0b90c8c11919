package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.EnumDef;
import io.sbetool.compiler.generation.model.EnumValue;
import io.sbetool.compiler.generation.text.Printer;

import io.sbetool.ir.PrimitiveType;
import io.sbetool.compiler.generation.naming.CppNames;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The class of an enum: {@code Model::Value} with a constant per valid value and
 * {@code NULL_VALUE}, {@code get(raw)} that throws on a value the schema does not list, names, and
 * JSON.
 */
final class EnumWriter
{
    private static final String CLASS = """
        class $Enum$
        {
        public:
            enum Value : $type$
            {
        $constants$        NULL_VALUE = $null$
            };

            /** The value for a raw number; throws ::sbetool::ValueError for a number the schema does not list. */
            static Value get(const $type$ raw)
            {
                switch (raw)
                {
        $getCases$            default:
                        break;
                }
                ::sbetool::throwValueError("$schemaName$", "unknown enum value", static_cast<::std::uint64_t>(raw));
            }

            static const char *c_str(const Value value) noexcept
            {
                switch (value)
                {
        $nameCases$        }
                return "UNKNOWN";
            }

            /** Writes the name in quotes, null for the null value, the number for a value the schema does not list. */
            static void writeJson(::std::ostream &out, const $type$ raw)
            {
                switch (raw)
                {
        $jsonCases$            default:
                        break;
                }
                if (raw == $null$)
                {
                    out << "null";
                    return;
                }
                ::sbetool::json::writeNumber(out, raw);
            }

            friend ::std::ostream &operator<<(::std::ostream &out, const Value value)
            {
                return out << c_str(value);
            }
        };
        """;

    private EnumWriter()
    {
    }

    /**
     * @return the C++ name of each value by its schema name: members of the enum's class.
     */
    static Map<String, String> valueNames(final EnumDef type, final CppNames names)
    {
        final List<String> schemaNames = new ArrayList<>();
        type.values().forEach(value -> schemaNames.add(value.name()));
        return CppNames.enumValues(schemaNames, names.type(type.name()));
    }

    static String write(final EnumDef type, final CppNames names)
    {
        final PrimitiveType primitive = type.encoding().primitiveType();
        final String rawType = CppTypes.type(primitive);
        final StringBuilder constants = new StringBuilder();
        final StringBuilder getCases = new StringBuilder();
        final StringBuilder nameCases = new StringBuilder();
        final StringBuilder jsonCases = new StringBuilder();
        final Set<String> seenRaw = new HashSet<>();
        final Map<String, String> valueNames = valueNames(type, names);
        for (final EnumValue value : type.values())
        {
            final String name = valueNames.get(value.name());
            final String literal = CppTypes.literal(value.value(), primitive);
            constants.append("        ").append(name).append(" = ").append(literal).append(",\n");
            if (seenRaw.add(literal))
            {
                // A raw value listed twice maps to its first name, as a switch allows one case per value.
                getCases.append("            case ").append(literal).append(": return ").append(name).append(";\n");
                nameCases.append("            case ").append(name).append(": return \"").append(value.name()).append("\";\n");
                jsonCases.append("            case ").append(literal).append(": out << \"\\\"")
                    .append(value.name()).append("\\\"\"; return;\n");
            }
        }
        final String nullLiteral = CppTypes.literal(type.encoding().nullValue(), primitive);
        if (seenRaw.add(nullLiteral))
        {
            getCases.append("            case ").append(nullLiteral).append(": return NULL_VALUE;\n");
            nameCases.append("            case NULL_VALUE: return \"NULL_VALUE\";\n");
        }
        return new Printer().set("Enum", names.type(type.name())).set("schemaName", type.name())
            .set("type", rawType).set("null", nullLiteral).set("constants", constants)
            .set("getCases", getCases).set("nameCases", nameCases).set("jsonCases", jsonCases)
            .print(CLASS).text();
    }
}
