package io.sbetool.capture;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;

import static io.sbetool.capture.FramingTest.MESSAGES;
import static io.sbetool.capture.FramingTest.frame;
import static io.sbetool.capture.FramingTest.frames;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Inputs read once, front to back (standard input, pipes, gzip data) decode to exactly what the same
 * bytes memory-mapped from a file decode to, however the stream hands out its bytes.
 */
class StreamInputTest
{
    @TempDir
    Path dir;

    @BeforeAll
    static void load() throws Exception
    {
        FramingTest.load();
    }

    /** Hands out at most a few bytes per read, as a pipe may. */
    private static final class Trickle extends InputStream
    {
        private final byte[] bytes;
        private int position;

        Trickle(final byte[] bytes)
        {
            this.bytes = bytes;
        }

        @Override
        public int read()
        {
            return position < bytes.length ? bytes[position++] & 0xFF : -1;
        }

        @Override
        public int read(final byte[] b, final int off, final int len)
        {
            if (position == bytes.length)
            {
                return -1;
            }
            final int n = Math.min(Math.min(len, 1 + position % 7), bytes.length - position);
            System.arraycopy(bytes, position, b, off, n);
            position += n;
            return n;
        }
    }

    private String decodeMapped(final byte[] bytes, final DecodeSession.Builder builder) throws IOException
    {
        final Path file = dir.resolve("input");
        Files.write(file, bytes);
        final StringBuilder out = new StringBuilder();
        builder.output(out).build().decodeFile(file, "input");
        return out.toString();
    }

    private static String decodeStream(final InputStream in, final DecodeSession.Builder builder) throws IOException
    {
        final StringBuilder out = new StringBuilder();
        builder.output(out).build().decodeStream(in, "input");
        return out.toString();
    }

    private static byte[] gzip(final byte[] bytes) throws IOException
    {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out))
        {
            gz.write(bytes);
        }
        return out.toByteArray();
    }

    private void assertSameEveryWay(final byte[] bytes, final String framing, final int skip, final int messages)
        throws IOException
    {
        final String mapped = decodeMapped(bytes, DecodeSession.builder(FramingTest.ir)
            .framing(Framing.parse(framing)).skip(skip).windowSize(64));
        assertEquals(messages, mapped.split("\n").length, mapped);
        assertEquals(mapped, decodeStream(new Trickle(bytes),
            DecodeSession.builder(FramingTest.ir).framing(Framing.parse(framing)).skip(skip)));
        assertEquals(mapped, decodeStream(new ByteArrayInputStream(gzip(bytes)),
            DecodeSession.builder(FramingTest.ir).framing(Framing.parse(framing)).skip(skip)));
        // a .gz file is recognised by its magic number, not its name
        assertEquals(mapped, decodeMapped(gzip(bytes),
            DecodeSession.builder(FramingTest.ir).framing(Framing.parse(framing)).skip(skip)));
    }

    @Test
    void plainFramesLargerThanTheReadAheadChunk() throws IOException
    {
        final byte[] body = frames("u32be", 6000);
        assertTrue(body.length > StreamInput.CHUNK, "more than one chunk: " + body.length);
        final byte[] bytes = new byte[body.length + 3];
        System.arraycopy(body, 0, bytes, 3, body.length);
        assertSameEveryWay(bytes, "u32be", 3, 18000);
    }

    @Test
    void libpcapWithUdpAndTcp() throws IOException
    {
        final byte[] stream = frames("u16le", 2);
        final PcapBuilder pcap = new PcapBuilder(ByteOrder.BIG_ENDIAN, true);
        pcap.udp(frames("u16le", 1));
        pcap.tcp(1, 100, true, new byte[0]);
        pcap.tcp(1, 101 + 70, false, Arrays.copyOfRange(stream, 70, stream.length));
        pcap.tcp(1, 101, false, Arrays.copyOfRange(stream, 0, 70));
        assertSameEveryWay(pcap.toByteArray(), "u16le", 0, 3 + 6);
    }

    @Test
    void pcapngWithUdp() throws IOException
    {
        final PcapngBuilder pcapng = new PcapngBuilder(ByteOrder.LITTLE_ENDIAN)
            .interfaceDescription(PcapngBuilder.LINKTYPE_ETHERNET);
        for (int i = 0; i < 50; i++)
        {
            pcapng.udp(frame("u16be", MESSAGES[i % 3]));
        }
        assertSameEveryWay(pcapng.toByteArray(), "u16be", 0, 50);
    }

    @Test
    void aStreamCutShortEndsInAnErrorAtItsEnd() throws IOException
    {
        final byte[] bytes = frames("u16le", 2);
        final byte[] cut = Arrays.copyOf(bytes, bytes.length - 5);
        final StringBuilder out = new StringBuilder();
        final StringBuilder errors = new StringBuilder();
        final DecodeResult result = DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le")).output(out)
            .errors((file, offset, message) -> errors.append(offset).append(": ").append(message))
            .build().decodeStream(new Trickle(cut), "input");
        assertEquals(5, result.messages());
        assertEquals(1, result.errors());
        final int lastFrame = bytes.length - frame("u16le", MESSAGES[2]).length;
        assertTrue(errors.toString().startsWith(lastFrame + ": frame needs"), errors.toString());
    }
}
