package io.sbetool.otf;

import io.sbetool.ir.Token;

/**
 * An element at a fixed offset in a block or composite: a scalar, enum, set or composite.
 */
public abstract class FixedNode extends Node
{
    private final int offset;
    private final int encodedLength;

    FixedNode(final String name, final Token token, final int sinceVersion, final int offset, final int encodedLength)
    {
        super(name, token, sinceVersion);
        this.offset = offset;
        this.encodedLength = encodedLength;
    }

    /**
     * @return the offset from the start of the enclosing block or composite.
     */
    public final int offset()
    {
        return offset;
    }

    /**
     * @return bytes on the wire; 0 for a constant.
     */
    public final int encodedLength()
    {
        return encodedLength;
    }
}
