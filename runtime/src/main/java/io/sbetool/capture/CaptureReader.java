package io.sbetool.capture;

/**
 * A capture container's reader: finds each packet in the file and passes its transport payload on,
 * so that decoding does not depend on the container format.
 */
public interface CaptureReader
{
    /**
     * Reads every packet. A {@link CaptureException} ends the read where the container's own framing
     * is broken, as nothing after it can be found; exceptions from the listener propagate.
     */
    void read(PacketListener listener);

    /**
     * @return the packet being read (time, addresses, payload), valid during the listener's calls.
     */
    PacketInfo packet();

    /**
     * Ends what spans packets at the end of the read: fragmented datagrams still incomplete are
     * reported to the listener as lost ({@link PacketListener#onLost}).
     */
    default void finish(final PacketListener listener)
    {
    }
}
