package io.sbetool.ir;

/**
 * The standard's rules for whether an element is in a message, in one place for every reader and writer of
 * one: generated codecs (through the codec model of the compiler), the on-the-fly decoder and the encoder.
 *
 * <ul>
 *   <li>An element (field, group, var data) is in a message whose acting version is at least its
 *   {@code sinceVersion} ({@link #inVersion}); one of version 0 or below is in every message
 *   ({@link #isVersioned} is false), so a codec needs no version check for it.</li>
 *   <li>A fixed field is also missing from a block on the wire too short to hold it, which an older writer
 *   sent ({@link #inBlock}); a constant takes no bytes and is never missing for that reason.</li>
 *   <li>Where the present fields of a block end at each version is {@link PresentExtent}.</li>
 *   <li>A missing element reads as its null value: {@link Encoding#applicableNullValue()}, the schema's
 *   nullValue else the standard's for the primitive type.</li>
 *   <li>A var-data element's data starts after its length prefix, or at the data member's offset in its
 *   composite when that is further ({@link #varDataHeaderLength}).</li>
 *   <li>A fixed-size primitive member is an array when it holds more than one element:
 *   {@link Token#arrayLength()} above 1.</li>
 * </ul>
 */
public final class Layout
{
    private Layout()
    {
    }

    /**
     * @return whether an element added in {@code sinceVersion} is in a message of {@code actingVersion}.
     */
    public static boolean inVersion(final int sinceVersion, final int actingVersion)
    {
        return sinceVersion <= actingVersion;
    }

    /**
     * @return whether an element added in {@code sinceVersion} is missing from messages of some older acting
     * version, so that a reader must check the acting version before reading it.
     */
    public static boolean isVersioned(final int sinceVersion)
    {
        return sinceVersion > 0;
    }

    /**
     * @return whether a fixed field at {@code offset} of {@code encodedLength} bytes (0 for a constant) is
     * inside a block of {@code blockLength} bytes.
     */
    public static boolean inBlock(final int offset, final int encodedLength, final int blockLength)
    {
        return encodedLength <= 0 || offset + encodedLength <= blockLength;
    }

    /**
     * @param length  the var-data composite's {@code length} member.
     * @param varData its {@code varData} member.
     * @return the bytes from the start of a var-data element to its data.
     */
    public static int varDataHeaderLength(final Token length, final Token varData)
    {
        return Math.max(varData.offset(), length.offset() + length.encodedLength());
    }

    /**
     * @return whether a fixed field is in a block of {@code blockLength} bytes of {@code actingVersion}: in the
     * version and inside the block.
     */
    public static boolean isPresent(final int sinceVersion, final int offset, final int encodedLength,
        final int actingVersion, final int blockLength)
    {
        return inVersion(sinceVersion, actingVersion) && inBlock(offset, encodedLength, blockLength);
    }
}
