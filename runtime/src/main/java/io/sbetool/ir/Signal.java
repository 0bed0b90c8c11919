package io.sbetool.ir;

/**
 * What a {@link Token} marks in the flattened IR. Begin and end signals bracket the tokens of a
 * message, field, group, composite, enum, set or var-data element; ENCODING, VALID_VALUE and CHOICE
 * are leaves.
 *
 * <p>The ordinals of the constants are not the wire codes of the IR file; see {@link #code()}.
 */
public enum Signal
{
    BEGIN_MESSAGE(1),
    END_MESSAGE(2),
    BEGIN_COMPOSITE(3),
    END_COMPOSITE(4),
    BEGIN_FIELD(5),
    END_FIELD(6),
    BEGIN_GROUP(7),
    END_GROUP(8),
    BEGIN_ENUM(9),
    VALID_VALUE(10),
    END_ENUM(11),
    BEGIN_SET(12),
    CHOICE(13),
    END_SET(14),
    BEGIN_VAR_DATA(15),
    END_VAR_DATA(16),
    ENCODING(17);

    private static final Signal[] BY_CODE = new Signal[18];

    static
    {
        for (final Signal signal : values())
        {
            BY_CODE[signal.code] = signal;
        }
    }

    private final int code;

    Signal(final int code)
    {
        this.code = code;
    }

    /**
     * @return the code this signal has in an IR file (the {@code SignalCodec} enum of {@code sbe-ir.xml}).
     */
    public int code()
    {
        return code;
    }

    /**
     * @param code as read from an IR file.
     * @return the signal, or null when the code is unknown.
     */
    public static Signal fromCode(final int code)
    {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /**
     * @return the signal that closes an element opened by this one, or this signal for leaves.
     */
    public Signal end()
    {
        switch (this)
        {
            case BEGIN_MESSAGE: return END_MESSAGE;
            case BEGIN_COMPOSITE: return END_COMPOSITE;
            case BEGIN_FIELD: return END_FIELD;
            case BEGIN_GROUP: return END_GROUP;
            case BEGIN_ENUM: return END_ENUM;
            case BEGIN_SET: return END_SET;
            case BEGIN_VAR_DATA: return END_VAR_DATA;
            default: return this;
        }
    }
}
