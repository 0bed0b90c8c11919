package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.cpp.CppInput.EnumType;
import io.sbetool.compiler.generation.cpp.CppInput.EnumValue;

import java.util.HashSet;
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

            /** The value for a raw number; throws sbetool::ValueError for a number the schema does not list. */
            static Value get(const $type$ raw)
            {
                switch (raw)
                {
        $getCases$            default:
                        break;
                }
                sbetool::throwValueError("$schemaName$", "unknown enum value", static_cast<std::uint64_t>(raw));
            }

            static const char *c_str(const Value value) noexcept
            {
                switch (value)
                {
        $nameCases$        }
                return "UNKNOWN";
            }

            /** Writes the name in quotes, null for the null value, the number for a value the schema does not list. */
            static void writeJson(std::ostream &out, const $type$ raw)
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
                sbetool::json::writeNumber(out, raw);
            }

            friend std::ostream &operator<<(std::ostream &out, const Value value)
            {
                return out << c_str(value);
            }
        };
        """;

    private EnumWriter()
    {
    }

    static String write(final EnumType type, final CppNames names)
    {
        final String rawType = CppTypes.type(type.encoding());
        final StringBuilder constants = new StringBuilder();
        final StringBuilder getCases = new StringBuilder();
        final StringBuilder nameCases = new StringBuilder();
        final StringBuilder jsonCases = new StringBuilder();
        final Set<String> seenRaw = new HashSet<>();
        for (final EnumValue value : type.values())
        {
            final String name = CppNames.member(value.name(), names.type(type.name()));
            final String literal = CppTypes.literal(value.value(), type.encoding());
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
        final String nullLiteral = CppTypes.literal(type.nullValue(), type.encoding());
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
