package io.sbetool.otf;

import io.sbetool.ir.Token;

/**
 * A message compiled for decoding: its root body as a tree of nodes with precomputed offsets and
 * readers, plus its name pre-encoded for printers.
 */
public final class MessagePlan
{
    private final Token token;
    private final Body body;
    private final byte[][] printNames;

    MessagePlan(final Token token, final Body body)
    {
        this.token = token;
        this.body = body;
        printNames = Syntax.names(token.name());
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
        return printNames[Syntax.JSON.ordinal()];
    }

    byte[] textName()
    {
        return printNames[Syntax.TEXT.ordinal()];
    }
}
