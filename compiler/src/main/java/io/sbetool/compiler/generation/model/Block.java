package io.sbetool.compiler.generation.model;

import io.sbetool.ir.PresentExtent;

import java.util.List;

/**
 * The body of a message or of each entry of a group: fixed fields in a block of {@code blockLength} bytes,
 * then repeating groups, then var data, in schema order.
 */
public record Block(int blockLength, List<Member> fields, List<Group> groups, List<VarData> varData)
{
    public Block
    {
        fields = List.copyOf(fields);
        groups = List.copyOf(groups);
        varData = List.copyOf(varData);
    }

    /**
     * @return where the fixed fields present at each acting version end (constants take no bytes): what a
     * decoder may read of a block and the block length an encoder of an older version wrote. The on-the-fly
     * decoder and the encoder compute it with the same class from the same tokens.
     */
    public PresentExtent presentExtent()
    {
        final PresentExtent.Builder extent = PresentExtent.builder();
        for (final Member field : fields)
        {
            extent.add(field.sinceVersion(), field.offset(), field.encodedLength());
        }
        return extent.build();
    }
}
