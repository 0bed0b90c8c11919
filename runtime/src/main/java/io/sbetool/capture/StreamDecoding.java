package io.sbetool.capture;

/**
 * Frames a plain input (a file or stream of framed messages) chunk by chunk: each chunk is split as
 * far as its last complete frame, and the next chunk starts there. A frame larger than the chunk
 * gets a larger chunk.
 */
final class StreamDecoding
{
    private final CaptureInput input;
    private final int chunk;
    private final FrameSplitter splitter;
    private final int skip;
    private final MessageWriter writer;

    /**
     * @param chunk bytes framed at once; a mapped file's window, a stream's read-ahead.
     */
    StreamDecoding(final CaptureInput input, final int chunk, final FrameSplitter splitter, final int skip,
        final MessageWriter writer)
    {
        this.input = input;
        this.chunk = chunk;
        this.splitter = splitter;
        this.skip = skip;
        this.writer = writer;
    }

    void run()
    {
        try
        {
            frameAll();
        }
        catch (final CaptureException ex)
        {
            // nothing delimits the next frame after a bad one in a plain stream
            writer.error(ex);
        }
    }

    private void frameAll()
    {
        final long head = input.available(0, skip);
        if (head < skip)
        {
            writer.error(0, "input of " + head + " bytes is shorter than skip " + skip);
            return;
        }
        long position = skip;
        long want = chunk;
        while (true)
        {
            input.release(position);
            final int available = (int)input.available(position, want);
            if (available == 0)
            {
                return;
            }
            // fewer bytes than wanted means the input ends within them
            final boolean mayContinue = available == want;
            final int index = input.map(position, available);
            final int consumed = splitter.split(input.buffer(), index, available, position, writer, mayContinue);
            // a frame larger than what was framed: ask for more from it
            want = consumed == 0 ? Math.min(2 * want, Integer.MAX_VALUE - 16L - StreamInput.CHUNK) : chunk;
            position += consumed;
        }
    }
}
