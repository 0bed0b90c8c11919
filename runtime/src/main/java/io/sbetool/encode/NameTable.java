package io.sbetool.encode;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A fixed list of names (enum values, set choices, templates) looked up by text or by UTF-8 bytes.
 * Byte lookups hash the bytes and compare them in place, allocating nothing.
 */
public final class NameTable
{
    private final Name[] names;
    private final Map<String, Integer> byText = new HashMap<>();
    private final int[] buckets;
    private final int mask;

    public NameTable(final List<String> names)
    {
        this.names = new Name[names.size()];
        int size = 4;
        while (size < names.size() * 2)
        {
            size <<= 1;
        }
        buckets = new int[size];
        Arrays.fill(buckets, -1);
        mask = size - 1;
        for (int i = 0; i < this.names.length; i++)
        {
            this.names[i] = new Name(names.get(i));
            if (byText.putIfAbsent(names.get(i), i) == null)
            {
                final byte[] utf8 = this.names[i].utf8();
                int slot = hash(utf8, 0, utf8.length) & mask;
                while (buckets[slot] >= 0)
                {
                    slot = (slot + 1) & mask;
                }
                buckets[slot] = i;
            }
        }
    }

    public int size()
    {
        return names.length;
    }

    public Name name(final int index)
    {
        return names[index];
    }

    /**
     * @return the index of the name, or -1.
     */
    public int indexOf(final String text)
    {
        final Integer index = byText.get(text);
        return index == null ? -1 : index;
    }

    /**
     * @return the index of the name whose UTF-8 bytes are {@code bytes[from, to)}, or -1.
     */
    public int indexOf(final byte[] bytes, final int from, final int to)
    {
        int slot = hash(bytes, from, to) & mask;
        int index;
        while ((index = buckets[slot]) >= 0)
        {
            final byte[] candidate = names[index].utf8();
            if (Arrays.equals(candidate, 0, candidate.length, bytes, from, to))
            {
                return index;
            }
            slot = (slot + 1) & mask;
        }
        return -1;
    }

    private static int hash(final byte[] bytes, final int from, final int to)
    {
        int h = to - from;
        for (int i = from; i < to; i++)
        {
            h = h * 31 + bytes[i];
        }
        return h ^ (h >>> 16);
    }

    /**
     * @return the names as a readable list for error messages, cut after a dozen.
     */
    public String describe()
    {
        final StringBuilder text = new StringBuilder();
        for (int i = 0; i < names.length && i < 12; i++)
        {
            text.append(i == 0 ? "" : ", ").append(names[i].text());
        }
        return names.length > 12 ? text.append(", ... (").append(names.length).append(" in all)").toString() :
            text.toString();
    }
}
