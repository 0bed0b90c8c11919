package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

import java.util.List;
import java.util.Optional;

/** A {@code <composite>} encoding; members are in document (and wire) order. */
public record CompositeType(
    String name,
    List<CompositeMember> members,
    String semanticType,
    Integer offset,
    int sinceVersion,
    Integer deprecated,
    String description,
    SourceLocation location) implements Type
{
    public CompositeType
    {
        members = List.copyOf(members);
    }

    /** A member without a name (already reported as missing its attribute) matches no name. */
    public Optional<CompositeMember> member(final String memberName)
    {
        return members.stream().filter(member -> memberName.equals(member.name())).findFirst();
    }
}
