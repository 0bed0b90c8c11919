package io.sbetool.encode;

/**
 * A message cannot be encoded: an unknown template or field, a value of the wrong type or out of
 * range, a missing required field, a group or var data too long. {@link #field()} names where, as a
 * path such as {@code MdIncGrp[2].MdEntryPx.mantissa} (empty for the message as a whole).
 */
public final class EncodeException extends RuntimeException
{
    private static final long serialVersionUID = 1L;

    private final String field;
    private final String reason;
    private final int column;

    public EncodeException(final String field, final String reason)
    {
        this(field, reason, 0);
    }

    /**
     * @param column the 1-based byte column of the value at fault in its NDJSON line, or 0 when unknown.
     */
    public EncodeException(final String field, final String reason, final int column)
    {
        super(field.isEmpty() ? reason : "field '" + field + "': " + reason, null, false, false);
        this.field = field;
        this.reason = reason;
        this.column = column;
    }

    /**
     * @return the 1-based byte column of the value at fault in its line of NDJSON, or 0 when not known.
     */
    public int column()
    {
        return column;
    }

    /**
     * @return the path of the field at fault, empty when the message as a whole is.
     */
    public String field()
    {
        return field;
    }

    /**
     * @return what is wrong, without the field.
     */
    public String reason()
    {
        return reason;
    }
}
