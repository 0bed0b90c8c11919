package io.sbetool.codec;

import org.agrona.DirectBuffer;

/**
 * A generated decoder of a composite type.
 */
public interface CompositeDecoderFlyweight extends Flyweight
{
    CompositeDecoderFlyweight wrap(DirectBuffer buffer, int offset);

    StringBuilder appendTo(StringBuilder builder);
}
