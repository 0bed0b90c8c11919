package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedComposite;
import io.sbetool.compiler.link.LinkedCompositeMember;
import io.sbetool.compiler.link.LinkedData;
import io.sbetool.compiler.link.LinkedEncoded;
import io.sbetool.compiler.link.LinkedGroup;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.schema.CompositeType;
import io.sbetool.ir.PrimitiveType;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Composites with a fixed role must have the members that role reads: the message header, group
 * dimension types and var-data types. Each composite is checked once per role, however many use it.
 */
final class StructureRules
{
    private static final List<String> HEADER_MEMBERS = List.of("blockLength", "templateId", "schemaId", "version");
    private static final List<String> DIMENSION_MEMBERS = List.of("blockLength", "numInGroup");
    private static final List<String> VAR_DATA_MEMBERS = List.of("length", "varData");

    private final LinkedSchema schema;
    private final Diagnostics diagnostics;
    private final Set<LinkedComposite> dimensionTypes = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<LinkedComposite> varDataTypes = Collections.newSetFromMap(new IdentityHashMap<>());

    StructureRules(final LinkedSchema schema, final Diagnostics diagnostics)
    {
        this.schema = schema;
        this.diagnostics = diagnostics;
    }

    void check()
    {
        checkHeader();
        schema.messages().forEach(this::collect);
        dimensionTypes.forEach(this::checkDimension);
        varDataTypes.forEach(composite -> checkMembers(composite.source(), "var-data composite", VAR_DATA_MEMBERS));
    }

    /** An undeclared header type was reported by the linker. */
    private void checkHeader()
    {
        final LinkedType header = schema.header();
        if (header instanceof LinkedComposite composite)
        {
            checkMembers(composite.source(), "message header composite", HEADER_MEMBERS);
        }
        else if (header != null)
        {
            diagnostics.error(header.source().location(), "the message header type '" + schema.source().headerType() +
                "' must be a composite with blockLength, templateId, schemaId and version");
        }
    }

    private void checkDimension(final LinkedComposite composite)
    {
        checkMembers(composite.source(), "group dimension composite", DIMENSION_MEMBERS);
        for (final LinkedCompositeMember member : composite.members())
        {
            if ("numInGroup".equals(member.name()))
            {
                warnIfWide(composite, member);
                return;
            }
        }
    }

    private void warnIfWide(final LinkedComposite composite, final LinkedCompositeMember numInGroup)
    {
        final PrimitiveType primitive = numInGroup.type() instanceof LinkedEncoded encoded ?
            encoded.source().primitiveType() : null;
        if (primitive == PrimitiveType.UINT32 || primitive == PrimitiveType.UINT64)
        {
            diagnostics.warning(numInGroup.source().location(), "numInGroup of '" + composite.name() + "' is " +
                primitive.primitiveName() + "; this is legal but unusual (uint8 or uint16 is typical) and " +
                "the count must fit in a Java int");
        }
    }

    private void checkMembers(final CompositeType composite, final String role, final List<String> required)
    {
        for (final String name : required)
        {
            if (composite.member(name).isEmpty())
            {
                diagnostics.error(composite.location(), role + " '" + composite.name() + "' lacks member '" + name +
                    "'; it needs " + String.join(", ", required));
            }
        }
    }

    private void collect(final LinkedBlock block)
    {
        for (final LinkedGroup group : block.groups())
        {
            if (group.dimension() instanceof LinkedComposite dimension)
            {
                dimensionTypes.add(dimension);
            }
            collect(group.block());
        }
        for (final LinkedData data : block.data())
        {
            if (data.type() instanceof LinkedComposite composite)
            {
                varDataTypes.add(composite);
            }
        }
    }
}
