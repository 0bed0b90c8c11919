package io.sbetool.samples;

import io.sbetool.samples.fix.MarketDataIncrementalRefreshDecoder;
import io.sbetool.samples.fix.MarketDataIncrementalRefreshTradesDecoder;
import io.sbetool.samples.fix.MassQuoteDecoder;
import io.sbetool.samples.fix.MessageDispatcher;
import io.sbetool.samples.fix.MessageHandler;
import io.sbetool.samples.fix.NewOrderDecoder;
import io.sbetool.samples.fix.OrderCancelReplaceRequestDecoder;
import io.sbetool.samples.fix.OrderCancelRequestDecoder;
import org.agrona.concurrent.UnsafeBuffer;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads the messages of samples/captures/market-data.pcap (the CME MDP 3.0 layout docs/decode.md
 * describes: UDP payloads of a 12-byte packet header, then messages each after a little-endian uint16
 * size that counts itself) through the {@link MessageDispatcher} that sbetool generates with
 * {@code --java-dispatcher}, and prints each trade message's offset and trades.
 *
 * <p>Run it after building the samples (see docs/samples.md):
 * <pre>java -cp "samples/target/classes:samples/target/lib/*" io.sbetool.samples.MarketDataCapture samples/captures/market-data.pcap</pre>
 */
public final class MarketDataCapture
{
    private static final int PCAP_FILE_HEADER = 24;
    private static final int PCAP_RECORD_HEADER = 16;
    private static final int ETHERNET_IPV4_UDP = 42;
    private static final int MDP_PACKET_HEADER = 12;
    private static final int SIZE_FIELD = 2;

    /** What the sample does with each trade message: given its decoder and its header's offset in the file. */
    @FunctionalInterface
    public interface TradesListener
    {
        void onTrades(MarketDataIncrementalRefreshTradesDecoder trades, int offset);
    }

    private MarketDataCapture()
    {
    }

    public static void main(final String[] args) throws IOException
    {
        if (args.length != 1)
        {
            System.err.println("usage: MarketDataCapture CAPTURE.pcap");
            System.exit(2);
        }
        final int messages = forEachTrades(Files.readAllBytes(Path.of(args[0])), (trades, offset) ->
        {
            final StringBuilder line = new StringBuilder().append(offset).append(':');
            for (final MarketDataIncrementalRefreshTradesDecoder.MdIncGrpDecoder entry : trades.mdIncGrp())
            {
                line.append(" #").append(entry.tradeId()).append(' ')
                    .append(entry.mdEntrySize().mantissa()).append(" @ ").append(entry.mdEntryPx().mantissa());
            }
            System.out.println(line);
        });
        System.out.println(messages + " messages");
    }

    /**
     * Gives each trade message of the capture to {@code listener}, in the file's order.
     *
     * @return the number of messages read, of every template.
     * @throws IllegalArgumentException naming the offset of a packet or message that cannot be read.
     */
    public static int forEachTrades(final byte[] pcap, final TradesListener listener)
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(pcap);
        final TradesHandler handler = new TradesHandler(listener);
        // One dispatcher for the whole capture: it holds a decoder per message and allocates nothing per message.
        final MessageDispatcher dispatcher = new MessageDispatcher(handler);
        int messages = 0;
        int record = PCAP_FILE_HEADER;
        while (record + PCAP_RECORD_HEADER <= pcap.length)
        {
            final int captured = buffer.getInt(record + 8, ByteOrder.LITTLE_ENDIAN);
            final int packet = record + PCAP_RECORD_HEADER;
            if (captured < 0 || captured > pcap.length - packet)
            {
                throw new IllegalArgumentException("truncated packet at offset " + record);
            }
            final int end = packet + captured;
            int frame = packet + ETHERNET_IPV4_UDP + MDP_PACKET_HEADER;
            while (frame + SIZE_FIELD <= end)
            {
                final int size = buffer.getShort(frame, ByteOrder.LITTLE_ENDIAN) & 0xFFFF;
                if (size < SIZE_FIELD || size > end - frame)
                {
                    throw new IllegalArgumentException("bad message size " + size + " at offset " + frame);
                }
                final int header = frame + SIZE_FIELD;
                handler.offset = header;
                final int length = dispatcher.dispatch(buffer, header, size - SIZE_FIELD);
                if (length < 0)
                {
                    throw new IllegalArgumentException("message at offset " + header + " not dispatched: error " + length);
                }
                messages++;
                frame += size;
            }
            record = end;
        }
        return messages;
    }

    /**
     * The dispatcher's handler: one method per message of the schema. This sample wants only the
     * trades; the feed carries nothing else, and a message of another template is passed over.
     */
    private static final class TradesHandler implements MessageHandler
    {
        private final TradesListener listener;
        private int offset;

        TradesHandler(final TradesListener listener)
        {
            this.listener = listener;
        }

        @Override
        public void onMarketDataIncrementalRefreshTrades(final MarketDataIncrementalRefreshTradesDecoder decoder)
        {
            listener.onTrades(decoder, offset);
        }

        @Override
        public void onNewOrder(final NewOrderDecoder decoder)
        {
        }

        @Override
        public void onOrderCancelRequest(final OrderCancelRequestDecoder decoder)
        {
        }

        @Override
        public void onOrderCancelReplaceRequest(final OrderCancelReplaceRequestDecoder decoder)
        {
        }

        @Override
        public void onMarketDataIncrementalRefresh(final MarketDataIncrementalRefreshDecoder decoder)
        {
        }

        @Override
        public void onMassQuote(final MassQuoteDecoder decoder)
        {
        }
    }
}
