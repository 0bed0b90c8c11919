package io.sbetool.capture;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The chunks of a file decoded on several threads are written in file order by one worker at a time,
 * and a worker whose chunk arrives while another writes leaves it to that one instead of waiting.
 */
class ChunkSequencerTest
{
    private static ParallelPcapDecoding.Chunk chunk(final String lines, final long messages)
    {
        final ParallelPcapDecoding.Chunk chunk = new ParallelPcapDecoding.Chunk();
        chunk.lines = lines.getBytes(StandardCharsets.US_ASCII);
        chunk.length = chunk.lines.length;
        chunk.errors = new ArrayList<>();
        chunk.result = new DecodeResult(messages, 0, 0, 0, false);
        return chunk;
    }

    @Test
    void aChunkArrivingWhileAnotherIsWrittenIsLeftToTheWriterInOrder() throws Exception
    {
        final CountDownLatch writing = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        final ByteArrayOutputStream written = new ByteArrayOutputStream();
        final List<String> writers = new ArrayList<>();
        // the sequencer writes arrays only, which a FilterOutputStream would pass on byte by byte
        final OutputStream out = new FilterOutputStream(written)
        {
            @Override
            public void write(final byte[] b, final int off, final int len)
            {
                writers.add(Thread.currentThread().getName());
                writing.countDown();
                try
                {
                    release.await();
                }
                catch (final InterruptedException ex)
                {
                    throw new IllegalStateException(ex);
                }
                written.write(b, off, len);
            }
        };
        final LinePool buffers = new LinePool(4, 0);
        for (int i = 0; i < 4; i++)
        {
            buffers.take(); // the chunks' arrays, all taken
        }
        final ChunkSequencer sequencer = new ChunkSequencer(out, null, "f", buffers, 4);
        final Thread first = new Thread(() -> sequencer.arrive(0, chunk("zero\n", 1)), "first");
        first.start();
        writing.await();

        // chunk 2 waits for chunk 1; chunk 1 is then left to the worker writing chunk 0, which is held
        assertTimeoutPreemptively(Duration.ofSeconds(10), () ->
        {
            sequencer.arrive(2, chunk("two\n", 3));
            sequencer.arrive(1, chunk("one\n", 2));
        });
        assertEquals(0, buffers.size(), "nothing written yet but chunk 0, still in its write");
        release.countDown();
        first.join();

        assertEquals("zero\none\ntwo\n", written.toString(StandardCharsets.US_ASCII));
        assertEquals(List.of("first", "first", "first"), writers);
        assertEquals(3, buffers.size(), "every line array back in the pool");
        assertEquals(6, sequencer.result().messages());
        assertTrue(!sequencer.halted());
    }
}
