package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.CompositeType;

import java.util.List;

/** A composite with its members, inline types and {@code <ref>}s alike, in document (and wire) order. */
public record LinkedComposite(CompositeType source, List<LinkedCompositeMember> members) implements LinkedType
{
    public LinkedComposite
    {
        members = List.copyOf(members);
    }
}
