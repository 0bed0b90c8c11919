package io.sbetool.benchmarks.otf;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * Two ways of doing one operation compared by the CPU time of the measuring thread rather than by wall-clock
 * time, for a shared machine where JMH's scores measure mostly the other processes: rounds of sbetool's
 * operation, then the reference's, interleaved so both see the same load. Not a JMH benchmark: a quick,
 * robust ratio, not a published figure.
 */
final class CpuTimeRace
{
    private static final int OPERATIONS_PER_ROUND = 200_000;
    private static final int ROUNDS = 30;
    /** Rounds left out of the figures while the JIT compiles. */
    private static final int WARM_UP_ROUNDS = 10;

    private CpuTimeRace()
    {
    }

    /**
     * Prints the median CPU time per operation of each and their ratio.
     *
     * @param sbetool   does sbetool's operation the given number of times.
     * @param reference does the reference's operation the given number of times.
     */
    static void run(final String label, final IntConsumer sbetool, final IntConsumer reference)
    {
        final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        final double[] ours = new double[ROUNDS - WARM_UP_ROUNDS];
        final double[] theirs = new double[ROUNDS - WARM_UP_ROUNDS];
        for (int round = 0; round < ROUNDS; round++)
        {
            final long start = threads.getCurrentThreadCpuTime();
            sbetool.accept(OPERATIONS_PER_ROUND);
            final long middle = threads.getCurrentThreadCpuTime();
            reference.accept(OPERATIONS_PER_ROUND);
            final long end = threads.getCurrentThreadCpuTime();
            if (round >= WARM_UP_ROUNDS)
            {
                ours[round - WARM_UP_ROUNDS] = (middle - start) / (double)OPERATIONS_PER_ROUND;
                theirs[round - WARM_UP_ROUNDS] = (end - middle) / (double)OPERATIONS_PER_ROUND;
            }
        }
        final double ourMedian = median(ours);
        final double theirMedian = median(theirs);
        System.out.printf("%s: sbetool %.1f ns, reference %.1f ns of CPU time per operation (medians of %d rounds): %.2fx%n",
            label, ourMedian, theirMedian, ours.length, theirMedian / ourMedian);
    }

    private static double median(final double[] values)
    {
        final double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
