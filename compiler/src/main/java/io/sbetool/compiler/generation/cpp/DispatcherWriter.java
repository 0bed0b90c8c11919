package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.naming.CppNames;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code --cpp-dispatcher}: {@code MessageDispatcher.h}, a class template over the handler type (static
 * dispatch: the handler's {@code onCar(Car &)} is called by name, no virtual call) that reads the header,
 * wraps the message's codec and gives it to the handler. The same error codes as the Java dispatcher.
 */
final class DispatcherWriter
{
    static final String CLASS = CppNames.DISPATCHER_CLASS;

    private DispatcherWriter()
    {
    }

    static String write(final Schema schema, final CppNames names, final String namespace)
    {
        final CompositeDef header = schema.header().composite();
        final String headerClass = names.type(header.name());
        final Map<String, String> accessors = CppNames.members(Members.names(header.members()), headerClass);
        final Set<String> includes = new TreeSet<>();
        includes.add(headerClass);
        schema.messages().forEach(message -> includes.add(names.message(message.name())));

        final StringBuilder out = new StringBuilder()
            .append("/**\n * Reads one message at a time: its header, then the message through its codec, given to the\n")
            .append(" * handler's on<Message>(Message &) method, called by name (no virtual call). Holds one codec per\n")
            .append(" * message: dispatching allocates nothing. dispatch() returns the message's length (header and\n")
            .append(" * body, groups and var data included) or one of the negative codes below, the handler then not\n")
            .append(" * called. Not thread safe.\n */\n")
            .append("template<typename Handler>\nclass ").append(CLASS).append("\n{\npublic:\n")
            .append("    /** The bytes given cannot hold a message header. */\n")
            .append("    static constexpr ::std::int64_t HEADER_TOO_SHORT = -1;\n")
            .append("    /** The header's schemaId is not this schema's. */\n")
            .append("    static constexpr ::std::int64_t WRONG_SCHEMA_ID = -2;\n")
            .append("    /** The header's templateId is no message of this schema. */\n")
            .append("    static constexpr ::std::int64_t UNKNOWN_TEMPLATE = -3;\n")
            .append("    /** The bytes given end before the message does. */\n")
            .append("    static constexpr ::std::int64_t MESSAGE_TOO_SHORT = -4;\n")
            .append("    static constexpr ::std::uint64_t SCHEMA_ID = ").append(schema.id()).append(";\n\n")
            .append("    explicit ").append(CLASS).append("(Handler &handler) noexcept : m_handler(handler)\n    {\n    }\n\n")
            .append("    /**\n     * Reads the message at offset, the buffer holding length bytes from there. A message of a\n")
            .append("     * newer schema version than this code's is decoded as far as this code knows it.\n     */\n")
            .append("    ::std::int64_t dispatch(char *buffer, const ::std::uint64_t offset, const ::std::uint64_t length)\n    {\n")
            .append("        const ::std::uint64_t headerLength = ").append(headerClass).append("::encodedLength();\n")
            .append("        if (length < headerLength)\n        {\n            return HEADER_TOO_SHORT;\n        }\n")
            .append("        const ::std::uint64_t end = offset + length;\n")
            .append("        m_header.wrap(buffer, offset, 0, end);\n")
            .append("        if (static_cast<::std::uint64_t>(m_header.").append(accessors.get(schema.header().schemaId().name()))
            .append("()) != SCHEMA_ID)\n        {\n            return WRONG_SCHEMA_ID;\n        }\n")
            .append("        const auto blockLength = static_cast<::std::uint64_t>(m_header.")
            .append(accessors.get(schema.header().blockLength().name())).append("());\n")
            .append("        const auto version = static_cast<::std::uint64_t>(m_header.")
            .append(accessors.get(schema.header().schemaVersion().name())).append("());\n")
            .append("        if (blockLength > length - headerLength)\n        {\n            return MESSAGE_TOO_SHORT;\n        }\n")
            .append("        const ::std::uint64_t bodyOffset = offset + headerLength;\n")
            .append("        try\n        {\n")
            .append("            switch (static_cast<::std::uint64_t>(m_header.")
            .append(accessors.get(schema.header().templateId().name())).append("()))\n            {\n");
        for (final Message message : schema.messages())
        {
            out.append("                case ").append(message.id()).append(":\n                    return sbeDispatch(m_")
                .append(field(names, message)).append(", &Handler::on").append(names.message(message.name()))
                .append(", buffer, bodyOffset, blockLength, version, end);\n");
        }
        out.append("                default:\n                    return UNKNOWN_TEMPLATE;\n            }\n        }\n")
            .append("        catch (const ::sbetool::BoundsError &)\n        {\n")
            .append("            // A group or var data header past the bytes given.\n")
            .append("            return MESSAGE_TOO_SHORT;\n        }\n    }\n\nprivate:\n")
            .append("    /** Skips through the whole message for its length, then wraps it again for the handler. */\n")
            .append("    template<typename Codec, typename Method>\n")
            .append("    ::std::int64_t sbeDispatch(Codec &codec, Method method, char *buffer, const ::std::uint64_t bodyOffset,\n")
            .append("        const ::std::uint64_t blockLength, const ::std::uint64_t version, const ::std::uint64_t end)\n    {\n")
            .append("        codec.wrapForDecode(buffer, bodyOffset, blockLength, version, end);\n")
            .append("        codec.skip();\n")
            .append("        const ::std::uint64_t messageLength = codec.encodedLength();\n")
            .append("        codec.wrapForDecode(buffer, bodyOffset, blockLength, version, end);\n")
            .append("        (m_handler.*method)(codec);\n")
            .append("        return static_cast<::std::int64_t>(").append(headerClass)
            .append("::encodedLength() + messageLength);\n    }\n\n")
            .append("    Handler &m_handler;\n    ").append(headerClass).append(" m_header;\n");
        for (final Message message : schema.messages())
        {
            out.append("    ").append(names.message(message.name())).append(" m_").append(field(names, message)).append(";\n");
        }
        out.append("};\n");
        return HeaderFile.write(namespace, CLASS, includes, out.toString());
    }

    private static String field(final CppNames names, final Message message)
    {
        final String name = names.message(message.name());
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }
}
