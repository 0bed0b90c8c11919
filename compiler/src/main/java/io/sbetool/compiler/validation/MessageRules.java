package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.Suggestions;
import io.sbetool.compiler.schema.Block;
import io.sbetool.compiler.schema.BlockMember;
import io.sbetool.compiler.schema.CompositeType;
import io.sbetool.compiler.schema.Data;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.Field;
import io.sbetool.compiler.schema.Group;
import io.sbetool.compiler.schema.Message;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.Sizes;
import io.sbetool.compiler.schema.Type;
import io.sbetool.ir.Presence;

import java.util.Optional;

/** Rules for messages and groups: uniqueness, member order, type references, offsets and blockLength. */
final class MessageRules
{
    private final MessageSchema schema;
    private final Diagnostics diagnostics;
    private final Sizes sizes;

    MessageRules(final MessageSchema schema, final Diagnostics diagnostics)
    {
        this.schema = schema;
        this.diagnostics = diagnostics;
        this.sizes = Sizes.of(schema);
    }

    void check()
    {
        final DuplicateNames names = new DuplicateNames(diagnostics);
        final DuplicateNames ids = new DuplicateNames(diagnostics);
        for (final Message message : schema.messages())
        {
            names.check(message.name(), message.location(), "message name '" + message.name() + "'", "");
            ids.check(message.id(), message.location(), "message id " + message.id() + " (message '" +
                message.name() + "')", "; every message needs its own template id");
            checkBlock(message, "message '" + message.name() + "'");
        }
    }

    private void checkBlock(final Block block, final String what)
    {
        checkOrder(block, what);
        final DuplicateNames names = new DuplicateNames(diagnostics);
        final DuplicateNames ids = new DuplicateNames(diagnostics);
        for (final BlockMember member : block.members())
        {
            final String kind = SchemaElements.kindOf(member);
            names.check(member.name(), member.location(), "name '" + member.name() + "' in " + what,
                "; fields, groups and data of one block need distinct names");
            ids.check(member.id(), member.location(), "id " + member.id() + " of " + kind + " '" + member.name() +
                "' in " + what, "; members of one block need distinct ids");
            if (member instanceof Field field)
            {
                checkField(field);
            }
            else if (member instanceof Group group)
            {
                checkCompositeReference(group.dimensionType(), "dimensionType", group, "blockLength and numInGroup");
                checkBlock(group, "group '" + group.name() + "'");
            }
            else
            {
                checkCompositeReference(((Data)member).type(), "type", member, "length and varData");
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

    private void checkField(final Field field)
    {
        final Optional<Type> type = resolve(field.type(), "type", "field '" + field.name() + "'", field);
        if (field.valueRef() != null)
        {
            ValueRefs.problemWith(schema, field.valueRef())
                .ifPresent(problem -> diagnostics.error(field.location(), problem + " (on field '" + field.name() + "')"));
            if (field.presence() != Presence.CONSTANT)
            {
                diagnostics.error(field.location(), "field '" + field.name() + "' has a valueRef but presence is " +
                    field.presence().xmlName() + "; valueRef requires presence=\"constant\"");
            }
        }
        else if (field.presence() == Presence.CONSTANT && type.isPresent() && !isConstantType(type.get()))
        {
            diagnostics.error(field.location(), "constant field '" + field.name() + "' has no value; set valueRef=" +
                "\"EnumName.validValueName\" or use a type with presence=\"constant\"");
        }
    }

    private static boolean isConstantType(final Type type)
    {
        return type instanceof EncodedType encoded && encoded.isConstant();
    }

    /** A group's dimensionType and a data's type name composites whose members the role reads. */
    private void checkCompositeReference(final String typeName, final String attribute, final BlockMember member,
        final String members)
    {
        final String what = SchemaElements.kindOf(member) + " '" + member.name() + "'";
        resolve(typeName, attribute, what, member)
            .filter(type -> !(type instanceof CompositeType))
            .ifPresent(type -> diagnostics.error(member.location(), attribute + " '" + typeName + "' of " + what +
                " must be a composite with " + members));
    }

    private Optional<Type> resolve(final String typeName, final String attribute, final String what,
        final BlockMember member)
    {
        if (typeName == null)
        {
            return Optional.empty(); // missing attribute was reported when reading
        }
        final Optional<Type> type = schema.type(typeName);
        if (type.isEmpty())
        {
            diagnostics.error(member.location(), attribute + " '" + typeName + "' of " + what +
                " is not a declared type" + Suggestions.didYouMean(typeName, schema.registry().resolvableNames()));
        }
        return type;
    }

    private void checkOffsets(final Block block, final String what)
    {
        int position = 0;
        String previous = null;
        for (final Field field : block.fields())
        {
            final int size = sizes.fieldSize(field);
            if (field.offset() != null && size > 0)
            {
                if (field.offset() < position)
                {
                    diagnostics.error(field.location(), "offset " + field.offset() + " of field '" + field.name() +
                        "' in " + what + " overlaps field '" + previous + "', which ends at offset " + position +
                        "; use an offset of at least " + position);
                }
                position = field.offset();
            }
            position += size;
            if (size > 0)
            {
                previous = field.name();
            }
        }
        final int needed = sizes.fieldsEnd(block);
        if (block.blockLength() != null && block.blockLength() < needed)
        {
            diagnostics.error(block.location(), "blockLength " + block.blockLength() + " of " + what +
                " is smaller than its fields need (" + needed + " octets); raise blockLength or remove it");
        }
    }
}
