package io.sbetool.compiler.compat;

import io.sbetool.compiler.link.BlockLayout;
import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedField;
import io.sbetool.compiler.link.Slot;
import io.sbetool.compiler.schema.Field;

import java.util.List;

/**
 * Compares the fixed-size fields of one message or group in two schema versions. An old reader finds a
 * field at the offset its own schema gives, and skips the rest of a longer block by its blockLength; so
 * fields may only be added past the old fields (padding within the old blockLength included: old writers
 * leave it unset, and new readers look at it only from the field's sinceVersion on), with a sinceVersion
 * the old schema does not know.
 */
final class FieldComparer
{
    private final Changes changes;

    FieldComparer(final Changes changes)
    {
        this.changes = changes;
    }

    void compare(final String path, final LinkedBlock oldBlock, final LinkedBlock newBlock)
    {
        final BlockLayout oldLayout = changes.oldSchema.layout().of(oldBlock);
        final BlockLayout newLayout = changes.newSchema.layout().of(newBlock);
        final List<LinkedField> newFields = newBlock.fields();
        for (int i = 0; i < oldBlock.fields().size(); i++)
        {
            final LinkedField oldField = oldBlock.fields().get(i);
            final int j = indexOf(newFields, oldField.source().name());
            if (j < 0)
            {
                changes.add(ChangeKind.MEMBER_REMOVED, path + "." + oldField.source().name(),
                    "field '" + path + "." + oldField.source().name() + "' removed",
                    oldField.source().location(), newBlock.source().location());
                continue;
            }
            compareField(path, oldField, oldLayout.fields().get(i), newFields.get(j), newLayout.fields().get(j));
        }
        for (int j = 0; j < newFields.size(); j++)
        {
            if (indexOf(oldBlock.fields(), newFields.get(j).source().name()) < 0)
            {
                added(path, oldBlock, oldLayout, newFields.get(j).source(), newLayout.fields().get(j));
            }
        }
        if (newLayout.blockLength() < oldLayout.blockLength())
        {
            changes.add(ChangeKind.BLOCK_LENGTH_REDUCED, path,
                "blockLength of '" + path + "' reduced from " + oldLayout.blockLength() + " to " + newLayout.blockLength(),
                oldBlock.source().location(), newBlock.source().location());
        }
    }

    private void compareField(
        final String path, final LinkedField oldField, final Slot oldSlot, final LinkedField newField, final Slot newSlot)
    {
        final Field was = oldField.source();
        final Field is = newField.source();
        final String subject = path + "." + is.name();
        final String what = "field '" + subject + "'";
        if (oldSlot.offset() != newSlot.offset() && (oldSlot.size() > 0 || newSlot.size() > 0))
        {
            changes.add(ChangeKind.MEMBER_MOVED, subject,
                what + " moved from offset " + oldSlot.offset() + " to " + newSlot.offset(), was.location(), is.location());
        }
        final String oldType = TypeSignature.of(oldField.type());
        final String newType = TypeSignature.of(newField.type());
        if (oldSlot.size() != newSlot.size())
        {
            changes.add(ChangeKind.MEMBER_RESIZED, subject, what + (oldType.equals(newType) ? "" :
                " retyped from " + oldType + " to " + newType + " and") +
                " resized from " + oldSlot.size() + " to " + newSlot.size() + " octets", was.location(), is.location());
        }
        else if (!oldType.equals(newType))
        {
            changes.add(ChangeKind.MEMBER_RETYPED, subject,
                what + " retyped from " + oldType + " to " + newType, was.location(), is.location());
        }
        if (was.presence() != is.presence())
        {
            changes.add(ChangeKind.PRESENCE_CHANGED, subject, what + " presence changed from " +
                Texts.lower(was.presence()) + " to " + Texts.lower(is.presence()), was.location(), is.location());
        }
        new MemberComparer(changes).compareAttributes(subject, what, was, is);
    }

    private void added(
        final String path, final LinkedBlock oldBlock, final BlockLayout oldLayout, final Field field, final Slot slot)
    {
        final String subject = path + "." + field.name();
        final String what = "field '" + subject + "'";
        if (field.sinceVersion() <= changes.oldVersion())
        {
            changes.add(ChangeKind.MEMBER_ADDED_WITHOUT_VERSION, subject, what + " added with sinceVersion " +
                field.sinceVersion() + ", not above the old schema's version " + changes.oldVersion() +
                "; give it sinceVersion " + (changes.oldVersion() + 1), oldBlock.source().location(), field.location());
        }
        else if (slot.size() > 0 && slot.offset() < oldLayout.fieldsEnd())
        {
            changes.add(ChangeKind.MEMBER_ADDED_NOT_AT_END, subject, what + " added at offset " + slot.offset() +
                ", among the old fields (which end at " + oldLayout.fieldsEnd() + "); add it after them",
                oldBlock.source().location(), field.location());
        }
        else
        {
            changes.add(ChangeKind.MEMBER_ADDED, subject, what + " added at offset " + slot.offset() +
                " with sinceVersion " + field.sinceVersion(), oldBlock.source().location(), field.location());
        }
    }

    private static int indexOf(final List<LinkedField> fields, final String name)
    {
        for (int i = 0; i < fields.size(); i++)
        {
            if (fields.get(i).source().name().equals(name))
            {
                return i;
            }
        }
        return -1;
    }
}
