package io.sbetool.compiler.generation.java;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * Runs independent jobs on the calling thread and the common pool's threads, the largest first, each thread
 * taking the next job when it is done with one. A parallel stream splits the list into a few runs of
 * neighbouring jobs, and a schema's big messages sit together: one thread was left generating them while the
 * other had finished. Largest first, the last jobs are the small ones, and the threads finish together.
 */
final class LargestFirst
{
    private LargestFirst()
    {
    }

    /**
     * @param weight how much work a job is, roughly.
     * @return each job's result, in the order of {@code jobs}.
     */
    static <J, R> List<R> map(final List<J> jobs, final ToIntFunction<J> weight, final Function<J, R> work)
    {
        final Integer[] order = new Integer[jobs.size()];
        for (int i = 0; i < order.length; i++)
        {
            order[i] = i;
        }
        final int[] weights = jobs.stream().mapToInt(weight).toArray();
        // Heaviest first, then in job order; written out rather than Comparator.comparingInt().thenComparingInt(),
        // whose lambdas inside the JDK are spun at run time, outside the class-data archive.
        Arrays.sort(order, (a, b) ->
            weights[a] != weights[b] ? Integer.compare(weights[b], weights[a]) : Integer.compare(a, b));
        final Object[] results = new Object[order.length];
        final AtomicInteger next = new AtomicInteger();
        final AtomicReference<Throwable> failure = new AtomicReference<>();
        final Runnable worker = () ->
        {
            try
            {
                for (int k = next.getAndIncrement(); k < order.length; k = next.getAndIncrement())
                {
                    results[order[k]] = work.apply(jobs.get(order[k]));
                }
            }
            catch (final RuntimeException | Error ex)
            {
                failure.compareAndSet(null, ex);
                next.set(order.length); // the other threads take no more jobs
            }
        };
        final int helpers = Math.min(ForkJoinPool.getCommonPoolParallelism(), order.length - 1);
        final List<ForkJoinTask<?>> helping = new ArrayList<>();
        for (int i = 0; i < helpers; i++)
        {
            helping.add(ForkJoinPool.commonPool().submit(worker));
        }
        worker.run();
        helping.forEach(ForkJoinTask::join);
        // The job's own exception, from whichever thread: a joined task would rethrow a copy wrapping it.
        final Throwable failed = failure.get();
        if (failed instanceof RuntimeException runtime)
        {
            throw runtime;
        }
        if (failed != null)
        {
            throw (Error)failed;
        }
        final List<R> ordered = new ArrayList<>(results.length);
        for (final Object result : results)
        {
            @SuppressWarnings("unchecked")
            final R r = (R)result;
            ordered.add(r);
        }
        return ordered;
    }
}
