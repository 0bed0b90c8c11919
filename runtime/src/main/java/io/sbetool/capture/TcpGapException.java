package io.sbetool.capture;

/**
 * Bytes of a TCP flow were never captured: counted apart from other errors, as they say more about
 * the capture than about the messages.
 */
public final class TcpGapException extends CaptureException
{
    private static final long serialVersionUID = 1L;

    public TcpGapException(final long bytes, final long fileOffset)
    {
        super("TCP gap of " + bytes + " bytes", fileOffset);
    }

    @Override
    public boolean isTcpGap()
    {
        return true;
    }
}
