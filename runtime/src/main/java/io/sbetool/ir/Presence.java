package io.sbetool.ir;

/**
 * Field presence as the standard defines it: a required field always holds a value, an optional one
 * may hold its type's null value, and a constant is not on the wire at all.
 */
public enum Presence
{
    REQUIRED(0, "required"),
    OPTIONAL(1, "optional"),
    CONSTANT(2, "constant");

    /** Each presence at its IR-file code: the IR reader looks one up per token. */
    private static final Presence[] BY_CODE = new Presence[3];

    static
    {
        for (final Presence presence : values())
        {
            BY_CODE[presence.code] = presence;
        }
    }

    private final int code;
    private final String xmlName;

    Presence(final int code, final String xmlName)
    {
        this.code = code;
        this.xmlName = xmlName;
    }

    /**
     * @return the code in an IR file (the {@code PresenceCodec} enum of {@code sbe-ir.xml}).
     */
    public int code()
    {
        return code;
    }

    /**
     * @return the spelling used by the schema's {@code presence} attribute.
     */
    public String xmlName()
    {
        return xmlName;
    }

    public static Presence fromCode(final int code)
    {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /**
     * @param xmlName the value of a {@code presence} attribute.
     * @return the presence, or null when the spelling is not one the standard allows.
     */
    public static Presence fromXmlName(final String xmlName)
    {
        for (final Presence presence : values())
        {
            if (presence.xmlName.equals(xmlName))
            {
                return presence;
            }
        }
        return null;
    }
}
