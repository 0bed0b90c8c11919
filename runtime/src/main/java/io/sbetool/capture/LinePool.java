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
 * may make, so a worker finishing a chunk always finds one for its sink to go on in. An array is made
 * by the first worker that takes it, not by the thread that starts the run: the four 2 MiB arrays of
 * {@code --threads 2}, zeroed and page-faulted in, were made one after the other before any worker
 * started.
 */
final class LinePool
{
    private final byte[][] free;
    private final int length;
    private int count;
    /** Arrays made so far, at most {@code free.length}. */
    private int made;

    /**
     * @param arrays how many arrays the pool makes at most, each of the given length, as they are taken.
     */
    LinePool(final int arrays, final int length)
    {
        free = new byte[arrays][];
        this.length = length;
    }

    /**
     * @return a free array, or a new one while the pool has made fewer than it may, else waiting for
     * one to be given back.
     * @throws InterruptedException when interrupted while waiting (another worker failed).
     */
    byte[] take() throws InterruptedException
    {
        final byte[] array = takeFree();
        // made outside the lock, so the other workers can take and give meanwhile
        return array != null ? array : new byte[length];
    }

    /**
     * @return a free array, or null when the caller is to make one.
     */
    private synchronized byte[] takeFree() throws InterruptedException
    {
        while (count == 0)
        {
            if (made < free.length)
            {
                made++;
                return null;
            }
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
     * @return how many arrays are free (made and given back, not taken since).
     */
    synchronized int size()
    {
        return count;
    }
}
