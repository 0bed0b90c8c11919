package io.sbetool.capture;

/**
 * Bytes of a file cannot be framed or parsed: a bad length prefix, a truncated pcap record, an
 * unsupported link type. Carries the byte offset in the file; the message says what is wrong and
 * leaves the offset to whoever reports it, so it is not printed twice.
 */
public class CaptureException extends RuntimeException
{
    private static final long serialVersionUID = 1L;

    private final long fileOffset;

    public CaptureException(final String message, final long fileOffset)
    {
        super(message);
        this.fileOffset = fileOffset;
    }

    public long fileOffset()
    {
        return fileOffset;
    }

    /**
     * @return whether this is a {@link TcpGapException}, asked rather than tested with instanceof: that
     * test loads the gap's class, which a run from the launcher's archive then read from the jar, opening
     * it (about 12 ms at the end of a capture cut short, pinned to one core).
     */
    public boolean isTcpGap()
    {
        return false;
    }
}
