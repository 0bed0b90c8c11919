package io.sbetool.samples;

import io.sbetool.samples.fix.MDUpdateAction;
import io.sbetool.samples.fix.MarketDataIncrementalRefreshTradesDecoder;
import io.sbetool.samples.fix.MarketDataIncrementalRefreshTradesEncoder;
import io.sbetool.samples.fix.MatchEventIndicator;
import io.sbetool.samples.fix.MessageHeaderDecoder;
import io.sbetool.samples.fix.MessageHeaderEncoder;
import io.sbetool.samples.fix.Side;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import java.io.PrintStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Encodes a {@code MarketDataIncrementalRefreshTrades} message (schemas/fix-message-samples.xml,
 * a CME-style trade summary) with a few trades, then decodes and prints it.
 *
 * <p>Run it after building the samples (see docs/samples.md):
 * <pre>java -cp "samples/target/classes:samples/target/lib/*" io.sbetool.samples.MarketDataExample</pre>
 */
public final class MarketDataExample
{
    /**
     * The message's values; decoding gives them back in the same form.
     *
     * @param transactTime nanoseconds since the Unix epoch (the schema's timeUnit is nanosecond).
     */
    public record Trades(long transactTime, int eventTimeDelta, MatchEventIndicator matchEventIndicator, List<Trade> trades)
    {
    }

    /**
     * One entry of the {@code MdIncGrp} group.
     *
     * @param priceMantissa MdEntryPx's mantissa; its exponent is a constant of the schema, so it is not sent.
     * @param size          MdEntrySize's mantissa (a quantity with constant exponent 0).
     */
    public record Trade(
        long tradeId,
        long securityId,
        long priceMantissa,
        int size,
        int numberOfOrders,
        MDUpdateAction updateAction,
        short rptSeq,
        Side aggressorSide)
    {
    }

    public static final Trades SAMPLE_TRADES = new Trades(
        epochNanos("2024-03-15T14:30:00.000125Z"),
        0,
        MatchEventIndicator.END_EVENT,
        List.of(
            new Trade(900001, 4242, 5_123_250_000L, 3, 2, MDUpdateAction.NEW, (short)1, Side.BUY),
            new Trade(900002, 4242, 5_123_500_000L, 1, 1, MDUpdateAction.NEW, (short)2, Side.BUY),
            new Trade(900003, 7001, 1_864_000_000L, 10, 4, MDUpdateAction.NEW, (short)1, Side.SELL)));

    private MarketDataExample()
    {
    }

    /**
     * @return the instant as nanoseconds since the Unix epoch, the unit of the schema's timestamps.
     */
    public static long epochNanos(final String isoInstant)
    {
        final Instant instant = Instant.parse(isoInstant);
        return instant.getEpochSecond() * 1_000_000_000L + instant.getNano();
    }

    public static void main(final String[] args)
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[256]);

        final int length = encode(buffer, 0, SAMPLE_TRADES);
        System.out.println("Encoded MarketDataIncrementalRefreshTrades with " + SAMPLE_TRADES.trades().size() +
            " trades in " + length + " bytes");
        System.out.println();

        decode(buffer, 0, System.out);
        System.out.println();

        final MessageHeaderDecoder header = new MessageHeaderDecoder().wrap(buffer, 0);
        System.out.println("toString(): " + new MarketDataIncrementalRefreshTradesDecoder().wrap(
            buffer, MessageHeaderDecoder.ENCODED_LENGTH, header.blockLength(), header.version()));
    }

    /**
     * Writes the message header and the message at {@code offset}.
     *
     * @return the bytes written, header included.
     */
    public static int encode(final MutableDirectBuffer buffer, final int offset, final Trades message)
    {
        final MarketDataIncrementalRefreshTradesEncoder encoder = new MarketDataIncrementalRefreshTradesEncoder();
        encoder.wrapAndApplyHeader(buffer, offset, new MessageHeaderEncoder())
            .transactTime(message.transactTime())
            .eventTimeDelta(message.eventTimeDelta())
            .matchEventIndicator(message.matchEventIndicator());

        final MarketDataIncrementalRefreshTradesEncoder.MdIncGrpEncoder entries =
            encoder.mdIncGrpCount(message.trades().size());
        for (final Trade trade : message.trades())
        {
            // MdEntryType has presence="constant" (always TRADE here), so there is no setter for it.
            entries.next()
                .tradeId(trade.tradeId())
                .securityId(trade.securityId())
                .numberOfOrders(trade.numberOfOrders())
                .mdUpdateAction(trade.updateAction())
                .rptSeq(trade.rptSeq())
                .aggressorSide(trade.aggressorSide());
            // Composites are flyweights over the entry: set their fields through the returned encoder.
            entries.mdEntryPx().mantissa(trade.priceMantissa());
            entries.mdEntrySize().mantissa(trade.size());
        }

        return MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
    }

    /**
     * Reads the message at {@code offset}, printing it as it goes.
     *
     * @return the values read.
     */
    public static Trades decode(final DirectBuffer buffer, final int offset, final PrintStream out)
    {
        final MessageHeaderDecoder header = new MessageHeaderDecoder().wrap(buffer, offset);
        final int templateId = header.templateId();
        if (header.schemaId() != MarketDataIncrementalRefreshTradesDecoder.SCHEMA_ID ||
            templateId != MarketDataIncrementalRefreshTradesDecoder.TEMPLATE_ID)
        {
            // A feed handler would switch on templateId here, one decoder per message type.
            throw new IllegalArgumentException("not a trade message: template " + templateId);
        }
        final MarketDataIncrementalRefreshTradesDecoder decoder = new MarketDataIncrementalRefreshTradesDecoder().wrap(
            buffer, offset + MessageHeaderDecoder.ENCODED_LENGTH, header.blockLength(), header.version());

        final long transactTime = decoder.transactTime();
        out.println("TransactTime:        " + transactTime + " (" + Instant.ofEpochSecond(0, transactTime) + ")");
        out.println("EventTimeDelta:      " + decoder.eventTimeDelta());
        out.println("MatchEventIndicator: " + decoder.matchEventIndicator());

        final List<Trade> trades = new ArrayList<>();
        for (final MarketDataIncrementalRefreshTradesDecoder.MdIncGrpDecoder entry : decoder.mdIncGrp())
        {
            final Trade trade = new Trade(
                entry.tradeId(),
                entry.securityId(),
                entry.mdEntryPx().mantissa(),
                entry.mdEntrySize().mantissa(),
                entry.numberOfOrders(),
                entry.mdUpdateAction(),
                entry.rptSeq(),
                entry.aggressorSide());
            trades.add(trade);
            out.println("  " + entry.mdEntryType() + " #" + trade.tradeId() + " security " + trade.securityId() +
                ": " + trade.size() + " @ " + trade.priceMantissa() + "e" + entry.mdEntryPx().exponent() +
                ", orders " + trade.numberOfOrders() + ", aggressor " + trade.aggressorSide() +
                ", " + trade.updateAction() + ", rptSeq " + trade.rptSeq());
        }

        return new Trades(transactTime, decoder.eventTimeDelta(), decoder.matchEventIndicator(), trades);
    }
}
