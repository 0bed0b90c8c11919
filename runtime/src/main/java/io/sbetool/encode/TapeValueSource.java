package io.sbetool.encode;

import org.agrona.MutableDirectBuffer;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A {@link ValueSource} over one object of a {@link JsonTape}. Members are looked up by comparing
 * their key bytes with the name's UTF-8 bytes, starting after the member found last: {@code sbetool
 * decode} writes fields in schema order, so the next field asked for is nearly always the next
 * member. Numbers and text are read from the line's bytes; nothing is allocated on that path.
 *
 * <p>One view per nesting depth, reused: {@link #object} hands out the view of the next depth.
 */
final class TapeValueSource implements ValueSource
{
    private static final int MAX_DEPTH = 66;

    private final JsonTape tape;
    private final TapeValueSource[] views;
    private final int depth;
    private int object;
    private int hint;
    /** The last array element handed out, to walk arrays in order without rescanning. */
    private int lastArray = -1;
    private int lastIndex;
    private int lastElement;

    TapeValueSource(final JsonTape tape)
    {
        this(tape, new TapeValueSource[MAX_DEPTH], 0);
    }

    private TapeValueSource(final JsonTape tape, final TapeValueSource[] views, final int depth)
    {
        this.tape = tape;
        this.views = views;
        this.depth = depth;
        views[depth] = this;
    }

    TapeValueSource reset(final int objectIndex)
    {
        object = objectIndex;
        hint = objectIndex + 1;
        lastArray = -1;
        return this;
    }

    @Override
    public int find(final Name name)
    {
        final byte[] key = name.utf8();
        final int end = tape.next[object];
        if (hint < end && keyEquals(hint, key))
        {
            final int found = hint;
            hint = tape.next[found];
            return found;
        }
        for (int child = object + 1; child < end; child = tape.next[child])
        {
            if (keyEquals(child, key))
            {
                hint = tape.next[child];
                return child;
            }
        }
        return MISSING;
    }

    private boolean keyEquals(final int child, final byte[] key)
    {
        final int from = tape.keyStart[child];
        final int to = tape.keyEnd[child];
        return to - from == key.length && Arrays.equals(tape.bytes, from, to, key, 0, key.length);
    }

    @Override
    public int memberCount()
    {
        return tape.count[object];
    }

    @Override
    public String memberName(final int index)
    {
        int child = object + 1;
        for (int i = 0; i < index; i++)
        {
            child = tape.next[child];
        }
        return JsonText.unescape(tape.bytes, tape.keyStart[child], tape.keyEnd[child]);
    }

    @Override
    public ValueKind kind(final int slot)
    {
        return KINDS[tape.kind[slot] & JsonTape.KIND_MASK];
    }

    private static final ValueKind[] KINDS = ValueKind.values();

    @Override
    public int column(final int slot)
    {
        // A string's start is after its quote: the column is the quote's.
        final int quote = kind(slot) == ValueKind.STRING ? 1 : 0;
        return tape.start[slot] - quote - tape.lineStart + 1;
    }

    @Override
    public long longValue(final int slot)
    {
        return JsonNumbers.parseLong(tape.bytes, tape.start[slot], tape.end[slot], tape.kind[slot], false);
    }

    @Override
    public long unsignedLongValue(final int slot)
    {
        return JsonNumbers.parseLong(tape.bytes, tape.start[slot], tape.end[slot], tape.kind[slot], true);
    }

    @Override
    public double doubleValue(final int slot)
    {
        if (kind(slot) == ValueKind.STRING)
        {
            return NonFinite.parseDouble(text(slot));
        }
        return JsonNumbers.parseDouble(tape.bytes, tape.start[slot], tape.end[slot]);
    }

    @Override
    public float floatValue(final int slot)
    {
        if (kind(slot) == ValueKind.STRING)
        {
            return NonFinite.parseFloat(text(slot));
        }
        return JsonNumbers.parseFloat(tape.bytes, tape.start[slot], tape.end[slot]);
    }

    private String text(final int slot)
    {
        return JsonText.unescape(tape.bytes, tape.start[slot], tape.end[slot]);
    }

    @Override
    public int lookup(final int slot, final NameTable names)
    {
        if ((tape.kind[slot] & JsonTape.ESCAPED) != 0)
        {
            return names.indexOf(text(slot));
        }
        return names.indexOf(tape.bytes, tape.start[slot], tape.end[slot]);
    }

    @Override
    public int putText(final int slot, final Charset charset, final MutableDirectBuffer buffer, final int index,
        final int limit)
    {
        final int flags = tape.kind[slot];
        if ((flags & (JsonTape.ESCAPED | JsonTape.NON_ASCII)) == 0 && asciiCompatible(charset))
        {
            final int length = tape.end[slot] - tape.start[slot];
            if (length > limit - index)
            {
                return -1;
            }
            buffer.putBytes(index, tape.bytes, tape.start[slot], length);
            return length;
        }
        final byte[] encoded = MapValueSource.encode(text(slot), charset);
        if (encoded.length > limit - index)
        {
            return -1;
        }
        buffer.putBytes(index, encoded);
        return encoded.length;
    }

    private static boolean asciiCompatible(final Charset charset)
    {
        return charset == StandardCharsets.ISO_8859_1 || charset == StandardCharsets.UTF_8 ||
            charset == StandardCharsets.US_ASCII;
    }

    @Override
    public int putBase64(final int slot, final MutableDirectBuffer buffer, final int index, final int limit)
    {
        if ((tape.kind[slot] & JsonTape.ESCAPED) != 0)
        {
            final byte[] text = text(slot).getBytes(StandardCharsets.UTF_8);
            return JsonText.putBase64(text, 0, text.length, buffer, index, limit);
        }
        return JsonText.putBase64(tape.bytes, tape.start[slot], tape.end[slot], buffer, index, limit);
    }

    @Override
    public int elementCount(final int slot)
    {
        return tape.count[slot];
    }

    @Override
    public int element(final int slot, final int index)
    {
        int element;
        int i;
        if (slot == lastArray && index >= lastIndex)
        {
            element = lastElement;
            i = lastIndex;
        }
        else
        {
            element = slot + 1;
            i = 0;
        }
        for (; i < index; i++)
        {
            element = tape.next[element];
        }
        lastArray = slot;
        lastIndex = index;
        lastElement = element;
        return element;
    }

    @Override
    public ValueSource object(final int slot)
    {
        TapeValueSource view = views[depth + 1];
        if (view == null)
        {
            view = new TapeValueSource(tape, views, depth + 1);
        }
        return view.reset(slot);
    }
}
