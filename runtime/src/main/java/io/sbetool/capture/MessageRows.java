package io.sbetool.capture;

import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.MessagePlan;
import org.agrona.DirectBuffer;

/**
 * Where a session hands each message when its output is rows rather than lines (a Parquet dataset): the
 * consumer decodes the message itself, with its own listener. The session has already checked that the
 * message decodes whole and fills its frame, so a consumer never sees a message it would have to take back,
 * and it has passed the template filter.
 *
 * <p>A consumer that takes rows in any order ({@link #forWorker}) lets a libpcap file of UDP datagrams be
 * decoded on several threads, each handing its chunks' messages to a consumer of its own.
 */
@FunctionalInterface
public interface MessageRows
{
    /**
     * @param decoder    the decoder of the message's schema ({@link MessageDecoder#ir()} names it).
     * @param plan       the message's template.
     * @param file       the name of the input, as NDJSON's {@code "file"}.
     * @param fileOffset the offset of the message in the file, as NDJSON's {@code "offset"}.
     * @param packet     the packet the message came in, or null for a plain file; valid during the call.
     * @return the enum values in the message that its schema does not list, counted as for NDJSON (many of
     * them suggest the wrong schema).
     * @throws OutputFailedException when the output cannot be written.
     */
    int onMessage(MessageDecoder decoder, MessagePlan plan, DirectBuffer buffer, int offset, int length,
        String file, long fileOffset, PacketInfo packet);

    /**
     * @return whether rows may come from several threads to consumers of their own ({@link #forWorker}), in
     * no particular order; false (the default) when every message must come here, in input order, so that a
     * file is decoded on one thread.
     */
    default boolean inAnyOrder()
    {
        return false;
    }

    /**
     * @param workers the decoding threads the file is shared out among.
     * @return a consumer for one decoding thread, used by that thread alone, whose rows join this one's output
     * (each its own part files).
     * @throws UnsupportedOperationException unless {@link #inAnyOrder()}.
     */
    default MessageRows forWorker(final int workers)
    {
        throw new UnsupportedOperationException("rows in input order only");
    }

    /**
     * Called on a consumer that {@link #forWorker} gave, on the thread that shared the file out, once its
     * decoding thread is done with it: the next file's threads may have it again.
     */
    default void workerDone()
    {
    }
}
