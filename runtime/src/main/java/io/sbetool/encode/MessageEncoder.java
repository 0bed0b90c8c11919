package io.sbetool.encode;

import io.sbetool.ir.HeaderStructure;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Layout;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Suggestions;
import io.sbetool.ir.Token;
import org.agrona.MutableDirectBuffer;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Encodes messages from the schema's IR alone, no generated code: the inverse of the on-the-fly
 * decoder. Values come from a {@link ValueSource} shaped as {@code sbetool decode} prints a message:
 * {@code "template"} (or {@code "templateId"}), optionally {@code "schemaVersion"}, then fields by name,
 * composites as objects, groups as arrays of objects, var data as text (base64 when it has no
 * character encoding).
 *
 * <p>Writes the header, then the root block with every field at its offset, then groups with their
 * dimension headers and var data with their lengths. Blocks are zero-filled first, so padding and
 * unused bytes are always zero. Optional fields left out are written as their null value; required
 * ones left out are an error, as are names the schema does not know. The block lengths written are
 * the schema's, or for an older {@code schemaVersion} the end of the fields that version has.
 *
 * <p>Encoding allocates nothing once the source is parsed (error messages aside). A failed message
 * throws {@link EncodeException} and leaves undefined bytes in the buffer after {@code offset}: callers
 * keep or drop the message as a whole. Not thread safe: one encoder per thread.
 */
public final class MessageEncoder
{
    private static final Name FILE = new Name("file");
    private static final Name OFFSET = new Name("offset");
    private static final Name PACKET = new Name("packet");
    private static final Name TEMPLATE = new Name("template");
    private static final Name TEMPLATE_ID = new Name("templateId");
    private static final Name SCHEMA_ID = new Name("schemaId");
    private static final Name SCHEMA_VERSION = new Name("schemaVersion");
    private static final Name[] ENVELOPE = {FILE, OFFSET, PACKET, TEMPLATE, TEMPLATE_ID, SCHEMA_ID, SCHEMA_VERSION};
    private static final int MAX_DEPTH = 64;
    private static final int MAX_INDEXED_ID = 65535;

    private final Ir ir;
    private final MessageLayout[] messages;
    private final NameTable templateNames;
    /** Messages by template id, for ids up to {@link #MAX_INDEXED_ID}; larger ones in {@link #byLargeId}. */
    private final MessageLayout[] byId;
    private final Map<Long, MessageLayout> byLargeId = new HashMap<>();
    private final HeaderField[] headerFields;
    private final int headerLength;
    final ByteOrder order;

    MutableDirectBuffer buffer;
    private int limit;
    private int actingVersion;
    private HeaderField lengthField;
    private MessageLayout current;
    /** How many of "template" and "templateId" the message has. */
    private int templateMembers;
    private final Name[] pathNames = new Name[MAX_DEPTH];
    private final int[] pathIndexes = new int[MAX_DEPTH];
    private int depth;
    /** What blocks and headers are filled with before values are written: zero but in tests. */
    private byte fill;

    public MessageEncoder(final Ir ir)
    {
        this.ir = ir;
        order = ir.byteOrder();
        final PlanBuilder builder = new PlanBuilder(ir);
        messages = new MessageLayout[ir.messages().size()];
        final List<String> names = new ArrayList<>();
        int maxId = 0;
        for (int i = 0; i < messages.length; i++)
        {
            messages[i] = builder.message(ir.messages().get(i));
            names.add(messages[i].name.text());
            maxId = Math.max(maxId, Math.min(MAX_INDEXED_ID, messages[i].templateId));
        }
        byId = new MessageLayout[maxId + 1];
        for (final MessageLayout message : messages)
        {
            if (message.templateId >= 0 && message.templateId <= MAX_INDEXED_ID)
            {
                byId[message.templateId] = message;
            }
            else
            {
                byLargeId.put((long)message.templateId, message);
            }
        }
        templateNames = new NameTable(names);
        final HeaderStructure header = ir.headerStructure();
        headerLength = header.encodedLength();
        headerFields = new HeaderField[] {HeaderField.of(header.blockLength()), HeaderField.of(header.templateId()),
            HeaderField.of(header.schemaId()), HeaderField.of(header.schemaVersion())};
        if (headerFields[1] == null)
        {
            throw new IllegalArgumentException("the message header has no templateId field");
        }
    }

    /**
     * Fills blocks and headers with {@code value} instead of zero before writing values, so that a test
     * can tell padding (the bytes that change with it) from values. Not for use beyond tests.
     */
    void paddingFill(final byte value)
    {
        fill = value;
    }

    public Ir ir()
    {
        return ir;
    }

    /**
     * Writes each message's whole length, header included, into this header field (Coinbase's
     * {@code frameLength} or {@code messageLength}); the standard's header has none.
     *
     * @param name the field's name, or null for none.
     * @throws IllegalArgumentException when the header has no integer field of that name.
     */
    public MessageEncoder lengthField(final String name)
    {
        lengthField = null;
        if (name != null)
        {
            for (final Token token : ir.headerStructure().tokens())
            {
                if (token.signal() == Signal.ENCODING && token.name().equals(name) &&
                    token.encoding().primitiveType() != null && !token.encoding().primitiveType().isFloatingPoint())
                {
                    lengthField = HeaderField.of(token);
                }
            }
            if (lengthField == null)
            {
                throw new IllegalArgumentException("the message header has no integer field '" + name + "'");
            }
        }
        return this;
    }

    /**
     * Encodes one message, header first, at {@code offset}.
     *
     * @return the message's length in bytes, header included.
     * @throws EncodeException when the values do not make a valid message of the schema, or the
     * buffer (unless expandable) is too short.
     */
    public int encode(final ValueSource message, final MutableDirectBuffer buffer, final int offset)
    {
        try
        {
            return encodeMessage(message, buffer, offset);
        }
        catch (final ValueException ex)
        {
            // a value no writer expected to be unreadable (a bad escape in text, an object a map
            // source cannot take): named by where the encoder was
            throw new EncodeException(path(null), ex.getMessage());
        }
    }

    private int encodeMessage(final ValueSource message, final MutableDirectBuffer buffer, final int offset)
    {
        this.buffer = buffer;
        depth = 0;
        current = null;
        // decode's order, so that a source reading a line in order finds each at once
        int envelope = (message.find(FILE) != ValueSource.MISSING ? 1 : 0) +
            (message.find(OFFSET) != ValueSource.MISSING ? 1 : 0);
        final MessageLayout layout = template(message);
        current = layout;
        envelope += templateMembers;
        actingVersion = ir.version();
        final int versionSlot = message.find(SCHEMA_VERSION);
        if (versionSlot != ValueSource.MISSING)
        {
            envelope++;
            actingVersion = (int)headerValue(message, versionSlot, SCHEMA_VERSION, headerFields[3]);
        }
        final int blockLength = layout.body.blockLength(actingVersion);
        reserve(offset, headerLength);
        buffer.setMemory(offset, headerLength, fill);
        putHeader(headerFields[0], offset, blockLength);
        putHeader(headerFields[1], offset, layout.templateId);
        putHeader(headerFields[2], offset, ir.id());
        putHeader(headerFields[3], offset, actingVersion);
        limit = offset + headerLength;
        writeBody(layout.body, message, blockLength, envelope, true);
        if (lengthField != null)
        {
            putHeader(lengthField, offset, limit - offset);
        }
        this.buffer = null;
        return limit - offset;
    }

    /**
     * @return the name of the template of the last message given to {@link #encode}, or null.
     */
    public String lastTemplate()
    {
        return current == null ? null : current.name.text();
    }

    private MessageLayout template(final ValueSource message)
    {
        final int nameSlot = message.find(TEMPLATE);
        final int idSlot = message.find(TEMPLATE_ID);
        templateMembers = (nameSlot != ValueSource.MISSING ? 1 : 0) + (idSlot != ValueSource.MISSING ? 1 : 0);
        MessageLayout byName = null;
        if (nameSlot != ValueSource.MISSING)
        {
            final int index = message.kind(nameSlot) == ValueKind.STRING ? message.lookup(nameSlot, templateNames) : -1;
            if (index < 0)
            {
                throw new EncodeException("template", "not a message of the schema" + hint(message, nameSlot));
            }
            byName = messages[index];
        }
        if (idSlot == ValueSource.MISSING)
        {
            if (byName == null)
            {
                throw new EncodeException("", "no \"template\" or \"templateId\" names the message");
            }
            return byName;
        }
        final long id = headerValue(message, idSlot, TEMPLATE_ID, headerFields[1]);
        final MessageLayout byId = id >= 0 && id < this.byId.length ? this.byId[(int)id] : byLargeId.get(id);
        if (byId == null)
        {
            throw new EncodeException("templateId", "no message of the schema has id " + id);
        }
        if (byName != null && byName != byId)
        {
            throw new EncodeException("templateId", id + " is the id of " + byId.name + ", not of " + byName.name);
        }
        return byId;
    }

    private String hint(final ValueSource message, final int slot)
    {
        final int size = templateNames.size();
        return size <= 12 ? "; expected one of " + templateNames.describe() : " (it has " + size + " messages)";
    }

    /**
     * The envelope members decode writes only when asked ({@code "packet"}, {@code "schemaId"}), looked
     * for only when the message has members no field took, so that the common case never searches.
     *
     * @return how many of them the message has.
     */
    private int optionalEnvelope(final ValueSource message)
    {
        int count = message.find(PACKET) != ValueSource.MISSING ? 1 : 0;
        final int slot = message.find(SCHEMA_ID);
        if (slot != ValueSource.MISSING)
        {
            count++;
            if (headerValue(message, slot, SCHEMA_ID, headerFields[2]) != ir.id())
            {
                throw new EncodeException("schemaId", "the schema's id is " + ir.id());
            }
        }
        return count;
    }

    private long headerValue(final ValueSource message, final int slot, final Name name, final HeaderField field)
    {
        try
        {
            final long value = message.longValue(slot);
            if (field != null && !Primitives.inRange(field.type, value, field.type.lowest(), field.type.highest()))
            {
                throw new EncodeException(name.text(), value + " does not fit the header's " +
                    field.type.primitiveName());
            }
            return value;
        }
        catch (final ValueException ex)
        {
            throw new EncodeException(name.text(), ex.getMessage());
        }
    }

    private void putHeader(final HeaderField field, final int offset, final long value)
    {
        if (field != null && !field.isConstant)
        {
            Primitives.putLong(buffer, offset + field.offset, field.type, value, order);
        }
    }

    int actingVersion()
    {
        return actingVersion;
    }

    /**
     * Writes a block at the limit, zero-filled, then its groups and var data.
     *
     * @param alreadyFound members of the source that are not fields (the message's envelope).
     */
    private void writeBody(final Block body, final ValueSource source, final int blockLength,
        final int alreadyFound, final boolean root)
    {
        final int start = limit;
        reserve(start, blockLength);
        buffer.setMemory(start, blockLength, fill);
        limit = start + blockLength;
        int found = alreadyFound;
        for (final FieldWriter field : body.fields)
        {
            final int slot = source.find(field.name);
            if (slot != ValueSource.MISSING)
            {
                found++;
            }
            if (!Layout.isPresent(field.sinceVersion, field.offset, field.encodedLength, actingVersion, blockLength))
            {
                checkAbsent(field.name, field.sinceVersion, source, slot);
                continue;
            }
            write(field, source, slot, start + field.offset);
        }
        for (final GroupWriter group : body.groups)
        {
            found += writeGroup(group, source);
        }
        for (final VarDataWriter data : body.varData)
        {
            found += writeVarData(data, source);
        }
        if (found != source.memberCount() && (!root || found + optionalEnvelope(source) != source.memberCount()))
        {
            unknownMember(source, body.fields, body.groups, body.varData, root);
        }
    }

    /**
     * Writes a field, naming it when its value turns out unreadable where its writer did not expect it.
     */
    void write(final FieldWriter field, final ValueSource source, final int slot, final int index)
    {
        try
        {
            field.write(this, source, slot, index);
        }
        catch (final ValueException ex)
        {
            throw fail(field.name, ex.getMessage());
        }
    }

    /**
     * @return 1 when the source has the group, else 0.
     */
    private int writeGroup(final GroupWriter group, final ValueSource source)
    {
        final int slot = source.find(group.name);
        if (!Layout.inVersion(group.sinceVersion, actingVersion))
        {
            checkAbsent(group.name, group.sinceVersion, source, slot);
            return slot == ValueSource.MISSING ? 0 : 1;
        }
        final ValueKind kind = slot == ValueSource.MISSING ? ValueKind.ARRAY : source.kind(slot);
        if (kind != ValueKind.ARRAY)
        {
            throw fail(group.name, "expected an array of the group's entries, found " + ScalarWriter.describe(kind));
        }
        final int count = slot == ValueSource.MISSING ? 0 : source.elementCount(slot);
        if (count > group.maxCount || count < group.minCount)
        {
            throw fail(group.name, "has " + count + " entries; its numInGroup allows " + group.minCount + ".." +
                group.maxCount);
        }
        final int blockLength = group.body.blockLength(actingVersion);
        reserve(limit, group.dimensionLength);
        buffer.setMemory(limit, group.dimensionLength, fill);
        Primitives.putLong(buffer, limit + group.blockLengthOffset, group.blockLengthType, blockLength, order);
        Primitives.putLong(buffer, limit + group.numInGroupOffset, group.numInGroupType, count, order);
        limit += group.dimensionLength;
        for (int i = 0; i < count; i++)
        {
            final int element = source.element(slot, i);
            push(group.name, i);
            if (source.kind(element) != ValueKind.OBJECT)
            {
                throw fail(null, "expected an object, found " + ScalarWriter.describe(source.kind(element)));
            }
            writeBody(group.body, source.object(element), blockLength, 0, false);
            pop();
        }
        return slot == ValueSource.MISSING ? 0 : 1;
    }

    private int writeVarData(final VarDataWriter data, final ValueSource source)
    {
        final int slot = source.find(data.name);
        if (!Layout.inVersion(data.sinceVersion, actingVersion))
        {
            checkAbsent(data.name, data.sinceVersion, source, slot);
            return slot == ValueSource.MISSING ? 0 : 1;
        }
        final int start = limit;
        reserve(start, data.headerLength);
        buffer.setMemory(start, data.headerLength, fill);
        int length = 0;
        if (slot != ValueSource.MISSING)
        {
            final ValueKind kind = source.kind(slot);
            if (kind != ValueKind.STRING)
            {
                throw fail(data.name, "expected " + (data.charset == null ? "base64 text" : "text") + ", found " +
                    ScalarWriter.describe(kind));
            }
            length = putVarData(data, source, slot, start + data.headerLength);
        }
        Primitives.putLong(buffer, start + data.lengthOffset, data.lengthType, length, order);
        limit = start + data.headerLength + length;
        return slot == ValueSource.MISSING ? 0 : 1;
    }

    private int putVarData(final VarDataWriter data, final ValueSource source, final int slot, final int index)
    {
        final long room = buffer.isExpandable() ? data.maxLength : Math.min(data.maxLength, buffer.capacity() - index);
        final int end = (int)Math.min(Integer.MAX_VALUE, index + room);
        final int length;
        try
        {
            length = data.charset == null ? source.putBase64(slot, buffer, index, end) :
                source.putText(slot, data.charset, buffer, index, end);
        }
        catch (final ValueException ex)
        {
            throw fail(data.name, ex.getMessage());
        }
        if (length < 0)
        {
            throw fail(data.name, room < data.maxLength ? "does not fit the buffer" :
                "is longer than its length's maxValue " + data.maxLength);
        }
        return length;
    }

    /**
     * An element newer than the message's acting version is not on the wire: the source may give it
     * only as null, as the decoder prints it.
     */
    void checkAbsent(final Name name, final int sinceVersion, final ValueSource source, final int slot)
    {
        if (slot != ValueSource.MISSING && source.kind(slot) != ValueKind.NULL)
        {
            throw fail(name, "was added in version " + sinceVersion + ", after the message's schemaVersion " +
                actingVersion + "; give null or leave it out");
        }
    }

    /**
     * Names a member of the source that none of the element's fields, groups or var data took.
     */
    EncodeException unknownMember(final ValueSource source, final FieldWriter[] fields, final GroupWriter[] groups,
        final VarDataWriter[] varData, final boolean root)
    {
        final Set<String> known = new HashSet<>();
        for (final FieldWriter field : fields)
        {
            known.add(field.name.text());
        }
        for (final GroupWriter group : groups == null ? new GroupWriter[0] : groups)
        {
            known.add(group.name.text());
        }
        for (final VarDataWriter data : varData == null ? new VarDataWriter[0] : varData)
        {
            known.add(data.name.text());
        }
        if (root)
        {
            for (final Name name : ENVELOPE)
            {
                known.add(name.text());
            }
        }
        for (int i = 0; i < source.memberCount(); i++)
        {
            final String name = source.memberName(i);
            if (!known.contains(name))
            {
                throw fail(new Name(name), "unknown field" + (current == null ? "" : " of " +
                    (depth == 0 ? current.name.text() : path(null))) + Suggestions.didYouMean(name, known));
            }
        }
        throw fail(null, "a field is given more than once");
    }

    /**
     * A required field the source lacks; when the source has a member whose name is close to it, the
     * misspelt member is the likelier mistake and is named instead.
     */
    EncodeException missing(final Name name, final ValueSource source, final String hint)
    {
        if (source != null)
        {
            for (int i = 0; i < source.memberCount(); i++)
            {
                final String member = source.memberName(i);
                if (!member.equals(name.text()) &&
                    !Suggestions.didYouMean(member, java.util.List.of(name.text())).isEmpty())
                {
                    throw fail(new Name(member), "unknown field" + (depth == 0 && current != null ? " of " +
                        current.name.text() : "") + "; did you mean '" + name.text() + "'?");
                }
            }
        }
        return fail(name, "missing required field" + hint);
    }

    private void reserve(final int index, final int length)
    {
        final long end = (long)index + length;
        if (buffer.isExpandable())
        {
            buffer.checkLimit((int)Math.min(Integer.MAX_VALUE, end));
        }
        else if (end > buffer.capacity())
        {
            throw fail(null, "the message does not fit the buffer's " + buffer.capacity() + " bytes");
        }
    }

    void push(final Name name, final int index)
    {
        if (depth == MAX_DEPTH)
        {
            throw fail(name, "nested too deep");
        }
        pathNames[depth] = name;
        pathIndexes[depth] = index;
        depth++;
    }

    void pop()
    {
        depth--;
    }

    /**
     * @param leaf the field at fault inside the current path, or null for the path itself.
     * @return the exception to throw.
     */
    EncodeException fail(final Name leaf, final String reason)
    {
        return new EncodeException(path(leaf), reason);
    }

    /** {@link #fail(Name, String)} pointing at the value's column in its line (0 when unknown). */
    EncodeException fail(final Name leaf, final String reason, final int column)
    {
        return new EncodeException(path(leaf), reason, column);
    }

    private String path(final Name leaf)
    {
        final StringBuilder path = new StringBuilder();
        for (int i = 0; i < depth; i++)
        {
            path.append(i == 0 ? "" : ".").append(pathNames[i].text());
            if (pathIndexes[i] >= 0)
            {
                path.append('[').append(pathIndexes[i]).append(']');
            }
        }
        if (leaf != null)
        {
            path.append(path.length() == 0 ? "" : ".").append(leaf.text());
        }
        return path.toString();
    }

    /**
     * An integer field of the message header.
     */
    /** A header member; a constant one has no bytes, so nothing is written for it. */
    private static final class HeaderField
    {
        final PrimitiveType type;
        final int offset;
        final boolean isConstant;

        private HeaderField(final Token token)
        {
            type = token.encoding().primitiveType();
            offset = token.offset();
            isConstant = token.encoding().presence() == Presence.CONSTANT;
        }

        static HeaderField of(final Token token)
        {
            return token == null ? null : new HeaderField(token);
        }
    }
}
