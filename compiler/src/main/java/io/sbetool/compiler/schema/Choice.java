package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

/**
 * A {@code <choice>} of a set.
 *
 * @param bitPosition zero-based bit index, least significant bit first; -1 if the text was not a number.
 */
public record Choice(
    String name,
    int bitPosition,
    int sinceVersion,
    Integer deprecated,
    String description,
    SourceLocation location)
{
}
