package io.sbetool.benchmarks.codecs;

import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteOrder;

/**
 * MarketDataIncrementalRefreshTrades written and read by hand with Agrona's UnsafeBuffer: the same
 * bytes as the generated codecs with nothing but the reads and writes, the floor a generated codec can
 * approach. The group is stepped by the blockLength on the wire, as any SBE decoder must.
 */
final class FloorTrades implements Codec<TradesSample>
{
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    private static final int HEADER_LENGTH = 8;
    private static final int GROUP_HEADER_LENGTH = 4;
    private static final int BLOCK_LENGTH = 11;
    private static final int TRADE_BLOCK_LENGTH = 33;

    @Override
    public int encode(final TradesSample sample, final UnsafeBuffer buffer)
    {
        buffer.putShort(0, (short)BLOCK_LENGTH, LE);
        buffer.putShort(2, (short)2, LE);
        buffer.putShort(4, (short)1, LE);
        buffer.putShort(6, (short)1, LE);
        buffer.putLong(HEADER_LENGTH, sample.transactTime, LE);
        buffer.putShort(HEADER_LENGTH + 8, (short)sample.eventTimeDelta, LE);
        buffer.putByte(HEADER_LENGTH + 10, sample.matchEventIndicator);

        final TradesSample.Trade[] trades = sample.trades;
        final int group = HEADER_LENGTH + BLOCK_LENGTH;
        buffer.putShort(group, (short)TRADE_BLOCK_LENGTH, LE);
        buffer.putShort(group + 2, (short)trades.length, LE);
        int limit = group + GROUP_HEADER_LENGTH;
        for (final TradesSample.Trade trade : trades)
        {
            buffer.putLong(limit, trade.tradeId, LE);
            buffer.putLong(limit + 8, trade.securityId, LE);
            buffer.putLong(limit + 16, trade.priceMantissa, LE);
            buffer.putInt(limit + 24, trade.sizeMantissa, LE);
            buffer.putShort(limit + 28, (short)trade.numberOfOrders, LE);
            buffer.putByte(limit + 30, (byte)trade.mdUpdateAction);
            buffer.putByte(limit + 31, (byte)trade.rptSeq);
            buffer.putByte(limit + 32, trade.aggressorSide);
            limit += TRADE_BLOCK_LENGTH;
        }
        return limit;
    }

    @Override
    public void decode(final UnsafeBuffer buffer, final int length, final ValueSink sink)
    {
        final int blockLength = buffer.getShort(0, LE) & 0xFFFF;
        sink.integer(buffer.getLong(HEADER_LENGTH, LE));
        sink.integer(buffer.getShort(HEADER_LENGTH + 8, LE) & 0xFFFF);
        sink.integer(buffer.getByte(HEADER_LENGTH + 10));

        final int group = HEADER_LENGTH + blockLength;
        final int tradeBlockLength = buffer.getShort(group, LE) & 0xFFFF;
        final int count = buffer.getShort(group + 2, LE) & 0xFFFF;
        sink.integer(count);
        int limit = group + GROUP_HEADER_LENGTH;
        for (int i = 0; i < count; i++)
        {
            sink.integer(buffer.getLong(limit, LE));
            sink.integer(buffer.getLong(limit + 8, LE));
            sink.integer(buffer.getLong(limit + 16, LE));
            sink.integer(buffer.getInt(limit + 24, LE));
            sink.integer(buffer.getShort(limit + 28, LE) & 0xFFFF);
            sink.integer(buffer.getByte(limit + 30) & 0xFF);
            sink.integer(buffer.getByte(limit + 31) & 0xFF);
            sink.integer(buffer.getByte(limit + 32));
            limit += tradeBlockLength;
        }
    }
}
