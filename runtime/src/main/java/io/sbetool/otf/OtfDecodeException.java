package io.sbetool.otf;

/**
 * A message could not be decoded: it is truncated, or a length or count on the wire is impossible.
 * Carries the buffer index where the problem was found so callers can map it to a file offset.
 */
public class OtfDecodeException extends RuntimeException
{
    private static final long serialVersionUID = 1L;

    private final int bufferIndex;
    private final boolean truncation;

    public OtfDecodeException(final String message, final int bufferIndex)
    {
        this(message, bufferIndex, false);
    }

    /**
     * @param truncation the message ran past the end of the bytes given: more bytes could complete it.
     */
    public OtfDecodeException(final String message, final int bufferIndex, final boolean truncation)
    {
        super(message);
        this.bufferIndex = bufferIndex;
        this.truncation = truncation;
    }

    /**
     * @return true when the bytes ended before the message did (a stream reader may wait for more),
     * false when the bytes are wrong.
     */
    public boolean isTruncation()
    {
        return truncation;
    }

    /**
     * @return the index in the decoded buffer at which the problem was found.
     */
    public int bufferIndex()
    {
        return bufferIndex;
    }
}
