package io.sbetool.otf;

import io.sbetool.ir.Token;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A message compiled for decoding: its root body as a tree of nodes with precomputed offsets and
 * readers, plus its name pre-encoded for printers.
 */
public final class MessagePlan
{
    private final Token token;
    private final Body body;
    private final byte[][] printNames;
    /** {@code "template":"Name","templateId":N}, which starts every JSON line of this message. */
    private final byte[] jsonHead;
    /** {@link #jsonHead} and {@code ,"schemaVersion":N} for the schema's version, appended as one array. */
    private final byte[] jsonHeadAndVersion;
    /** The body compiled for each {@link ListenerKind} ({@link TemplateCompiler}), by its ordinal. */
    private final TemplateCode[] code = new TemplateCode[ListenerKind.values().length];

    MessagePlan(final Token token, final Body body, final int schemaVersion)
    {
        this.token = token;
        this.body = body;
        printNames = Syntax.names(token.name());
        final String head = "\"template\":" + JsonText.quote(token.name()) + ",\"templateId\":" + token.id();
        jsonHead = head.getBytes(StandardCharsets.UTF_8);
        jsonHeadAndVersion = (head + JsonPrinter.VERSION_KEY + schemaVersion).getBytes(StandardCharsets.UTF_8);
        for (int kind = 0; kind < code.length; kind++)
        {
            code[kind] = new TemplateCode();
        }
    }

    public Token token()
    {
        return token;
    }

    public String name()
    {
        return token.name();
    }

    public int templateId()
    {
        return token.id();
    }

    /**
     * @return the root block length the schema defines.
     */
    public int schemaBlockLength()
    {
        return token.encodedLength();
    }

    Body body()
    {
        return body;
    }

    /**
     * @return the fixed fields of the root block in wire order, for consumers that map the message's shape
     * once (a Parquet schema) before decoding with an {@link OtfValueListener}.
     */
    public List<FixedNode> fields()
    {
        return List.of(body.fields);
    }

    /**
     * @return the message's repeating groups in wire order.
     */
    public List<GroupNode> groups()
    {
        return List.of(body.groups);
    }

    /**
     * @return the message's var data in wire order.
     */
    public List<VarDataNode> varData()
    {
        return List.of(body.varData);
    }

    TemplateCode code(final ListenerKind kind)
    {
        return code[kind.ordinal()];
    }

    /**
     * @param values for {@link OtfValueListener}s, else for other listeners (the printers included).
     * @return whether this message is decoded by code compiled for it rather than by the interpreter
     * (see {@link MessageDecoder#compileAfter}).
     */
    public boolean isCompiled(final boolean values)
    {
        return values ? code(ListenerKind.VALUES).isCompiled() :
            code(ListenerKind.POSITIONS).isCompiled() || code(ListenerKind.PRINTER).isCompiled();
    }

    byte[] jsonName()
    {
        return printNames[Syntax.JSON.ordinal()];
    }

    /**
     * @return {@code "template":"Name","templateId":N} in UTF-8.
     */
    byte[] jsonHead()
    {
        return jsonHead;
    }

    byte[] jsonHeadAndVersion()
    {
        return jsonHeadAndVersion;
    }

    byte[] textName()
    {
        return printNames[Syntax.TEXT.ordinal()];
    }
}
