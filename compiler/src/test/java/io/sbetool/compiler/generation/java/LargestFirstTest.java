package io.sbetool.compiler.generation.java;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LargestFirstTest
{
    @Test
    void resultsKeepTheJobsOrderWhateverOrderTheyRanIn()
    {
        final List<Integer> jobs = IntStream.range(0, 500).map(i -> (i * 7919) % 500).boxed().collect(Collectors.toList());

        final List<String> results = LargestFirst.map(jobs, job -> job % 37, job -> "job " + job);

        assertEquals(jobs.stream().map(job -> "job " + job).collect(Collectors.toList()), results);
    }

    @Test
    void aFailingJobFailsTheWhole()
    {
        final List<Integer> jobs = IntStream.range(0, 100).boxed().collect(Collectors.toList());

        final IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> LargestFirst.map(jobs, job -> job,
            job ->
            {
                if (job == 42)
                {
                    throw new IllegalStateException("job 42 failed");
                }
                return job;
            }));
        assertEquals("job 42 failed", thrown.getMessage());
    }

    @Test
    void aJobFailingOnAnotherThreadFailsTheWholeWithItsOwnException()
    {
        final Thread caller = Thread.currentThread();
        final List<Integer> jobs = IntStream.range(0, 200).boxed().collect(Collectors.toList());

        final IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> LargestFirst.map(jobs, job -> 1,
            job ->
            {
                sleepAMillisecond();
                if (Thread.currentThread() != caller)
                {
                    throw new IllegalStateException("job " + job + " failed on a helper");
                }
                return job;
            }));
        assertTrue(thrown.getMessage().matches("job [0-9]+ failed on a helper"), thrown::toString);
        assertNull(thrown.getCause(), "not a copy wrapping it");
    }

    private static void sleepAMillisecond()
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
    void noJobsNoResults()
    {
        assertEquals(List.of(), LargestFirst.map(List.<Integer>of(), job -> job, job -> job));
    }
}
