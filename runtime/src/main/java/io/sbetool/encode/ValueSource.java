package io.sbetool.encode;

import org.agrona.MutableDirectBuffer;

import java.nio.charset.Charset;

/**
 * Where {@link MessageEncoder} takes a message's values from: a map-like view of one JSON-shaped
 * object. Values are addressed by <em>slots</em>, ints the source hands out from {@link #find} and
 * {@link #element} and takes back in the typed accessors, so that a source over a parsed line of
 * JSON ({@link NdjsonReader}) answers without allocating, and one over Java maps
 * ({@link MapValueSource}) simply keeps the objects it found.
 *
 * <p>Accessors throw {@link ValueException} when the slot's value cannot be read as asked; the encoder
 * adds the field's name.
 */
public interface ValueSource
{
    /** What {@link #find} returns when the object has no member of that name. */
    int MISSING = -1;

    /**
     * @return the slot of the member called {@code name}, or {@link #MISSING}.
     */
    int find(Name name);

    /**
     * @return how many members the object has, to detect names the schema does not know.
     */
    int memberCount();

    /**
     * @return the name of member {@code index} (0 to {@link #memberCount()} - 1); used to name an
     * unknown member, so it may allocate.
     */
    String memberName(int index);

    ValueKind kind(int slot);

    /**
     * @return the 1-based byte column in its line where the slot's value starts, or 0 when the source is
     * not text (Java maps), for errors that point at the value.
     */
    default int column(final int slot)
    {
        return 0;
    }

    /**
     * @return a NUMBER that is an integer, or a STRING of one (int64 values written as strings), in the
     * range of a signed 64-bit integer.
     */
    long longValue(int slot);

    /**
     * @return as {@link #longValue}, for uint64: 0 to 2^64-1, returned as the long with the same bits.
     */
    long unsignedLongValue(int slot);

    /**
     * @return a NUMBER, or the STRING {@code "Infinity"}, {@code "-Infinity"}, {@code "NaN"} or
     * {@code "NaN(0x...)"} (the raw bits) as {@code sbetool decode} writes non-finite values.
     */
    double doubleValue(int slot);

    /**
     * @return as {@link #doubleValue}, rounded once, straight from the text, to a float.
     */
    float floatValue(int slot);

    /**
     * @return the index in {@code names} of the STRING's text, or -1 when it is none of them.
     */
    int lookup(int slot, NameTable names);

    /**
     * Writes the STRING's text in {@code charset} at {@code index}.
     *
     * @return the bytes written, or -1 (having written anything up to {@code limit}) when the text needs
     * more than {@code limit - index} bytes.
     * @throws ValueException when the text has a character the charset cannot encode.
     */
    int putText(int slot, Charset charset, MutableDirectBuffer buffer, int index, int limit);

    /**
     * Writes the bytes the STRING's base64 text stands for at {@code index}.
     *
     * @return the bytes written, or -1 when they need more than {@code limit - index} bytes.
     */
    int putBase64(int slot, MutableDirectBuffer buffer, int index, int limit);

    /**
     * @return the number of elements of an ARRAY.
     */
    int elementCount(int slot);

    /**
     * @return the slot of element {@code index} of an ARRAY.
     */
    int element(int slot, int index);

    /**
     * @return the members of an OBJECT. The view may be reused by the next call to this method at
     * the same nesting depth, so callers finish with one object before asking for its sibling.
     */
    ValueSource object(int slot);
}
