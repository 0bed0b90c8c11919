package io.sbetool.otf;

import io.sbetool.ir.Token;

/**
 * A composite: its members at offsets relative to the composite's start.
 */
public final class CompositeNode extends FixedNode
{
    private final FixedNode[] members;

    CompositeNode(
        final String name,
        final Token token,
        final Token compositeToken,
        final FixedNode[] members,
        final int sinceVersion,
        final int offset)
    {
        super(name, token, sinceVersion, offset, Math.max(0, compositeToken.encodedLength()));
        this.members = members;
    }

    public int memberCount()
    {
        return members.length;
    }

    public FixedNode member(final int i)
    {
        return members[i];
    }

    @Override
    void report(final DecodeCursor cursor, final int index)
    {
        cursor.listener.onBeginComposite(this);
        for (final FixedNode member : members)
        {
            member.decode(cursor, index, Integer.MAX_VALUE);
        }
        cursor.listener.onEndComposite(this);
    }
}
