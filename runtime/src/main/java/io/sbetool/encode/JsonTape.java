package io.sbetool.encode;

import java.util.Arrays;

/**
 * One line of JSON parsed in place into a tape of values: for each value its kind, where its text
 * lies in the line's bytes, where its subtree ends on the tape, how many children it has and, for
 * object members, where the key lies. Nothing is decoded: numbers and strings are read from the bytes
 * when asked for. The arrays are reused from line to line, so parsing allocates nothing once they
 * have grown to fit.
 */
final class JsonTape
{
    /** What {@link #parse} returns when the bytes end before the line does. */
    static final int NEED_MORE = -1;
    static final int KIND_MASK = 0xFF;
    /** A number with a fraction or exponent. */
    static final int FRACTION = 0x100;
    /** A string with a backslash escape. */
    static final int ESCAPED = 0x200;
    /** A string with bytes beyond ASCII. */
    static final int NON_ASCII = 0x400;
    /** A key with a backslash escape. */
    static final int ESCAPED_KEY = 0x800;
    private static final int MAX_DEPTH = 64;
    private static final int NULL = ValueKind.NULL.ordinal();
    private static final int BOOLEAN = ValueKind.BOOLEAN.ordinal();
    private static final int NUMBER = ValueKind.NUMBER.ordinal();
    private static final int STRING = ValueKind.STRING.ordinal();
    private static final int ARRAY = ValueKind.ARRAY.ordinal();
    private static final int OBJECT = ValueKind.OBJECT.ordinal();

    byte[] bytes;
    /** Where the line starts in {@link #bytes}, for columns in errors. */
    int lineStart;
    private int limit;
    private boolean eof;
    int[] kind = new int[256];
    int[] start = new int[256];
    int[] end = new int[256];
    int[] next = new int[256];
    int[] count = new int[256];
    int[] keyStart = new int[256];
    int[] keyEnd = new int[256];
    int size;

    /**
     * Parses the object that starts the line at {@code from} and the line's end.
     *
     * @param atEof whether {@code limit} is the end of the input, so a line may end there without a newline.
     * @return where the next line starts, or {@link #NEED_MORE} when the bytes end first.
     * @throws JsonSyntaxException when the line is not one JSON object.
     */
    int parse(final byte[] bytes, final int from, final int limit, final boolean atEof)
    {
        this.bytes = bytes;
        this.lineStart = from;
        this.limit = limit;
        this.eof = atEof;
        size = 0;
        int p = skipSpace(from);
        if (p >= limit)
        {
            return needMore(p);
        }
        if (bytes[p] != '{')
        {
            throw error(p, "expected a JSON object, found " + describe(p));
        }
        p = value(p, 0);
        if (p < 0)
        {
            return p;
        }
        p = skipSpace(p);
        if (p >= limit)
        {
            return atEof ? p : NEED_MORE;
        }
        if (bytes[p] != '\n')
        {
            throw error(p, "expected the end of the line after the object, found " + describe(p));
        }
        return p + 1;
    }

    private int needMore(final int p)
    {
        if (eof)
        {
            throw error(p, "the line ends in the middle of the object");
        }
        return NEED_MORE;
    }

    private int skipSpace(final int from)
    {
        int p = from;
        while (p < limit)
        {
            final byte b = bytes[p];
            if (b != ' ' && b != '\t' && b != '\r')
            {
                break;
            }
            p++;
        }
        return p;
    }

    private int value(final int p, final int depth)
    {
        if (p >= limit)
        {
            return needMore(p);
        }
        switch (bytes[p])
        {
            case '{':
                return object(p, depth);
            case '[':
                return array(p, depth);
            case '"':
                return string(p);
            case 't':
                return literal(p, BOOLEAN, "true");
            case 'f':
                return literal(p, BOOLEAN, "false");
            case 'n':
                return literal(p, NULL, "null");
            default:
                return number(p);
        }
    }

    private int object(final int open, final int depth)
    {
        if (depth == MAX_DEPTH)
        {
            throw error(open, "nested more than " + MAX_DEPTH + " deep");
        }
        final int t = add(OBJECT, open);
        int members = 0;
        int p = skipSpace(open + 1);
        if (p < limit && bytes[p] == '}')
        {
            return close(t, 0, p);
        }
        while (true)
        {
            if (p >= limit)
            {
                return needMore(p);
            }
            if (bytes[p] != '"')
            {
                throw error(p, "expected a quoted name, found " + describe(p));
            }
            final int keyFrom = p + 1;
            int flags = 0;
            int q = keyFrom;
            while (true)
            {
                if (q >= limit)
                {
                    return needMore(q);
                }
                final byte b = bytes[q];
                if (b == '"')
                {
                    break;
                }
                if (b == '\\')
                {
                    flags = ESCAPED_KEY;
                    q++;
                }
                else if (b >= 0 && b < 0x20)
                {
                    throw error(q, "control character in a name");
                }
                else if (b < 0)
                {
                    final int sequence = utf8(q);
                    if (sequence == Utf8.INCOMPLETE)
                    {
                        return needMore(q);
                    }
                    q += sequence - 1;
                }
                q++;
            }
            p = skipSpace(q + 1);
            if (p >= limit)
            {
                return needMore(p);
            }
            if (bytes[p] != ':')
            {
                throw error(p, "expected ':' after a name, found " + describe(p));
            }
            p = skipSpace(p + 1);
            final int child = size;
            p = value(p, depth + 1);
            if (p < 0)
            {
                return p;
            }
            keyStart[child] = keyFrom;
            keyEnd[child] = q;
            kind[child] |= flags;
            members++;
            p = skipSpace(p);
            if (p >= limit)
            {
                return needMore(p);
            }
            if (bytes[p] == '}')
            {
                return close(t, members, p);
            }
            if (bytes[p] != ',')
            {
                throw error(p, "expected ',' or '}', found " + describe(p));
            }
            p = skipSpace(p + 1);
        }
    }

    private int array(final int open, final int depth)
    {
        if (depth == MAX_DEPTH)
        {
            throw error(open, "nested more than " + MAX_DEPTH + " deep");
        }
        final int t = add(ARRAY, open);
        int elements = 0;
        int p = skipSpace(open + 1);
        if (p < limit && bytes[p] == ']')
        {
            return close(t, 0, p);
        }
        while (true)
        {
            final int child = size;
            p = value(p, depth + 1);
            if (p < 0)
            {
                return p;
            }
            keyStart[child] = -1;
            elements++;
            p = skipSpace(p);
            if (p >= limit)
            {
                return needMore(p);
            }
            if (bytes[p] == ']')
            {
                return close(t, elements, p);
            }
            if (bytes[p] != ',')
            {
                throw error(p, "expected ',' or ']', found " + describe(p));
            }
            p = skipSpace(p + 1);
        }
    }

    private int close(final int t, final int children, final int p)
    {
        count[t] = children;
        next[t] = size;
        end[t] = p + 1;
        return p + 1;
    }

    private int string(final int quote)
    {
        int flags = 0;
        int q = quote + 1;
        while (true)
        {
            if (q >= limit)
            {
                return needMore(q);
            }
            final byte b = bytes[q];
            if (b >= 0x20 && b != '"' && b != '\\')
            {
                q++;
                continue;
            }
            if (b == '"')
            {
                break;
            }
            if (b == '\\')
            {
                flags |= ESCAPED;
                q += 2;
            }
            else if (b < 0)
            {
                flags |= NON_ASCII;
                final int sequence = utf8(q);
                if (sequence == Utf8.INCOMPLETE)
                {
                    return needMore(q);
                }
                q += sequence;
            }
            else
            {
                throw error(q, "control character in a string");
            }
        }
        final int t = add(STRING | flags, quote + 1);
        end[t] = q;
        next[t] = size;
        return q + 1;
    }

    /**
     * @return the length of the UTF-8 sequence at {@code q}, or {@link Utf8#INCOMPLETE} when more of the
     * line must be read first.
     * @throws JsonSyntaxException when it is not UTF-8.
     */
    private int utf8(final int q)
    {
        final int sequence = Utf8.sequence(bytes, q, limit);
        if (sequence == Utf8.INVALID || sequence == Utf8.INCOMPLETE && eof)
        {
            throw error(q, "byte 0x" + Integer.toHexString(bytes[q] & 0xFF) + " starts no valid UTF-8 sequence " +
                "(NDJSON is UTF-8: a surrogate, an overlong form or a stray byte is refused)");
        }
        return sequence;
    }

    private int literal(final int p, final int literalKind, final String text)
    {
        if (p + text.length() > limit)
        {
            return needMore(p);
        }
        for (int i = 0; i < text.length(); i++)
        {
            if (bytes[p + i] != text.charAt(i))
            {
                throw error(p, "expected a value, found " + describe(p));
            }
        }
        final int t = add(literalKind, p);
        end[t] = p + text.length();
        next[t] = size;
        return p + text.length();
    }

    private int number(final int from)
    {
        int q = from;
        int flags = 0;
        while (q < limit)
        {
            final byte b = bytes[q];
            if (b >= '0' && b <= '9' || b == '-')
            {
                q++;
            }
            else if (b == '.' || b == 'e' || b == 'E' || b == '+')
            {
                flags = FRACTION;
                q++;
            }
            else
            {
                break;
            }
        }
        if (q == from)
        {
            throw error(from, "expected a value, found " + describe(from));
        }
        if (q >= limit && !eof)
        {
            return NEED_MORE;
        }
        final int t = add(NUMBER | flags, from);
        end[t] = q;
        next[t] = size;
        return q;
    }

    private int add(final int valueKind, final int at)
    {
        if (size == kind.length)
        {
            grow();
        }
        final int t = size++;
        kind[t] = valueKind;
        start[t] = at;
        count[t] = 0;
        keyStart[t] = -1;
        return t;
    }

    private void grow()
    {
        final int capacity = kind.length * 2;
        kind = Arrays.copyOf(kind, capacity);
        start = Arrays.copyOf(start, capacity);
        end = Arrays.copyOf(end, capacity);
        next = Arrays.copyOf(next, capacity);
        count = Arrays.copyOf(count, capacity);
        keyStart = Arrays.copyOf(keyStart, capacity);
        keyEnd = Arrays.copyOf(keyEnd, capacity);
    }

    private String describe(final int p)
    {
        if (p >= limit)
        {
            return "the end of the line";
        }
        final int b = bytes[p] & 0xFF;
        return b == '\n' ? "the end of the line" : b >= 0x20 && b < 0x7F ? "'" + (char)b + "'" : "byte 0x" +
            Integer.toHexString(b);
    }

    private JsonSyntaxException error(final int p, final String message)
    {
        return new JsonSyntaxException(p - lineStart + 1, message);
    }
}
