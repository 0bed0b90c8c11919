package io.sbetool.compiler.generation.model;

/**
 * A variable-length data element: a length prefix, then that many bytes.
 *
 * @param typeName the name of its var-data composite, e.g. {@code varStringEncoding}.
 * @param length   the length prefix member.
 * @param data     the encoding of the data bytes, with their characterEncoding when they are text.
 * @param headerLength the bytes before the data: the end of the length prefix, or the data member's offset in
 *                 the var-data composite when that is further ({@link io.sbetool.ir.Layout#varDataHeaderLength},
 *                 as the on-the-fly decoder and the encoder take it).
 */
public record VarData(
    String name, int id, String description, int sinceVersion, int deprecated, String typeName, Member length,
    PrimitiveEncoding data, int headerLength)
{
    public boolean isDeprecated()
    {
        return deprecated > 0;
    }

    /**
     * The longest data an encoder writes: the length prefix's maxValue, capped at 2^31 - 1 bytes, as Java's
     * buffers are indexed by an int (a uint64's maximum, negative as a long, is capped too). A decoder's
     * limit is the buffer: a length on the wire past what remains is refused by every target.
     */
    public long maxLength()
    {
        final long max = length.encoding().maxValue().longValue();
        return max < 0 || max > Integer.MAX_VALUE ? Integer.MAX_VALUE : max;
    }

    /**
     * @return the characterEncoding of text data, or null for binary data.
     */
    public String characterEncoding()
    {
        return data.characterEncoding();
    }
}
