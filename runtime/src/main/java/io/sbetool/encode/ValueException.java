package io.sbetool.encode;

/**
 * A value a {@link ValueSource} holds cannot be read as asked (not a number, out of the 64-bit range,
 * not valid text...). The encoder turns it into an {@link EncodeException} naming the field. No stack
 * trace is filled in: it is an expected outcome of bad input, not a bug.
 */
public final class ValueException extends RuntimeException
{
    private static final long serialVersionUID = 1L;

    public ValueException(final String message)
    {
        super(message, null, false, false);
    }
}
