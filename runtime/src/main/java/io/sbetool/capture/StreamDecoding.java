package io.sbetool.capture;

/**
 * Frames a plain file window by window: each window is split as far as its last complete frame, and
 * the next window starts there. A frame larger than the window gets a larger window.
 */
final class StreamDecoding
{
    private final MappedFile file;
    private final FrameSplitter splitter;
    private final int skip;
    private final MessageWriter writer;

    StreamDecoding(final MappedFile file, final FrameSplitter splitter, final int skip, final MessageWriter writer)
    {
        this.file = file;
        this.splitter = splitter;
        this.skip = skip;
        this.writer = writer;
    }

    void run()
    {
        final long size = file.size();
        if (size < skip)
        {
            writer.error(0, "file of " + size + " bytes is shorter than skip " + skip);
            return;
        }
        long position = skip;
        long want = 1;
        while (position < size)
        {
            final long available = size - position;
            // keeps the current window while it holds the position; a remap maps a whole window
            final int index = file.map(position, (int)Math.min(available, want));
            final int inWindow = (int)Math.min(available, file.windowEnd() - position);
            final boolean mayContinue = inWindow < available;
            final int consumed;
            try
            {
                consumed = splitter.split(file.buffer(), index, inWindow, position, writer, mayContinue);
            }
            catch (final CaptureException ex)
            {
                // nothing delimits the next frame after a bad one in a plain stream
                writer.error(ex.fileOffset(), ex.getMessage());
                return;
            }
            if (consumed == 0)
            {
                // the frame at position does not fit what is mapped: map more from it
                want = Math.min(available, Math.min((long)inWindow * 2, Integer.MAX_VALUE - 8));
            }
            else
            {
                want = 1;
            }
            position += consumed;
        }
    }
}
