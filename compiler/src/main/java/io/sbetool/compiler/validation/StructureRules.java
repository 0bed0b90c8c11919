package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.compiler.diagnostics.Suggestions;
import io.sbetool.compiler.schema.Block;
import io.sbetool.compiler.schema.BlockMember;
import io.sbetool.compiler.schema.CompositeMember;
import io.sbetool.compiler.schema.CompositeType;
import io.sbetool.compiler.schema.Data;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.Group;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.Ref;
import io.sbetool.compiler.schema.Type;
import io.sbetool.ir.PrimitiveType;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Composites with a fixed role must have the members that role reads: the message header, group
 * dimension types and var-data types.
 */
final class StructureRules
{
    private static final List<String> HEADER_MEMBERS = List.of("blockLength", "templateId", "schemaId", "version");
    private static final List<String> DIMENSION_MEMBERS = List.of("blockLength", "numInGroup");
    private static final List<String> VAR_DATA_MEMBERS = List.of("length", "varData");

    private final MessageSchema schema;
    private final Diagnostics diagnostics;

    StructureRules(final MessageSchema schema, final Diagnostics diagnostics)
    {
        this.schema = schema;
        this.diagnostics = diagnostics;
    }

    void check()
    {
        checkHeader();
        final Set<String> dimensionTypes = new LinkedHashSet<>();
        final Set<String> varDataTypes = new LinkedHashSet<>();
        schema.messages().forEach(message -> collect(message, dimensionTypes, varDataTypes));
        dimensionTypes.forEach(name -> schema.registry().composite(name).ifPresent(this::checkDimension));
        varDataTypes.forEach(name -> schema.registry().composite(name).ifPresent(
            composite -> checkMembers(composite, "var-data composite", VAR_DATA_MEMBERS)));
    }

    private void checkHeader()
    {
        final Optional<Type> header = schema.registry().declared(schema.headerType());
        if (header.isEmpty())
        {
            diagnostics.error(schema.location(), "the message header type '" + schema.headerType() +
                "' is not declared in <types>; declare a composite with blockLength, templateId, schemaId and version" +
                Suggestions.didYouMean(schema.headerType(), schema.registry().declaredNames()));
        }
        else if (header.get() instanceof CompositeType composite)
        {
            checkMembers(composite, "message header composite", HEADER_MEMBERS);
        }
        else
        {
            diagnostics.error(header.get().location(), "the message header type '" + schema.headerType() +
                "' must be a composite with blockLength, templateId, schemaId and version");
        }
    }

    private void checkDimension(final CompositeType composite)
    {
        checkMembers(composite, "group dimension composite", DIMENSION_MEMBERS);
        composite.member("numInGroup").ifPresent(member ->
        {
            final PrimitiveType primitive = primitiveOf(member);
            if (primitive == PrimitiveType.UINT32 || primitive == PrimitiveType.UINT64)
            {
                warning(member.location(), "numInGroup of '" + composite.name() + "' is " + primitive.primitiveName() +
                    "; this is legal but unusual (uint8 or uint16 is typical) and the count must fit in a Java int");
            }
        });
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

    private void collect(final Block block, final Set<String> dimensionTypes, final Set<String> varDataTypes)
    {
        for (final BlockMember member : block.members())
        {
            if (member instanceof Group group)
            {
                dimensionTypes.add(group.dimensionType());
                collect(group, dimensionTypes, varDataTypes);
            }
            else if (member instanceof Data data && data.type() != null)
            {
                varDataTypes.add(data.type());
            }
        }
    }

    private PrimitiveType primitiveOf(final CompositeMember member)
    {
        final CompositeMember resolved = member instanceof Ref ref ?
            schema.registry().declared(ref.type()).orElse(null) : member;
        return resolved instanceof EncodedType encoded ? encoded.primitiveType() : null;
    }

    private void warning(final SourceLocation location, final String message)
    {
        diagnostics.warning(location, message);
    }
}
