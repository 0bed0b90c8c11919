package io.sbetool.benchmarks.otf;

import io.sbetool.benchmarks.codecs.ValueSink;
import org.openjdk.jmh.infra.Blackhole;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * {@link OtfDecodeBenchmark}'s two decoders compared by the CPU time of the measuring thread rather than
 * by wall-clock time, for a shared machine where JMH's scores measure mostly the other processes: rounds
 * of decoding the message with sbetool's decoder, then with the reference's, interleaved so both see the
 * same load, with the same listeners and fixture the benchmark uses. Not a JMH benchmark: a quick, robust
 * ratio, not a published figure.
 *
 * <pre>
 * java -Djmh.blackhole.mode=COMPILER -XX:+UnlockExperimentalVMOptions \
 *      -XX:CompileCommand=blackhole,org.openjdk.jmh.infra.Blackhole::consumeCompiler \
 *      -cp benchmarks/target/benchmarks.jar io.sbetool.benchmarks.otf.OtfCpuTime Car
 * </pre>
 *
 * One message per JVM, as JMH forks per parameter, so one message's profile does not shape the other's code.
 */
public final class OtfCpuTime
{
    private static final int DECODES_PER_ROUND = 200_000;
    private static final int ROUNDS = 30;
    /** Rounds left out of the figures while the JIT compiles. */
    private static final int WARM_UP_ROUNDS = 10;

    private OtfCpuTime()
    {
    }

    public static void main(final String[] args)
    {
        if (args.length != 1)
        {
            System.err.println("usage: OtfCpuTime Car|MarketData");
            System.exit(2);
        }
        final String message = args[0];
        final OtfFixture fixture = new OtfFixture(message);
        final ReferenceOtf reference = new ReferenceOtf(fixture.referenceIr);
        // JMH's Blackhole outside JMH: the constructor asks its caller to acknowledge that
        final ValueSink sink = ValueSink.into(new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous."));
        final SbetoolValueListener ours = new SbetoolValueListener().into(sink);
        final ReferenceValueListener theirs = new ReferenceValueListener().into(sink);
        final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

        final double[] sbetool = new double[ROUNDS - WARM_UP_ROUNDS];
        final double[] referenceNanos = new double[ROUNDS - WARM_UP_ROUNDS];
        for (int round = 0; round < ROUNDS; round++)
        {
            final long start = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < DECODES_PER_ROUND; i++)
            {
                fixture.sbetool.decode(fixture.buffer, 0, fixture.length, ours);
            }
            final long middle = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < DECODES_PER_ROUND; i++)
            {
                reference.decode(fixture.buffer, 0, theirs);
            }
            final long end = threads.getCurrentThreadCpuTime();
            if (round >= WARM_UP_ROUNDS)
            {
                sbetool[round - WARM_UP_ROUNDS] = (middle - start) / (double)DECODES_PER_ROUND;
                referenceNanos[round - WARM_UP_ROUNDS] = (end - middle) / (double)DECODES_PER_ROUND;
            }
        }
        final double ourMedian = median(sbetool);
        final double theirMedian = median(referenceNanos);
        System.out.printf("%s: sbetool %.1f ns, reference %.1f ns of CPU time per decode (medians of %d rounds): %.2fx%n",
            message, ourMedian, theirMedian, sbetool.length, theirMedian / ourMedian);
    }

    private static double median(final double[] values)
    {
        final double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
