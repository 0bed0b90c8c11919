package io.sbetool.compiler.generation.model;

/**
 * The dimension composite at the start of a group.
 *
 * @param typeName      the composite's name, e.g. {@code groupSizeEncoding}.
 * @param encodedLength the bytes of the header.
 * @param blockLength   the member holding each entry's block length, or null when the composite has none.
 * @param numInGroup    the member holding the number of entries.
 */
public record Dimension(String typeName, int encodedLength, Member blockLength, Member numInGroup)
{
}
