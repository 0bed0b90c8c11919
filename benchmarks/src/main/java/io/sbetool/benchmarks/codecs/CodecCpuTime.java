package io.sbetool.benchmarks.codecs;

import io.sbetool.codec.BoundsChecks;
import org.agrona.concurrent.UnsafeBuffer;
import org.openjdk.jmh.infra.Blackhole;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * {@link SbeCodecBenchmark}'s three SBE codecs (sbetool, the reference, the hand-written floor) compared by the
 * CPU time of the measuring thread rather than by wall-clock time, for a shared machine where JMH's scores
 * measure mostly the other processes: rounds of encoding and decoding the message with each codec in turn,
 * interleaved so that all three see the same load, with the fixture and checks the benchmark uses. Not a JMH
 * benchmark: a quick, robust ratio while changing the generator, not a published figure.
 *
 * <pre>
 * java -Xms1g -Xmx1g -Djmh.blackhole.mode=COMPILER -XX:+UnlockExperimentalVMOptions \
 *      -XX:CompileCommand=quiet -XX:CompileCommand=blackhole,org.openjdk.jmh.infra.Blackhole::consumeCompiler \
 *      -cp benchmarks/target/benchmarks.jar io.sbetool.benchmarks.codecs.CodecCpuTime Car
 * </pre>
 *
 * and the same with {@code -Dsbetool.disable.bounds.checks=true -Dagrona.disable.bounds.checks=true} for the
 * checks-off rows. The blackhole options give the compiler blackholes JMH 1.37 picks by itself on JDK 17: outside
 * a JMH fork, Blackhole itself only uses them when {@code compilerBlackholesEnabled} is set, which {@code main}
 * does for {@code jmh.blackhole.mode=COMPILER} (without it, the loops measured slower blackholes than JMH's). One
 * message per JVM, as JMH forks per parameter. Each codec and operation has a loop of its own, so that every
 * call site sees one codec, as in the benchmark's methods. Every loop reads a volatile flag per operation, as JMH's
 * measurement loop reads its {@code isDone}: without that read the JIT hoists the hand-written floor's reads of the
 * unchanging buffer out of the loop, and the ratios flattered the floor against what JMH measures.
 */
public final class CodecCpuTime
{
    private static final int OPERATIONS_PER_ROUND = 100_000;
    private static final int ROUNDS = 40;
    /** Rounds left out of the figures while the JIT compiles. */
    private static final int WARM_UP_ROUNDS = 10;
    /** Never set: read once per operation only so that, as in JMH's loop, nothing is hoisted across operations. */
    private static volatile boolean stopped;

    private CodecCpuTime()
    {
    }

    public static void main(final String[] args)
    {
        if (args.length != 1)
        {
            System.err.println("usage: CodecCpuTime Car|MarketData");
            System.exit(2);
        }
        if ("COMPILER".equals(System.getProperty("jmh.blackhole.mode")))
        {
            // Read by Blackhole's static initialiser, which has not run yet; JMH's forks set it themselves.
            System.setProperty("compilerBlackholesEnabled", "true");
        }
        final MessageCase<Sample> codecs = MessageCase.named(args[0]);
        final Sample sample = codecs.sample();
        final Measured sbetool = new Measured("sbetool", codecs.sbetool(), sample);
        final Measured reference = new Measured("reference", codecs.reference(), sample).sameBytesAs(sbetool, "reference");
        final Measured floor = new Measured("hand-written", codecs.floor(), sample).sameBytesAs(sbetool, "hand-written");
        // JMH's Blackhole outside JMH: the constructor asks its caller to acknowledge that
        final ValueSink sink = ValueSink.into(new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous."));
        final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.println("bounds checks: sbetool's " + (BoundsChecks.ENABLED ? "on" : "off") + ", Agrona's " +
            (UnsafeBuffer.SHOULD_BOUNDS_CHECK ? "on" : "off"));
        final double[][] nanos = new double[6][ROUNDS - WARM_UP_ROUNDS];
        long checksum = 0;
        for (int round = 0; round < ROUNDS; round++)
        {
            final long[] time = new long[7];
            time[0] = threads.getCurrentThreadCpuTime();
            checksum += encodeSbetool(sbetool);
            time[1] = threads.getCurrentThreadCpuTime();
            checksum += encodeReference(reference);
            time[2] = threads.getCurrentThreadCpuTime();
            checksum += encodeFloor(floor);
            time[3] = threads.getCurrentThreadCpuTime();
            decodeSbetool(sbetool, sink);
            time[4] = threads.getCurrentThreadCpuTime();
            decodeReference(reference, sink);
            time[5] = threads.getCurrentThreadCpuTime();
            decodeFloor(floor, sink);
            time[6] = threads.getCurrentThreadCpuTime();
            if (round >= WARM_UP_ROUNDS)
            {
                for (int i = 0; i < 6; i++)
                {
                    nanos[i][round - WARM_UP_ROUNDS] = (time[i + 1] - time[i]) / (double)OPERATIONS_PER_ROUND;
                }
            }
        }
        print(args[0], "encode", nanos[0], nanos[1], nanos[2]);
        print(args[0], "decode", nanos[3], nanos[4], nanos[5]);
        System.out.println("(checksum " + checksum + ")");
    }

    private static void print(final String message, final String operation, final double[] ours, final double[] theirs,
        final double[] floor)
    {
        final double sbetool = median(ours);
        final double reference = median(theirs);
        final double handWritten = median(floor);
        System.out.printf("%s %s: sbetool %.1f ns, reference %.1f ns, hand-written %.1f ns of CPU time per operation " +
            "(medians of %d rounds): %.2fx the reference, floor %.2fx faster%n", message, operation, sbetool, reference,
            handWritten, ours.length, reference / sbetool, sbetool / handWritten);
    }

    private static long encodeSbetool(final Measured measured)
    {
        long sum = 0;
        for (int i = 0; i < OPERATIONS_PER_ROUND && !stopped; i++)
        {
            sum += measured.codec.encode(measured.sample, measured.encodeBuffer);
        }
        return sum;
    }

    private static long encodeReference(final Measured measured)
    {
        long sum = 0;
        for (int i = 0; i < OPERATIONS_PER_ROUND && !stopped; i++)
        {
            sum += measured.codec.encode(measured.sample, measured.encodeBuffer);
        }
        return sum;
    }

    private static long encodeFloor(final Measured measured)
    {
        long sum = 0;
        for (int i = 0; i < OPERATIONS_PER_ROUND && !stopped; i++)
        {
            sum += measured.codec.encode(measured.sample, measured.encodeBuffer);
        }
        return sum;
    }

    private static void decodeSbetool(final Measured measured, final ValueSink sink)
    {
        for (int i = 0; i < OPERATIONS_PER_ROUND && !stopped; i++)
        {
            measured.codec.decode(measured.encoded, measured.encodedLength, sink);
        }
    }

    private static void decodeReference(final Measured measured, final ValueSink sink)
    {
        for (int i = 0; i < OPERATIONS_PER_ROUND && !stopped; i++)
        {
            measured.codec.decode(measured.encoded, measured.encodedLength, sink);
        }
    }

    private static void decodeFloor(final Measured measured, final ValueSink sink)
    {
        for (int i = 0; i < OPERATIONS_PER_ROUND && !stopped; i++)
        {
            measured.codec.decode(measured.encoded, measured.encodedLength, sink);
        }
    }

    private static double median(final double[] values)
    {
        final double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
