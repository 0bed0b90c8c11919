package io.sbetool.benchmarks.codecs;

import com.google.protobuf.InvalidProtocolBufferException;
import org.agrona.concurrent.UnsafeBuffer;
import uk.co.real_logic.protobuf.fix.Fix;

/**
 * MarketDataIncrementalRefreshTrades through protobuf-java's code for fix-messages.proto: a reused
 * builder filled from the plain object, built and written into the benchmark's byte array; decoding
 * parses a new message and reads every field through its getters. The schema's constants (the
 * exponents, MdEntryType) are optional fields with those defaults there, left unset and unread.
 */
final class ProtobufTrades implements Codec<TradesSample>
{
    private final Fix.MarketDataIncrementalRefreshTrades.Builder builder =
        Fix.MarketDataIncrementalRefreshTrades.newBuilder();

    @Override
    public int encode(final TradesSample sample, final UnsafeBuffer buffer)
    {
        final Fix.MarketDataIncrementalRefreshTrades.Builder message = builder.clear()
            .setTransactTime(sample.transactTime)
            .setEventTimeDelta(sample.eventTimeDelta)
            .setMatchEventIndicator(Fix.MarketDataIncrementalRefreshTrades.MatchEventIndicator.forNumber(
                sample.matchEventIndicator - '0'));
        for (final TradesSample.Trade trade : sample.trades)
        {
            final Fix.MdIncGrp.Builder entry = message.addMdIncGroupBuilder()
                .setTradeId(trade.tradeId)
                .setSecurityId(trade.securityId);
            entry.getMdEntryPxBuilder().setMantissa(trade.priceMantissa);
            entry.getMdEntrySizeBuilder().setMantissa(trade.sizeMantissa);
            entry.setNumberOfOrders(trade.numberOfOrders)
                .setMdUpdateAction(Fix.MdIncGrp.MdUpdateAction.forNumber(trade.mdUpdateAction))
                .setRepSeq(trade.rptSeq)
                .setAggressorSide(Fix.MdIncGrp.Side.forNumber(trade.aggressorSide - '0'));
        }
        return ProtobufOutput.write(message.build(), buffer);
    }

    @Override
    public void decode(final UnsafeBuffer buffer, final int length, final ValueSink sink)
    {
        final Fix.MarketDataIncrementalRefreshTrades message = parse(buffer, length);
        sink.integer(message.getTransactTime());
        sink.integer(message.getEventTimeDelta());
        sink.integer('0' + message.getMatchEventIndicator().getNumber());
        sink.integer(message.getMdIncGroupCount());
        for (int i = 0, n = message.getMdIncGroupCount(); i < n; i++)
        {
            final Fix.MdIncGrp trade = message.getMdIncGroup(i);
            sink.integer(trade.getTradeId());
            sink.integer(trade.getSecurityId());
            sink.integer(trade.getMdEntryPx().getMantissa());
            sink.integer(trade.getMdEntrySize().getMantissa());
            sink.integer(trade.getNumberOfOrders());
            sink.integer(trade.getMdUpdateAction().getNumber());
            sink.integer(trade.getRepSeq());
            sink.integer('0' + trade.getAggressorSide().getNumber());
        }
    }

    private static Fix.MarketDataIncrementalRefreshTrades parse(final UnsafeBuffer buffer, final int length)
    {
        try
        {
            return Fix.MarketDataIncrementalRefreshTrades.parser().parseFrom(buffer.byteArray(), 0, length);
        }
        catch (final InvalidProtocolBufferException ex)
        {
            throw new IllegalStateException("protobuf could not parse its own MarketDataIncrementalRefreshTrades", ex);
        }
    }
}
