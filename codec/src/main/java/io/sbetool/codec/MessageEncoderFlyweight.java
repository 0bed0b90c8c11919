package io.sbetool.codec;

/**
 * A generated encoder of a message.
 */
public interface MessageEncoderFlyweight extends EncoderFlyweight
{
    int limit();
}
