package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.compiler.generation.text.Printer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The flyweight class of a message: wrapping for encode and decode, the message header, the schema's
 * identity, position and length, and the accessors {@link BlockWriter} prints.
 */
final class MessageWriter
{
    private static final String CLASS = """
        class $Message$
        {
        private:
        $orderState$    $state$::std::uint64_t m_position = 0;
            ::std::uint64_t m_actingBlockLength = 0;

            $Message$ &sbeReset(char *buffer, const ::std::uint64_t offset, const ::std::uint64_t bufferLength,
                const ::std::uint64_t actingBlockLength, const ::std::uint64_t actingVersion)
            {
                const ::std::uint64_t fieldsLength = sbeFieldsLength(actingVersion);
                ::sbetool::checkBounds("$schemaName$ root block", offset,
                    actingBlockLength > fieldsLength ? actingBlockLength : fieldsLength, bufferLength);
                m_buffer = buffer;
                m_bufferLength = bufferLength;
                m_offset = offset;
                m_block = buffer + offset;
                m_actingBlockLength = actingBlockLength;
                m_actingVersion = actingVersion;
                m_position = offset + actingBlockLength;
        $orderWrap$        return *this;
            }

        public:
            enum MetaAttribute
            {
                EPOCH,
                TIME_UNIT,
                SEMANTIC_TYPE,
                PRESENCE
            };

            $Message$() = default;

            /** Wraps for decode at offset, as wrapForDecode does (the reference's constructor, its arguments in its order). */
            $Message$(char *buffer, const ::std::uint64_t offset, const ::std::uint64_t bufferLength,
                const ::std::uint64_t actingBlockLength, const ::std::uint64_t actingVersion)
            {
                sbeReset(buffer, offset, bufferLength, actingBlockLength, actingVersion);
            }

            /** Wraps for encode at offset 0, as wrapForEncode does (the reference's constructor). */
            $Message$(char *buffer, const ::std::uint64_t bufferLength)
            {
                sbeReset(buffer, 0, bufferLength, sbeBlockLength(), sbeSchemaVersion());
            }

            /** Wraps for decode at offset 0 (the reference's constructor). */
            $Message$(char *buffer, const ::std::uint64_t bufferLength, const ::std::uint64_t actingBlockLength,
                const ::std::uint64_t actingVersion)
            {
                sbeReset(buffer, 0, bufferLength, actingBlockLength, actingVersion);
            }

            // the reference's constants, beside the functions below that ours call
            static constexpr $blockLengthType$ SBE_BLOCK_LENGTH = static_cast<$blockLengthType$>($blockLength$);
            static constexpr $templateIdType$ SBE_TEMPLATE_ID = static_cast<$templateIdType$>($templateId$);
            static constexpr $schemaIdType$ SBE_SCHEMA_ID = static_cast<$schemaIdType$>($schemaId$);
            static constexpr $versionType$ SBE_SCHEMA_VERSION = static_cast<$versionType$>($schemaVersion$);
            static constexpr const char *SBE_SEMANTIC_VERSION = $semanticVersion$;

            static constexpr $blockLengthType$ sbeBlockLength() noexcept
            {
                return static_cast<$blockLengthType$>($blockLength$);
            }

            static constexpr ::std::uint64_t sbeBlockAndHeaderLength() noexcept
            {
                return $Header$::encodedLength() + sbeBlockLength();
            }

            static constexpr $templateIdType$ sbeTemplateId() noexcept
            {
                return static_cast<$templateIdType$>($templateId$);
            }

            static constexpr $schemaIdType$ sbeSchemaId() noexcept
            {
                return static_cast<$schemaIdType$>($schemaId$);
            }

            static constexpr $versionType$ sbeSchemaVersion() noexcept
            {
                return static_cast<$versionType$>($schemaVersion$);
            }

            static constexpr const char *sbeSemanticType() noexcept
            {
                return $semanticType$;
            }

            static constexpr const char *sbeSemanticVersion() noexcept
            {
                return $semanticVersion$;
            }

            $Message$ &wrapForEncode(char *buffer, const ::std::uint64_t offset, const ::std::uint64_t bufferLength)
            {
                return sbeReset(buffer, offset, bufferLength, sbeBlockLength(), sbeSchemaVersion());
            }

            /** Writes the message header at offset, then wraps the message after it for encoding. */
            $Message$ &wrapAndApplyHeader(char *buffer, const ::std::uint64_t offset, const ::std::uint64_t bufferLength)
            {
                $Header$ header(buffer, offset, bufferLength, sbeSchemaVersion());
                $applyHeader$;
                return sbeReset(buffer, offset + $Header$::encodedLength(), bufferLength, sbeBlockLength(), sbeSchemaVersion());
            }

            $Message$ &wrapForDecode(char *buffer, const ::std::uint64_t offset, const ::std::uint64_t actingBlockLength,
                const ::std::uint64_t actingVersion, const ::std::uint64_t bufferLength)
            {
                return sbeReset(buffer, offset, bufferLength, actingBlockLength, actingVersion);
            }

            /** Goes back to the first group or var data, to read the message again. */
            $Message$ &sbeRewind()
            {
                return sbeReset(m_buffer, m_offset, m_bufferLength, m_actingBlockLength, m_actingVersion);
            }

            ::std::uint64_t sbePosition() const noexcept
            {
                return m_position;
            }

            /** Throws unless the position lies within the buffer; returns it (the reference's name for this check). */
            ::std::uint64_t sbeCheckPosition(const ::std::uint64_t position) const
            {
                ::sbetool::checkBounds("$schemaName$ position", position, 0, m_bufferLength);
                return position;
            }

            void sbePosition(const ::std::uint64_t position)
            {
                m_position = sbeCheckPosition(position);
            }

            /** The bytes from the start of the root block to the current position. */
            ::std::uint64_t encodedLength() const noexcept
            {
                return m_position - m_offset;
            }

            /** The whole message's length, found by reading a copy to the end. */
            ::std::uint64_t decodeLength() const
            {
                $Message$ copy(*this);
                copy.sbeRewind();
                copy.skip();
                return copy.encodedLength();
            }

            /** Moves past every group and var data element. */
            void skip()
            {
        $skip$    }

            $bufferAccessors$
            ::std::uint64_t actingBlockLength() const noexcept
            {
                return m_actingBlockLength;
            }
        $accessors$$orderPublic$
            /** The whole message as JSON, whatever has been read so far. */
            friend ::std::ostream &operator<<(::std::ostream &out, const $Message$ &message)
            {
                $Message$ copy(message);
                copy.sbeRewind();
                copy.sbeWriteJson(out);
                return out;
            }

        private:
        $fields$$orderPrivate$};
        """;

    private MessageWriter()
    {
    }

    static String write(final Schema schema, final Message message, final CppNames names)
    {
        return write(schema, message, names, null);
    }

    /** @param order the access-order checks' printer, or null for none. */
    static String write(final Schema schema, final Message message, final CppNames names, final AccessOrderCode order)
    {
        final String className = names.message(message.name());
        final Printer accessors = new Printer().indent()
            .set("Class", className).set("position", "m_position").set("positionPtr", "&m_position");
        accessors.set("codecState", "m_codecState").set("codecStatePtr", "&m_codecState");
        final List<String> fields = new ArrayList<>();
        final Set<String> outer = new HashSet<>(Set.of(className));
        BlockWriter.print(accessors, message.name(), message.block(), names, fields, outer, order);
        final CompositeDef header = schema.header().composite();
        final Printer p = new Printer().set("Message", className).set("schemaName", message.name())
            .set("Header", names.qualified(header.name()))
            .set("blockLength", message.block().blockLength()).set("templateId", message.id())
            .set("schemaId", schema.id()).set("schemaVersion", schema.version())
            .set("semanticType", MemberAccessors.text(message.semanticType()))
            .set("semanticVersion", MemberAccessors.text(schema.semanticVersion()))
            .set("fields", CompositeWriter.fieldLines(fields))
            .set("skip", Printer.indentLines(BlockWriter.skipBody(message.block(), className), "        "))
            .set("accessors", accessors.text()).set("bufferAccessors", FixedFlyweight.BUFFER_ACCESSORS)
            .set("state", FixedFlyweight.STATE);
        p.set("orderState", order == null ? "" : Printer.indentLines(order.stateMembers(), "    "))
            .set("orderWrap", order == null ? "" : Printer.indentLines(order.onWrap(), "        "))
            .set("orderPublic", order == null ? "" : Printer.indentLines(order.publicMembers(), "    "))
            .set("orderPrivate", order == null ? "" : "\n" + Printer.indentLines(order.privateMembers(), "    "));
        final List<String> setters = new ArrayList<>();
        headerMember(p, header, names, "blockLength", "sbeBlockLength()", setters);
        headerMember(p, header, names, "templateId", "sbeTemplateId()", setters);
        headerMember(p, header, names, "schemaId", "sbeSchemaId()", setters);
        headerMember(p, header, names, "version", "sbeSchemaVersion()", setters);
        // A constant member has no setter and no bytes: the schema, not the encoder, gives its value.
        p.set("applyHeader", setters.isEmpty() ? "static_cast<void>(header)" : "header" + String.join("", setters));
        return (order == null ? "" : order.noexceptDefinition()) + p.print(CLASS).text();
    }

    /** Sets the member's type, and adds its setter call with value to setters unless it is a constant. */
    private static void headerMember(final Printer p, final CompositeDef header, final CppNames names, final String name,
        final String value, final List<String> setters)
    {
        final String accessor = CppNames.members(Members.names(header.members()), names.type(header.name())).get(name);
        for (final Member member : header.members())
        {
            if (member.name().equals(name))
            {
                p.set(name + "Type", CppTypes.type(Members.primitive(member)));
                if (!member.isConstant())
                {
                    setters.add("." + accessor + "(" + value + ")");
                }
                return;
            }
        }
        throw new IllegalStateException("message header " + header.name() + " has no " + name);
    }
}
