package io.sbetool.capture;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static io.sbetool.capture.FramingTest.MESSAGES;
import static io.sbetool.capture.FramingTest.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A UDP capture several chunks long decodes on several threads to exactly what one thread writes:
 * the same bytes in the same order, the same errors in the same order, the same counts.
 */
class ParallelDecodingTest
{
    /** Packets enough for ten chunks or so, two of them with a broken packet. */
    private static final int PACKETS = 12_000;

    @TempDir
    Path dir;

    @BeforeAll
    static void load() throws Exception
    {
        FramingTest.load();
    }

    private Path capture(final boolean withErrors, final boolean withTcp) throws Exception
    {
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        for (int i = 0; i < PACKETS; i++)
        {
            byte[] payload = frame("u16le", MESSAGES[i % 3]);
            if (withErrors && i % 5_000 == 4_999)
            {
                payload = java.util.Arrays.copyOf(payload, 30);
                payload[0] = 28;
            }
            pcap.udp(payload);
        }
        if (withTcp)
        {
            pcap.tcp(1, 5, true, new byte[0]);
        }
        final Path file = dir.resolve("udp.pcap");
        Files.write(file, pcap.toByteArray());
        return file;
    }

    private static String decode(final Path file, final int threads, final List<String> errors,
        final DecodeResult[] result) throws Exception
    {
        return decode(file, threads, DecodeSession.ErrorMode.SKIP, errors, result);
    }

    private static String decode(final Path file, final int threads, final DecodeSession.ErrorMode mode,
        final List<String> errors, final DecodeResult[] result) throws Exception
    {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final DecodeSession session = DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le"))
            .onError(mode).threads(threads).output(out)
            .errors((name, offset, message) -> errors.add(offset + " " + message)).build();
        result[0] = session.decodeFile(file);
        if (mode == DecodeSession.ErrorMode.SKIP)
        {
            assertEquals(result[0].messages(), session.stats().messages());
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void severalThreadsWriteWhatOneWritesInTheSameOrder() throws Exception
    {
        final Path file = capture(true, false);
        try (MappedFile mapped = new MappedFile(file))
        {
            final long[] chunks = ParallelPcapDecoding.chunks(mapped, ParallelPcapDecoding.CHUNK_BYTES);
            assertTrue(chunks != null && chunks.length >= 4, "chunks: " + java.util.Arrays.toString(chunks));
        }
        final List<String> oneErrors = new ArrayList<>();
        final DecodeResult[] one = new DecodeResult[1];
        final String expected = decode(file, 1, oneErrors, one);
        final List<String> threeErrors = new ArrayList<>();
        final DecodeResult[] three = new DecodeResult[1];
        final String actual = decode(file, 3, threeErrors, three);

        assertEquals(PACKETS - PACKETS / 5_000, one[0].messages(), one[0].toString());
        assertEquals(expected.length(), actual.length());
        assertTrue(expected.equals(actual), "the same NDJSON");
        assertEquals(oneErrors, threeErrors);
        assertEquals(PACKETS / 5_000, threeErrors.size());
        assertEquals(one[0].toString(), three[0].toString());
    }

    @Test
    void stoppingAtTheFirstErrorWritesWhatOneThreadWritesBeforeIt() throws Exception
    {
        final Path file = capture(true, false);
        final List<String> oneErrors = new ArrayList<>();
        final DecodeResult[] one = new DecodeResult[1];
        final String expected = decode(file, 1, DecodeSession.ErrorMode.STOP, oneErrors, one);
        final List<String> threeErrors = new ArrayList<>();
        final DecodeResult[] three = new DecodeResult[1];
        final String actual = decode(file, 3, DecodeSession.ErrorMode.STOP, threeErrors, three);

        assertTrue(one[0].stopped());
        assertEquals(4_999, one[0].messages());
        assertTrue(expected.equals(actual), "the same NDJSON up to the error");
        assertEquals(oneErrors, threeErrors);
        assertEquals(one[0].toString(), three[0].toString());
    }

    @Test
    void aCaptureWithTcpIsLeftToOneThread() throws Exception
    {
        try (MappedFile mapped = new MappedFile(capture(false, true)))
        {
            assertNull(ParallelPcapDecoding.chunks(mapped, ParallelPcapDecoding.CHUNK_BYTES));
        }
    }
}
