package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.compiler.generation.text.Printer;

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

    private static final String OPENING = """
        /**
         * Reads one message at a time: its header, then the message through its codec, given to the
         * handler's on<Message>(Message &) method, called by name (no virtual call). Holds one codec per
         * message: dispatching allocates nothing. dispatch() returns the message's length (header and
         * body, groups and var data included) or one of the negative codes below, the handler then not
         * called. Not thread safe.
         */
        template<typename Handler>
        class $Class$
        {
        public:
            /** The bytes given cannot hold a message header. */
            static constexpr ::std::int64_t HEADER_TOO_SHORT = -1;
            /** The header's schemaId is not this schema's. */
            static constexpr ::std::int64_t WRONG_SCHEMA_ID = -2;
            /** The header's templateId is no message of this schema. */
            static constexpr ::std::int64_t UNKNOWN_TEMPLATE = -3;
            /** The bytes given end before the message does. */
            static constexpr ::std::int64_t MESSAGE_TOO_SHORT = -4;
            static constexpr ::std::uint64_t SCHEMA_ID = $schemaId$;

            explicit $Class$(Handler &handler) noexcept : m_handler(handler)
            {
            }

            /**
             * Reads the message at offset, the buffer holding length bytes from there. A message of a
             * newer schema version than this code's is decoded as far as this code knows it.
             */
            ::std::int64_t dispatch(char *buffer, const ::std::uint64_t offset, const ::std::uint64_t length)
            {
                const ::std::uint64_t headerLength = $Header$::encodedLength();
                if (length < headerLength)
                {
                    return HEADER_TOO_SHORT;
                }
                const ::std::uint64_t end = offset + length;
                m_header.wrap(buffer, offset, 0, end);
                if (static_cast<::std::uint64_t>(m_header.$schemaIdAccessor$()) != SCHEMA_ID)
                {
                    return WRONG_SCHEMA_ID;
                }
                const auto blockLength = static_cast<::std::uint64_t>(m_header.$blockLengthAccessor$());
                const auto version = static_cast<::std::uint64_t>(m_header.$versionAccessor$());
                if (blockLength > length - headerLength)
                {
                    return MESSAGE_TOO_SHORT;
                }
                const ::std::uint64_t bodyOffset = offset + headerLength;
                try
                {
                    switch (static_cast<::std::uint64_t>(m_header.$templateIdAccessor$()))
                    {
        """;

    private static final String CASE = """
                        case $id$:
                            return sbeDispatch(m_$field$, &Handler::on$Message$, buffer, bodyOffset, blockLength, version, end);
        """;

    private static final String REST = """
                        default:
                            return UNKNOWN_TEMPLATE;
                    }
                }
                catch (const ::sbetool::BoundsError &)
                {
                    // A group or var data header past the bytes given.
                    return MESSAGE_TOO_SHORT;
                }
            }

        private:
            /** Skips through the whole message for its length, then wraps it again for the handler. */
            template<typename Codec, typename Method>
            ::std::int64_t sbeDispatch(Codec &codec, Method method, char *buffer, const ::std::uint64_t bodyOffset,
                const ::std::uint64_t blockLength, const ::std::uint64_t version, const ::std::uint64_t end)
            {
                codec.wrapForDecode(buffer, bodyOffset, blockLength, version, end);
                codec.skip();
                const ::std::uint64_t messageLength = codec.encodedLength();
                codec.wrapForDecode(buffer, bodyOffset, blockLength, version, end);
                (m_handler.*method)(codec);
                return static_cast<::std::int64_t>($Header$::encodedLength() + messageLength);
            }

            Handler &m_handler;
            $Header$ m_header;
        """;

    private static final String CODEC_FIELD = """
            $Message$ m_$field$;
        """;

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

        final Printer out = new Printer()
            .set("Class", CLASS)
            .set("Header", headerClass)
            .set("schemaId", schema.id())
            .set("schemaIdAccessor", accessors.get(schema.header().schemaId().name()))
            .set("blockLengthAccessor", accessors.get(schema.header().blockLength().name()))
            .set("versionAccessor", accessors.get(schema.header().schemaVersion().name()))
            .set("templateIdAccessor", accessors.get(schema.header().templateId().name()))
            .print(OPENING);
        for (final Message message : schema.messages())
        {
            messageVariables(out, names, message).print(CASE);
        }
        out.print(REST);
        for (final Message message : schema.messages())
        {
            messageVariables(out, names, message).print(CODEC_FIELD);
        }
        out.print("};\n");
        return HeaderFile.write(namespace, CLASS, includes, out.text());
    }

    private static Printer messageVariables(final Printer out, final CppNames names, final Message message)
    {
        final String name = names.message(message.name());
        return out.set("id", message.id())
            .set("Message", name)
            .set("field", Character.toLowerCase(name.charAt(0)) + name.substring(1));
    }
}
