package io.sbetool.capture;

/**
 * What a {@link DecodeSession} did: messages written; messages left out by the template filter;
 * skipped, the framed messages passed over because they could not be decoded; errors, every problem
 * reported (those skipped messages, and problems of the input itself: a frame length that cannot
 * be, a broken packet, a TCP gap); and whether it stopped at the first error.
 */
public final class DecodeResult
{
    private final long messages;
    private final long filtered;
    private final long skipped;
    private final long errors;
    private final boolean stopped;

    public DecodeResult(final long messages, final long filtered, final long skipped, final long errors,
        final boolean stopped)
    {
        this.messages = messages;
        this.filtered = filtered;
        this.skipped = skipped;
        this.errors = errors;
        this.stopped = stopped;
    }

    public long messages()
    {
        return messages;
    }

    public long filtered()
    {
        return filtered;
    }

    public long skipped()
    {
        return skipped;
    }

    public long errors()
    {
        return errors;
    }

    /**
     * @return true when decoding stopped at the first error (on-error stop).
     */
    public boolean stopped()
    {
        return stopped;
    }

    @Override
    public String toString()
    {
        return "messages=" + messages + " filtered=" + filtered + " skipped=" + skipped + " errors=" + errors +
            (stopped ? " (stopped at the first error)" : "");
    }
}
