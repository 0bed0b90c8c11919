package io.sbetool.ir.file;

import io.sbetool.ir.Signal;

import java.util.Arrays;

/**
 * Splits the scanned records into the header composite and the messages, checking the nesting as it goes:
 * every begin token is closed by its matching end token of the same name, and its componentTokenCount
 * spans exactly to that end. Generators and {@code Ir.types()} index by componentTokenCount, so a file
 * whose counts disagree with its nesting is rejected here. It works on the records {@link TokenScanner}
 * kept, without making tokens, so that a message's tokens need only be made when it is used.
 */
final class TokenStructure
{
    private final TokenScanner records;
    private final int endOffset;
    /** The begin records not closed yet, innermost last: a stack of indexes. */
    private int[] open = new int[16];

    /**
     * @param records   the file's records.
     * @param endOffset the offset of the end of the file.
     */
    TokenStructure(final TokenScanner records, final int endOffset)
    {
        this.records = records;
        this.endOffset = endOffset;
    }

    /**
     * @return the number of records of the header composite, which comes first.
     */
    int header()
    {
        if (records.count() == 0)
        {
            throw new IrFileException(endOffset, "no tokens: the message header composite is missing");
        }
        requireSignal(0, Signal.BEGIN_COMPOSITE, "the message header composite");
        return endOf(0) + 1;
    }

    /**
     * @return the index of each message's first record, then the number of records.
     */
    int[] messages(final int headerSize)
    {
        int[] starts = new int[16];
        int messages = 0;
        int index = headerSize;
        while (index < records.count())
        {
            requireSignal(index, Signal.BEGIN_MESSAGE, "a message");
            if (messages + 1 == starts.length)
            {
                starts = Arrays.copyOf(starts, starts.length * 2);
            }
            starts[messages++] = index;
            index = endOf(index) + 1;
        }
        starts[messages] = index;
        return Arrays.copyOf(starts, messages + 1);
    }

    private void requireSignal(final int index, final Signal signal, final String what)
    {
        final Signal found = records.signal(index);
        if (found != signal)
        {
            throw new IrFileException(records.offset(index),
                "expected " + signal + " to start " + what + ", found " + found + " '" + records.name(index) + "'");
        }
    }

    /**
     * @return the index of the record that closes the element begun at {@code begin}.
     */
    private int endOf(final int begin)
    {
        final byte[] nesting = records.nesting();
        int depth = 0;
        for (int index = begin, count = records.count(); index < count; index++)
        {
            final byte kind = nesting[index];
            if (kind == TokenScanner.BEGINS)
            {
                if (depth == open.length)
                {
                    open = Arrays.copyOf(open, depth * 2);
                }
                open[depth++] = index;
            }
            else if (kind == TokenScanner.ENDS)
            {
                if (depth == 0)
                {
                    throw unexpected(index, "closes nothing");
                }
                close(open[--depth], index);
                if (depth == 0)
                {
                    return index;
                }
            }
            else if (depth == 0)
            {
                throw unexpected(index, "is outside any element");
            }
        }
        final int unclosed = depth == 0 ? begin : open[depth - 1];
        throw new IrFileException(endOffset, "file ends inside " + records.signal(unclosed) + " '" +
            records.name(unclosed) + "' begun at offset " + records.offset(unclosed));
    }

    private void close(final int beginIndex, final int endIndex)
    {
        if (!records.closes(endIndex, beginIndex))
        {
            throw unexpected(endIndex, "does not close " + records.signal(beginIndex) + " '" +
                records.name(beginIndex) + "' at offset " + records.offset(beginIndex));
        }
        final int span = endIndex - beginIndex + 1;
        if (records.componentTokenCount(beginIndex) != span)
        {
            throw new IrFileException(records.offset(beginIndex), records.signal(beginIndex) + " '" +
                records.name(beginIndex) + "' has componentTokenCount " + records.componentTokenCount(beginIndex) +
                " but spans " + span + " tokens");
        }
    }

    private IrFileException unexpected(final int index, final String problem)
    {
        return new IrFileException(records.offset(index),
            records.signal(index) + " '" + records.name(index) + "' " + problem);
    }
}
