package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.link.BlockLayout;
import io.sbetool.compiler.link.Layout;
import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedBlockMember;
import io.sbetool.compiler.link.LinkedComposite;
import io.sbetool.compiler.link.LinkedData;
import io.sbetool.compiler.link.LinkedEncoded;
import io.sbetool.compiler.link.LinkedField;
import io.sbetool.compiler.link.LinkedGroup;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.link.Slot;
import io.sbetool.compiler.schema.Block;
import io.sbetool.compiler.schema.BlockMember;
import io.sbetool.compiler.schema.Data;
import io.sbetool.compiler.schema.ElementKinds;
import io.sbetool.compiler.schema.Field;
import io.sbetool.compiler.schema.Group;
import io.sbetool.ir.Presence;

/**
 * Rules for messages and groups: uniqueness, member order, constants, the kinds of the types that
 * groups and data name, offsets and blockLength. Unresolved names were reported by the linker.
 */
final class MessageRules
{
    private final LinkedSchema schema;
    private final Diagnostics diagnostics;
    private final Layout layout;

    MessageRules(final LinkedSchema schema, final Diagnostics diagnostics)
    {
        this.schema = schema;
        this.diagnostics = diagnostics;
        this.layout = schema.layout();
    }

    void check()
    {
        final DuplicateNames names = new DuplicateNames(diagnostics);
        final DuplicateNames ids = new DuplicateNames(diagnostics);
        for (final LinkedBlock message : schema.messages())
        {
            final Block source = message.source();
            names.check(source.name(), source.location(), () -> "message name '" + source.name() + "'", "");
            ids.check(source.id(), source.location(), () -> "message id " + source.id() + " (message '" +
                source.name() + "')", "; every message needs its own template id");
            checkBlock(message, "message '" + source.name() + "'");
        }
    }

    private void checkBlock(final LinkedBlock block, final String what)
    {
        checkOrder(block.source(), what);
        final DuplicateNames names = new DuplicateNames(diagnostics);
        final DuplicateNames ids = new DuplicateNames(diagnostics);
        for (final LinkedBlockMember linked : block.members())
        {
            final BlockMember member = linked.source();
            names.check(member.name(), member.location(), () -> "name '" + member.name() + "' in " + what,
                "; fields, groups and data of one block need distinct names");
            ids.check(member.id(), member.location(), () -> "id " + member.id() + " of " + ElementKinds.of(member) + " '" + member.name() +
                "' in " + what, "; members of one block need distinct ids");
            if (linked instanceof LinkedField field)
            {
                checkField(field);
            }
            else if (linked instanceof LinkedGroup group)
            {
                checkComposite(group.dimension(), ((Group)member).dimensionType(), "dimensionType", member,
                    "blockLength and numInGroup");
                checkBlock(group.block(), "group '" + member.name() + "'");
            }
            else
            {
                checkComposite(((LinkedData)linked).type(), ((Data)member).type(), "type", member,
                    "length and varData");
            }
        }
        checkOffsets(block, what);
    }

    private void checkOrder(final Block block, final String what)
    {
        boolean seenGroup = false;
        boolean seenData = false;
        for (final BlockMember member : block.members())
        {
            if (member instanceof Field && (seenGroup || seenData))
            {
                diagnostics.error(member.location(), "field '" + member.name() + "' in " + what + " comes after a " +
                    (seenData ? "data" : "group") + " member; fields must come first, then groups, then data");
            }
            else if (member instanceof Group && seenData)
            {
                diagnostics.error(member.location(), "group '" + member.name() + "' in " + what +
                    " comes after a data member; groups must come before data");
            }
            seenGroup |= member instanceof Group;
            seenData |= member instanceof Data;
        }
    }

    private void checkField(final LinkedField linked)
    {
        final Field field = linked.source();
        if (field.valueRef() != null)
        {
            if (field.presence() != Presence.CONSTANT)
            {
                diagnostics.error(field.location(), "field '" + field.name() + "' has a valueRef but presence is " +
                    field.presence().xmlName() + "; valueRef requires presence=\"constant\"");
            }
        }
        else if (field.presence() == Presence.CONSTANT && linked.type() != null && !isConstantType(linked.type()))
        {
            diagnostics.error(field.location(), "constant field '" + field.name() + "' has no value; set valueRef=" +
                "\"EnumName.validValueName\" or use a type with presence=\"constant\"");
        }
    }

    private static boolean isConstantType(final LinkedType type)
    {
        return type instanceof LinkedEncoded encoded && encoded.source().isConstant();
    }

    /** A group's dimensionType and a data's type name composites whose members the role reads. */
    private void checkComposite(final LinkedType type, final String typeName, final String attribute,
        final BlockMember member, final String members)
    {
        if (type != null && !(type instanceof LinkedComposite))
        {
            diagnostics.error(member.location(), attribute + " '" + typeName + "' of " + ElementKinds.of(member) +
                " '" + member.name() + "' must be a composite with " + members);
        }
    }

    private void checkOffsets(final LinkedBlock block, final String what)
    {
        final BlockLayout blockLayout = layout.of(block);
        String previous = null;
        for (int i = 0; i < block.fields().size(); i++)
        {
            final Field field = block.fields().get(i).source();
            final Slot slot = blockLayout.fields().get(i);
            if (slot.overlaps())
            {
                diagnostics.error(field.location(), "offset " + slot.offset() + " of field '" + field.name() +
                    "' in " + what + " overlaps field '" + previous + "', which ends at offset " + slot.after() +
                    "; use an offset of at least " + slot.after());
            }
            if (slot.size() > 0)
            {
                previous = field.name();
            }
        }
        final Integer blockLength = block.source().blockLength();
        if (blockLength != null && blockLength < blockLayout.fieldsEnd())
        {
            diagnostics.error(block.source().location(), "blockLength " + blockLength + " of " + what +
                " is smaller than its fields need (" + blockLayout.fieldsEnd() + " octets); raise blockLength or remove it");
        }
    }
}
