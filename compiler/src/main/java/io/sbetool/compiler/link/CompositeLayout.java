package io.sbetool.compiler.link;

import java.util.List;

/**
 * @param members the slot of each member, in the order of {@link LinkedComposite#members()}.
 * @param size    the composite's encoded size: the furthest end of any member.
 */
public record CompositeLayout(List<Slot> members, long size)
{
    public CompositeLayout
    {
        members = List.copyOf(members);
    }
}
