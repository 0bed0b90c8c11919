package io.sbetool.otf;

import org.agrona.DirectBuffer;

/**
 * Receives the elements of a message as the decoder walks it, in schema order. Positions passed in are
 * absolute buffer indexes, already checked to lie inside the message; nodes read values from them
 * ({@link ScalarNode#longValue}, {@link EnumNode#valueIndex}, ...). Every method defaults to doing
 * nothing so a listener implements only what it needs.
 */
public interface OtfListener
{
    default void onBeginMessage(MessagePlan message, int actingVersion, int blockLength)
    {
    }

    default void onEndMessage(MessagePlan message)
    {
    }

    /**
     * A primitive or primitive array (also a constant, whose index is meaningless).
     */
    default void onEncoding(ScalarNode node, DirectBuffer buffer, int index)
    {
    }

    default void onEnum(EnumNode node, DirectBuffer buffer, int index)
    {
    }

    default void onBitSet(SetNode node, DirectBuffer buffer, int index)
    {
    }

    default void onBeginComposite(CompositeNode node)
    {
    }

    default void onEndComposite(CompositeNode node)
    {
    }

    /**
     * The element is not in this message: its sinceVersion is above the acting version, or the block
     * on the wire is too short to hold it.
     */
    default void onAbsent(Node node)
    {
    }

    default void onGroupHeader(GroupNode node, int blockLength, long numInGroup)
    {
    }

    default void onBeginGroupElement(GroupNode node, long index, long numInGroup)
    {
    }

    default void onEndGroupElement(GroupNode node, long index, long numInGroup)
    {
    }

    default void onEndGroup(GroupNode node)
    {
    }

    default void onVarData(VarDataNode node, DirectBuffer buffer, int index, int length)
    {
    }
}
