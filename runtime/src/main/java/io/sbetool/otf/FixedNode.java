package io.sbetool.otf;

import io.sbetool.ir.Layout;
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

    /**
     * Reports this element to the cursor's listener, or reports it absent when the acting version
     * predates it or the block on the wire is too short to hold it (an older, shorter block).
     */
    final void decode(final DecodeCursor cursor, final int blockStart, final int blockLength)
    {
        if (!Layout.isPresent(sinceVersion(), offset, encodedLength, cursor.actingVersion, blockLength))
        {
            cursor.listener.onAbsent(this);
        }
        else
        {
            report(cursor, blockStart + offset);
        }
    }

    /**
     * @param index absolute buffer index of the element, already known to be inside the buffer.
     */
    abstract void report(DecodeCursor cursor, int index);
}
