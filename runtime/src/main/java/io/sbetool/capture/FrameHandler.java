package io.sbetool.capture;

import org.agrona.DirectBuffer;

/**
 * Receives each message found by a framing.
 */
@FunctionalInterface
public interface FrameHandler
{
    /**
     * @param buffer     holds the message; valid only during the call.
     * @param offset     where the message (its SBE header) starts in the buffer.
     * @param length     the message's length as the framing gives it.
     * @param fileOffset the byte offset of the message in the file.
     */
    void onFrame(DirectBuffer buffer, int offset, int length, long fileOffset);
}
