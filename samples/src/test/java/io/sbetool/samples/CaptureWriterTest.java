package io.sbetool.samples;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The committed captures are what CaptureWriter writes today, so a change to the examples, the
 * generator or the writer that alters them fails here until the captures are regenerated.
 */
class CaptureWriterTest
{
    /** Surefire runs tests in the module directory. */
    static final Path COMMITTED = Path.of("captures");

    @Test
    void writesTheCommittedCapturesByteForByte(@TempDir final Path dir) throws IOException
    {
        final List<Path> written = CaptureWriter.writeAll(dir);

        assertEquals(List.of(dir.resolve("car.sofh"), dir.resolve("market-data.pcap")), written);
        for (final Path file : written)
        {
            assertArrayEquals(
                Files.readAllBytes(COMMITTED.resolve(file.getFileName())),
                Files.readAllBytes(file),
                file.getFileName() + " differs from the committed copy: run CaptureWriter samples/captures and commit");
        }
    }

    @Test
    void carCaptureIsSofhFramedLittleEndianSbe()
    {
        final byte[] capture = CaptureWriter.carCapture();

        // First frame: big-endian length 0x95 = 6 + 143, then 0xEB50 (SBE 1.0 little-endian).
        assertArrayEquals(new byte[] {0, 0, 0, (byte)0x95, (byte)0xEB, 0x50}, Arrays.copyOf(capture, 6));
        assertEquals(365, capture.length);
    }

    @Test
    void marketDataCaptureHasTheMdpPacketHeaders()
    {
        final byte[] capture = CaptureWriter.marketDataCapture();
        final ByteBuffer pcap = ByteBuffer.wrap(capture).order(ByteOrder.LITTLE_ENDIAN);

        assertEquals(0xA1B2C3D4, pcap.getInt(0));
        assertEquals(1, pcap.getInt(20)); // Ethernet
        int record = 24;
        for (final CaptureWriter.Packet packet : CaptureWriter.PACKETS)
        {
            final int payload = record + 16 + 14 + 20 + 8;
            assertEquals(packet.sequenceNumber(), pcap.getInt(payload));
            assertEquals(packet.sendingTime(), pcap.getLong(payload + 4));
            assertEquals((packet.sendingTime() + 7_000) / 1_000_000_000L, pcap.getInt(record) & 0xFFFF_FFFFL);
            record += 16 + pcap.getInt(record + 8);
        }
        assertEquals(capture.length, record);
    }
}
