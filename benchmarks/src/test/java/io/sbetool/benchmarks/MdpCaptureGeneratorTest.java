package io.sbetool.benchmarks;

import io.sbetool.capture.DecodeResult;
import io.sbetool.capture.DecodeSession;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The benchmark's input, checked on a small capture: that it decodes cleanly with the options the
 * benchmark uses, that its packets are well formed, and that it is the same on every run.
 */
class MdpCaptureGeneratorTest
{
    /** Enough for one SecurityStatus30 and one snapshot. */
    private static final int MESSAGES = 30_000;

    @TempDir
    Path dir;

    @Test
    void decodesCleanlyWithTheBenchmarksOptions() throws Exception
    {
        final Path file = dir.resolve("md.pcap");
        final MdpCaptureGenerator.Summary summary = MdpCaptureGenerator.write(file, MESSAGES);
        assertEquals(Files.size(file), summary.bytes());

        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final DecodeResult result = DecodeCaptureBenchmark.session(DecodeCaptureBenchmark.loadIr(), out).decodeFile(file);
        assertEquals(MESSAGES, result.messages(), result.toString());
        assertEquals(0, result.errors());
        assertEquals(0, result.skipped());

        final String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(MESSAGES, lines.length);
        final java.util.Map<String, Integer> templates = new java.util.TreeMap<>();
        final boolean[] bookEntries = new boolean[7];
        for (final String line : lines)
        {
            final String template = line.replaceAll(".*\"template\":\"([^\"]+)\".*", "$1");
            templates.merge(template, 1, Integer::sum);
            if (template.equals("MDIncrementalRefreshBookLongQty64"))
            {
                bookEntries[count(line, "\"MDPriceLevel\"")] = true;
                assertTrue(line.contains("\"NoOrderIDEntries\":[]"), line);
            }
            if (template.equals("MDIncrementalRefreshTradeSummaryLongQty65"))
            {
                // two order-id entries per trade
                assertEquals(2 * count(line, "\"MDTradeEntryID\""), count(line, "\"OrderID\""), line);
            }
        }
        assertArrayEquals(new boolean[] {false, false, true, true, true, true, false}, bookEntries,
            "book updates with 2 to 5 entries");
        assertEquals(1, templates.get("SecurityStatus30"));
        assertEquals(1, templates.get("SnapshotFullRefreshLongQty69"));
        final double trades = templates.get("MDIncrementalRefreshTradeSummaryLongQty65") / (double)MESSAGES;
        assertTrue(trades > 0.14 && trades < 0.18, "trade summaries: " + trades);
        assertEquals(MESSAGES - 2, templates.get("MDIncrementalRefreshBookLongQty64") +
            templates.get("MDIncrementalRefreshTradeSummaryLongQty65"), templates.toString());
    }

    @Test
    void packetsAreWellFormedDatagramsOfAtMost1400Bytes() throws Exception
    {
        final Path file = dir.resolve("md.pcap");
        final MdpCaptureGenerator.Summary summary = MdpCaptureGenerator.write(file, MESSAGES);
        final UnsafeBuffer pcap = new UnsafeBuffer(Files.readAllBytes(file));
        assertEquals(0xA1B2C3D4, pcap.getInt(0, ByteOrder.LITTLE_ENDIAN));
        int offset = 24;
        long packets = 0;
        long messages = 0;
        long previousSequence = 0;
        while (offset < pcap.capacity())
        {
            final int length = pcap.getInt(offset + 8, ByteOrder.LITTLE_ENDIAN);
            final int packet = offset + 16;
            final int ip = packet + 14;
            assertEquals(0x0800, pcap.getShort(packet + 12, ByteOrder.BIG_ENDIAN) & 0xFFFF);
            int sum = 0;
            for (int i = 0; i < 20; i += 2)
            {
                sum += pcap.getShort(ip + i, ByteOrder.BIG_ENDIAN) & 0xFFFF;
            }
            sum = (sum & 0xFFFF) + (sum >>> 16);
            assertEquals(0xFFFF, sum, "IPv4 header checksum of packet " + packets);
            assertEquals(length - 14, pcap.getShort(ip + 2, ByteOrder.BIG_ENDIAN) & 0xFFFF);
            final int udpPayload = (pcap.getShort(ip + 24, ByteOrder.BIG_ENDIAN) & 0xFFFF) - 8;
            assertTrue(udpPayload <= MdpCaptureGenerator.MAX_UDP_PAYLOAD, "payload " + udpPayload);

            final int mdp = ip + 28;
            final long sequence = pcap.getInt(mdp, ByteOrder.LITTLE_ENDIAN) & 0xFFFFFFFFL;
            assertEquals(previousSequence + 1, sequence);
            previousSequence = sequence;
            int message = mdp + MdpCaptureGenerator.SKIP;
            while (message < mdp + udpPayload)
            {
                final int size = pcap.getShort(message, ByteOrder.LITTLE_ENDIAN) & 0xFFFF;
                assertTrue(size > 2 + 8 && size < MdpCaptureGenerator.MAX_UDP_PAYLOAD, "size " + size);
                message += size;
                messages++;
            }
            assertEquals(mdp + udpPayload, message, "messages fill the datagram exactly");
            offset = packet + length;
            packets++;
        }
        assertEquals(pcap.capacity(), offset);
        assertEquals(summary.packets(), packets);
        assertEquals(MESSAGES, messages);
    }

    @Test
    void isTheSameOnEveryRun() throws Exception
    {
        MdpCaptureGenerator.write(dir.resolve("a.pcap"), 1_000);
        MdpCaptureGenerator.write(dir.resolve("b.pcap"), 1_000);
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.pcap")), Files.readAllBytes(dir.resolve("b.pcap")));
    }

    private static int count(final String text, final String part)
    {
        int count = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1))
        {
            count++;
        }
        return count;
    }
}
