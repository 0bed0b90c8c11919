package io.sbetool.capture;

import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.OtfDecodeException;
import org.agrona.DirectBuffer;

/**
 * Splits a run of bytes (a packet payload, a file window, reassembled TCP data) into messages by a
 * {@link Framing}. For raw framing the decoder measures each message. A frame that runs past the end
 * is either an error or, for streams that may continue (TCP, file windows), left unconsumed.
 */
public final class FrameSplitter
{
    /**
     * Finds where a message of a raw stream ends, as {@link MessageDecoder#frameLength} does.
     */
    @FunctionalInterface
    public interface RawMeasure
    {
        /**
         * @return bytes from offset to the next message.
         * @throws OtfDecodeException when the message does not fit or cannot be read.
         */
        int frameLength(DirectBuffer buffer, int offset, int length);
    }

    /**
     * Whether a message could start at an offset, judged by its header; see
     * {@link MessageDecoder#isPlausibleHeader}.
     */
    @FunctionalInterface
    public interface HeaderCheck
    {
        boolean isPlausibleHeader(DirectBuffer buffer, int offset, int length);
    }

    private final Framing framing;
    private final RawMeasure measure;
    private final HeaderCheck headers;

    public FrameSplitter(final Framing framing, final MessageDecoder decoder)
    {
        this(framing, decoder::frameLength, decoder::isPlausibleHeader);
    }

    /**
     * @param measure measures messages for raw framing.
     * @param headers recognises message headers, to resynchronise after lost bytes.
     */
    public FrameSplitter(final Framing framing, final RawMeasure measure, final HeaderCheck headers)
    {
        this.framing = framing;
        this.measure = measure;
        this.headers = headers;
    }

    /**
     * Finds the first offset in {@code [offset, offset + length)} where a frame plausibly starts: the
     * framing's prefix could be one, and a message header the schemas know follows it. Used after a
     * gap, when the bytes may start in the middle of a message.
     *
     * @return the offset from {@code offset}, or -1 when there is none.
     */
    public int findFrame(final DirectBuffer buffer, final int offset, final int length)
    {
        for (int position = 0; position < length; position++)
        {
            final int index = offset + position;
            final int available = length - position;
            if (!framing.mayStartFrame(buffer, index, available))
            {
                continue;
            }
            final int prefix = framing.isRaw() ? 0 : framing.prefixLength(buffer, index, available);
            final long frameLength = framing.isRaw() ? available : framing.frameLength(buffer, index, available);
            if (frameLength > prefix && frameLength <= Integer.MAX_VALUE &&
                headers.isPlausibleHeader(buffer, index + prefix, (int)frameLength - prefix))
            {
                return position;
            }
        }
        return -1;
    }

    /**
     * @return the whole length, prefix included, of the incomplete frame that starts at offset when
     * its prefix says so, or -1 when it cannot tell yet (raw framing, or too few bytes for the prefix).
     */
    public long knownFrameLength(final DirectBuffer buffer, final int offset, final int length)
    {
        if (framing.isRaw() || length < framing.minPrefixLength())
        {
            return -1;
        }
        return framing.frameLength(buffer, offset, length);
    }

    public Framing framing()
    {
        return framing;
    }

    /**
     * Calls the handler for each complete message in {@code [offset, offset + length)}.
     *
     * @param fileOffset   the file offset of the byte at {@code offset}.
     * @param mayContinue  the bytes may continue later: stop at an incomplete last frame instead of failing.
     * @return bytes consumed: all of them, or up to the start of an incomplete last frame.
     * @throws CaptureException when a frame's length is impossible, or a frame is incomplete and the
     *                          bytes cannot continue; the handler has seen the frames before it.
     */
    public int split(
        final DirectBuffer buffer,
        final int offset,
        final int length,
        final long fileOffset,
        final FrameHandler handler,
        final boolean mayContinue)
    {
        int position = 0;
        while (position < length)
        {
            final int frameStart = offset + position;
            final int available = length - position;
            final long frameLength = measure(buffer, frameStart, available, fileOffset + position, mayContinue);
            if (frameLength < 0)
            {
                return position;
            }
            final int prefix = framing.isRaw() ? 0 : framing.prefixLength(buffer, frameStart, available);
            handler.onFrame(buffer, frameStart + prefix, (int)frameLength - prefix, fileOffset + position + prefix);
            position += (int)frameLength;
        }
        return position;
    }

    /**
     * @return the frame's total length, or -1 when it is incomplete and more bytes may come.
     */
    private long measure(
        final DirectBuffer buffer, final int index, final int available, final long fileOffset, final boolean mayContinue)
    {
        if (framing.isRaw())
        {
            return measureRaw(buffer, index, available, fileOffset, mayContinue);
        }
        if (available < framing.minPrefixLength())
        {
            return incomplete(framing.minPrefixLength(), available, fileOffset, mayContinue);
        }
        final long frameLength = framing.frameLength(buffer, index, available);
        if (frameLength < 0)
        {
            return incomplete(6, available, fileOffset, mayContinue);
        }
        final int prefix = framing.prefixLength(buffer, index, available);
        if (frameLength < prefix)
        {
            throw new CaptureException(framing + " frame length " + frameLength +
                " is shorter than its " + prefix + "-byte prefix", fileOffset);
        }
        if (frameLength > available)
        {
            return incomplete(frameLength, available, fileOffset, mayContinue);
        }
        return frameLength;
    }

    private long measureRaw(
        final DirectBuffer buffer, final int index, final int available, final long fileOffset, final boolean mayContinue)
    {
        try
        {
            return measure.frameLength(buffer, index, available);
        }
        catch (final OtfDecodeException ex)
        {
            if (ex.isTruncation() && mayContinue)
            {
                return -1;
            }
            throw new CaptureException("cannot find the end of a raw message: " + ex.getMessage(),
                fileOffset + (ex.bufferIndex() - index));
        }
    }

    private static long incomplete(
        final long needed, final int available, final long fileOffset, final boolean mayContinue)
    {
        if (mayContinue)
        {
            return -1;
        }
        throw new CaptureException("frame needs " + needed + " bytes but only " + available + " remain", fileOffset);
    }
}
