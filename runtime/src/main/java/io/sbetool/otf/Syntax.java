package io.sbetool.otf;

import java.nio.charset.StandardCharsets;

/**
 * The two ways the printers spell a message: JSON and the one-line text form. Nodes keep each name
 * pre-encoded once per syntax in an array indexed by {@link #ordinal()}, so a printer, holding its
 * ordinal in a final field, fetches its spelling with an array load: no branch and no virtual call per
 * field on the NDJSON path.
 */
enum Syntax
{
    JSON((byte)',', ":"),
    TEXT((byte)' ', "=");

    /**
     * Between a message's or composite's fields and between group elements. Array elements and set
     * choices take ',' in both syntaxes.
     */
    final byte separator;
    private final String keySuffix;

    Syntax(final byte separator, final String keySuffix)
    {
        this.separator = separator;
        this.keySuffix = keySuffix;
    }

    /**
     * @return a name as a value in this syntax: a JSON string, or as it is.
     */
    private String spell(final String name)
    {
        return this == JSON ? JsonText.quote(name) : name;
    }

    /**
     * @return {@code "name":} and {@code name=} in UTF-8, indexed by ordinal.
     */
    static byte[][] keys(final String name)
    {
        final Syntax[] all = values();
        final byte[][] keys = new byte[all.length][];
        for (final Syntax syntax : all)
        {
            keys[syntax.ordinal()] = utf8(syntax.spell(name) + syntax.keySuffix);
        }
        return keys;
    }

    /**
     * @return {@code ,"name":} and {@code  name=} (the separator then the key) in UTF-8, indexed by
     * ordinal: a field after another is one copy instead of a byte and a copy.
     */
    static byte[][] separatedKeys(final String name)
    {
        final Syntax[] all = values();
        final byte[][] keys = new byte[all.length][];
        for (final Syntax syntax : all)
        {
            keys[syntax.ordinal()] = utf8((char)syntax.separator + syntax.spell(name) + syntax.keySuffix);
        }
        return keys;
    }

    /**
     * @return the name as a value in UTF-8, indexed by ordinal.
     */
    static byte[][] names(final String name)
    {
        final Syntax[] all = values();
        final byte[][] spelled = new byte[all.length][];
        for (final Syntax syntax : all)
        {
            spelled[syntax.ordinal()] = utf8(syntax.spell(name));
        }
        return spelled;
    }

    /**
     * @return each name as a value in UTF-8, indexed by ordinal, then by the name's index.
     */
    static byte[][][] names(final String[] names)
    {
        final Syntax[] all = values();
        final byte[][][] spelled = new byte[all.length][names.length][];
        for (final Syntax syntax : all)
        {
            for (int i = 0; i < names.length; i++)
            {
                spelled[syntax.ordinal()][i] = utf8(syntax.spell(names[i]));
            }
        }
        return spelled;
    }

    /**
     * @return the two forms indexed by ordinal.
     */
    static byte[][] of(final byte[] json, final byte[] text)
    {
        final byte[][] forms = new byte[values().length][];
        forms[JSON.ordinal()] = json;
        forms[TEXT.ordinal()] = text;
        return forms;
    }

    private static byte[] utf8(final String text)
    {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
