package io.sbetool.compiler.ir;

import io.sbetool.ir.Token;

import java.util.ArrayList;
import java.util.List;

/**
 * The flattened token list under construction. An element is opened with its begin token and closed
 * by {@link #end(int)}, which sets the componentTokenCount on both ends once the span is known and
 * appends the end token as a copy of the begin token with the closing signal.
 */
final class TokenList
{
    private final List<Token> tokens = new ArrayList<>();

    int begin(final Token token)
    {
        tokens.add(token);
        return tokens.size() - 1;
    }

    void add(final Token token)
    {
        tokens.add(token);
    }

    void end(final int beginIndex)
    {
        final Token begin = tokens.get(beginIndex);
        final int count = tokens.size() - beginIndex + 1;
        final Token counted = begin.toBuilder().componentTokenCount(count).build();
        tokens.set(beginIndex, counted);
        tokens.add(counted.toBuilder().signal(begin.signal().end()).build());
    }

    List<Token> tokens()
    {
        return tokens;
    }
}
