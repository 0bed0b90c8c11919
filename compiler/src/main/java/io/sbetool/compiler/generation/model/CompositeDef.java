package io.sbetool.compiler.generation.model;

import java.util.List;

/**
 * A composite: members at fixed offsets, which may themselves be composites, enums or sets.
 *
 * @param semanticType  its semanticType, or null.
 * @param encodedLength its length in bytes; for a var-data composite, whose data has no fixed length,
 *                      the length of its fixed part (the length prefix).
 * @param members       its fixed-position members in schema order; a var-data composite's variable-length
 *                      {@code varData} member is not among them.
 * @param varData       a var-data composite's {@code varData} member (its encoding, with no fixed length),
 *                      else null: the reference's C++ gives it metadata accessors, and so must ours.
 */
public record CompositeDef(
    String name, String description, int sinceVersion, int deprecated, String semanticType, int encodedLength,
    List<Member> members, Member varData)
    implements TypeDef
{
    public CompositeDef
    {
        members = List.copyOf(members);
    }

    /**
     * @return the member with the given name, or null.
     */
    public Member member(final String memberName)
    {
        for (final Member member : members)
        {
            if (member.name().equals(memberName))
            {
                return member;
            }
        }
        return null;
    }
}
