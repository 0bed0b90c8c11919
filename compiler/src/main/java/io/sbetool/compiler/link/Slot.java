package io.sbetool.compiler.link;

/**
 * Where one member of a composite, or one field of a block, is placed.
 *
 * @param offset   from the start of the composite or block.
 * @param size     octets on the wire; 0 for constants and for what does not resolve.
 *                 Longs, since a schema may describe more than an int holds (see {@link Layout}).
 * @param after    where the member before it ends: where it goes unless it has an explicit offset.
 * @param overlaps whether an explicit offset places it before {@code after}, over the member before it.
 */
public record Slot(long offset, long size, long after, boolean overlaps)
{
    /**
     * Places a member at its explicit offset, if it has one that counts, else right after the one before.
     *
     * @param explicit the offset the schema gives, or null.
     */
    static Slot place(final Integer explicit, final long size, final long after)
    {
        return explicit != null ? new Slot(explicit, size, after, explicit < after) : new Slot(after, size, after, false);
    }

    /** Where the member ends; saturated, as every layout sum is (see {@link Layout}). */
    public long end()
    {
        return Layout.plus(offset, size);
    }
}
