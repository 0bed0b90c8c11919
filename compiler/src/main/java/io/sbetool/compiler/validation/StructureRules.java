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
import io.sbetool.compiler.schema.ValueTexts;
import io.sbetool.ir.PrimitiveType;

import java.math.BigInteger;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
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
        varDataTypes.forEach(this::checkVarData);
    }

    /** An undeclared header type was reported by the linker. */
    private void checkHeader()
    {
        final LinkedType header = schema.header();
        if (header instanceof LinkedComposite composite)
        {
            checkMembers(composite.source(), "message header composite", HEADER_MEMBERS);
            for (final LinkedCompositeMember member : composite.members())
            {
                final Optional<IntegerRange> range = member.name() != null && HEADER_MEMBERS.contains(member.name()) ?
                    IntegerRange.of(member.type()) : Optional.empty();
                if (range.isPresent() && range.get().min().signum() < 0)
                {
                    diagnostics.error(member.source().location(), "header member '" + member.name() + "' is " +
                        range.get().source() + "; the standard requires the header's blockLength, templateId, " +
                        "schemaId and version to be unsigned integers: use uint8, uint16 or uint32");
                }
            }
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
                checkCountRange(composite, member);
                return;
            }
        }
    }

    /**
     * Generated code holds a count in an int (Java's arrays and loops do), so numInGroup's range must fit
     * one; a count is never negative, so a signed type halves the range for nothing.
     */
    private void checkCountRange(final LinkedComposite composite, final LinkedCompositeMember numInGroup)
    {
        final Optional<IntegerRange> range = IntegerRange.of(numInGroup.type());
        if (range.isEmpty())
        {
            return;
        }
        if (range.get().max().compareTo(BigInteger.valueOf(Integer.MAX_VALUE)) > 0)
        {
            diagnostics.error(numInGroup.source().location(), "numInGroup of '" + composite.name() + "' is " +
                range.get().source() + ", whose counts up to " + range.get().max() + " generated code cannot hold " +
                "in an int; add maxValue=\"" + Integer.MAX_VALUE + "\" (or less) to it, or use uint16");
        }
        if (range.get().min().signum() < 0)
        {
            diagnostics.warning(numInGroup.source().location(), "numInGroup of '" + composite.name() + "' is " +
                "signed (" + range.get().source() + "); a count is never negative, " +
                "so an unsigned type of the same size holds twice as many");
        }
    }

    private void checkVarData(final LinkedComposite composite)
    {
        checkMembers(composite.source(), "var-data composite", VAR_DATA_MEMBERS);
        for (final LinkedCompositeMember member : composite.members())
        {
            if ("length".equals(member.name()))
            {
                checkLengthRange(composite, member);
                return;
            }
        }
    }

    /**
     * Every target takes the length on the wire as unsigned and refuses one longer than what remains in its
     * buffer (a Java buffer holds at most 2^31 - 1 bytes): a prefix wider than 32 bits only lets corrupt
     * lengths through to that check, and a signed one's negative values can only be refused.
     */
    private void checkLengthRange(final LinkedComposite composite, final LinkedCompositeMember length)
    {
        if (!(length.type() instanceof LinkedEncoded encoded) || encoded.source().primitiveType() == null ||
            !encoded.source().primitiveType().isInteger())
        {
            return;
        }
        // The wire's type, not a maxValue: no decoder reads maxValue, so the wire's every value reaches the check.
        final PrimitiveType primitive = encoded.source().primitiveType();
        final boolean wide = primitive.size() > Integer.BYTES;
        final boolean signed = ValueTexts.lowest(primitive).signum() < 0;
        if (wide || signed)
        {
            diagnostics.warning(length.source().location(), "length of var-data composite '" + composite.name() +
                "' is " + primitive.primitiveName() + (wide ? ", wider than 32 bits" : "") + (signed ? ", signed" : "") +
                "; decoders refuse a length " + (signed ? "that is negative or " : "") + "longer than the rest of " +
                "their buffer (at most " + Integer.MAX_VALUE + " bytes for Java): use uint32, or uint16 or uint8 " +
                "for shorter data");
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
