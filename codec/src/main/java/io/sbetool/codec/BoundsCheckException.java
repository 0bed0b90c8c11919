package io.sbetool.codec;

/**
 * Thrown by generated codecs when a bounds check fails; the message names the field or group.
 *
 * @see BoundsChecks
 */
public final class BoundsCheckException extends IndexOutOfBoundsException
{
    private static final long serialVersionUID = 1L;

    public BoundsCheckException(final String message)
    {
        super(message);
    }
}
