package io.sbetool.encode;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads NDJSON, one JSON object per line (the form {@code sbetool decode} writes), and hands out each
 * line as a {@link ValueSource} for {@link MessageEncoder}. Lines are parsed in place in a large
 * reused buffer, in one pass that finds the line's end as it parses the object; the source views one
 * token tape reused from line to line. Blank lines are passed over. Not thread safe.
 */
public final class NdjsonReader implements Closeable
{
    /**
     * The longest line read by default, 16 MiB: a line is held whole, with a token tape that for a line of
     * small numbers takes up to 14 times its bytes, so the limit is what bounds the reader's memory.
     */
    public static final int DEFAULT_MAX_LINE = 16 << 20;
    /** The longest line any reader takes: the buffer holding it is an array. */
    public static final int MAX_LINE = Integer.MAX_VALUE - 16;
    private static final int INITIAL_BUFFER = 1 << 20;

    private final InputStream in;
    private final int maxLine;
    private final JsonTape tape = new JsonTape();
    private final TapeValueSource root = new TapeValueSource(tape);
    private byte[] buffer = new byte[INITIAL_BUFFER];
    private int position;
    private int limit;
    private boolean eof;
    private long line;

    public NdjsonReader(final InputStream in)
    {
        this(in, DEFAULT_MAX_LINE);
    }

    /**
     * @param maxLine the longest line, in bytes without its line end, 1 to {@link #MAX_LINE}: a longer one
     *                is refused with a {@link JsonSyntaxException} and passed over without being held.
     */
    public NdjsonReader(final InputStream in, final int maxLine)
    {
        if (maxLine < 1 || maxLine > MAX_LINE)
        {
            throw new IllegalArgumentException("the longest line is 1.." + MAX_LINE + " bytes, not " + maxLine);
        }
        this.in = in;
        this.maxLine = maxLine;
    }

    /**
     * @return the next line's object, valid until the next call; null at the end of the input.
     * @throws JsonSyntaxException when the line is not one JSON object; the reader has then moved on to
     * the next line, so reading may go on.
     */
    public ValueSource next() throws IOException
    {
        while (true)
        {
            if (!skipBlankLines())
            {
                return null;
            }
            final int end;
            try
            {
                end = tape.parse(buffer, position, limit, eof);
            }
            catch (final JsonSyntaxException ex)
            {
                line++;
                skipRestOfLine();
                throw ex;
            }
            if (end != JsonTape.NEED_MORE)
            {
                line++;
                final int start = position;
                position = end;
                // A line read whole at once is held to the limit too, so that what is refused does not
                // depend on how the input arrived.
                if (end - start - (buffer[end - 1] == '\n' ? 1 : 0) > maxLine)
                {
                    throw tooLong();
                }
                return root.reset(0);
            }
            // The unread bytes are all this line (it has not ended): past the limit, it is refused unread.
            if (limit - position > maxLine)
            {
                line++;
                skipRestOfLine();
                throw tooLong();
            }
            fill();
        }
    }

    private JsonSyntaxException tooLong()
    {
        return new JsonSyntaxException(maxLine + 1, "the line is longer than " + maxLine + " bytes, the longest " +
            "a line may be (sbetool encode --max-line raises it)");
    }

    /**
     * @return the 1-based number of the line last returned or found wrong.
     */
    public long lineNumber()
    {
        return line;
    }

    /**
     * @return false at the end of the input.
     */
    private boolean skipBlankLines() throws IOException
    {
        while (true)
        {
            while (position < limit)
            {
                final byte b = buffer[position];
                if (b == '\n')
                {
                    line++;
                }
                else if (b != ' ' && b != '\t' && b != '\r')
                {
                    return true;
                }
                position++;
            }
            if (eof)
            {
                return false;
            }
            fill();
        }
    }

    private void skipRestOfLine() throws IOException
    {
        while (true)
        {
            while (position < limit)
            {
                if (buffer[position++] == '\n')
                {
                    return;
                }
            }
            if (eof)
            {
                return;
            }
            position = limit;
            fill();
        }
    }

    /**
     * Moves the unread bytes to the front, growing the buffer when one line fills it, and reads more.
     */
    private void fill() throws IOException
    {
        final int unread = limit - position;
        if (position > 0)
        {
            System.arraycopy(buffer, position, buffer, 0, unread);
            position = 0;
            limit = unread;
        }
        if (limit == buffer.length)
        {
            // Room for the longest line, its line end and one byte more, which shows it too long; no more.
            buffer = java.util.Arrays.copyOf(buffer, (int)Math.max(buffer.length,
                Math.min(maxLine + 2L, buffer.length * 2L)));
        }
        // the line is parsed again from its start after each fill, so read on until a line end has
        // arrived (or the buffer is full): a long line read in small pieces is not parsed once per piece
        while (!eof && limit < buffer.length)
        {
            final int from = limit;
            final int read = in.read(buffer, limit, buffer.length - limit);
            if (read < 0)
            {
                eof = true;
            }
            else
            {
                limit += read;
                if (hasNewline(from, limit))
                {
                    return;
                }
            }
        }
    }

    private boolean hasNewline(final int from, final int to)
    {
        for (int i = from; i < to; i++)
        {
            if (buffer[i] == '\n')
            {
                return true;
            }
        }
        return false;
    }

    @Override
    public void close() throws IOException
    {
        in.close();
    }
}
