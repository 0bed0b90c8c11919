package io.sbetool.otf;

import io.sbetool.ir.Token;

/**
 * One compiled step of a message plan: a field, composite member, group or var-data element, with its
 * name pre-encoded as a JSON key and a text key so printers write names without building strings.
 */
public abstract class Node
{
    private final String name;
    private final Token token;
    private final int sinceVersion;
    private final byte[][] keys;
    private final byte[][] separatedKeys;

    Node(final String name, final Token token, final int sinceVersion)
    {
        this.name = name;
        this.token = token;
        this.sinceVersion = sinceVersion;
        this.keys = Syntax.keys(name);
        this.separatedKeys = Syntax.separatedKeys(name);
    }

    public final String name()
    {
        return name;
    }

    /**
     * @return the token this node was compiled from: the BEGIN_FIELD of a field, the type token of a
     * composite member, the BEGIN_GROUP or BEGIN_VAR_DATA.
     */
    public final Token token()
    {
        return token;
    }

    /**
     * @return the version the element was added in; it is absent from messages of an older acting version.
     */
    public final int sinceVersion()
    {
        return sinceVersion;
    }

    /**
     * @return {@code "name":} in UTF-8.
     */
    public final byte[] jsonKey()
    {
        return keys[Syntax.JSON.ordinal()];
    }

    /**
     * @return {@code name=} in UTF-8.
     */
    public final byte[] textKey()
    {
        return keys[Syntax.TEXT.ordinal()];
    }

    /**
     * @param syntax a {@link Syntax} ordinal.
     */
    final byte[] key(final int syntax)
    {
        return keys[syntax];
    }

    /**
     * @param syntax a {@link Syntax} ordinal.
     * @return the syntax's separator followed by the key, for a field that follows another.
     */
    final byte[] separatedKey(final int syntax)
    {
        return separatedKeys[syntax];
    }

    @Override
    public String toString()
    {
        return getClass().getSimpleName() + "('" + name + "')";
    }
}
