package io.sbetool.otf;

import io.sbetool.ir.Token;

import java.nio.ByteOrder;

/**
 * A message compiled for decoding: its nodes with precomputed offsets and readers,
 * flattened into {@link Steps} for the decoder's loop, plus its name pre-encoded for
 * printers.
 */
public final class MessagePlan
{
    private final Token token;
    private final Steps steps;
    private final byte[][] printNames;

    MessagePlan(final Token token, final Body body, final ByteOrder order)
    {
        this.token = token;
        this.steps = Steps.of(body, order);
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

    Steps steps()
    {
        return steps;
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
