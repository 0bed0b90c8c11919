package io.sbetool.otf;

import java.nio.charset.StandardCharsets;

/**
 * Prints a message as one JSON object: {@code "template"}, {@code "templateId"} and
 * {@code "schemaVersion"} (the acting version), optionally {@code "file"} and {@code "offset"} first,
 * then the fields. Enums by name (the raw number when unknown), sets as arrays of names, char arrays
 * as strings cut at the first NUL, optional nulls and absent elements as null, composites as
 * objects, groups as arrays of objects, var data as text or base64.
 *
 * <p>Streams into a reusable {@link ByteSink} with names pre-encoded, so steady-state printing of
 * integer and text fields allocates nothing. Not thread safe.
 */
public final class JsonPrinter extends LinePrinter
{
    private static final byte[] SCHEMA_ID_KEY = bytes(",\"schemaId\":");
    /** Before the acting version; {@link MessagePlan} prints it after its head for the schema's version. */
    static final String VERSION_KEY = ",\"schemaVersion\":";
    private static final byte[] VERSION_KEY_BYTES = bytes(VERSION_KEY);

    private final int schemaId;
    /** {@code ,"schemaVersion":N} for the schema's own version, the acting version of most messages. */
    private final byte[] schemaVersionJson;
    private final int schemaVersion;
    /** {@code {"file":"name","offset":}, or null for no envelope. */
    private byte[] fileJson;
    private long fileOffset;
    private boolean labelSchemaId;
    private EnvelopeExtension extension;

    public JsonPrinter(final MessageDecoder decoder)
    {
        super(decoder, Syntax.JSON);
        this.schemaId = decoder.ir().id();
        this.schemaVersion = decoder.ir().version();
        this.schemaVersionJson = bytes(VERSION_KEY + schemaVersion);
    }

    /**
     * Writes int64 and uint64 values as JSON strings, so that values beyond 2^53 stay exact in tools
     * that read every JSON number as a double (JavaScript, jq).
     */
    public JsonPrinter int64AsString(final boolean asString)
    {
        this.int64AsString = asString;
        return this;
    }

    /**
     * Adds {@code "schemaId"} after {@code "templateId"}, for output that mixes several schemas.
     */
    public JsonPrinter labelSchemaId(final boolean label)
    {
        this.labelSchemaId = label;
        return this;
    }

    /**
     * Adds {@code "file"} and {@code "offset"} to the following messages.
     *
     * @param file name of the file, or null to leave both out.
     */
    public void envelope(final String file, final long offset)
    {
        fileJson = file == null ? null : bytes("{\"file\":" + JsonText.quote(file) + ",\"offset\":");
        fileOffset = offset;
    }

    /**
     * @param extension members to add after {@code "offset"}, or null for none.
     */
    public JsonPrinter envelopeExtension(final EnvelopeExtension extension)
    {
        this.extension = extension;
        return this;
    }

    /**
     * Sets only the offset of an envelope already named with {@link #envelope(String, long)}.
     */
    public void envelopeOffset(final long offset)
    {
        fileOffset = offset;
    }

    public String toJson(final byte[] message)
    {
        return printToString(message);
    }

    @Override
    void appendMessageStart(final MessagePlan message, final int actingVersion)
    {
        if (fileJson != null)
        {
            out.append(fileJson).appendLong(fileOffset).append((byte)',');
            if (extension != null)
            {
                extension.appendTo(out);
            }
        }
        else
        {
            out.append((byte)'{');
        }
        // the message's name and id, and the common version, are printed once per printer and template;
        // without the schema's id between them, the plan has both as one array (one copy fewer a message)
        if (!labelSchemaId && actingVersion == schemaVersion)
        {
            out.append(message.jsonHeadAndVersion());
            return;
        }
        out.append(message.jsonHead());
        if (labelSchemaId)
        {
            out.append(SCHEMA_ID_KEY).appendLong(schemaId);
        }
        if (actingVersion == schemaVersion)
        {
            out.append(schemaVersionJson);
        }
        else
        {
            out.append(VERSION_KEY_BYTES).appendLong(actingVersion);
        }
    }

    @Override
    public void onEndMessage(final MessagePlan message)
    {
        out.append((byte)'}');
    }

    private static byte[] bytes(final String text)
    {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
