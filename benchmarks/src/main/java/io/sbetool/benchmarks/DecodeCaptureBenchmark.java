package io.sbetool.benchmarks;

import io.sbetool.capture.DecodeResult;
import io.sbetool.capture.DecodeSession;
import io.sbetool.capture.Framing;
import io.sbetool.ir.Ir;
import io.sbetool.ir.file.IrFileReader;
import org.openjdk.jmh.annotations.AuxCounters;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;

/**
 * Whole-file decodes of a realistic CME MDP 3.0 capture ({@link MdpCaptureGenerator}: book updates,
 * trade summaries with order-id groups, a few status and snapshot messages) to NDJSON on one thread,
 * through the same {@link DecodeSession} that {@code sbetool decode --framing u16le-incl --skip 12}
 * uses; and {@link #wholeProcess}, the {@code sbetool decode} command itself as a user runs it.
 *
 * <p>One operation is one decode of the whole file (a million messages by default), so the primary
 * score is files per second; the {@code messages} and {@code ndjsonBytes} lines are the auxiliary
 * counters normalised to the same time, i.e. messages per second and output bytes per second.
 *
 * <p>The capture is {@link MdpCaptureGenerator#DEFAULT_FILE} unless {@code -p capture=FILE} names
 * another; when it is missing it is generated first.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
// A decode of the default file takes around a second: iterations are long enough to hold several.
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
// The sbetool launcher runs decode on G1 (for its archived heap objects); measure what users run.
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseG1GC", "-Xmx2g"})
@State(Scope.Thread)
public class DecodeCaptureBenchmark
{
    static final String IR_RESOURCE = "Cme.Futures.Mdp3.Sbe.v1.12.sbeir";

    @Param({""})
    public String capture;

    /**
     * The launcher {@link #wholeProcess} runs: by default the project's {@code sbetool} script, so that
     * its JVM options and class-data-sharing archive are measured as users get them.
     */
    @Param({"../sbetool"})
    public String launcher;

    /**
     * {@code --threads} for {@link #wholeProcess}: {@code -p threads=1,2} compares one decoding thread
     * with two.
     */
    @Param({"1"})
    public int threads;

    private Path file;
    private long expectedMessages;
    private final CountingOutputStream nullOut = new CountingOutputStream();
    private DecodeSession toNull;
    private Path ndjsonFile;
    private FileOutputStream fileOut;
    private DecodeSession toFile;
    private Path irFile;

    /**
     * Per-iteration totals that JMH reports as rates next to the primary score.
     */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Counters
    {
        public long messages;
        public long ndjsonBytes;

        @Setup(Level.Iteration)
        public void reset()
        {
            messages = 0;
            ndjsonBytes = 0;
        }
    }

    @Setup(Level.Trial)
    public void setUp() throws IOException
    {
        file = capture.isEmpty() ? MdpCaptureGenerator.DEFAULT_FILE : Paths.get(capture);
        if (!Files.exists(file))
        {
            System.out.println("generating " + file);
            MdpCaptureGenerator.write(file, MdpCaptureGenerator.DEFAULT_MESSAGES);
        }
        final Ir ir = loadIr();
        toNull = session(ir, nullOut);
        ndjsonFile = Files.createTempFile("sbetool-bench-", ".ndjson");
        fileOut = new FileOutputStream(ndjsonFile.toFile());
        toFile = session(ir, fileOut);
        irFile = Files.createTempFile("sbetool-bench-", ".sbeir");
        try (InputStream in = DecodeCaptureBenchmark.class.getResourceAsStream(IR_RESOURCE))
        {
            Files.write(irFile, in.readAllBytes());
        }

        // A capture that does not decode cleanly would measure error handling, not decoding.
        final DecodeResult result = toNull.decodeFile(file);
        if (result.errors() != 0 || result.skipped() != 0 || result.messages() == 0)
        {
            throw new IllegalStateException(file + " does not decode cleanly: " + result);
        }
        expectedMessages = result.messages();
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException
    {
        fileOut.close();
        Files.deleteIfExists(ndjsonFile);
        Files.deleteIfExists(irFile);
    }

    /**
     * Decoding and JSON formatting alone: the output goes to a stream that only counts bytes.
     */
    @Benchmark
    public long toNullStream(final Counters counters)
    {
        final long before = nullOut.count;
        final long messages = decode(toNull);
        counters.messages += messages;
        counters.ndjsonBytes += nullOut.count - before;
        return messages;
    }

    /**
     * As a user's {@code decode > out.ndjson} does: the same output written to a file in the
     * temporary directory, rewritten from its start each time (so mostly into the page cache).
     */
    @Benchmark
    public long toFile(final Counters counters) throws IOException
    {
        fileOut.getChannel().position(0);
        final long messages = decode(toFile);
        counters.messages += messages;
        counters.ndjsonBytes += fileOut.getChannel().position();
        return messages;
    }

    /**
     * The whole {@code sbetool decode --output FILE} process, JVM start and IR loading included, as
     * the launcher runs it: one operation is one run over the capture, so
     * messages per second is the capture's message count divided by the score.
     */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Warmup(iterations = 1)
    @Measurement(iterations = 5)
    public int wholeProcess() throws IOException, InterruptedException
    {
        final Process process = new ProcessBuilder(launcher, "decode", "--ir", irFile.toString(),
            "--framing", MdpCaptureGenerator.FRAMING, "--skip", Integer.toString(MdpCaptureGenerator.SKIP),
            "--threads", Integer.toString(threads), "--output", ndjsonFile.toString(), file.toString())
            .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        final int exitCode = process.waitFor();
        if (exitCode != 0)
        {
            throw new IllegalStateException(launcher + " decode exited " + exitCode);
        }
        return exitCode;
    }

    private long decode(final DecodeSession session)
    {
        try
        {
            final DecodeResult result = session.decodeFile(file);
            if (result.messages() != expectedMessages)
            {
                throw new IllegalStateException("decoded " + result + ", expected " + expectedMessages + " messages");
            }
            return result.messages();
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }

    static DecodeSession session(final Ir ir, final OutputStream out)
    {
        return DecodeSession.builder(ir)
            .format(DecodeSession.Format.JSON)
            .framing(Framing.parse(MdpCaptureGenerator.FRAMING))
            .skip(MdpCaptureGenerator.SKIP)
            .output(out)
            .build();
    }

    /** The schema's IR, generated into the jar at build time by {@code sbetool --target ir}. */
    static Ir loadIr() throws IOException
    {
        try (InputStream in = DecodeCaptureBenchmark.class.getResourceAsStream(IR_RESOURCE))
        {
            if (in == null)
            {
                throw new IllegalStateException(IR_RESOURCE + " is not on the classpath: build with Maven");
            }
            return IrFileReader.decode(in.readAllBytes());
        }
    }

    /**
     * Discards what it is given, counting bytes so the work cannot be optimised away and the output
     * size can be reported.
     */
    static final class CountingOutputStream extends OutputStream
    {
        long count;

        @Override
        public void write(final int b)
        {
            count++;
        }

        @Override
        public void write(final byte[] b, final int off, final int len)
        {
            count += len;
        }
    }
}
