package io.sbetool.benchmarks.codecs;

import java.io.Serializable;

/**
 * A MarketDataIncrementalRefreshTrades (fix-message-samples.xml) with two trades as a plain Java object:
 * what every codec encodes from, and what Java serialisation writes as it is. Fields are neither static
 * nor final so that the JIT reads them at run time. Enums hold their SBE wire values.
 */
public final class TradesSample implements Sample
{
    private static final long serialVersionUID = 1L;

    long transactTime;
    int eventTimeDelta;
    /** MatchEventIndicator: '0' to '3'. */
    byte matchEventIndicator;
    Trade[] trades;

    public static TradesSample create()
    {
        final TradesSample sample = new TradesSample();
        sample.transactTime = 1_704_205_800_123_456_789L;
        sample.eventTimeDelta = 17;
        sample.matchEventIndicator = '2';
        sample.trades = new Trade[] {
            new Trade(1_234_567_890L, 56_789L, 45_002_500L, 5, 3, (short)101),
            new Trade(1_234_567_891L, 56_790L, 45_002_750L, 12, 1, (short)102),
        };
        return sample;
    }

    /**
     * Every field in schema order: what decoding the message must give, and how the Java serialisation
     * benchmark reads the object it deserialised. The schema's constants (the price and size exponents,
     * MdEntryType) are not on the wire and not reported.
     */
    @Override
    public void report(final ValueSink sink)
    {
        sink.integer(transactTime);
        sink.integer(eventTimeDelta);
        sink.integer(matchEventIndicator);
        sink.integer(trades.length);
        for (final Trade trade : trades)
        {
            sink.integer(trade.tradeId);
            sink.integer(trade.securityId);
            sink.integer(trade.priceMantissa);
            sink.integer(trade.sizeMantissa);
            sink.integer(trade.numberOfOrders);
            sink.integer(trade.mdUpdateAction);
            sink.integer(trade.rptSeq);
            sink.integer(trade.aggressorSide);
        }
    }

    public static final class Trade implements Serializable
    {
        private static final long serialVersionUID = 1L;

        long tradeId;
        long securityId;
        long priceMantissa;
        int sizeMantissa;
        int numberOfOrders;
        /** MDUpdateAction: NEW is 0. */
        short mdUpdateAction;
        short rptSeq;
        /** Side: BUY is '1'. */
        byte aggressorSide;

        Trade(
            final long tradeId,
            final long securityId,
            final long priceMantissa,
            final int sizeMantissa,
            final int numberOfOrders,
            final short rptSeq)
        {
            this.tradeId = tradeId;
            this.securityId = securityId;
            this.priceMantissa = priceMantissa;
            this.sizeMantissa = sizeMantissa;
            this.numberOfOrders = numberOfOrders;
            this.mdUpdateAction = 0;
            this.rptSeq = rptSeq;
            this.aggressorSide = '1';
        }
    }
}
