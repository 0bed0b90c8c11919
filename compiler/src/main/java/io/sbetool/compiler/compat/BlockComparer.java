package io.sbetool.compiler.compat;

import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedBlockMember;
import io.sbetool.compiler.link.LinkedData;
import io.sbetool.compiler.link.LinkedField;
import io.sbetool.compiler.link.LinkedGroup;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.schema.BlockMember;
import io.sbetool.compiler.schema.Group;

import java.util.List;

/**
 * Compares a message or group in two schema versions: its fields, then the groups and var data that
 * follow the block. Those are read one after the other, each found only by reading all before it, so
 * an old reader can only cope with new ones after all the members it knows, with a sinceVersion it
 * does not know (it then stops reading before them).
 */
final class BlockComparer
{
    private final Changes changes;

    BlockComparer(final Changes changes)
    {
        this.changes = changes;
    }

    void compare(final String path, final LinkedBlock oldBlock, final LinkedBlock newBlock)
    {
        new FieldComparer(changes).compare(path, oldBlock, newBlock);
        final List<LinkedBlockMember> oldTrailing = trailing(oldBlock);
        final List<LinkedBlockMember> newTrailing = trailing(newBlock);
        int lastKept = -1;
        int expected = 0;
        for (final LinkedBlockMember oldMember : oldTrailing)
        {
            final int j = indexOf(newTrailing, oldMember.source().name());
            if (j < 0)
            {
                changes.add(ChangeKind.MEMBER_REMOVED, path + "." + oldMember.source().name(),
                    kind(oldMember) + " '" + path + "." + oldMember.source().name() + "' removed",
                    oldMember.source().location(), newBlock.source().location());
                continue;
            }
            if (j < expected)
            {
                changes.add(ChangeKind.MEMBER_MOVED, path + "." + oldMember.source().name(),
                    kind(oldMember) + " '" + path + "." + oldMember.source().name() + "' moved before members it followed",
                    oldMember.source().location(), newTrailing.get(j).source().location());
            }
            expected = Math.max(expected, j + 1);
            lastKept = Math.max(lastKept, j);
            compareMember(path, oldMember, newTrailing.get(j));
        }
        for (int j = 0; j < newTrailing.size(); j++)
        {
            if (indexOf(oldTrailing, newTrailing.get(j).source().name()) < 0)
            {
                added(path, oldBlock, newTrailing.get(j).source(), j < lastKept);
            }
        }
    }

    private void compareMember(final String path, final LinkedBlockMember was, final LinkedBlockMember is)
    {
        final String subject = path + "." + is.source().name();
        final String what = kind(is) + " '" + subject + "'";
        if (was instanceof LinkedGroup oldGroup && is instanceof LinkedGroup newGroup)
        {
            compareLayout(ChangeKind.DIMENSION_CHANGED, subject, what + " dimension", oldGroup.dimension(),
                newGroup.dimension(), was, is);
            compare(subject, oldGroup.block(), newGroup.block());
        }
        else if (was instanceof LinkedData oldData && is instanceof LinkedData newData)
        {
            compareLayout(ChangeKind.MEMBER_RETYPED, subject, what + " encoding", oldData.type(), newData.type(), was, is);
        }
        else
        {
            changes.add(ChangeKind.MEMBER_RETYPED, subject, kind(was) + " '" + subject + "' became a " + kind(is),
                was.source().location(), is.source().location());
        }
        new MemberComparer(changes).compareAttributes(subject, what, was.source(), is.source());
    }

    private void compareLayout(
        final ChangeKind kind, final String subject, final String what,
        final LinkedType oldType, final LinkedType newType,
        final LinkedBlockMember was, final LinkedBlockMember is)
    {
        final String oldLayout = TypeSignature.layout(oldType, changes.oldSchema.layout());
        final String newLayout = TypeSignature.layout(newType, changes.newSchema.layout());
        if (!oldLayout.equals(newLayout))
        {
            changes.add(kind, subject, what + " changed from " + oldLayout + " to " + newLayout,
                was.source().location(), is.source().location());
        }
    }

    private void added(final String path, final LinkedBlock oldBlock, final BlockMember member, final boolean beforeOld)
    {
        final String subject = path + "." + member.name();
        final String what = (member instanceof Group ? "group" : "data") + " '" + subject + "'";
        if (member.sinceVersion() <= changes.oldVersion())
        {
            changes.add(ChangeKind.MEMBER_ADDED_WITHOUT_VERSION, subject, what + " added with sinceVersion " +
                member.sinceVersion() + ", not above the old schema's version " + changes.oldVersion() +
                "; give it sinceVersion " + (changes.oldVersion() + 1), oldBlock.source().location(), member.location());
        }
        else if (beforeOld)
        {
            changes.add(ChangeKind.MEMBER_ADDED_NOT_AT_END, subject, what +
                " added before groups or data the old schema has; add it after them",
                oldBlock.source().location(), member.location());
        }
        else
        {
            changes.add(ChangeKind.MEMBER_ADDED, subject, what + " added at the end with sinceVersion " +
                member.sinceVersion(), oldBlock.source().location(), member.location());
        }
    }

    private static List<LinkedBlockMember> trailing(final LinkedBlock block)
    {
        return block.members().stream().filter(member -> !(member instanceof LinkedField)).toList();
    }

    private static String kind(final LinkedBlockMember member)
    {
        return member instanceof LinkedGroup ? "group" : "data";
    }

    private static int indexOf(final List<LinkedBlockMember> members, final String name)
    {
        for (int i = 0; i < members.size(); i++)
        {
            if (members.get(i).source().name().equals(name))
            {
                return i;
            }
        }
        return -1;
    }
}
