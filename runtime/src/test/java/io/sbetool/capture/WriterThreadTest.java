package io.sbetool.capture;

import io.sbetool.otf.ByteSink;
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
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

import static io.sbetool.capture.FramingTest.MESSAGES;
import static io.sbetool.capture.FramingTest.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A session's output to a stream goes through a {@link WriterThread}: the bytes and errors are what
 * writing on the decoding thread gave, in the same order, from a fixed pool of buffers, and a write
 * that fails (a closed pipe, a full disk) ends the decoding without leaving it or the writer waiting.
 */
class WriterThreadTest
{
    private static final Duration LIMIT = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    @BeforeAll
    static void load() throws Exception
    {
        FramingTest.load();
    }

    /** Records each write's array and thread; slow now and then, so the decoding side has to wait. */
    private static final class RecordingStream extends OutputStream
    {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final Set<byte[]> arrays = Collections.newSetFromMap(new IdentityHashMap<>());
        final Set<String> threads = new java.util.HashSet<>();
        private final long failAfter;
        private final String failure;
        int writes;

        RecordingStream(final long failAfter, final String failure)
        {
            this.failAfter = failAfter;
            this.failure = failure;
        }

        @Override
        public void write(final int b)
        {
            throw new UnsupportedOperationException("single bytes are never written");
        }

        @Override
        public void write(final byte[] b, final int off, final int len) throws IOException
        {
            if (bytes.size() + len > failAfter)
            {
                throw new IOException(failure);
            }
            arrays.add(b);
            threads.add(Thread.currentThread().getName());
            bytes.write(b, off, len);
            if (++writes % 7 == 0)
            {
                pause();
            }
        }
    }

    private static void pause()
    {
        try
        {
            Thread.sleep(1);
        }
        catch (final InterruptedException ex)
        {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void buffersAreWrittenInTheOrderHandedOverFromAFixedPool()
    {
        final RecordingStream out = new RecordingStream(Long.MAX_VALUE, null);
        final StringBuilder expected = new StringBuilder();
        assertTimeoutPreemptively(LIMIT, () ->
        {
            final ByteSink sink = new ByteSink(4096);
            final WriterThread writer = new WriterThread(out, 2, 4096);
            for (int block = 0; block < 500; block++)
            {
                // of varying lengths, some past the pooled capacity, so that arrays grow in the sink
                for (int line = 0; line < 1 + block % 300; line++)
                {
                    final String text = "block " + block + " line " + line + "\n";
                    sink.append(text);
                    expected.append(text);
                }
                writer.handOff(sink);
                assertEquals(0, sink.length());
            }
            writer.finish();
        });
        assertEquals(expected.toString(), out.bytes.toString(StandardCharsets.UTF_8));
        assertEquals(Set.of("sbetool-writer"), out.threads);
        // three arrays go round (two pooled, the sink's), each grown once at most from 4 KiB to 8 KiB (the
        // longest block is 7.6 KB): 500 blocks written from no more than six arrays
        assertTrue(out.arrays.size() <= 6, out.arrays.size() + " arrays");
        assertNoWriterThreadLeft();
    }

    @Test
    void aFailedWriteIsThrownOnTheDecodingThreadWhichNeverWaitsForTheWriter()
    {
        final RecordingStream out = new RecordingStream(10_000, "Broken pipe");
        final OutputFailedException failed = assertThrows(OutputFailedException.class, () -> assertTimeoutPreemptively(LIMIT,
            () ->
            {
                final ByteSink sink = new ByteSink(4096);
                final WriterThread writer = new WriterThread(out, 2, 4096);
                try
                {
                    for (int block = 0; block < 100_000; block++)
                    {
                        sink.append("a line of output\n");
                        writer.handOff(sink);
                    }
                }
                finally
                {
                    writer.finish();
                }
            }));
        assertTrue(failed.isBrokenPipe(), failed::getMessage);
        assertTrue(out.bytes.size() <= 10_000);
        assertNoWriterThreadLeft();
    }

    @Test
    void aSessionWritesWhatWritingOnItsOwnThreadWroteWithItsErrorsInOrder() throws Exception
    {
        final Path capture = capture();
        final RecordingStream out = new RecordingStream(Long.MAX_VALUE, null);
        final List<String> asyncErrors = new ArrayList<>();
        final String[] decodingThread = new String[1];
        final DecodeResult async = assertTimeoutPreemptively(LIMIT, () ->
        {
            decodingThread[0] = Thread.currentThread().getName();
            return session(out, asyncErrors).decodeFile(capture);
        });

        // an Appendable is written on the decoding thread
        final StringBuilder text = new StringBuilder();
        final List<String> syncErrors = new ArrayList<>();
        final DecodeResult sync = DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le"))
            .onError(DecodeSession.ErrorMode.SKIP).output(text)
            .errors((name, offset, message) -> syncErrors.add(offset + " " + message)).build().decodeFile(capture);

        assertTrue(out.bytes.size() > 10 * DecodeOutput.DEFAULT_THRESHOLD, "output of " + out.bytes.size());
        // a machine (or a taskset) of one processor writes on the decoding thread: see the test below
        assertEquals(Set.of(DecodeOutput.WRITER_THREAD ? "sbetool-writer" : decodingThread[0]),
            out.threads, "written on the writer thread when there is a processor to run it");
        assertTrue(text.toString().equals(out.bytes.toString(StandardCharsets.UTF_8)), "the same NDJSON");
        assertEquals(syncErrors, asyncErrors);
        assertEquals(4, asyncErrors.size());
        assertEquals(sync.toString(), async.toString());
        assertNoWriterThreadLeft();
    }

    @Test
    void aStreamFailingMidwayEndsTheDecodeWithItsError() throws Exception
    {
        final Path capture = capture();
        final RecordingStream out = new RecordingStream(1 << 20, "No space left on device");
        final List<String> errors = new ArrayList<>();
        final OutputFailedException failed = assertThrows(OutputFailedException.class,
            () -> assertTimeoutPreemptively(LIMIT, () -> session(out, errors).decodeFile(capture)));
        assertFalse(failed.isBrokenPipe());
        assertEquals("No space left on device", failed.getMessage());
        assertTrue(out.bytes.size() > 0 && out.bytes.size() <= 1 << 20);
        assertNoWriterThreadLeft();
    }

    @Test
    void aSmallOutputIsWrittenOnTheDecodingThreadWithoutStartingOne() throws Exception
    {
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        pcap.udp(frame("u16le", MESSAGES[0]));
        final Path capture = dir.resolve("one.pcap");
        Files.write(capture, pcap.toByteArray());
        final RecordingStream out = new RecordingStream(Long.MAX_VALUE, null);
        session(out, new ArrayList<>()).decodeFile(capture);
        assertEquals(Set.of(Thread.currentThread().getName()), out.threads);
        assertTrue(out.bytes.toString(StandardCharsets.UTF_8).contains("\"template\":\"NewOrderSingle\""));
    }

    @Test
    void withoutAWriterThreadFullBuffersAreWrittenOnTheDecodingThreadInOrder()
    {
        for (final boolean writerThread : new boolean[] {false, true})
        {
            final RecordingStream out = new RecordingStream(Long.MAX_VALUE, null);
            final ByteArrayOutputStream expected = new ByteArrayOutputStream();
            final String decodingThread = assertTimeoutPreemptively(LIMIT, () ->
            {
                final DecodeOutput output = new DecodeOutput(out, null, 4096, writerThread);
                for (int line = 0; line < 2_000; line++)
                {
                    final byte[] text = ("line " + line + " of the output\n").getBytes(StandardCharsets.US_ASCII);
                    output.sink().append(text);
                    expected.write(text, 0, text.length);
                    output.flushIfFull();
                }
                output.flush();
                return Thread.currentThread().getName();
            });
            assertEquals(Set.of(writerThread ? "sbetool-writer" : decodingThread), out.threads);
            assertTrue(out.writes > 5, "written as the buffer filled, not once at the end: " + out.writes);
            assertEquals(expected.toString(StandardCharsets.US_ASCII), out.bytes.toString(StandardCharsets.US_ASCII));
            assertNoWriterThreadLeft();
        }
    }

    private static DecodeSession session(final OutputStream out, final List<String> errors)
    {
        return DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le"))
            .onError(DecodeSession.ErrorMode.SKIP).output(out)
            .errors((name, offset, message) -> errors.add(offset + " " + message)).build();
    }

    /** 20,000 UDP datagrams, about 8 MB of NDJSON, four of them broken. */
    private Path capture() throws IOException
    {
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.LITTLE_ENDIAN, true);
        for (int i = 0; i < 20_000; i++)
        {
            byte[] payload = frame("u16le", MESSAGES[i % 3]);
            if (i % 5_000 == 4_999)
            {
                payload = java.util.Arrays.copyOf(payload, 30);
                payload[0] = 28;
            }
            pcap.udp(payload);
        }
        final Path file = dir.resolve("udp.pcap");
        Files.write(file, pcap.toByteArray());
        return file;
    }

    private static void assertNoWriterThreadLeft()
    {
        for (final Thread thread : Thread.getAllStackTraces().keySet())
        {
            assertFalse(thread.getName().equals("sbetool-writer") && thread.isAlive(), "a writer thread is left running");
        }
    }
}
