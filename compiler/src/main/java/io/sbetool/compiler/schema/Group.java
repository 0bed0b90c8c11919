package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

import java.util.List;

/** A repeating {@code <group>}; its dimensionType names the composite that encodes blockLength and numInGroup. */
public record Group(
    String name,
    int id,
    String dimensionType,
    Integer blockLength,
    List<BlockMember> members,
    String semanticType,
    int sinceVersion,
    Integer deprecated,
    String description,
    SourceLocation location) implements Block, BlockMember
{
    public static final String DEFAULT_DIMENSION_TYPE = "groupSizeEncoding";

    public Group
    {
        members = List.copyOf(members);
    }
}
