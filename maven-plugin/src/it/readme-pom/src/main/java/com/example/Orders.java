package com.example;

import com.example.codecs.MessageHeaderEncoder;
import com.example.codecs.NewOrderEncoder;
import com.example.codecs.Side;
import org.agrona.concurrent.UnsafeBuffer;

/** Project code using the generated codecs: it compiles only when they and the runtime are on the class path. */
public final class Orders
{
    private Orders()
    {
    }

    /** @return the length of the message written at the buffer's start, header included. */
    public static int encode(final UnsafeBuffer buffer)
    {
        final NewOrderEncoder encoder = new NewOrderEncoder();
        encoder.wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder())
            .orderId(42).side(Side.Sell).quantity(100).symbol("ESZ6");
        return MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
    }
}
