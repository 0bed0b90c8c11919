package io.sbetool.ir;

import java.util.List;

/**
 * Lookups in a message's token list that {@link MessageWalker} makes for the on-the-fly decoder and
 * the encoder: the members of a group's dimension or a var-data composite, and the value a constant
 * enum field refers to.
 */
public final class TokenLookup
{
    private TokenLookup()
    {
    }

    /**
     * @return the ENCODING token called {@code name} among {@code tokens[from, to)}.
     * @throws IllegalArgumentException when there is none, naming {@code owner}.
     */
    public static Token member(
        final List<Token> tokens, final int from, final int to, final String name, final Token owner)
    {
        for (int i = from; i < to; i++)
        {
            final Token token = tokens.get(i);
            if (token.signal() == Signal.ENCODING && token.name().equals(name))
            {
                return token;
            }
        }
        throw new IllegalArgumentException("'" + owner.name() + "' has no '" + name + "' in its composite");
    }

    /**
     * @return for a constant enum field (valueRef "Enum.Value"), the value's name; else null.
     */
    public static String constantEnumName(final Token field)
    {
        final PrimitiveValue value = field.encoding().constValue();
        if (field.encoding().presence() != Presence.CONSTANT || value == null)
        {
            return null;
        }
        final String text = value.toString();
        return text.substring(text.lastIndexOf('.') + 1);
    }
}
