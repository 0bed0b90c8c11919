package io.sbetool.samples;

import io.sbetool.samples.CaptureWriter.Packet;
import io.sbetool.samples.MarketDataExample.Trade;
import io.sbetool.samples.MarketDataExample.Trades;
import io.sbetool.samples.fix.MarketDataIncrementalRefreshTradesDecoder;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MarketDataCaptureTest
{
    private static final Path CAPTURE = Path.of("captures", CaptureWriter.MARKET_DATA_CAPTURE);

    @Test
    void readsEveryTradeOfTheCaptureThroughTheDispatcher() throws IOException
    {
        final List<Integer> offsets = new ArrayList<>();
        final List<Long> tradeIds = new ArrayList<>();
        final int messages = MarketDataCapture.forEachTrades(Files.readAllBytes(CAPTURE), (trades, offset) ->
        {
            offsets.add(offset);
            for (final MarketDataIncrementalRefreshTradesDecoder.MdIncGrpDecoder entry : trades.mdIncGrp())
            {
                tradeIds.add(entry.tradeId());
            }
        });

        // The same offsets as the C++ sample's test reads with the C++ dispatcher.
        assertEquals(List.of(96, 290, 348, 509), offsets);
        final List<Long> written = new ArrayList<>();
        for (final Packet packet : CaptureWriter.PACKETS)
        {
            for (final Trades trades : packet.messages())
            {
                trades.trades().stream().map(Trade::tradeId).forEach(written::add);
            }
        }
        assertEquals(written, tradeIds);
        assertEquals(offsets.size(), messages);
    }

    @Test
    void mainPrintsEachTradeMessage()
    {
        final String printed = SampleOutput.ofMain(args -> MarketDataCapture.main(new String[] {CAPTURE.toString()}));

        assertTrue(printed.startsWith("96: #900001 3 @ 5123250000 #900002 1 @ 5123500000"), printed);
        assertTrue(printed.endsWith("4 messages\n"), printed);
    }

    @Test
    void aMessageOfAnotherSchemaIsReportedWithItsOffset() throws IOException
    {
        final byte[] pcap = Files.readAllBytes(CAPTURE);
        // The first message's header: blockLength, templateId, schemaId, version (uint16 little-endian each).
        final int header = 96;
        pcap[header + 4] = 99;

        final IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
            () -> MarketDataCapture.forEachTrades(pcap, (trades, offset) -> { }));
        assertEquals("message at offset 96 not dispatched: error -2", error.getMessage());
    }

    @Test
    void aMessageCutShortIsReportedWithItsOffset() throws IOException
    {
        final byte[] pcap = Files.readAllBytes(CAPTURE);
        // The first message's size field, just before its header: 12 bytes fewer than the message has.
        final int sizeField = 94;
        final int size = (pcap[sizeField] & 0xFF) | (pcap[sizeField + 1] & 0xFF) << 8;
        pcap[sizeField] = (byte)(size - 12);
        pcap[sizeField + 1] = (byte)((size - 12) >> 8);

        final IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
            () -> MarketDataCapture.forEachTrades(pcap, (trades, offset) -> { }));
        assertEquals("message at offset 96 not dispatched: error -4", error.getMessage());
    }

    @Test
    void aTruncatedPacketIsReportedWithItsOffset() throws IOException
    {
        final byte[] whole = Files.readAllBytes(CAPTURE);
        final byte[] pcap = Arrays.copyOf(whole, whole.length - 1);

        final IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
            () -> MarketDataCapture.forEachTrades(pcap, (trades, offset) -> { }));
        assertTrue(error.getMessage().startsWith("truncated packet at offset "), error.getMessage());
    }
}
