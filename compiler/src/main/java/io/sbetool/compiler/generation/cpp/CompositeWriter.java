package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.cpp.CppInput.Composite;
import io.sbetool.compiler.generation.cpp.CppInput.Member;

import java.util.ArrayList;
import java.util.List;

/**
 * The flyweight of a composite, the message header included: {@code wrap}, the static
 * {@code encodedLength()}, and its members' accessors.
 */
final class CompositeWriter
{
    private static final String CLASS = """
        class $Composite$
        {
        private:
            char *m_buffer = nullptr;
            std::uint64_t m_bufferLength = 0;
            std::uint64_t m_offset = 0;
            std::uint64_t m_actingVersion = 0;

        public:
            enum MetaAttribute
            {
                EPOCH,
                TIME_UNIT,
                SEMANTIC_TYPE,
                PRESENCE
            };

            $Composite$() = default;

            $Composite$(char *buffer, const std::uint64_t offset, const std::uint64_t bufferLength, const std::uint64_t actingVersion)
            {
                wrap(buffer, offset, actingVersion, bufferLength);
            }

            $Composite$ &wrap(char *buffer, const std::uint64_t offset, const std::uint64_t actingVersion, const std::uint64_t bufferLength)
            {
                sbetool::checkBounds("$schemaName$", offset, $size$, bufferLength);
                m_buffer = buffer;
                m_bufferLength = bufferLength;
                m_offset = offset;
                m_actingVersion = actingVersion;
                return *this;
            }

            static constexpr std::uint64_t encodedLength() noexcept
            {
                return $size$;
            }

            std::uint64_t offset() const noexcept
            {
                return m_offset;
            }

            const char *buffer() const noexcept
            {
                return m_buffer;
            }

            char *buffer() noexcept
            {
                return m_buffer;
            }

            std::uint64_t bufferLength() const noexcept
            {
                return m_bufferLength;
            }

            std::uint64_t actingVersion() const noexcept
            {
                return m_actingVersion;
            }

            static constexpr std::uint16_t sbeSchemaId() noexcept
            {
                return $schemaId$;
            }

            static constexpr std::uint16_t sbeSchemaVersion() noexcept
            {
                return $schemaVersion$;
            }
        $accessors$$json$
            friend std::ostream &operator<<(std::ostream &out, const $Composite$ &composite)
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

    static String write(final Composite composite, final CppNames names, final int schemaId, final int schemaVersion)
    {
        final String className = names.type(composite.name());
        final Printer accessors = new Printer().indent().set("Class", className);
        final List<String> fields = new ArrayList<>();
        for (final Member member : composite.members())
        {
            MemberAccessors.print(accessors, composite.name(), member, names, fields);
        }
        final Printer json = new Printer().indent().set("Class", className);
        JsonWriter.printComposite(json, composite.members(), names);
        return new Printer().set("Composite", className).set("schemaName", composite.name())
            .set("size", composite.encodedLength()).set("schemaId", schemaId).set("schemaVersion", schemaVersion)
            .set("fields", fieldLines(fields)).set("accessors", accessors.text()).set("json", json.text())
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
