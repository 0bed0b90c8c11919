package io.sbetool.compiler.link;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.schema.Block;
import io.sbetool.compiler.schema.BlockMember;
import io.sbetool.compiler.schema.Data;
import io.sbetool.compiler.schema.ElementKinds;
import io.sbetool.compiler.schema.Field;
import io.sbetool.compiler.schema.Group;
import io.sbetool.ir.Suggestions;

import java.util.ArrayList;
import java.util.List;

/** Links messages and groups: the type of each field and data member, and each group's dimensionType. */
final class BlockLinker
{
    private final TypeLinker types;
    private final ValueRefs valueRefs;
    private final Diagnostics diagnostics;

    BlockLinker(final TypeLinker types, final ValueRefs valueRefs, final Diagnostics diagnostics)
    {
        this.types = types;
        this.valueRefs = valueRefs;
        this.diagnostics = diagnostics;
    }

    LinkedBlock block(final Block block)
    {
        final List<LinkedBlockMember> members = new ArrayList<>(block.members().size());
        for (final BlockMember member : block.members())
        {
            members.add(member(member));
        }
        return new LinkedBlock(block, members);
    }

    private LinkedBlockMember member(final BlockMember member)
    {
        if (member instanceof Field field)
        {
            final ValueRef valueRef = field.valueRef() == null ? null :
                valueRefs.resolve(field.valueRef(), field.location(), "field '" + field.name() + "'");
            return new LinkedField(field, resolve(field.type(), "type", member), valueRef);
        }
        if (member instanceof Group group)
        {
            return new LinkedGroup(group, resolve(group.dimensionType(), "dimensionType", member), block(group));
        }
        return new LinkedData((Data)member, resolve(((Data)member).type(), "type", member));
    }

    /** A type a member names, which may be a primitive's name; an unknown name is reported. */
    private LinkedType resolve(final String typeName, final String attribute, final BlockMember member)
    {
        if (typeName == null)
        {
            return null; // a missing attribute was reported when reading
        }
        final LinkedType type = types.resolve(typeName);
        if (type == null)
        {
            diagnostics.error(member.location(), attribute + " '" + typeName + "' of " + ElementKinds.of(member) +
                " '" + member.name() + "' is not a declared type" +
                Suggestions.didYouMean(typeName, types.resolvableNames()));
        }
        return type;
    }
}
