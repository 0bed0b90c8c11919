package io.sbetool.compiler.ir;

import io.sbetool.ir.Encoding;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;
import io.sbetool.testing.IrAssertions;

import java.nio.ByteOrder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Where our IR knowingly differs from the reference implementation's (sbe-tool 1.33.0), each
 * normalised narrowly, on both sides, so that the comparison still checks everything else:
 * <ol>
 *   <li>Message order: the reference keeps messages in a hash map; ours are in schema order. Both
 *       sides are compared in template id order.</li>
 *   <li>Byte order of a set's BEGIN_SET/END_SET tokens: the reference leaves them little-endian in a
 *       big-endian schema (its CHOICE tokens are big-endian); ours carry the schema's byte order like
 *       every other token with a primitive type. Compared as little-endian.</li>
 *   <li>Offset of the first var data of a group with an explicit blockLength larger than its fields:
 *       the reference gives the end of the fields, but the var data starts after the whole block
 *       (03MessageStructure: the block is blockLength long). A known var-data offset is compared as
 *       the enclosing block's blockLength.</li>
 * </ol>
 */
final class ReferenceDivergences
{
    private ReferenceDivergences()
    {
    }

    static Ir normalise(final Ir ir)
    {
        final Ir sorted = IrAssertions.mapTokens(IrAssertions.withMessagesById(ir), ReferenceDivergences::normalise);
        final List<List<Token>> messages = new ArrayList<>();
        for (final List<Token> message : sorted.messages())
        {
            messages.add(varDataAfterBlock(message));
        }
        return new Ir(sorted.packageName(), sorted.namespaceName(), sorted.id(), sorted.version(),
            sorted.semanticVersion(), sorted.description(), sorted.byteOrder(), sorted.headerTokens(), messages);
    }

    private static Token normalise(final Token token)
    {
        if (token.signal() != Signal.BEGIN_SET && token.signal() != Signal.END_SET)
        {
            return token;
        }
        final Encoding encoding = token.encoding();
        return token.toBuilder().encoding(encoding.toBuilder().byteOrder(ByteOrder.LITTLE_ENDIAN).build()).build();
    }

    private static List<Token> varDataAfterBlock(final List<Token> message)
    {
        final List<Token> tokens = new ArrayList<>(message);
        final Deque<Integer> blockLengths = new ArrayDeque<>();
        for (int i = 0; i < tokens.size(); i++)
        {
            final Token token = tokens.get(i);
            switch (token.signal())
            {
                case BEGIN_MESSAGE, BEGIN_GROUP -> blockLengths.push(token.encodedLength());
                case END_MESSAGE, END_GROUP -> blockLengths.pop();
                case BEGIN_VAR_DATA ->
                {
                    if (token.offset() != Token.VARIABLE_LENGTH)
                    {
                        final int end = i + token.componentTokenCount() - 1;
                        for (final int index : new int[] {i, i + 1, end - 1, end})
                        {
                            tokens.set(index, tokens.get(index).toBuilder().offset(blockLengths.peek()).build());
                        }
                    }
                }
                default ->
                {
                }
            }
        }
        return tokens;
    }
}
