package io.sbetool.benchmarks.codecs;

import io.sbetool.benchmarks.codecs.sbetool.fix.MDUpdateAction;
import io.sbetool.benchmarks.codecs.sbetool.fix.MarketDataIncrementalRefreshTradesDecoder;
import io.sbetool.benchmarks.codecs.sbetool.fix.MarketDataIncrementalRefreshTradesEncoder;
import io.sbetool.benchmarks.codecs.sbetool.fix.MatchEventIndicator;
import io.sbetool.benchmarks.codecs.sbetool.fix.MessageHeaderDecoder;
import io.sbetool.benchmarks.codecs.sbetool.fix.MessageHeaderEncoder;
import io.sbetool.benchmarks.codecs.sbetool.fix.Side;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

import static io.sbetool.benchmarks.codecs.Values.*;

/**
 * MarketDataIncrementalRefreshTrades with two trades through the codecs sbetool generates;
 * {@link ReferenceTrades} is the same code against the reference implementation's codecs.
 */
final class SbetoolTrades
{
    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final MarketDataIncrementalRefreshTradesEncoder encoder = new MarketDataIncrementalRefreshTradesEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();
    private final MarketDataIncrementalRefreshTradesDecoder decoder = new MarketDataIncrementalRefreshTradesDecoder();

    int encode(final MutableDirectBuffer buffer)
    {
        final MarketDataIncrementalRefreshTradesEncoder trades = encoder.wrapAndApplyHeader(buffer, 0, headerEncoder)
            .transactTime(TRANSACT_TIME)
            .eventTimeDelta(EVENT_TIME_DELTA)
            .matchEventIndicator(MatchEventIndicator.END_EVENT);
        final MarketDataIncrementalRefreshTradesEncoder.MdIncGrpEncoder group = trades.mdIncGrpCount(TRADE_ID.length);
        for (int i = 0; i < TRADE_ID.length; i++)
        {
            group.next().tradeId(TRADE_ID[i]).securityId(SECURITY_ID[i]);
            group.mdEntryPx().mantissa(PRICE_MANTISSA[i]);
            group.mdEntrySize().mantissa(SIZE_MANTISSA[i]);
            group.numberOfOrders(NUMBER_OF_ORDERS[i])
                .mdUpdateAction(MDUpdateAction.NEW)
                .rptSeq(RPT_SEQ[i])
                .aggressorSide(Side.BUY);
        }
        return MessageHeaderEncoder.ENCODED_LENGTH + trades.encodedLength();
    }

    long decode(final DirectBuffer buffer)
    {
        final MarketDataIncrementalRefreshTradesDecoder trades = decoder.wrapAndApplyHeader(buffer, 0, headerDecoder);
        long sum = trades.transactTime();
        sum = mix(sum, trades.eventTimeDelta());
        sum = mix(sum, trades.matchEventIndicator().value());
        for (final MarketDataIncrementalRefreshTradesDecoder.MdIncGrpDecoder trade : trades.mdIncGrp())
        {
            sum = mix(sum, trade.tradeId());
            sum = mix(sum, trade.securityId());
            sum = mix(sum, trade.mdEntryPx().mantissa());
            sum = mix(sum, trade.mdEntryPx().exponent());
            sum = mix(sum, trade.mdEntrySize().mantissa());
            sum = mix(sum, trade.mdEntrySize().exponent());
            sum = mix(sum, trade.numberOfOrders());
            sum = mix(sum, trade.mdUpdateAction().value());
            sum = mix(sum, trade.rptSeq());
            sum = mix(sum, trade.aggressorSide().value());
            sum = mix(sum, trade.mdEntryType().value());
        }
        return sum;
    }
}
