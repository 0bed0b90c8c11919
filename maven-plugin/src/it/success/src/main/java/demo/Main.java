package demo;

import demo.orders.MessageHeaderDecoder;
import demo.orders.MessageHeaderEncoder;
import demo.orders.NewOrderDecoder;
import demo.orders.NewOrderEncoder;
import demo.orders.Side;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteBuffer;

/** Encodes a message with the codecs the plugin generated, decodes it back and prints what it read. */
public final class Main
{
    public static void main(final String[] args)
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocate(128));
        final NewOrderEncoder encoder = new NewOrderEncoder();
        encoder.wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder())
            .orderId(42).side(Side.Sell).quantity(100).symbol("ESZ6");
        final int length = MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();

        final NewOrderDecoder decoder = new NewOrderDecoder();
        decoder.wrapAndApplyHeader(buffer, 0, new MessageHeaderDecoder());
        System.out.println("decoded " + length + " bytes: orderId=" + decoder.orderId() + " side=" + decoder.side() +
            " quantity=" + decoder.quantity() + " symbol=" + decoder.symbol());
    }
}
