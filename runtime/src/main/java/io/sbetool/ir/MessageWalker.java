package io.sbetool.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * Walks a message's token list once, in the nesting the IR gives it (fields, groups with their own
 * bodies, var data; enums, sets and composites inside fields), and has {@link Parts} build a node for
 * each. The encoder's writers and the on-the-fly decoder's nodes are both built this way, so the two
 * cannot come to read the token list differently.
 *
 * @param <F> a fixed-size field or composite member.
 * @param <G> a repeating group.
 * @param <V> a var-data field.
 * @param <B> the body of a message or group element.
 */
public final class MessageWalker<F, G, V, B>
{
    /**
     * What a fixed-size type is found at: the field or composite member that holds it.
     *
     * @param owner            the BEGIN_FIELD token, or the composite member's own token: its name,
     *                         version and offset are the node's.
     * @param optional         the field's presence, or the type's encoding, is optional.
     * @param constantEnumName for a constant enum field, the value it refers to; else null.
     */
    public record Site(Token owner, boolean optional, String constantEnumName)
    {
    }

    /**
     * Builds the nodes of one kind of plan. Token sublists are views of the message's token list.
     */
    public interface Parts<F, G, V, B>
    {
        F scalar(Site site, Token encoding);

        /**
         * @param validValues the enum's VALID_VALUE tokens.
         */
        F enumeration(Site site, Token begin, List<Token> validValues);

        /**
         * @param choices the set's CHOICE tokens.
         */
        F set(Site site, Token begin, List<Token> choices);

        F composite(Site site, Token begin, List<F> members);

        /**
         * @param dimension   the BEGIN_COMPOSITE token of the group's dimension.
         * @param blockLength its blockLength member.
         * @param numInGroup  its numInGroup member.
         */
        G group(Token group, Token dimension, Token blockLength, Token numInGroup, B body);

        V varData(Token data, Token length, Token varData);

        /**
         * @param owner the BEGIN_MESSAGE or BEGIN_GROUP token whose block this is.
         */
        B body(Token owner, List<F> fields, List<G> groups, List<V> varData);
    }

    private final Parts<F, G, V, B> parts;

    public MessageWalker(final Parts<F, G, V, B> parts)
    {
        this.parts = parts;
    }

    /**
     * @param tokens a message's tokens, BEGIN_MESSAGE to END_MESSAGE.
     * @return the message's body.
     * @throws IllegalArgumentException when the tokens are not a message, or a dimension or var-data
     *                                  composite lacks a member.
     */
    public B message(final List<Token> tokens)
    {
        final Token message = tokens.get(0);
        if (message.signal() != Signal.BEGIN_MESSAGE)
        {
            throw new IllegalArgumentException("not a message: " + message);
        }
        return body(tokens, message, 1, tokens.size() - 1);
    }

    private B body(final List<Token> tokens, final Token owner, final int from, final int to)
    {
        final List<F> fields = new ArrayList<>();
        final List<G> groups = new ArrayList<>();
        final List<V> varData = new ArrayList<>();
        int i = from;
        while (i < to)
        {
            final Token token = tokens.get(i);
            switch (token.signal())
            {
                case BEGIN_FIELD:
                    fields.add(field(tokens, i));
                    break;
                case BEGIN_GROUP:
                    groups.add(group(tokens, i));
                    break;
                case BEGIN_VAR_DATA:
                    varData.add(varData(tokens, i));
                    break;
                default:
                    break;
            }
            i += Math.max(1, token.componentTokenCount());
        }
        return parts.body(owner, fields, groups, varData);
    }

    private F field(final List<Token> tokens, final int index)
    {
        final Token field = tokens.get(index);
        final boolean optional = field.encoding().presence() == Presence.OPTIONAL;
        return type(tokens, index + 1, field, optional, TokenLookup.constantEnumName(field));
    }

    /**
     * The type starting at {@code index}: a primitive, enum, set or composite.
     */
    private F type(final List<Token> tokens, final int index, final Token owner, final boolean optional,
        final String constantEnumName)
    {
        final Token type = tokens.get(index);
        final int end = index + type.componentTokenCount() - 1;
        final Site site = new Site(owner, optional || type.isOptionalEncoding(), constantEnumName);
        switch (type.signal())
        {
            case ENCODING:
                return parts.scalar(site, type);
            case BEGIN_ENUM:
                return parts.enumeration(site, type, tokens.subList(index + 1, end));
            case BEGIN_SET:
                return parts.set(site, type, tokens.subList(index + 1, end));
            case BEGIN_COMPOSITE:
                return parts.composite(site, type, members(tokens, index + 1, end));
            default:
                throw new IllegalArgumentException("unexpected token in a field: " + type);
        }
    }

    private List<F> members(final List<Token> tokens, final int from, final int to)
    {
        final List<F> members = new ArrayList<>();
        int i = from;
        while (i < to)
        {
            final Token member = tokens.get(i);
            members.add(type(tokens, i, member, false, null));
            i += Math.max(1, member.componentTokenCount());
        }
        return members;
    }

    private G group(final List<Token> tokens, final int index)
    {
        final Token group = tokens.get(index);
        final Token dimension = tokens.get(index + 1);
        final int dimensionEnd = index + 1 + dimension.componentTokenCount();
        final Token blockLength = TokenLookup.member(tokens, index + 1, dimensionEnd, "blockLength", group);
        final Token numInGroup = TokenLookup.member(tokens, index + 1, dimensionEnd, "numInGroup", group);
        final B body = body(tokens, group, dimensionEnd, index + group.componentTokenCount() - 1);
        return parts.group(group, dimension, blockLength, numInGroup, body);
    }

    private V varData(final List<Token> tokens, final int index)
    {
        final Token data = tokens.get(index);
        final int compositeEnd = index + 1 + tokens.get(index + 1).componentTokenCount();
        final Token length = TokenLookup.member(tokens, index + 1, compositeEnd, "length", data);
        final Token varData = TokenLookup.member(tokens, index + 1, compositeEnd, "varData", data);
        return parts.varData(data, length, varData);
    }
}
