package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.link.BlockLayout;
import io.sbetool.compiler.link.CompositeLayout;
import io.sbetool.compiler.link.Layout;
import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedComposite;
import io.sbetool.compiler.link.LinkedCompositeMember;
import io.sbetool.compiler.link.LinkedEncoded;
import io.sbetool.compiler.link.LinkedField;
import io.sbetool.compiler.link.LinkedGroup;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.link.Slot;
import io.sbetool.compiler.schema.Block;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.Field;
import io.sbetool.compiler.schema.Type;

/**
 * Every size and offset of the layout must fit what describes it on the wire: a message's root block
 * the header's blockLength member, a group's block its dimension's. Generated codecs check a buffer once
 * per block against the blockLength and trust the layout inside it, so a field past what a blockLength
 * can say would be read and written outside the buffer. A type larger than the largest block the schema
 * can describe fits in none. One error per type or block, at the first element past its limit; a field
 * whose type is itself too large is left to the error at that type.
 */
final class LayoutLimitRules
{
    private final LinkedSchema schema;
    private final Diagnostics diagnostics;
    private final Layout layout;
    private final BlockCapacity header;
    private final BlockCapacity largest;

    LayoutLimitRules(final LinkedSchema schema, final Diagnostics diagnostics)
    {
        this.schema = schema;
        this.diagnostics = diagnostics;
        this.layout = schema.layout();
        this.header = BlockCapacity.of(schema.header(), "the header's");
        BlockCapacity widest = header;
        for (final LinkedBlock message : schema.messages())
        {
            widest = widest(message, widest);
        }
        this.largest = widest;
    }

    private static BlockCapacity widest(final LinkedBlock block, final BlockCapacity sofar)
    {
        BlockCapacity widest = sofar;
        for (final LinkedGroup group : block.groups())
        {
            final BlockCapacity capacity = dimensionCapacity(group);
            widest = capacity.octets() > widest.octets() ? capacity : widest;
            widest = widest(group.block(), widest);
        }
        return widest;
    }

    private static BlockCapacity dimensionCapacity(final LinkedGroup group)
    {
        return BlockCapacity.of(group.dimension(), "dimension '" + group.source().dimensionType() + "''s");
    }

    void check()
    {
        for (final LinkedType type : schema.types())
        {
            checkType(type);
        }
        for (final LinkedBlock message : schema.messages())
        {
            checkBlock(message, header, "message '" + message.source().name() + "'");
        }
    }

    private boolean oversized(final LinkedType type)
    {
        return layout.size(type) > largest.octets();
    }

    private void checkType(final LinkedType type)
    {
        if (type instanceof LinkedComposite composite)
        {
            checkComposite(composite);
        }
        else if (type instanceof LinkedEncoded encoded && oversized(type))
        {
            final EncodedType source = encoded.source();
            diagnostics.error(source.location(), "type '" + source.name() + "' is " + layout.size(type) +
                " octets (" + source.length() + " x " + source.primitiveType().primitiveName() + "), more than " +
                largest.describe() + ", the largest block of this schema; lower its length");
        }
    }

    /** Inline types are checked as types; a ref'd one is checked where it is declared. */
    private void checkComposite(final LinkedComposite composite)
    {
        final CompositeLayout compositeLayout = layout.of(composite);
        boolean reported = false;
        for (int i = 0; i < composite.members().size(); i++)
        {
            final LinkedCompositeMember member = composite.members().get(i);
            if (member.source() instanceof Type)
            {
                checkType(member.type());
            }
            final Slot slot = compositeLayout.members().get(i);
            if (!reported && slot.end() > largest.octets())
            {
                reported = true;
                if (!oversized(member.type()))
                {
                    diagnostics.error(member.source().location(), "member '" + member.name() + "' of composite '" +
                        composite.name() + "' ends at offset " + slot.end() + " (" + placement(slot) +
                        "), beyond " + largest.describe() + ", the largest block of this schema; " +
                        "lower its offset or the sizes before it");
                }
            }
        }
    }

    private void checkBlock(final LinkedBlock block, final BlockCapacity capacity, final String what)
    {
        final BlockLayout blockLayout = layout.of(block);
        boolean reported = false;
        for (int i = 0; i < block.fields().size() && !reported; i++)
        {
            final LinkedField field = block.fields().get(i);
            final Slot slot = blockLayout.fields().get(i);
            if (slot.size() > 0 && slot.end() > capacity.octets())
            {
                reported = true;
                if (!oversized(field.type()))
                {
                    final Field source = field.source();
                    diagnostics.error(source.location(), "field '" + source.name() + "' of " + what +
                        " ends at offset " + slot.end() + " (" + placement(slot) + "), beyond " +
                        capacity.describe() + "; lower its offset, move fields into a group or widen that type");
                }
            }
        }
        final Block source = block.source();
        if (!reported && blockLayout.blockLength() > capacity.octets())
        {
            diagnostics.error(source.location(), "blockLength " + blockLayout.blockLength() + " of " + what +
                " is more than " + capacity.describe() + "; lower it or widen that type");
        }
        for (final LinkedGroup group : block.groups())
        {
            checkBlock(group.block(), dimensionCapacity(group), "group '" + group.source().name() + "'");
        }
    }

    private static String placement(final Slot slot)
    {
        return "offset " + slot.offset() + " plus " + slot.size() + " octets";
    }
}
