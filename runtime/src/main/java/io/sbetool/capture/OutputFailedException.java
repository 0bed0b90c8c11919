package io.sbetool.capture;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The decoded output could not be written. A closed pipe (the reader of {@code | head} went away)
 * is told apart from other failures so that a command line tool can stop quietly then.
 */
public final class OutputFailedException extends UncheckedIOException
{
    private static final long serialVersionUID = 1L;

    public OutputFailedException(final IOException cause)
    {
        super(cause.getMessage(), cause);
    }

    /**
     * @return whether the reader closed its end of a pipe (EPIPE): nobody wants more output.
     */
    public boolean isBrokenPipe()
    {
        final String message = getCause().getMessage();
        return message != null && (message.contains("Broken pipe") || message.contains("Stream closed"));
    }
}
