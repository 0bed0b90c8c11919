package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import io.sbetool.compiler.generation.model.Block;
import io.sbetool.ir.PresentExtent;


/**
 * How many bytes of a block a decoder may read, which its wrap or {@code next()} checks against the buffer's
 * capacity once so that the field reads inside need no check of their own. A decoder reads a field whenever
 * the acting version has it, whatever the block length on the wire says (as the reference implementation
 * does), so the extent is the larger of the acting block length and the end of the last field the acting
 * version has ({@link Block#presentExtent()}): a constant when no field is versioned, else a choice by version.
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
        return ends == null || block.presentExtent().isFixed() ? ends : CodeBlock.of("($L)", ends);
    }

    private static CodeBlock ends(final Block block, final String actingVersion)
    {
        final PresentExtent extent = block.presentExtent();
        if (extent.end() == 0)
        {
            return null;
        }
        // Newest last: an acting version at or above a step's version reads up to that version's end.
        CodeBlock ends = null;
        for (final int version : extent.steps())
        {
            ends = ends == null ? CodeBlock.of("$L", extent.endAt(version)) :
                CodeBlock.of("$L >= $L ? $L : $L", actingVersion, version, extent.endAt(version), ends);
        }
        return ends;
    }
}
