package io.sbetool.otf;

import io.sbetool.ir.Ir;
import org.agrona.DirectBuffer;
import org.agrona.collections.Int2ObjectHashMap;

import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Decodes any message of a schema on the fly: reads the header, then walks the message's compiled
 * plan (built once per templateId and cached) calling a listener for each element. The acting
 * version and root blockLength come from the header. Every read is bounds checked against the
 * given length; a message that does not fit ends in an {@link OtfDecodeException}.
 *
 * <p>Not thread safe: use one decoder per thread, made by {@link #forAnotherThread} so that the threads share
 * the plans and their compiled code. Decoding allocates nothing once plans are built.
 */
public final class MessageDecoder
{
    private static final OtfListener NO_OP = new OtfListener()
    {
    };

    /** How far past the schema's version a message may be and still look like one of its messages. */
    private static final int MAX_VERSIONS_AHEAD = 64;

    private final Ir ir;
    private final String messageLengthField;
    private final HeaderDecoder header;
    /** Template ids up to this one have their plan in {@link #byId}: a header's uint16 ids all do. */
    private static final int MAX_ARRAY_ID = 0xFFFF;

    /**
     * The plans met so far by template id, taken from {@link #shared} once each and looked up without a
     * lock; grown to the largest id met. An array rather than a hash map: the map's probing for a
     * colliding id, first met after about 40,000 MDP 3.0 messages, had C2 compile the plan lookup twice.
     */
    private MessagePlan[] byId = new MessagePlan[64];
    /** The plans of ids beyond {@link #byId}'s reach. */
    private final Int2ObjectHashMap<MessagePlan> otherPlans = new Int2ObjectHashMap<>();
    private final SharedPlans shared;
    /**
     * The plan looked up last: consecutive messages of a feed are mostly of one template, and the check
     * of its id is cheaper than the hash map's lookup (and each message is looked up twice when printed).
     */
    private MessagePlan lastPlan;
    private final DecodeCursor cursor = new DecodeCursor();
    private boolean checkSchemaId = true;
    private int compileAfter =
        Integer.getInteger(TemplateCompiler.COMPILE_AFTER_PROPERTY, TemplateCompiler.DEFAULT_COMPILE_AFTER);
    private int valuesPerMethod = TemplateClassWriter.VALUES_PER_METHOD;

    public MessageDecoder(final Ir ir)
    {
        this(ir, null);
    }

    /**
     * @param messageLengthField the header field holding the message's whole length, which raw
     *                           framing then trusts (venues pad messages past their body); or null.
     */
    public MessageDecoder(final Ir ir, final String messageLengthField)
    {
        this(ir, messageLengthField, new SharedPlans(ir, byteOrder(ir)));
    }

    private MessageDecoder(final Ir ir, final String messageLengthField, final SharedPlans shared)
    {
        this.ir = ir;
        this.messageLengthField = messageLengthField;
        this.header = new HeaderDecoder(ir.headerStructure(), byteOrder(ir), messageLengthField);
        this.shared = shared;
    }

    /**
     * A decoder for another thread, with this one's options, that shares this one's plans and the code
     * compiled for them: each template is compiled into one hidden class, which the JIT then compiles once
     * for all threads instead of once per thread.
     */
    public MessageDecoder forAnotherThread()
    {
        final MessageDecoder other = new MessageDecoder(ir, messageLengthField, shared);
        other.checkSchemaId = checkSchemaId;
        other.compileAfter = compileAfter;
        other.valuesPerMethod = valuesPerMethod;
        return other;
    }

    /**
     * @param check whether a header whose schemaId is not the schema's is an error (the default): it
     *              means the bytes are not a message of this schema, or the framing is wrong.
     */
    public MessageDecoder checkSchemaId(final boolean check)
    {
        this.checkSchemaId = check;
        return this;
    }

    /**
     * When to compile each message into code of its own (a hidden class per template and kind of
     * listener, which the JIT makes straight-line code of), rather than walk its plan: after it has been
     * decoded this many times with that kind of listener. 0 compiles at once, a negative number never
     * (the system property {@code sbetool.otf.compileAfter} sets the default, 200). Both ways make the
     * same callbacks and throw the same errors; a message the compiler cannot handle stays interpreted.
     * Decoders made by {@link #forAnotherThread} count their decodes together, and a template compiled
     * for one is compiled for all of them.
     */
    public MessageDecoder compileAfter(final int decodes)
    {
        this.compileAfter = decodes;
        return this;
    }

    /**
     * @return whether the system property {@code sbetool.otf.compileAfter} is set: callers that would choose a
     * threshold of their own then leave the user's choice alone.
     */
    public static boolean compileAfterSetBySystem()
    {
        return System.getProperty(TemplateCompiler.COMPILE_AFTER_PROPERTY) != null;
    }

    /**
     * For tests: compiled code splits a block's fields over methods of at most this many values.
     */
    MessageDecoder valuesPerMethod(final int values)
    {
        this.valuesPerMethod = values;
        return this;
    }

    public Ir ir()
    {
        return ir;
    }

    public HeaderDecoder header()
    {
        return header;
    }

    /**
     * @return the plan of a message, compiled on first use, or null when the schema has no such template.
     */
    public MessagePlan plan(final int templateId)
    {
        final MessagePlan last = lastPlan;
        if (last != null && last.templateId() == templateId)
        {
            return last;
        }
        final MessagePlan[] byId = this.byId;
        final MessagePlan known = templateId >= 0 && templateId < byId.length ? byId[templateId] : null;
        if (known != null)
        {
            lastPlan = known;
            return known;
        }
        final MessagePlan plan = firstPlan(templateId);
        if (plan != null)
        {
            lastPlan = plan;
        }
        return plan;
    }

    /**
     * @return the plan of a template this decoder has not met (or an id beyond the array), or null.
     */
    private MessagePlan firstPlan(final int templateId)
    {
        if (templateId < 0 || templateId > MAX_ARRAY_ID)
        {
            MessagePlan plan = otherPlans.get(templateId);
            if (plan == null)
            {
                plan = shared.plan(templateId);
                if (plan != null)
                {
                    otherPlans.put(templateId, plan);
                }
            }
            return plan;
        }
        final MessagePlan plan = shared.plan(templateId);
        if (plan != null)
        {
            if (templateId >= byId.length)
            {
                byId = Arrays.copyOf(byId, Math.max(2 * byId.length, Integer.highestOneBit(templateId) * 2));
            }
            byId[templateId] = plan;
        }
        return plan;
    }

    /**
     * Decodes the message starting at {@code offset}.
     *
     * @param length bytes available from offset; the message may be shorter.
     * @return the message's encoded length, header included.
     * @throws OtfDecodeException when the message is truncated, corrupt or of an unknown template.
     */
    public int decode(final DirectBuffer buffer, final int offset, final int length, final OtfListener listener)
    {
        return walk(buffer, offset, length, listener, true);
    }

    /**
     * Walks only the header, group dimensions and var-data lengths to find where the message ends,
     * e.g. to split back-to-back messages.
     *
     * @return the message's encoded length, header included.
     */
    public int encodedLength(final DirectBuffer buffer, final int offset, final int length)
    {
        return walk(buffer, offset, length, NO_OP, false);
    }

    /**
     * The length of a message in a raw stream of back-to-back messages: what walking it gives, or, when
     * a header field was named as the message's length (some venues' headers have one, and pad
     * messages beyond their body), that declared length.
     *
     * @return bytes from offset to the next message.
     */
    public int frameLength(final DirectBuffer buffer, final int offset, final int length)
    {
        final int walked = encodedLength(buffer, offset, length);
        if (!header.hasMessageLength())
        {
            return walked;
        }
        final int declared = header.messageLength(buffer, offset);
        if (declared > length)
        {
            throw new OtfDecodeException("message length " + declared + " in the header exceeds the " + length +
                " bytes available", offset, true);
        }
        return Math.max(declared, walked);
    }

    /**
     * Whether a message of this schema could start at offset, judged by its header alone: it fits, its
     * schemaId is the schema's, its templateId is one the schema has and its version is not from the
     * future, and its root block fits the message's length. Used to find the next message boundary
     * after lost bytes, so it never throws.
     *
     * @param length the message's length as its frame declares it; only the header need be in the buffer.
     */
    public boolean isPlausibleHeader(final DirectBuffer buffer, final int offset, final int length)
    {
        if (length < header.encodedLength() || offset < 0 || (long)offset + header.encodedLength() > buffer.capacity())
        {
            return false;
        }
        final int schemaId = header.schemaId(buffer, offset);
        final int version = header.version(buffer, offset);
        final int blockLength = header.blockLength(buffer, offset);
        return (schemaId < 0 || schemaId == ir.id()) && version <= ir.version() + MAX_VERSIONS_AHEAD &&
            blockLength <= length - header.encodedLength() && ir.message(header.templateId(buffer, offset)) != null;
    }

    /**
     * @return the plan of the message at offset, checking only that the header fits.
     */
    public MessagePlan planAt(final DirectBuffer buffer, final int offset, final int length)
    {
        requireHeader(buffer, offset, length);
        final int templateId = header.templateId(buffer, offset);
        final int schemaId = header.schemaId(buffer, offset);
        if (checkSchemaId && schemaId >= 0 && schemaId != ir.id())
        {
            throw new OtfDecodeException("schemaId " + schemaId + " (templateId " + templateId +
                ") is not the schema's id " + ir.id(), offset);
        }
        final MessagePlan plan = plan(templateId);
        if (plan == null)
        {
            throw new OtfDecodeException("unknown templateId " + templateId + " in the message header", offset);
        }
        return plan;
    }

    /**
     * The schema's byte order governs every value: token-level orders are not relied on because IR
     * producers are not consistent about them on enum and set tokens.
     */
    private static ByteOrder byteOrder(final Ir ir)
    {
        return ir.byteOrder() != null ? ir.byteOrder() : ByteOrder.LITTLE_ENDIAN;
    }

    private int walk(
        final DirectBuffer buffer, final int offset, final int length, final OtfListener listener, final boolean full)
    {
        final MessagePlan plan = planAt(buffer, offset, length);
        final int blockLength = rootBlockLength(buffer, offset, plan);
        final int actingVersion = actingVersion(buffer, offset);
        final int blockStart = offset + header.encodedLength();
        final DecodeCursor cursor = this.cursor;
        cursor.reset(buffer, offset, offset + length, listener);
        cursor.actingVersion = actingVersion;
        cursor.require(blockStart, blockLength, null, "root block");
        if (full)
        {
            listener.onBeginMessage(plan, actingVersion, blockLength);
        }
        if (full)
        {
            decodeBody(plan, blockStart, blockLength);
            listener.onEndMessage(plan);
        }
        else
        {
            plan.body().decode(cursor, blockStart, blockLength, false);
        }
        cursor.listener = null;
        cursor.values = null;
        cursor.buffer = null;
        return cursor.limit - offset;
    }

    private void decodeBody(final MessagePlan plan, final int blockStart, final int blockLength)
    {
        final DecodeCursor cursor = this.cursor;
        final ListenerKind kind = cursor.kind;
        final CompiledBody code = compileAfter < 0 ? null : plan.code(kind).body(plan, kind, compileAfter, valuesPerMethod);
        if (code == null)
        {
            plan.body().decode(cursor, blockStart, blockLength, true);
        }
        else
        {
            cursor.limit = code.decode(cursor.buffer, blockStart, blockLength, cursor, cursor.listener);
        }
    }

    private void requireHeader(final DirectBuffer buffer, final int offset, final int length)
    {
        if (length < header.encodedLength() || offset < 0 || (long)offset + length > buffer.capacity())
        {
            throw new OtfDecodeException("message header needs " + header.encodedLength() + " bytes but only " +
                Math.max(0, Math.min(length, buffer.capacity() - offset)) + " remain", offset, true);
        }
    }

    private int rootBlockLength(final DirectBuffer buffer, final int offset, final MessagePlan plan)
    {
        final int blockLength = header.blockLength(buffer, offset);
        return blockLength < 0 ? plan.schemaBlockLength() : blockLength;
    }

    private int actingVersion(final DirectBuffer buffer, final int offset)
    {
        final int version = header.version(buffer, offset);
        return version < 0 ? ir.version() : version;
    }
}
