package io.sbetool.samples;

import io.sbetool.samples.MarketDataExample.Trade;
import io.sbetool.samples.MarketDataExample.Trades;
import io.sbetool.samples.fix.MDUpdateAction;
import io.sbetool.samples.fix.MatchEventIndicator;
import io.sbetool.samples.fix.Side;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MarketDataExampleTest
{
    private final UnsafeBuffer buffer = new UnsafeBuffer(new byte[256]);
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    @Test
    void sampleTradesDecodeToWhatWasEncoded()
    {
        final int length = MarketDataExample.encode(buffer, 0, MarketDataExample.SAMPLE_TRADES);
        // 8 header + 11 block + 4 group header + 3 * 33
        assertEquals(122, length);

        final Trades decoded = MarketDataExample.decode(buffer, 0, out);

        assertEquals(MarketDataExample.SAMPLE_TRADES, decoded);
        assertEquals(1_710_513_000_000_125_000L, decoded.transactTime());
        assertEquals(MatchEventIndicator.END_EVENT, decoded.matchEventIndicator());
        assertEquals(
            new Trade(900003, 7001, 1_864_000_000L, 10, 4, MDUpdateAction.NEW, (short)1, Side.SELL),
            decoded.trades().get(2));

        final List<String> lines = printed.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals("TransactTime:        1710513000000125000 (2024-03-15T14:30:00.000125Z)", lines.get(0));
        assertEquals("  TRADE #900001 security 4242: 3 @ 5123250000e7, orders 2, aggressor BUY, NEW, rptSeq 1", lines.get(3));
        assertEquals(6, lines.size());
    }

    @Test
    void refusesAnotherTemplate()
    {
        CarExample.encode(buffer, 0, CarExample.SAMPLE_CAR);

        assertThrows(IllegalArgumentException.class, () -> MarketDataExample.decode(buffer, 0, out));
    }

    @Test
    void mainRuns()
    {
        final String printedByMain = SampleOutput.ofMain(MarketDataExample::main);

        assertTrue(printedByMain.startsWith("Encoded MarketDataIncrementalRefreshTrades with 3 trades in 122 bytes"), printedByMain);
        assertTrue(printedByMain.contains("MatchEventIndicator: END_EVENT"), printedByMain);
        assertTrue(printedByMain.contains("MdEntryPx={mantissa=1864000000, exponent=7}"), printedByMain);
    }
}
