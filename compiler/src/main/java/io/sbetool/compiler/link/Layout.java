package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.Field;
import io.sbetool.compiler.schema.Type;
import io.sbetool.ir.Presence;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The layout rules of the standard in one place (02FieldEncoding, 03MessageStructure): encoded sizes
 * in octets, member offsets in composites, field offsets and blockLength in messages and groups, and
 * the version from which a type is present where it is used.
 * Validation reports what breaks them (overlaps, a blockLength too small); the IR builder takes its
 * offsets and lengths from here. Each composite and block is laid out once and remembered.
 * <p>
 * Constants take no space on the wire; a variable-length element ({@code length="0"}) adds nothing to
 * the fixed part of a composite; what does not resolve counts as 0 (it has been reported).
 * <p>
 * Sizes and offsets are longs, and their sums and products saturate at {@link #TOO_LARGE} rather than
 * wrap: a schema may write an offset near 2^31 or an array of 2^28 int64s, whose layout an int cannot
 * hold, and validation must see those sizes as they are to reject them (LayoutLimitRules) before
 * anything narrower than a long is derived from them.
 */
public final class Layout
{
    /** What a size or offset saturates at: far beyond any limit validation allows. */
    public static final long TOO_LARGE = Long.MAX_VALUE;

    private final Map<LinkedComposite, CompositeLayout> composites = new IdentityHashMap<>();
    private final Map<LinkedBlock, BlockLayout> blocks = new IdentityHashMap<>();

    Layout()
    {
    }

    /** The encoded size of a type; 0 for null. */
    public long size(final LinkedType type)
    {
        if (type instanceof LinkedEncoded encoded)
        {
            return encodedSize(encoded.source());
        }
        if (type instanceof LinkedEnum enumType)
        {
            return encodingSize(enumType.encoding());
        }
        if (type instanceof LinkedSet setType)
        {
            return encodingSize(setType.encoding());
        }
        return type == null ? 0 : of((LinkedComposite)type).size();
    }

    /** Size of a simple type: 0 for a constant or an unknown primitive. */
    public static long encodedSize(final EncodedType type)
    {
        return type.isConstant() || type.primitiveType() == null ? 0 :
            (long)type.primitiveType().size() * type.length();
    }

    /** a + b for non-negative sizes and offsets, held at {@link #TOO_LARGE} instead of wrapping. */
    static long plus(final long a, final long b)
    {
        return a > TOO_LARGE - b ? TOO_LARGE : a + b;
    }

    /**
     * The version from which a type is on the wire where it is used: the later of its user's sinceVersion
     * and its own, since a decoder acting at an earlier version knows neither.
     */
    public static int sinceVersion(final int userSinceVersion, final Type type)
    {
        return Math.max(userSinceVersion, type.sinceVersion());
    }

    /** An enum or set is one value of its encoding's primitive type. */
    private static long encodingSize(final Type encoding)
    {
        return encoding instanceof EncodedType encoded && encoded.primitiveType() != null ?
            encoded.primitiveType().size() : 0;
    }

    /**
     * Laying out a composite lays out the composites inside it first, which adds to the memo while a
     * computeIfAbsent would still be running (HashMap's throws on that); so the memo is filled by hand.
     */
    public CompositeLayout of(final LinkedComposite composite)
    {
        return remembered(composites, composite, this::layOut);
    }

    public BlockLayout of(final LinkedBlock block)
    {
        return remembered(blocks, block, this::layOut);
    }

    private static <K, V> V remembered(final Map<K, V> memo, final K key, final Function<K, V> layOut)
    {
        V value = memo.get(key);
        if (value == null)
        {
            value = layOut.apply(key);
            memo.put(key, value);
        }
        return value;
    }

    /** Each member at its explicit offset, else right after the one before. */
    private CompositeLayout layOut(final LinkedComposite composite)
    {
        final List<Slot> slots = new ArrayList<>(composite.members().size());
        long position = 0;
        long end = 0;
        for (final LinkedCompositeMember member : composite.members())
        {
            final Slot slot = Slot.place(member.source().offset(), size(member.type()), position);
            slots.add(slot);
            position = slot.end();
            end = Math.max(end, position);
        }
        return new CompositeLayout(slots, end);
    }

    /**
     * Fields as in a composite, except that a constant field takes no space, so an offset written on
     * it moves nothing; the blockLength may be larger than the fields need, never smaller.
     */
    private BlockLayout layOut(final LinkedBlock block)
    {
        final List<Slot> slots = new ArrayList<>(block.fields().size());
        long position = 0;
        long end = 0;
        for (final LinkedField field : block.fields())
        {
            final long size = fieldSize(field);
            final Slot slot = Slot.place(size > 0 ? field.source().offset() : null, size, position);
            slots.add(slot);
            position = size > 0 ? slot.end() : position;
            end = Math.max(end, position);
        }
        final Integer explicit = block.source().blockLength();
        return new BlockLayout(slots, end, explicit != null ? Math.max(explicit, end) : end);
    }

    private long fieldSize(final LinkedField field)
    {
        final Field source = field.source();
        return source.presence() == Presence.CONSTANT ? 0 : size(field.type());
    }
}
