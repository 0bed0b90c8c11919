package io.sbetool.capture;

/**
 * The free line arrays of {@link ParallelPcapDecoding}: a worker takes one before it claims a chunk,
 * and the {@link ChunkSequencer} gives it back once the chunk is written. A plain monitor rather than
 * an ArrayBlockingQueue: a thread blocking in the queue's take waits through the fork/join pool's
 * managed blocking, which loaded about a dozen classes outside the class-data archive and had their
 * code compiled in the middle of a decode; a thread waiting here uses only what every run loads.
 *
 * <p>The arrays go round, so steady state allocates none (fresh 10 MB arrays cost page faults and
 * zeroing each time). At most as many chunks hold an array (in flight or being written) as the pool
 * has, so a worker finishing a chunk always finds one for its sink to go on in.
 */
final class LinePool
{
    private final byte[][] free;
    private int count;

    /**
     * @param arrays how many arrays the pool starts with, each of the given length; it never holds more.
     */
    LinePool(final int arrays, final int length)
    {
        free = new byte[arrays][];
        for (int i = 0; i < arrays; i++)
        {
            free[i] = new byte[length];
        }
        count = arrays;
    }

    /**
     * @return a free array, waiting for one when none is.
     * @throws InterruptedException when interrupted while waiting (another worker failed).
     */
    synchronized byte[] take() throws InterruptedException
    {
        while (count == 0)
        {
            wait();
        }
        final byte[] array = free[--count];
        free[count] = null;
        return array;
    }

    /**
     * Gives back an array taken, waking a worker waiting for one.
     */
    synchronized void give(final byte[] array)
    {
        free[count++] = array;
        notify();
    }

    /**
     * @return how many arrays are free.
     */
    synchronized int size()
    {
        return count;
    }
}
