package io.sbetool.encode;

/**
 * A line of NDJSON is not one valid JSON object. {@link #column()} is the 1-based byte position in
 * the line where the problem was found.
 */
public final class JsonSyntaxException extends RuntimeException
{
    private static final long serialVersionUID = 1L;

    private final int column;

    JsonSyntaxException(final int column, final String message)
    {
        super(message, null, false, false);
        this.column = column;
    }

    public int column()
    {
        return column;
    }
}
