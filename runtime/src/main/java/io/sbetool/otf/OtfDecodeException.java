package io.sbetool.otf;

/**
 * A message could not be decoded: it is truncated, or a length or count on the wire is impossible.
 * Carries the buffer index where the problem was found so callers can map it to a file offset.
 */
public class OtfDecodeException extends RuntimeException
{
    private static final long serialVersionUID = 1L;

    private final int bufferIndex;

    public OtfDecodeException(final String message, final int bufferIndex)
    {
        super(message);
        this.bufferIndex = bufferIndex;
    }

    /**
     * @return the index in the decoded buffer at which the problem was found.
     */
    public int bufferIndex()
    {
        return bufferIndex;
    }
}
