package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.link.Layout;
import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedBlockMember;
import io.sbetool.compiler.link.LinkedField;
import io.sbetool.compiler.link.LinkedGroup;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.Slot;
import io.sbetool.compiler.schema.BlockMember;
import io.sbetool.compiler.schema.ElementKinds;
import io.sbetool.compiler.schema.Field;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Schema evolution (the standard's "Schema Extension Mechanism"): a reader of an older version knows
 * only what its version had, so what a later version adds must come after everything older, at the
 * end of the block, the groups or the data; otherwise an old reader takes the new member's bytes for
 * an old one's and decodes garbage without noticing.
 */
final class EvolutionRules
{
    private final LinkedSchema schema;
    private final Diagnostics diagnostics;
    private final Layout layout;

    EvolutionRules(final LinkedSchema schema, final Diagnostics diagnostics)
    {
        this.schema = schema;
        this.diagnostics = diagnostics;
        this.layout = schema.layout();
    }

    void check()
    {
        for (final LinkedBlock message : schema.messages())
        {
            checkBlock(message, "message '" + message.source().name() + "'", 0);
        }
    }

    /** @param blockSince the version from which the block itself exists (0 for a message). */
    private void checkBlock(final LinkedBlock block, final String what, final int blockSince)
    {
        checkFieldOrder(block, what);
        final List<BlockMember> others = new ArrayList<>();
        for (final LinkedBlockMember linked : block.members())
        {
            checkAgainstBlock(linked.source(), what, blockSince);
            if (!(linked instanceof LinkedField))
            {
                others.add(linked.source());
            }
            if (linked instanceof LinkedGroup group)
            {
                checkBlock(group.block(), "group '" + group.source().name() + "'",
                    Math.max(blockSince, group.source().sinceVersion()));
            }
        }
        // Groups and data are read in document order, whatever their kind.
        for (int i = 0; i < others.size(); i++)
        {
            for (int j = i + 1; j < others.size(); j++)
            {
                if (others.get(j).sinceVersion() < others.get(i).sinceVersion())
                {
                    reportOrder(others.get(i), others.get(j), what);
                    break;
                }
            }
        }
    }

    /**
     * Fields are compared by where they are on the wire, which explicit offsets may make differ from document
     * order. One sweep from the highest offset finds, for each field, the oldest sinceVersion placed after it;
     * only a field that has an older one after it is compared with each (the report names the first in
     * document order). Comparing every pair was a visible part of a large schema's compile, run before the
     * JIT gets to it.
     */
    private void checkFieldOrder(final LinkedBlock block, final String what)
    {
        final List<Slot> slots = layout.of(block).fields();
        final List<LinkedField> fields = block.fields();
        final Integer[] byOffset = new Integer[fields.size()];
        for (int i = 0; i < byOffset.length; i++)
        {
            byOffset[i] = i;
        }
        // A comparator of our own, not Comparator.comparingInt: the JDK spins that one's lambda class at run
        // time (it is not in the class-data archive), a few milliseconds of every compile's front end.
        Arrays.sort(byOffset, (a, b) -> Long.compare(slots.get(b).offset(), slots.get(a).offset()));
        final int[] oldestAfter = new int[fields.size()];
        int oldest = Integer.MAX_VALUE;
        int oldestAtHigherOffsets = Integer.MAX_VALUE;
        for (int k = 0; k < byOffset.length; k++)
        {
            final int i = byOffset[k];
            if (k > 0 && slots.get(byOffset[k - 1]).offset() > slots.get(i).offset())
            {
                oldestAtHigherOffsets = oldest;
            }
            oldestAfter[i] = oldestAtHigherOffsets;
            if (slots.get(i).size() > 0)
            {
                oldest = Math.min(oldest, fields.get(i).source().sinceVersion());
            }
        }
        for (int i = 0; i < fields.size(); i++)
        {
            final Field field = fields.get(i).source();
            if (slots.get(i).size() > 0 && oldestAfter[i] < field.sinceVersion())
            {
                reportFirstOlderAfter(fields, slots, i, what);
            }
        }
    }

    private void reportFirstOlderAfter(final List<LinkedField> fields, final List<Slot> slots, final int i, final String what)
    {
        final Field field = fields.get(i).source();
        for (int j = 0; j < fields.size(); j++)
        {
            final Field other = fields.get(j).source();
            final Slot otherSlot = slots.get(j);
            if (otherSlot.size() > 0 && otherSlot.offset() > slots.get(i).offset() && other.sinceVersion() < field.sinceVersion())
            {
                reportOrder(field, other, what);
                return;
            }
        }
    }

    /**
     * A warning, not an error: published schemas (B3's, Artio's) insert members of later versions among
     * older ones, for peers that always agree on the version; but their old readers would misread them.
     */
    private void reportOrder(final BlockMember newer, final BlockMember older, final String what)
    {
        diagnostics.warning(newer.location(), ElementKinds.of(newer) + " '" + newer.name() + "' of sinceVersion " +
            newer.sinceVersion() + " in " + what + " comes before the older " + ElementKinds.of(older) + " '" +
            older.name() + "' (sinceVersion " + older.sinceVersion() + "); a reader of an earlier version would " +
            "read its bytes as '" + older.name() + "': move it after every member of an earlier version");
    }

    /**
     * A member cannot exist before its group does: a lower sinceVersion is written out only by mistake
     * (0, the default, means "with its group").
     */
    private void checkAgainstBlock(final BlockMember member, final String what, final int blockSince)
    {
        final String name = ElementKinds.of(member) + " '" + member.name() + "'";
        if (member.sinceVersion() > 0 && member.sinceVersion() < blockSince)
        {
            diagnostics.error(member.location(), "sinceVersion " + member.sinceVersion() + " of " + name + " is lower " +
                "than that of " + what + " (" + blockSince + "); a member cannot be older than its group: " +
                "raise it to " + blockSince + " or remove it");
        }
    }
}
