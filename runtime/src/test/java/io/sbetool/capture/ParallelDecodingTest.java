package io.sbetool.capture;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import static io.sbetool.capture.FramingTest.MESSAGES;
import static io.sbetool.capture.FramingTest.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
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
            if (withTcp && i == PACKETS / 2)
            {
                // a TCP flow from the middle on, one message split across two segments with UDP between
                final byte[] stream = frame("u16le", MESSAGES[1]);
                pcap.tcp(1, 5, true, new byte[0]);
                pcap.tcp(1, 6, false, java.util.Arrays.copyOfRange(stream, 0, 20));
                pcap.udp(frame("u16le", MESSAGES[2]));
                pcap.tcp(1, 26, false, java.util.Arrays.copyOfRange(stream, 20, stream.length));
            }
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

    /**
     * A capture decoded on one thread and on three: the NDJSON, errors and results of each.
     */
    private static final class OneAndThree
    {
        final List<String> oneErrors = new ArrayList<>();
        final DecodeResult[] one = new DecodeResult[1];
        final String expected;
        final List<String> threeErrors = new ArrayList<>();
        final DecodeResult[] three = new DecodeResult[1];
        final String actual;

        OneAndThree(final Path file, final DecodeSession.ErrorMode mode) throws Exception
        {
            expected = decode(file, 1, mode, oneErrors, one);
            actual = decode(file, 3, mode, threeErrors, three);
        }
    }

    @Test
    void severalThreadsWriteWhatOneWritesInTheSameOrder() throws Exception
    {
        final Path file = capture(true, false);
        try (PcapChunks chunks = PcapChunks.of(file, ParallelPcapDecoding.CHUNK_BYTES))
        {
            int count = 0;
            while (chunks.hasNext())
            {
                final long start = chunks.position();
                assertTrue(chunks.next() - start >= ParallelPcapDecoding.CHUNK_BYTES || !chunks.hasNext());
                count++;
            }
            assertEquals(Files.size(file), chunks.position());
            assertTrue(count >= 4, count + " chunks");
        }
        final OneAndThree runs = new OneAndThree(file, DecodeSession.ErrorMode.SKIP);

        assertEquals(PACKETS - PACKETS / 5_000, runs.one[0].messages(), runs.one[0].toString());
        assertEquals(runs.expected.length(), runs.actual.length());
        assertTrue(runs.expected.equals(runs.actual), "the same NDJSON");
        assertEquals(runs.oneErrors, runs.threeErrors);
        assertEquals(PACKETS / 5_000, runs.threeErrors.size());
        assertEquals(runs.one[0].toString(), runs.three[0].toString());
    }

    /**
     * IPv6 datagrams throughout, shared out like IPv4 ones; from two thirds on, fragments (some never
     * completing), IPv6 extension headers and IPv6 fragments, left to one thread from the first of them.
     */
    @Test
    void ipv6AndFragmentedDatagramsDecodeOnSeveralThreadsToWhatOneWrites() throws Exception
    {
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        final byte[] nine = FramingTest.frames("u16le", 3);
        int groups = 0;
        for (int i = 0; i < PACKETS; i++)
        {
            if (i % 2 == 0)
            {
                pcap.udp(frame("u16le", MESSAGES[i % 3]));
            }
            else
            {
                pcap.udp6(frame("u16le", MESSAGES[i % 3]));
            }
            if (i >= PACKETS * 2 / 3 && i % 1000 == 0)
            {
                pcap.udpFragments(i, nine, 200, 3, 1, 0, 2);
                pcap.udpFragments(i + 1, nine, 200, 0, 1);
                pcap.udp6(frame("u16le", MESSAGES[0]), PcapBuilder.HOP_BY_HOP, PcapBuilder.DESTINATION_OPTIONS);
                pcap.udp6Fragments(i, nine, 304, 2, 0, 1);
                groups++;
            }
        }
        final Path file = Files.write(dir.resolve("ip.pcap"), pcap.toByteArray());
        try (PcapChunks chunks = PcapChunks.of(file, ParallelPcapDecoding.CHUNK_BYTES))
        {
            while (chunks.hasNext())
            {
                chunks.next();
            }
            assertTrue(chunks.metTcp(), "the cutting stops at the first fragment");
            assertTrue(chunks.position() > Files.size(file) / 2, chunks.position() + " of " + Files.size(file));
        }
        final List<String> warnings = new ArrayList<>();
        String expected = null;
        DecodeResult first = null;
        for (final int threads : new int[] {1, 3})
        {
            final ByteArrayOutputStream out = new ByteArrayOutputStream();
            final DecodeSession session = DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le"))
                .onError(DecodeSession.ErrorMode.SKIP).threads(threads).packetFields(true).output(out).build();
            final DecodeResult result = session.decodeFile(file);
            final String written = out.toString(StandardCharsets.UTF_8);
            warnings.add(String.join("\n", session.stats().warnings()));
            if (expected == null)
            {
                expected = written;
                first = result;
                // per group the complete IPv4 datagram's nine, the extension headers' one, the IPv6 datagram's nine
                assertEquals(PACKETS + groups * (9 + 1 + 9), result.messages(), result.toString());
                assertTrue(written.contains("\"src\":\"[2001:db8::1]:30001\""));
            }
            else
            {
                assertTrue(expected.equals(written), "the same NDJSON on " + threads + " threads");
                assertEquals(first.toString(), result.toString());
            }
        }
        assertEquals(warnings.get(0), warnings.get(1));
        assertTrue(warnings.get(0).contains("IPv4 fragments that never completed"), warnings.get(0));
    }

    @Test
    void stoppingAtTheFirstErrorWritesWhatOneThreadWritesBeforeIt() throws Exception
    {
        final Path file = capture(true, false);
        final OneAndThree runs = new OneAndThree(file, DecodeSession.ErrorMode.STOP);

        assertTrue(runs.one[0].stopped());
        assertEquals(4_999, runs.one[0].messages());
        assertTrue(runs.expected.equals(runs.actual), "the same NDJSON up to the error");
        assertEquals(runs.oneErrors, runs.threeErrors);
        assertEquals(runs.one[0].toString(), runs.three[0].toString());
    }

    @Test
    void fromItsFirstTcpRecordOnACaptureIsLeftToOneThread() throws Exception
    {
        final Path file = capture(true, true);
        try (PcapChunks chunks = PcapChunks.of(file, ParallelPcapDecoding.CHUNK_BYTES))
        {
            while (chunks.hasNext())
            {
                chunks.next();
            }
            assertTrue(chunks.metTcp());
            assertTrue(chunks.position() > Files.size(file) / 3 && chunks.position() < Files.size(file) * 2 / 3);
        }
        final OneAndThree runs = new OneAndThree(file, DecodeSession.ErrorMode.SKIP);

        // the split message reassembled: one more than the UDP datagrams that decode
        assertEquals(PACKETS + 1 + 1 - PACKETS / 5_000, runs.one[0].messages(), runs.one[0].toString());
        assertTrue(runs.expected.equals(runs.actual), "the same NDJSON");
        assertEquals(runs.oneErrors, runs.threeErrors);
        assertEquals(runs.one[0].toString(), runs.three[0].toString());
    }

    @Test
    void aCaptureStartingWithTcpIsDecodedOnOneThreadWhole() throws Exception
    {
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        pcap.tcp(1, 5, true, new byte[0]);
        for (int i = 0; i < PACKETS; i++)
        {
            pcap.udp(frame("u16le", MESSAGES[i % 3]));
        }
        final Path file = dir.resolve("tcp-first.pcap");
        Files.write(file, pcap.toByteArray());
        try (PcapChunks chunks = PcapChunks.of(file, ParallelPcapDecoding.CHUNK_BYTES))
        {
            assertEquals(24, chunks.next());
            assertTrue(chunks.metTcp());
            assertFalse(chunks.hasNext());
        }
        final DecodeResult[] one = new DecodeResult[1];
        final DecodeResult[] two = new DecodeResult[1];
        assertTrue(decode(file, 1, new ArrayList<>(), one).equals(decode(file, 2, new ArrayList<>(), two)));
        assertEquals(PACKETS, two[0].messages());
    }

    @Test
    void theWorkersWriteTheChunksInOrderNotTheCallingThread() throws Exception
    {
        final Path file = capture(true, false);
        final List<String> oneErrors = new ArrayList<>();
        final String expected = decode(file, 1, oneErrors, new DecodeResult[1]);
        final Set<String> writers = ConcurrentHashMap.newKeySet();
        final ByteArrayOutputStream written = new ByteArrayOutputStream();
        final OutputStream out = new OutputStream()
        {
            @Override
            public void write(final int b)
            {
                write(new byte[] {(byte)b}, 0, 1);
            }

            @Override
            public void write(final byte[] b, final int off, final int len)
            {
                writers.add(Thread.currentThread().getName());
                written.write(b, off, len);
            }
        };
        final List<String> threeErrors = new ArrayList<>();
        final DecodeSession session = DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le"))
            .onError(DecodeSession.ErrorMode.SKIP).threads(3).output(out)
            .errors((name, offset, message) -> threeErrors.add(offset + " " + message)).build();
        session.decodeFile(file);

        assertEquals(Set.of("sbetool-decode"), writers);
        assertTrue(expected.equals(written.toString(StandardCharsets.UTF_8)), "the same NDJSON");
        assertEquals(oneErrors, threeErrors);
    }

    @Test
    void aWriteFailingOnAWorkerEndsTheRunWithNothingWrittenAfterIt() throws Exception
    {
        final Path file = capture(false, false);
        final List<Integer> writesAfterFailure = new ArrayList<>();
        final OutputStream full = new OutputStream()
        {
            private long bytes;

            @Override
            public void write(final int b) throws IOException
            {
                write(new byte[] {(byte)b}, 0, 1);
            }

            @Override
            public synchronized void write(final byte[] b, final int off, final int len) throws IOException
            {
                if (bytes >= ParallelPcapDecoding.CHUNK_BYTES)
                {
                    writesAfterFailure.add(len);
                    throw new IOException("No space left on device");
                }
                bytes += len;
            }
        };
        final DecodeSession session = DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le"))
            .threads(3).output(full).build();

        final OutputFailedException failed = assertThrows(OutputFailedException.class, () -> session.decodeFile(file));
        assertEquals("No space left on device", failed.getMessage());
        assertFalse(failed.isBrokenPipe());
        assertEquals(1, writesAfterFailure.size(), "no write after the failed one");
    }

    @Test
    void aFileOfLessThanTwoChunksIsNotShared() throws Exception
    {
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        for (int i = 0; i < 100; i++)
        {
            pcap.udp(frame("u16le", MESSAGES[i % 3]));
        }
        final Path file = dir.resolve("small.pcap");
        Files.write(file, pcap.toByteArray());
        assertNull(PcapChunks.of(file, ParallelPcapDecoding.CHUNK_BYTES));
    }

    @Test
    void aWorkersLaterChunksDoNotReadTheGlobalHeaderAgain() throws Exception
    {
        final Path file = capture(false, false);
        final int window = 64 << 10;
        final long[] cuts = new long[6];
        try (PcapChunks chunks = PcapChunks.of(file, window / 4))
        {
            for (int i = 0; i < cuts.length; i++)
            {
                cuts[i] = chunks.next();
            }
        }
        final long[] datagrams = new long[1];
        final PacketListener counter = new PacketListener()
        {
            @Override
            public void onUdp(final org.agrona.DirectBuffer buffer, final int offset, final int length, final long at)
            {
                datagrams[0]++;
            }

            @Override
            public void onTcp(final TcpSegment segment)
            {
                throw new AssertionError("no TCP");
            }
        };
        try (MappedFile mapped = new MappedFile(file, window))
        {
            // the first chunk read lies past the first window, the second inside the window it left
            final PcapReader first = new PcapReader(mapped, cuts[3], cuts[4]);
            first.read(counter);
            final long windowEnd = mapped.windowEnd();
            final long firstDatagrams = datagrams[0];
            first.range(cuts[4], cuts[5]);
            first.read(counter);

            assertEquals(windowEnd, mapped.windowEnd(), "no remap of the file's start and back");
            assertTrue(first.isNanosecond());
            assertTrue(firstDatagrams > 0 && datagrams[0] > firstDatagrams);
            final long[] again = new long[1];
            new PcapReader(mapped, cuts[4], cuts[5]).read(new PacketListener()
            {
                @Override
                public void onUdp(final org.agrona.DirectBuffer buffer, final int offset, final int length, final long at)
                {
                    again[0]++;
                }

                @Override
                public void onTcp(final TcpSegment segment)
                {
                }
            });
            assertEquals(again[0], datagrams[0] - firstDatagrams, "the same records as a reader of its own");
        }
    }

    /**
     * A worker decodes all its chunks through one writer, reader and decoding: each chunk's counts start
     * from zero, and a chunk after one that held an error is counted on its own.
     */
    @Test
    void aSessionsRangesAreCountedEachOnItsOwn() throws Exception
    {
        final Path file = capture(true, false);
        final long[] cuts = new long[4];
        try (PcapChunks chunks = PcapChunks.of(file, ParallelPcapDecoding.CHUNK_BYTES))
        {
            cuts[0] = chunks.position();
            for (int i = 1; i < cuts.length; i++)
            {
                cuts[i] = chunks.next();
            }
        }
        final DecodeResult[] ranges = new DecodeResult[cuts.length - 1];
        final DecodeResult whole;
        try (MappedFile mapped = new MappedFile(file, 64 << 10))
        {
            final DecodeSession session = rangeSession();
            for (int i = 0; i < ranges.length; i++)
            {
                ranges[i] = session.decodePcapRange(mapped, cuts[i], cuts[i + 1], "f");
            }
            whole = rangeSession().decodePcapRange(mapped, cuts[0], cuts[ranges.length], "f");
        }
        assertEquals(1, whole.errors(), "the broken packet 4,999 lies in these ranges: " + whole);
        long messages = 0;
        long errors = 0;
        long skipped = 0;
        for (final DecodeResult range : ranges)
        {
            assertTrue(range.messages() > 0 && range.messages() < whole.messages(), range.toString());
            messages += range.messages();
            errors += range.errors();
            skipped += range.skipped();
        }
        assertEquals(whole.messages(), messages);
        assertEquals(whole.errors(), errors);
        assertEquals(whole.skipped(), skipped);
    }

    private static DecodeSession rangeSession()
    {
        return DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le")).onError(DecodeSession.ErrorMode.SKIP)
            .output(new ByteArrayOutputStream()).errors((name, offset, message) -> { }).build();
    }

    @Test
    void aCaptureOfAnotherLinkTypeIsReportedAsOnOneThread() throws Exception
    {
        final Path file = capture(false, false);
        final byte[] bytes = Files.readAllBytes(file);
        bytes[20] = 101;
        Files.write(file, bytes);
        final OneAndThree runs = new OneAndThree(file, DecodeSession.ErrorMode.SKIP);

        assertEquals(List.of("20 unsupported pcap link type 101 (only Ethernet, 1)"), runs.oneErrors);
        assertEquals(runs.oneErrors, runs.threeErrors);
        assertEquals(runs.expected, runs.actual);
        assertEquals(runs.one[0].toString(), runs.three[0].toString());
    }

    @Test
    void anExceptionOnAWorkerEndsTheRunWithItInsteadOfHangingTheOthers() throws Exception
    {
        final Path file = capture(true, false);
        final DecodeSession session = DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le"))
            .onError(DecodeSession.ErrorMode.SKIP).threads(3).output(new ByteArrayOutputStream())
            .errors((name, offset, message) ->
            {
                throw new IllegalStateException("listener failed at " + offset);
            }).build();

        final IllegalStateException thrown = assertTimeoutPreemptively(java.time.Duration.ofSeconds(30),
            () -> assertThrows(IllegalStateException.class, () -> session.decodeFile(file)));
        assertTrue(thrown.getMessage().startsWith("listener failed at "), thrown.getMessage());
        assertFalse(Thread.getAllStackTraces().keySet().stream()
            .anyMatch(thread -> thread.getName().equals("sbetool-decode") && thread.isAlive()), "no worker left running");
    }

    @Test
    void everyWindowIsClosedWhenOneFailsToCloseAndTheFirstFailureCarriesTheOthers()
    {
        final List<String> closed = new ArrayList<>();
        final List<StreamInput> inputs = new ArrayList<>();
        for (final String name : List.of("first", "second", "third"))
        {
            inputs.add(new StreamInput(new java.io.ByteArrayInputStream(new byte[0])
            {
                @Override
                public void close() throws IOException
                {
                    closed.add(name);
                    if (!name.equals("second"))
                    {
                        throw new IOException(name + " failed to close");
                    }
                }
            }));
        }

        final IOException failure = ParallelPcapDecoding.closeAll(inputs);

        assertEquals(List.of("first", "second", "third"), closed);
        assertEquals("first failed to close", failure.getMessage());
        assertEquals(1, failure.getSuppressed().length);
        assertEquals("third failed to close", failure.getSuppressed()[0].getMessage());
        assertNull(ParallelPcapDecoding.closeAll(inputs.subList(1, 2)), "all closed: no failure");
    }

    @Test
    void theThreadsUsedAreAsManyAsHalfTheHeapHoldsAndAtLeastOne()
    {
        final long mib = 1L << 20;
        // 6 MiB of line arrays per thread with 256 KiB chunks
        assertEquals(6 * mib, DecodeSession.bytesPerThread());
        assertEquals(10, DecodeSession.threadsWithin(64, 128 * mib));
        assertEquals(2, DecodeSession.threadsWithin(2, 6144 * mib));
        assertEquals(2, DecodeSession.threadsWithin(3, 24 * mib));
        assertEquals(1, DecodeSession.threadsWithin(8, 8 * mib));
        assertEquals(1, DecodeSession.threadsWithin(1, 1L << 40));
        final DecodeSession session = DecodeSession.builder(FramingTest.ir).threads(Integer.MAX_VALUE).build();
        assertEquals(DecodeSession.threadsWithin(Integer.MAX_VALUE, Runtime.getRuntime().maxMemory()),
            session.usableThreads());
    }
}
