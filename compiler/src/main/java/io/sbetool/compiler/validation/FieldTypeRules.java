package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedBlockMember;
import io.sbetool.compiler.link.LinkedField;
import io.sbetool.compiler.link.LinkedGroup;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.schema.BlockMember;
import io.sbetool.compiler.schema.ElementKinds;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.Field;
import io.sbetool.ir.Presence;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a field says about itself must agree with its type: an optional field of a constant type has no
 * null to hold, and a field whose semanticType differs from its type's means two things at once.
 * An id reused in a nested group under another name is warned about.
 */
final class FieldTypeRules
{
    private final LinkedSchema schema;
    private final Diagnostics diagnostics;

    FieldTypeRules(final LinkedSchema schema, final Diagnostics diagnostics)
    {
        this.schema = schema;
        this.diagnostics = diagnostics;
    }

    void check()
    {
        for (final LinkedBlock message : schema.messages())
        {
            checkBlock(message);
            checkIds(message);
        }
    }

    private void checkBlock(final LinkedBlock block)
    {
        for (final LinkedBlockMember linked : block.members())
        {
            if (linked instanceof LinkedField field)
            {
                checkAgainstType(field);
            }
            else if (linked instanceof LinkedGroup group)
            {
                checkBlock(group.block());
            }
        }
    }

    /**
     * The standard has an id name one field throughout a schema; published schemas (Binance's, Euronext's)
     * number the fields of each group from 1 instead, so a reuse in a nested block is a warning, one per
     * message (in one block it is the error MessageRules reports).
     */
    private void checkIds(final LinkedBlock message)
    {
        final List<BlockMember[]> clashes = new ArrayList<>();
        collectClashes(message, new HashMap<>(), clashes);
        if (!clashes.isEmpty())
        {
            final BlockMember member = clashes.get(0)[0];
            final BlockMember first = clashes.get(0)[1];
            diagnostics.warning(member.location(), "id " + member.id() + " of " + ElementKinds.of(member) + " '" +
                member.name() + "' in message '" + message.source().name() + "' is also the id of " +
                ElementKinds.of(first) + " '" + first.name() + "' at " + first.location() +
                (clashes.size() > 1 ? " (and " + (clashes.size() - 1) + " more ids in this message)" : "") +
                "; the standard has one id name one field throughout a schema");
        }
    }

    private static void collectClashes(final LinkedBlock block, final Map<Integer, BlockMember> outer,
        final List<BlockMember[]> clashes)
    {
        final Map<Integer, BlockMember> seen = new HashMap<>(outer);
        for (final LinkedBlockMember linked : block.members())
        {
            final BlockMember member = linked.source();
            final BlockMember first = outer.get(member.id());
            if (first != null && !Objects.equals(first.name(), member.name()))
            {
                clashes.add(new BlockMember[] {member, first});
            }
            seen.putIfAbsent(member.id(), member);
            if (linked instanceof LinkedGroup group)
            {
                collectClashes(group.block(), seen, clashes);
            }
        }
    }

    private void checkAgainstType(final LinkedField linked)
    {
        final Field field = linked.source();
        final LinkedType type = linked.type();
        if (type == null)
        {
            return;
        }
        if (field.presence() == Presence.OPTIONAL && type.source() instanceof EncodedType encoded && encoded.isConstant())
        {
            diagnostics.error(field.location(), "field '" + field.name() + "' is optional but its type '" +
                encoded.name() + "' is a constant, which is never on the wire and cannot be null; remove " +
                "presence=\"optional\" or use a type that is not constant");
        }
        final String typeSemantic = semanticTypeOf(type);
        if (field.semanticType() != null && typeSemantic != null &&
            !field.semanticType().strip().equals(typeSemantic.strip()))
        {
            diagnostics.error(field.location(), "semanticType '" + field.semanticType().strip() + "' of field '" +
                field.name() + "' contradicts semanticType '" + typeSemantic.strip() + "' of its type '" +
                type.source().name() + "'; remove one or make them agree");
        }
    }

    private static String semanticTypeOf(final LinkedType type)
    {
        return type.source() instanceof EncodedType encoded ? encoded.semanticType() : null;
    }
}
