package io.sbetool.compiler.ir;

import io.sbetool.ir.Ir;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;
import io.sbetool.testing.IrAssertions;

import java.nio.ByteOrder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Where our IR knowingly differs from the reference implementation's (sbe-tool 1.37.1). Each divergence
 * is normalised only where the two IRs differ in exactly its documented way, token by token, so
 * anything else still shows as a difference; {@link Compared#seen()} says which divergences a schema
 * needed, and {@code ReferenceDivergencesTest} that each is needed by some schema.
 */
final class ReferenceDivergences
{
    /** The documented divergences, each with its reason. */
    enum Divergence
    {
        /**
         * The reference keeps messages in a hash map; ours are in schema order. Both sides are compared
         * in template id order, only when the orders differ.
         */
        MESSAGE_ORDER,
        /**
         * The reference leaves a set's BEGIN_SET/END_SET tokens little-endian in a big-endian schema (its
         * CHOICE tokens are big-endian); ours carry the schema's byte order like every other token with a
         * primitive type. Ours is compared as little-endian there, and only there.
         */
        SET_BYTE_ORDER,
        /**
         * The first var data of a block with an explicit blockLength larger than its fields: the reference
         * gives the end of the fields as its offset, but the var data starts after the whole block
         * (03MessageStructure: the block is blockLength long). The reference's offset is compared as ours
         * only when ours is the blockLength and the reference's is below it.
         */
        VAR_DATA_AFTER_BLOCK
    }

    /** Both IRs, with the divergences that applied normalised, and which ones did. */
    record Compared(Ir reference, Ir ours, Set<Divergence> seen)
    {
    }

    private ReferenceDivergences()
    {
    }

    static Compared normalise(final Ir reference, final Ir ours)
    {
        return normalise(reference, ours, EnumSet.allOf(Divergence.class));
    }

    /** Normalises only the given divergences, to show that each is needed. */
    static Compared normalise(final Ir reference, final Ir ours, final Set<Divergence> enabled)
    {
        final Set<Divergence> seen = EnumSet.noneOf(Divergence.class);
        final boolean sort = enabled.contains(Divergence.MESSAGE_ORDER);
        if (sort && !ids(reference).equals(ids(ours)))
        {
            seen.add(Divergence.MESSAGE_ORDER);
        }
        final Ir sortedReference = sort ? IrAssertions.withMessagesById(reference) : reference;
        final Ir sortedOurs = sort ? IrAssertions.withMessagesById(ours) : ours;
        final List<List<Token>> referenceMessages = new ArrayList<>();
        final List<List<Token>> ourMessages = new ArrayList<>();
        for (int m = 0; m < sortedReference.messages().size(); m++)
        {
            final List<Token> theirs = new ArrayList<>(sortedReference.messages().get(m));
            final List<Token> mine = m < sortedOurs.messages().size() ?
                new ArrayList<>(sortedOurs.messages().get(m)) : null;
            if (mine != null && mine.size() == theirs.size())
            {
                if (enabled.contains(Divergence.SET_BYTE_ORDER))
                {
                    setByteOrder(theirs, mine, seen);
                }
                if (enabled.contains(Divergence.VAR_DATA_AFTER_BLOCK))
                {
                    varDataAfterBlock(theirs, mine, seen);
                }
            }
            referenceMessages.add(theirs);
            ourMessages.add(mine);
        }
        for (int m = referenceMessages.size(); m < sortedOurs.messages().size(); m++)
        {
            ourMessages.add(sortedOurs.messages().get(m));
        }
        ourMessages.removeIf(java.util.Objects::isNull);
        return new Compared(with(sortedReference, referenceMessages), with(sortedOurs, ourMessages), seen);
    }

    private static List<Integer> ids(final Ir ir)
    {
        return ir.messages().stream().map((message) -> message.get(0).id()).toList();
    }

    private static Ir with(final Ir ir, final List<List<Token>> messages)
    {
        return new Ir(ir.packageName(), ir.namespaceName(), ir.id(), ir.version(), ir.semanticVersion(),
            ir.description(), ir.byteOrder(), ir.headerTokens(), messages);
    }

    private static void setByteOrder(final List<Token> theirs, final List<Token> mine, final Set<Divergence> seen)
    {
        for (int i = 0; i < theirs.size(); i++)
        {
            final Token reference = theirs.get(i);
            final Token ours = mine.get(i);
            final boolean setBracket = reference.signal() == Signal.BEGIN_SET || reference.signal() == Signal.END_SET;
            if (setBracket && ours.signal() == reference.signal() &&
                reference.encoding().byteOrder() == ByteOrder.LITTLE_ENDIAN &&
                ours.encoding().byteOrder() == ByteOrder.BIG_ENDIAN)
            {
                mine.set(i, ours.toBuilder().encoding(ours.encoding().toBuilder()
                    .byteOrder(ByteOrder.LITTLE_ENDIAN).build()).build());
                seen.add(Divergence.SET_BYTE_ORDER);
            }
        }
    }

    private static void varDataAfterBlock(final List<Token> theirs, final List<Token> mine, final Set<Divergence> seen)
    {
        final Deque<Integer> blockLengths = new ArrayDeque<>();
        for (int i = 0; i < mine.size(); i++)
        {
            final Token ours = mine.get(i);
            switch (ours.signal())
            {
                case BEGIN_MESSAGE, BEGIN_GROUP -> blockLengths.push(ours.encodedLength());
                case END_MESSAGE, END_GROUP -> blockLengths.pop();
                case BEGIN_VAR_DATA ->
                {
                    final Token reference = theirs.get(i);
                    final int blockLength = blockLengths.isEmpty() ? -1 : blockLengths.peek();
                    if (reference.signal() == Signal.BEGIN_VAR_DATA && ours.offset() == blockLength &&
                        reference.offset() != Token.VARIABLE_LENGTH && reference.offset() < blockLength)
                    {
                        // The var data's bracket and its composite's bracket carry the same offset.
                        final int end = i + ours.componentTokenCount() - 1;
                        for (final int index : new int[] {i, i + 1, end - 1, end})
                        {
                            if (theirs.get(index).offset() == reference.offset())
                            {
                                theirs.set(index, theirs.get(index).toBuilder().offset(mine.get(index).offset()).build());
                            }
                        }
                        seen.add(Divergence.VAR_DATA_AFTER_BLOCK);
                    }
                }
                default ->
                {
                }
            }
        }
    }
}
