package io.sbetool.ir.file;

import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Splits the decoded token stream into the header composite and the messages, checking the nesting
 * as it goes: every begin token is closed by its matching end token of the same name, and its
 * componentTokenCount spans exactly to that end. Generators and {@code Ir.types()} index by
 * componentTokenCount, so a file whose counts disagree with its nesting is rejected here.
 */
final class TokenStructure
{
    private final List<Token> tokens;
    private final int[] fileOffsets;
    private final int endOffset;
    /** The begin tokens not closed yet, innermost last: a stack of indexes into tokens. */
    private int[] open = new int[16];

    /**
     * @param tokens      the tokens in file order.
     * @param fileOffsets where each token's record starts, for error messages (at least as many as tokens).
     * @param endOffset   the offset of the end of the file.
     */
    TokenStructure(final List<Token> tokens, final int[] fileOffsets, final int endOffset)
    {
        this.tokens = tokens;
        this.fileOffsets = fileOffsets;
        this.endOffset = endOffset;
    }

    List<Token> header()
    {
        if (tokens.isEmpty())
        {
            throw new IrFileException(endOffset, "no tokens: the message header composite is missing");
        }
        requireSignal(0, Signal.BEGIN_COMPOSITE, "the message header composite");
        return tokens.subList(0, endOf(0) + 1);
    }

    List<List<Token>> messages(final int headerSize)
    {
        final List<List<Token>> messages = new ArrayList<>();
        int index = headerSize;
        while (index < tokens.size())
        {
            requireSignal(index, Signal.BEGIN_MESSAGE, "a message");
            final int end = endOf(index);
            messages.add(tokens.subList(index, end + 1));
            index = end + 1;
        }
        return messages;
    }

    private void requireSignal(final int index, final Signal signal, final String what)
    {
        final Token token = tokens.get(index);
        if (token.signal() != signal)
        {
            throw new IrFileException(fileOffsets[index],
                "expected " + signal + " to start " + what + ", found " + token.signal() + " '" + token.name() + "'");
        }
    }

    /**
     * @return the index of the token that closes the element begun at {@code begin}.
     */
    private int endOf(final int begin)
    {
        int depth = 0;
        for (int index = begin; index < tokens.size(); index++)
        {
            final Signal signal = tokens.get(index).signal();
            if (isBegin(signal))
            {
                if (depth == open.length)
                {
                    open = Arrays.copyOf(open, depth * 2);
                }
                open[depth++] = index;
            }
            else if (isEnd(signal))
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
        final Token first = tokens.get(unclosed);
        throw new IrFileException(endOffset, "file ends inside " + first.signal() + " '" + first.name() +
            "' begun at offset " + fileOffsets[unclosed]);
    }

    private void close(final int beginIndex, final int endIndex)
    {
        final Token begin = tokens.get(beginIndex);
        final Token end = tokens.get(endIndex);
        if (begin.signal().end() != end.signal() || !begin.name().equals(end.name()))
        {
            throw unexpected(endIndex, "does not close " + begin.signal() + " '" + begin.name() +
                "' at offset " + fileOffsets[beginIndex]);
        }
        final int span = endIndex - beginIndex + 1;
        if (begin.componentTokenCount() != span)
        {
            throw new IrFileException(fileOffsets[beginIndex], begin.signal() + " '" + begin.name() +
                "' has componentTokenCount " + begin.componentTokenCount() + " but spans " + span + " tokens");
        }
    }

    private IrFileException unexpected(final int index, final String problem)
    {
        final Token token = tokens.get(index);
        return new IrFileException(fileOffsets[index], token.signal() + " '" + token.name() + "' " + problem);
    }

    private static boolean isBegin(final Signal signal)
    {
        return signal.end() != signal;
    }

    private static boolean isEnd(final Signal signal)
    {
        switch (signal)
        {
            case END_MESSAGE:
            case END_COMPOSITE:
            case END_FIELD:
            case END_GROUP:
            case END_ENUM:
            case END_SET:
            case END_VAR_DATA:
                return true;
            default:
                return false;
        }
    }
}
