package io.sbetool.otf;

import io.sbetool.ir.Presence;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;
import io.sbetool.ir.TokenLookup;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a message's token list into a {@link MessagePlan}, once, so that decoding never interprets
 * tokens: every field becomes a node with its offset, reader and null value resolved.
 */
final class PlanCompiler
{
    private final ByteOrder order;

    PlanCompiler(final ByteOrder order)
    {
        this.order = order;
    }

    MessagePlan compile(final List<Token> tokens)
    {
        final Token message = tokens.get(0);
        if (message.signal() != Signal.BEGIN_MESSAGE)
        {
            throw new IllegalArgumentException("not a message: " + message);
        }
        return new MessagePlan(message, body(tokens, 1, tokens.size() - 1));
    }

    private Body body(final List<Token> tokens, final int from, final int to)
    {
        final List<FixedNode> fields = new ArrayList<>();
        final List<GroupNode> groups = new ArrayList<>();
        final List<VarDataNode> varData = new ArrayList<>();
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
        return new Body(fields.toArray(Body.NO_FIELDS), groups.toArray(new GroupNode[0]),
            varData.toArray(new VarDataNode[0]));
    }

    private FixedNode field(final List<Token> tokens, final int index)
    {
        final Token field = tokens.get(index);
        final Token type = tokens.get(index + 1);
        final boolean optional = field.encoding().presence() == Presence.OPTIONAL;
        final String constantName = TokenLookup.constantEnumName(field);
        return type(tokens, index + 1, field.name(), field, field.version(), field.offset(), optional, constantName);
    }

    /**
     * Compiles the type starting at {@code index}: a primitive, enum, set or composite.
     */
    private FixedNode type(
        final List<Token> tokens,
        final int index,
        final String name,
        final Token owner,
        final int sinceVersion,
        final int offset,
        final boolean optional,
        final String constantEnumName)
    {
        final Token type = tokens.get(index);
        final int end = index + type.componentTokenCount() - 1;
        switch (type.signal())
        {
            case ENCODING:
                return new ScalarNode(name, owner, type, sinceVersion, offset,
                    optional || type.isOptionalEncoding(), order);
            case BEGIN_ENUM:
                return new EnumNode(name, owner, type, tokens.subList(index + 1, end), sinceVersion, offset,
                    constantEnumName, order);
            case BEGIN_SET:
                return new SetNode(name, owner, type, tokens.subList(index + 1, end), sinceVersion, offset, order);
            case BEGIN_COMPOSITE:
                return new CompositeNode(name, owner, type, members(tokens, index + 1, end), sinceVersion, offset);
            default:
                throw new IllegalArgumentException("unexpected token in a field: " + type);
        }
    }

    private FixedNode[] members(final List<Token> tokens, final int from, final int to)
    {
        final List<FixedNode> members = new ArrayList<>();
        int i = from;
        while (i < to)
        {
            final Token member = tokens.get(i);
            members.add(type(tokens, i, member.name(), member, member.version(), member.offset(), false, null));
            i += Math.max(1, member.componentTokenCount());
        }
        return members.toArray(Body.NO_FIELDS);
    }

    private GroupNode group(final List<Token> tokens, final int index)
    {
        final Token group = tokens.get(index);
        final Token dimension = tokens.get(index + 1);
        final int dimensionEnd = index + 1 + dimension.componentTokenCount();
        final Token blockLength = TokenLookup.member(tokens, index + 1, dimensionEnd, "blockLength", group);
        final Token numInGroup = TokenLookup.member(tokens, index + 1, dimensionEnd, "numInGroup", group);
        final GroupNode node = new GroupNode(group, blockLength, numInGroup, dimension.encodedLength(), order);
        node.body(body(tokens, dimensionEnd, index + group.componentTokenCount() - 1));
        return node;
    }

    private VarDataNode varData(final List<Token> tokens, final int index)
    {
        final Token data = tokens.get(index);
        final int compositeEnd = index + 1 + tokens.get(index + 1).componentTokenCount();
        final Token length = TokenLookup.member(tokens, index + 1, compositeEnd, "length", data);
        final Token varData = TokenLookup.member(tokens, index + 1, compositeEnd, "varData", data);
        return new VarDataNode(data, length, varData, order);
    }
}
