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
    private static final int INITIAL_BUFFER = 1 << 20;
    private static final int MAX_LINE = Integer.MAX_VALUE - 16;

    private final InputStream in;
    private final JsonTape tape = new JsonTape();
    private final TapeValueSource root = new TapeValueSource(tape);
    private byte[] buffer = new byte[INITIAL_BUFFER];
    private int position;
    private int limit;
    private boolean eof;
    private long line;

    public NdjsonReader(final InputStream in)
    {
        this.in = in;
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
                position = end;
                return root.reset(0);
            }
            fill();
        }
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
            if (buffer.length >= MAX_LINE)
            {
                throw new IOException("a line longer than " + MAX_LINE + " bytes");
            }
            buffer = java.util.Arrays.copyOf(buffer, (int)Math.min(MAX_LINE, buffer.length * 2L));
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
