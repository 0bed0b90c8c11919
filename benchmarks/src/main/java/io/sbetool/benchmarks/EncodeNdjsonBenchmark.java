package io.sbetool.benchmarks;

import io.sbetool.capture.DecodeResult;
import io.sbetool.capture.DecodeSession;
import io.sbetool.capture.FrameWriter;
import io.sbetool.capture.Framing;
import io.sbetool.encode.MessageEncoder;
import io.sbetool.encode.NdjsonReader;
import io.sbetool.encode.ValueSource;
import io.sbetool.ir.Ir;
import org.agrona.ExpandableArrayBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * {@code sbetool encode}'s work on one thread: the NDJSON that {@code sbetool decode} writes for the
 * MDP 3.0 mix of {@link MdpCaptureGenerator} (the capture {@link DecodeCaptureBenchmark} decodes),
 * parsed and encoded back into {@code u16le-incl} frames, as {@code sbetool encode --framing
 * u16le-incl} does, into a reused buffer that is emptied every 64 KiB as the command writes it out.
 *
 * <p>Setup decodes a generated capture of {@link #messages} messages to NDJSON in memory and checks
 * that encoding it and decoding the result gives the same NDJSON (offsets aside). One operation
 * encodes the whole NDJSON; the {@code messages} counter is messages per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseSerialGC", "-Xmx2g"})
@State(Scope.Thread)
public class EncodeNdjsonBenchmark
{
    private static final int FLUSH_AT = 1 << 16;

    /** Messages in the generated capture; about 926 bytes of NDJSON each. */
    @Param({"100000"})
    public int messages;

    private byte[] ndjson;
    private long expectedMessages;
    private MessageEncoder encoder;
    private FrameWriter frames;
    private final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(FLUSH_AT * 2);

    @Setup(Level.Trial)
    public void setUp() throws IOException
    {
        final Ir ir = DecodeCaptureBenchmark.loadIr();
        final Path capture = Files.createTempFile("sbetool-encode-bench-", ".pcap");
        try
        {
            MdpCaptureGenerator.write(capture, messages);
            final ByteArrayOutputStream out = new ByteArrayOutputStream();
            final DecodeResult result = DecodeCaptureBenchmark.session(ir, out).decodeFile(capture);
            if (result.errors() != 0 || result.messages() == 0)
            {
                throw new IllegalStateException(capture + " does not decode cleanly: " + result);
            }
            ndjson = out.toByteArray();
            expectedMessages = result.messages();
        }
        finally
        {
            Files.deleteIfExists(capture);
        }
        encoder = new MessageEncoder(ir);
        frames = new FrameWriter(Framing.parse(MdpCaptureGenerator.FRAMING), ir.byteOrder());
        checkRoundTrip(ir);
    }

    /**
     * Encoding the NDJSON and decoding the frames again must give the same lines, but for the file
     * and offsets in each line's envelope.
     */
    private void checkRoundTrip(final Ir ir) throws IOException
    {
        final ByteArrayOutputStream encoded = new ByteArrayOutputStream();
        encodeAll(encoded);
        final ByteArrayOutputStream again = new ByteArrayOutputStream();
        final DecodeSession session = DecodeSession.builder(ir).format(DecodeSession.Format.JSON)
            .framing(Framing.parse(MdpCaptureGenerator.FRAMING)).output(again).build();
        final DecodeResult result = session.decodeStream(new ByteArrayInputStream(encoded.toByteArray()), "encoded");
        if (result.messages() != expectedMessages || result.errors() != 0)
        {
            throw new IllegalStateException("the encoded messages decode as " + result);
        }
        final String[] before = new String(ndjson, StandardCharsets.UTF_8).split("\n");
        final String[] after = again.toString(StandardCharsets.UTF_8).split("\n");
        for (int i = 0; i < before.length; i++)
        {
            if (!withoutEnvelope(before[i]).equals(withoutEnvelope(after[i])))
            {
                throw new IllegalStateException("message " + i + " differs after encoding:\n" + before[i] + "\n" +
                    after[i]);
            }
        }
    }

    private static String withoutEnvelope(final String line)
    {
        return line.substring(line.indexOf(",\"template\""));
    }

    @Benchmark
    public long encode(final DecodeCaptureBenchmark.Counters counters) throws IOException
    {
        final long count = encodeAll(null);
        if (count != expectedMessages)
        {
            throw new IllegalStateException("encoded " + count + " messages, expected " + expectedMessages);
        }
        counters.messages += count;
        counters.ndjsonBytes += ndjson.length;
        return count;
    }

    /**
     * Messages per second of this thread's CPU time as well as of wall time: on a shared machine the
     * wall-time score of JMH says more about the other processes than about the code.
     *
     * @param args rounds (default 8), each of five whole encodes, and optionally the messages.
     */
    public static void main(final String[] args) throws IOException
    {
        final EncodeNdjsonBenchmark benchmark = new EncodeNdjsonBenchmark();
        benchmark.messages = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
        benchmark.setUp();
        final DecodeCaptureBenchmark.Counters counters = new DecodeCaptureBenchmark.Counters();
        final java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int round = 0, rounds = args.length > 0 ? Integer.parseInt(args[0]) : 8; round < rounds; round++)
        {
            final long cpu = threads.getCurrentThreadCpuTime();
            final long wall = System.nanoTime();
            long count = 0;
            for (int i = 0; i < 5; i++)
            {
                count += benchmark.encode(counters);
            }
            final double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
            final double wallSeconds = (System.nanoTime() - wall) / 1e9;
            System.out.printf("round %d: %d messages, %.0f messages/s of CPU time, %.0f messages/s of wall time%n",
                round + 1, count, count / cpuSeconds, count / wallSeconds);
        }
    }

    /**
     * @param out where the frames go every 64 KiB, or null to only empty the buffer.
     */
    private long encodeAll(final ByteArrayOutputStream out) throws IOException
    {
        long count = 0;
        int position = 0;
        try (NdjsonReader reader = new NdjsonReader(new ByteArrayInputStream(ndjson)))
        {
            ValueSource message;
            while ((message = reader.next()) != null)
            {
                final int length = encoder.encode(message, buffer, position + frames.headerLength());
                frames.writeHeader(buffer, position, length);
                position += frames.headerLength() + length;
                count++;
                if (position >= FLUSH_AT)
                {
                    if (out != null)
                    {
                        out.write(buffer.byteArray(), 0, position);
                    }
                    position = 0;
                }
            }
        }
        if (out != null)
        {
            out.write(buffer.byteArray(), 0, position);
        }
        return count;
    }
}
