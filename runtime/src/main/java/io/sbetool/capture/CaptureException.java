package io.sbetool.capture;

/**
 * Bytes of a file cannot be framed or parsed: a bad length prefix, a truncated pcap record, an
 * unsupported link type. Carries the byte offset in the file.
 */
public class CaptureException extends RuntimeException
{
    private static final long serialVersionUID = 1L;

    private final long fileOffset;

    public CaptureException(final String message, final long fileOffset)
    {
        super(message + " at file offset " + fileOffset);
        this.fileOffset = fileOffset;
    }

    public long fileOffset()
    {
        return fileOffset;
    }
}
