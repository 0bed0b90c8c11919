package io.sbetool.compiler.compat;

import io.sbetool.compiler.link.LinkedComposite;
import io.sbetool.compiler.link.LinkedEnum;
import io.sbetool.compiler.link.LinkedSet;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.schema.Choice;
import io.sbetool.compiler.schema.SetType;
import io.sbetool.compiler.schema.ValidValue;

import java.util.List;

/**
 * Compares the enums, sets and composites declared under the same name in two schema versions. A
 * reader maps wire values to names through its own enum and set: a value or choice that disappears
 * or changes number is misread, while a new one is only unknown to old readers, which the standard
 * expects them to handle. A composite's members are fixed by offset, so any change in them is read
 * wrongly by the other side. Types used by fields are also compared there, by signature and size.
 */
final class TypeComparer
{
    private final Changes changes;

    TypeComparer(final Changes changes)
    {
        this.changes = changes;
    }

    void compare()
    {
        for (final LinkedType oldType : changes.oldSchema.types())
        {
            changes.newSchema.types().stream()
                .filter(newType -> newType.name().equals(oldType.name()))
                .findFirst()
                .ifPresent(newType -> compare(oldType, newType));
        }
    }

    private void compare(final LinkedType oldType, final LinkedType newType)
    {
        if (oldType instanceof LinkedEnum oldEnum && newType instanceof LinkedEnum newEnum)
        {
            compareEncoding("enum " + newEnum.name(), oldType, newType);
            compareValues(oldEnum, newEnum);
        }
        else if (oldType instanceof LinkedSet oldSet && newType instanceof LinkedSet newSet)
        {
            compareEncoding("set " + newSet.name(), oldType, newType);
            compareChoices(oldSet.source(), newSet.source());
        }
        else
        {
            final String oldLayout = TypeSignature.layout(oldType, changes.oldSchema.layout());
            final String newLayout = TypeSignature.layout(newType, changes.newSchema.layout());
            if (!oldLayout.equals(newLayout))
            {
                final String subject = (newType instanceof LinkedComposite ? "composite " : "type ") + newType.name();
                final boolean header = newType == changes.newSchema.header();
                changes.add(header ? ChangeKind.HEADER_CHANGED : ChangeKind.ENCODING_CHANGED, subject, subject + " changed from " + oldLayout + " to " +
                    newLayout, oldType.source().location(), newType.source().location());
            }
        }
        if (Texts.differ(oldType.source().description(), newType.source().description()))
        {
            changes.add(ChangeKind.DESCRIPTION_CHANGED, newType.name(), "type '" + newType.name() + "' description changed",
                oldType.source().location(), newType.source().location());
        }
    }

    private void compareEncoding(final String subject, final LinkedType oldType, final LinkedType newType)
    {
        final String was = TypeSignature.of(oldType);
        final String is = TypeSignature.of(newType);
        if (!was.equals(is))
        {
            changes.add(ChangeKind.ENCODING_CHANGED, subject, subject + " changed from " + was + " to " + is,
                oldType.source().location(), newType.source().location());
        }
    }

    private void compareValues(final LinkedEnum oldEnum, final LinkedEnum newEnum)
    {
        final List<ValidValue> newValues = newEnum.source().validValues();
        for (final ValidValue was : oldEnum.source().validValues())
        {
            final String subject = newEnum.name() + "." + was.name();
            final ValidValue is = newValues.stream().filter(v -> v.name().equals(was.name())).findFirst().orElse(null);
            if (is == null)
            {
                changes.add(ChangeKind.ENUM_VALUE_REMOVED, subject, "enum value '" + subject + "' (" + was.value() +
                    ") removed", was.location(), newEnum.source().location());
            }
            else if (!is.value().equals(was.value()))
            {
                changes.add(ChangeKind.ENUM_VALUE_RENUMBERED, subject, "enum value '" + subject + "' renumbered from " +
                    was.value() + " to " + is.value(), was.location(), is.location());
            }
        }
        for (final ValidValue is : newValues)
        {
            if (oldEnum.source().validValues().stream().noneMatch(v -> v.name().equals(is.name())))
            {
                changes.add(ChangeKind.ENUM_VALUE_ADDED, newEnum.name() + "." + is.name(), "enum value '" +
                    newEnum.name() + "." + is.name() + "' (" + is.value() + ") added; old readers see an unknown value",
                    oldEnum.source().location(), is.location());
            }
        }
    }

    private void compareChoices(final SetType oldSet, final SetType newSet)
    {
        for (final Choice was : oldSet.choices())
        {
            final String subject = newSet.name() + "." + was.name();
            final Choice is = newSet.choices().stream().filter(c -> c.name().equals(was.name())).findFirst().orElse(null);
            if (is == null)
            {
                changes.add(ChangeKind.SET_CHOICE_REMOVED, subject, "set choice '" + subject + "' (bit " +
                    was.bitPosition() + ") removed", was.location(), newSet.location());
            }
            else if (is.bitPosition() != was.bitPosition())
            {
                changes.add(ChangeKind.SET_CHOICE_RENUMBERED, subject, "set choice '" + subject + "' moved from bit " +
                    was.bitPosition() + " to bit " + is.bitPosition(), was.location(), is.location());
            }
        }
        for (final Choice is : newSet.choices())
        {
            if (oldSet.choices().stream().noneMatch(c -> c.name().equals(is.name())))
            {
                changes.add(ChangeKind.SET_CHOICE_ADDED, newSet.name() + "." + is.name(), "set choice '" +
                    newSet.name() + "." + is.name() + "' (bit " + is.bitPosition() + ") added",
                    oldSet.location(), is.location());
            }
        }
    }
}
