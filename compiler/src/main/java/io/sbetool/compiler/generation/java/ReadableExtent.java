package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Member;

import java.util.Map;
import java.util.TreeMap;

/**
 * How many bytes of a block a decoder may read, which its wrap or {@code next()} checks against the buffer's
 * capacity once so that the field reads inside need no check of their own. A decoder reads a field whenever
 * the acting version has it, whatever the block length on the wire says (as the reference implementation
 * does), so the extent is the larger of the acting block length and the end of the last field the acting
 * version has: a constant when no field is versioned, else a choice by version.
 */
final class ReadableExtent
{
    private ReadableExtent()
    {
    }

    /**
     * @param blockLength   the int expression of the block length on the wire.
     * @param actingVersion the int expression of the acting version.
     * @return an int expression of the bytes a decoder may read from the start of the block.
     */
    static CodeBlock of(final Block block, final String blockLength, final String actingVersion)
    {
        final CodeBlock ends = ends(block, actingVersion);
        return ends == null ? CodeBlock.of("$L", blockLength) : CodeBlock.of("Math.max($L, $L)", blockLength, ends);
    }

    /**
     * @param actingVersion the int expression of the acting version.
     * @return an int expression of where the last field the acting version reads ends, as one operand
     * (parenthesised when it is a choice by version), or null when the block has no fields.
     */
    static CodeBlock fieldsEnd(final Block block, final String actingVersion)
    {
        final CodeBlock ends = ends(block, actingVersion);
        return ends == null || fieldEnds(block).size() == 1 ? ends : CodeBlock.of("($L)", ends);
    }

    private static CodeBlock ends(final Block block, final String actingVersion)
    {
        final TreeMap<Integer, Integer> endFromVersion = fieldEnds(block);
        if (endFromVersion.size() == 1 && endFromVersion.get(0) == 0)
        {
            return null;
        }
        // Newest first: an acting version at or above a field's sinceVersion reads up to that version's end.
        CodeBlock ends = null;
        for (final Map.Entry<Integer, Integer> entry : endFromVersion.entrySet())
        {
            ends = ends == null ? CodeBlock.of("$L", entry.getValue()) :
                CodeBlock.of("$L >= $L ? $L : $L", actingVersion, entry.getKey(), entry.getValue(), ends);
        }
        return ends;
    }

    /**
     * @return from version 0 and each sinceVersion of a field, the end of the last field readable at that
     * version; versions that do not move the end are left out.
     */
    private static TreeMap<Integer, Integer> fieldEnds(final Block block)
    {
        final TreeMap<Integer, Integer> endAt = new TreeMap<>();
        for (final Member field : block.fields())
        {
            endAt.merge(Math.max(0, field.sinceVersion()), field.offset() + field.encodedLength(), Math::max);
        }
        final TreeMap<Integer, Integer> ends = new TreeMap<>(Map.of(0, 0));
        int end = 0;
        for (final Map.Entry<Integer, Integer> entry : endAt.entrySet())
        {
            if (entry.getValue() > end)
            {
                end = entry.getValue();
                ends.put(entry.getKey(), end);
            }
        }
        return ends;
    }
}
