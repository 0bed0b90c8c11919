package io.sbetool.capture;

import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.MessagePlan;
import org.agrona.DirectBuffer;

/**
 * Where a session hands each message when its output is rows rather than lines (a Parquet dataset): the
 * consumer decodes the message itself, with its own listener. The session has already checked that the
 * message decodes whole and fills its frame, so a consumer never sees a message it would have to take back,
 * and it has passed the template filter.
 */
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
}
