package io.sbetool.otf;

import io.sbetool.ir.Token;

import java.nio.charset.StandardCharsets;

/**
 * A message compiled for decoding: its root body as a tree of nodes with precomputed offsets and
 * readers, plus its name pre-encoded for printers.
 */
public final class MessagePlan
{
    private final Token token;
    private final Body body;
    private final byte[] jsonName;
    private final byte[] textName;

    MessagePlan(final Token token, final Body body)
    {
        this.token = token;
        this.body = body;
        jsonName = JsonText.quote(token.name()).getBytes(StandardCharsets.UTF_8);
        textName = token.name().getBytes(StandardCharsets.UTF_8);
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

    byte[] jsonName()
    {
        return jsonName;
    }

    byte[] textName()
    {
        return textName;
    }
}
