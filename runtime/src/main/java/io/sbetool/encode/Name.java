package io.sbetool.encode;

import java.nio.charset.StandardCharsets;

/**
 * A field, member or template name as text and as UTF-8 bytes, so that sources reading JSON compare
 * keys as bytes without making a String per key.
 */
public final class Name
{
    private final String text;
    private final byte[] utf8;

    public Name(final String text)
    {
        this.text = text;
        this.utf8 = text.getBytes(StandardCharsets.UTF_8);
    }

    public String text()
    {
        return text;
    }

    /**
     * @return the name's UTF-8 bytes; not to be modified.
     */
    public byte[] utf8()
    {
        return utf8;
    }

    @Override
    public String toString()
    {
        return text;
    }
}
