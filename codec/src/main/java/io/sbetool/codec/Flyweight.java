package io.sbetool.codec;

import org.agrona.DirectBuffer;

/**
 * What every generated codec offers: the buffer it is wrapped over, where it starts and how long it is.
 * Generated codecs implement these interfaces when generated with {@code --java-interfaces}.
 */
public interface Flyweight
{
    DirectBuffer buffer();

    int offset();

    int encodedLength();
}
