package io.sbetool.codec;

import org.agrona.MutableDirectBuffer;

/**
 * A generated encoder of a composite or message.
 */
public interface EncoderFlyweight extends Flyweight
{
    EncoderFlyweight wrap(MutableDirectBuffer buffer, int offset);
}
