package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedBlockMember;
import io.sbetool.compiler.link.LinkedField;
import io.sbetool.compiler.link.LinkedGroup;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.Field;
import io.sbetool.ir.Presence;

/**
 * What a field says about itself must agree with its type: an optional field of a constant type has no
 * null to hold, and a field whose semanticType differs from its type's means two things at once.
 * (Ids are unique per block, not per message: Binance's and Euronext's published schemas number the
 * fields of each group from 1, so an id reused in a nested group is legal.)
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
