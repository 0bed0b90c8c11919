package io.sbetool.capture;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The free line arrays of a parallel decode: made as they are first taken, never more than the bound;
 * a worker waits for one when none is free, is woken by the array given back, and stops waiting when
 * interrupted.
 */
class LinePoolTest
{
    @Test
    void arraysAreMadeWhenFirstTakenAndThenGoRound() throws Exception
    {
        final LinePool pool = new LinePool(3, 8);
        assertEquals(0, pool.size(), "nothing made before a take");
        final byte[] first = pool.take();
        final byte[] second = pool.take();
        assertNotSame(first, second);
        assertEquals(8, second.length);
        pool.give(first);
        assertEquals(1, pool.size());
        assertSame(first, pool.take(), "a free array is taken before another is made");
        final byte[] third = pool.take();
        assertNotSame(first, third);
        assertNotSame(second, third);
        assertEquals(0, pool.size());
    }

    @Test
    void aTakeWithNoArrayFreeWaitsForTheNextOneGivenBack() throws Exception
    {
        final LinePool pool = new LinePool(2, 16);
        final byte[] first = pool.take();
        final byte[] second = pool.take();
        assertEquals(16, first.length);
        assertEquals(0, pool.size());

        final AtomicReference<byte[]> taken = new AtomicReference<>();
        final Thread worker = new Thread(() ->
        {
            try
            {
                taken.set(pool.take());
            }
            catch (final InterruptedException ex)
            {
                throw new IllegalStateException(ex);
            }
        });
        worker.start();
        while (worker.getState() != Thread.State.WAITING)
        {
            Thread.onSpinWait();
        }
        pool.give(second);
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> worker.join());
        assertSame(second, taken.get());
        pool.give(first);
        assertEquals(1, pool.size());
    }

    @Test
    void aWaitingTakeEndsWhenInterrupted() throws Exception
    {
        final LinePool pool = new LinePool(1, 1);
        pool.take();
        final AtomicReference<Throwable> thrown = new AtomicReference<>();
        final Thread worker = new Thread(() ->
        {
            try
            {
                pool.take();
            }
            catch (final InterruptedException ex)
            {
                thrown.set(ex);
            }
        });
        worker.start();
        while (worker.getState() != Thread.State.WAITING)
        {
            Thread.onSpinWait();
        }
        worker.interrupt();
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> worker.join());
        assertTrue(thrown.get() instanceof InterruptedException);
    }
}
