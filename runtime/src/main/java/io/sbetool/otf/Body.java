package io.sbetool.otf;

import io.sbetool.ir.Layout;

/**
 * What a message or group element holds, in wire order: the fixed fields of its block, then its
 * groups, then its var data.
 */
final class Body
{
    static final FixedNode[] NO_FIELDS = new FixedNode[0];

    final FixedNode[] fields;
    final GroupNode[] groups;
    final VarDataNode[] varData;
    /** Bytes an element takes at least beyond its block: the dimension and length headers. */
    final int minTrailingLength;

    Body(final FixedNode[] fields, final GroupNode[] groups, final VarDataNode[] varData)
    {
        this.fields = fields;
        this.groups = groups;
        this.varData = varData;
        int min = 0;
        for (final GroupNode group : groups)
        {
            min += !Layout.isVersioned(group.sinceVersion()) ? group.dimensionLength() : 0;
        }
        for (final VarDataNode data : varData)
        {
            min += !Layout.isVersioned(data.sinceVersion()) ? data.headerLength() : 0;
        }
        minTrailingLength = min;
    }

    /**
     * Decodes a block already known to lie in the buffer, then what follows it; leaves the cursor's
     * limit after the last byte consumed.
     */
    void decode(final DecodeCursor cursor, final int blockStart, final int blockLength, final boolean withFields)
    {
        if (withFields)
        {
            for (final FixedNode field : fields)
            {
                field.decode(cursor, blockStart, blockLength);
            }
        }
        cursor.limit = blockStart + blockLength;
        for (final GroupNode group : groups)
        {
            group.decode(cursor, withFields);
        }
        for (final VarDataNode data : varData)
        {
            data.decode(cursor, withFields);
        }
    }
}
