package io.sbetool.compiler.generation.model;

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
}
