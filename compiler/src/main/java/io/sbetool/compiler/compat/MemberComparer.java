package io.sbetool.compiler.compat;

import io.sbetool.compiler.schema.BlockMember;

/**
 * What every field, group and data member has in common: its sinceVersion (which decides whether a
 * reader looks for it at all), its semanticType and description (which change nothing on the wire).
 */
final class MemberComparer
{
    private final Changes changes;

    MemberComparer(final Changes changes)
    {
        this.changes = changes;
    }

    void compareAttributes(final String subject, final String what, final BlockMember was, final BlockMember is)
    {
        if (was.sinceVersion() != is.sinceVersion())
        {
            changes.add(ChangeKind.MEMBER_VERSION_CHANGED, subject, what + " sinceVersion changed from " +
                was.sinceVersion() + " to " + is.sinceVersion(), was.location(), is.location());
        }
        if (Texts.differ(was.semanticType(), is.semanticType()))
        {
            changes.add(ChangeKind.SEMANTIC_TYPE_CHANGED, subject, what + " semanticType changed",
                was.location(), is.location());
        }
        if (Texts.differ(was.description(), is.description()))
        {
            changes.add(ChangeKind.DESCRIPTION_CHANGED, subject, what + " description changed",
                was.location(), is.location());
        }
    }
}
