package io.sbetool.codec;

import org.agrona.DirectBuffer;

/**
 * A generated decoder of a message.
 */
public interface MessageDecoderFlyweight extends Flyweight
{
    MessageDecoderFlyweight wrap(DirectBuffer buffer, int offset, int actingBlockLength, int actingVersion);

    int actingBlockLength();

    int actingVersion();

    StringBuilder appendTo(StringBuilder builder);
}
