package io.sbetool.benchmarks.codecs;

import io.sbetool.benchmarks.codecs.sbetool.fix.MDUpdateAction;
import io.sbetool.benchmarks.codecs.sbetool.fix.MarketDataIncrementalRefreshTradesDecoder;
import io.sbetool.benchmarks.codecs.sbetool.fix.MarketDataIncrementalRefreshTradesEncoder;
import io.sbetool.benchmarks.codecs.sbetool.fix.MatchEventIndicator;
import io.sbetool.benchmarks.codecs.sbetool.fix.MessageHeaderDecoder;
import io.sbetool.benchmarks.codecs.sbetool.fix.MessageHeaderEncoder;
import io.sbetool.benchmarks.codecs.sbetool.fix.Side;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * MarketDataIncrementalRefreshTrades through the codecs sbetool generates; {@link ReferenceTrades} is
 * the same code against the reference implementation's codecs.
 */
final class SbetoolTrades implements Codec<TradesSample>
{
    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final MarketDataIncrementalRefreshTradesEncoder encoder = new MarketDataIncrementalRefreshTradesEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();
    private final MarketDataIncrementalRefreshTradesDecoder decoder = new MarketDataIncrementalRefreshTradesDecoder();

    @Override
    public int encode(final TradesSample sample, final UnsafeBuffer buffer)
    {
        final MarketDataIncrementalRefreshTradesEncoder message = encoder.wrapAndApplyHeader(buffer, 0, headerEncoder)
            .transactTime(sample.transactTime)
            .eventTimeDelta(sample.eventTimeDelta)
            .matchEventIndicator(MatchEventIndicator.get(sample.matchEventIndicator));
        final TradesSample.Trade[] trades = sample.trades;
        final MarketDataIncrementalRefreshTradesEncoder.MdIncGrpEncoder group = message.mdIncGrpCount(trades.length);
        for (final TradesSample.Trade trade : trades)
        {
            group.next().tradeId(trade.tradeId).securityId(trade.securityId);
            group.mdEntryPx().mantissa(trade.priceMantissa);
            group.mdEntrySize().mantissa(trade.sizeMantissa);
            group.numberOfOrders(trade.numberOfOrders)
                .mdUpdateAction(MDUpdateAction.get(trade.mdUpdateAction))
                .rptSeq(trade.rptSeq)
                .aggressorSide(Side.get(trade.aggressorSide));
        }
        return MessageHeaderEncoder.ENCODED_LENGTH + message.encodedLength();
    }

    @Override
    public void decode(final UnsafeBuffer buffer, final int length, final ValueSink sink)
    {
        final MarketDataIncrementalRefreshTradesDecoder message = decoder.wrapAndApplyHeader(buffer, 0, headerDecoder);
        sink.integer(message.transactTime());
        sink.integer(message.eventTimeDelta());
        sink.integer(message.matchEventIndicator().value());
        final MarketDataIncrementalRefreshTradesDecoder.MdIncGrpDecoder trades = message.mdIncGrp();
        sink.integer(trades.count());
        for (final MarketDataIncrementalRefreshTradesDecoder.MdIncGrpDecoder trade : trades)
        {
            sink.integer(trade.tradeId());
            sink.integer(trade.securityId());
            sink.integer(trade.mdEntryPx().mantissa());
            sink.integer(trade.mdEntrySize().mantissa());
            sink.integer(trade.numberOfOrders());
            sink.integer(trade.mdUpdateAction().value());
            sink.integer(trade.rptSeq());
            sink.integer(trade.aggressorSide().value());
        }
    }
}
