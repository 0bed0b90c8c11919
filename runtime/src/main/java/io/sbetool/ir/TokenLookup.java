package io.sbetool.ir;

import java.util.List;

/**
 * Lookups in a message's token list that {@link MessageWalker} makes for the on-the-fly decoder and
 * the encoder, and the compiler's codec model makes for generated codecs: the members of a group's
 * dimension or a var-data composite, and the value a constant enum field refers to.
 */
public final class TokenLookup
{
    private TokenLookup()
    {
    }

    /**
     * @return the ENCODING token called {@code name} directly inside the composite {@code tokens[from, to)}
     * (BEGIN_COMPOSITE to END_COMPOSITE, or without its end): a member of the composite itself, not of a
     * composite nested in it. The codec model of the compiler finds a group's dimension members and a var-data
     * composite's {@code length} and {@code varData} with this too, so generated codecs and the on-the-fly
     * decoder read the same tokens.
     * @throws IllegalArgumentException when there is none, naming {@code owner}.
     */
    public static Token member(
        final List<Token> tokens, final int from, final int to, final String name, final Token owner)
    {
        final Token member = directEncoding(tokens, from, to, name);
        if (member == null)
        {
            throw new IllegalArgumentException("'" + owner.name() + "' has no '" + name + "' in its composite");
        }
        return member;
    }

    /**
     * @return as {@link #member}, or null when the composite has no such member.
     */
    public static Token directEncoding(final List<Token> tokens, final int from, final int to, final String name)
    {
        int depth = 0;
        for (int i = from; i < to; i++)
        {
            final Token token = tokens.get(i);
            final Signal signal = token.signal();
            if (signal == Signal.BEGIN_COMPOSITE)
            {
                depth++;
            }
            else if (signal == Signal.END_COMPOSITE)
            {
                depth--;
            }
            else if (depth == 1 && signal == Signal.ENCODING && token.name().equals(name))
            {
                return token;
            }
        }
        return null;
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
