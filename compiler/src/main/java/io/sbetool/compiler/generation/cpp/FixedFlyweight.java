package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.text.Printer;

/**
 * What the flyweights over a fixed number of bytes (composites and sets) share: wrapping with a bounds
 * check, and the buffer accessors that messages have too.
 */
final class FixedFlyweight
{
    private static final String WRAP = """
        $Class$() = default;

        $Class$(char *buffer, const ::std::uint64_t offset, const ::std::uint64_t bufferLength, const ::std::uint64_t actingVersion)
        {
            wrap(buffer, offset, actingVersion, bufferLength);
        }

        /** At offset 0: the reference's constructors, wrapping for decode, or for encode at the schema's version. */
        $Class$(char *buffer, const ::std::uint64_t bufferLength, const ::std::uint64_t actingVersion)
            : $Class$(buffer, 0, bufferLength, actingVersion)
        {
        }

        $Class$(char *buffer, const ::std::uint64_t bufferLength) : $Class$(buffer, 0, bufferLength, sbeSchemaVersion())
        {
        }

        $Class$ &wrap(char *buffer, const ::std::uint64_t offset, const ::std::uint64_t actingVersion, const ::std::uint64_t bufferLength)
        {
            ::sbetool::checkBounds("$schemaName$", offset, $size$, bufferLength);
            m_buffer = buffer;
            m_bufferLength = bufferLength;
            m_offset = offset;
            m_block = buffer + offset;
            m_actingVersion = actingVersion;
            return *this;
        }

        static constexpr ::std::uint64_t encodedLength() noexcept
        {
            return $size$;
        }
        """;

    /** What every flyweight holds: where it is and which version it reads; no variables. */
    static final String STATE = """
        char *m_buffer = nullptr;
        ::std::uint64_t m_bufferLength = 0;
        ::std::uint64_t m_offset = 0;
        // m_buffer + m_offset, kept so that an access loads one member, not two: every store into the
        // buffer (and every opaque call) may alias the flyweight, so the compiler reloads them each time.
        char *m_block = nullptr;
        ::std::uint64_t m_actingVersion = 0;
        """;

    /** The accessors of a flyweight's buffer, offset and acting version; no variables. */
    static final String BUFFER_ACCESSORS = """
        ::std::uint64_t offset() const noexcept
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

        ::std::uint64_t bufferLength() const noexcept
        {
            return m_bufferLength;
        }

        ::std::uint64_t actingVersion() const noexcept
        {
            return m_actingVersion;
        }
        """;

    private FixedFlyweight()
    {
    }

    /**
     * @return the constructors, {@code wrap} and {@code encodedLength()} of a flyweight over {@code size} bytes.
     */
    static String wrap(final String className, final String schemaName, final int size)
    {
        return new Printer().set("Class", className).set("schemaName", schemaName).set("size", size).print(WRAP).text();
    }
}
