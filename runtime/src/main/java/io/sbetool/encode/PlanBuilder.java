package io.sbetool.encode;

import io.sbetool.ir.Ir;
import io.sbetool.ir.Presence;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;
import io.sbetool.ir.TokenLookup;

import java.util.ArrayList;
import java.util.List;

/**
 * Compiles each message's tokens into a {@link MessageLayout} once, so that encoding never interprets
 * tokens: every field becomes a writer with its offset, type, range and null value resolved.
 */
final class PlanBuilder
{
    private final int schemaVersion;

    PlanBuilder(final Ir ir)
    {
        schemaVersion = ir.version();
    }

    MessageLayout message(final List<Token> tokens)
    {
        final Token message = tokens.get(0);
        if (message.signal() != Signal.BEGIN_MESSAGE)
        {
            throw new IllegalArgumentException("not a message: " + message);
        }
        return new MessageLayout(message.name(), message.id(),
            body(tokens, 1, tokens.size() - 1, message.encodedLength()));
    }

    private Block body(final List<Token> tokens, final int from, final int to, final int blockLength)
    {
        final List<FieldWriter> fields = new ArrayList<>();
        final List<GroupWriter> groups = new ArrayList<>();
        final List<VarDataWriter> varData = new ArrayList<>();
        int i = from;
        while (i < to)
        {
            final Token token = tokens.get(i);
            if (token.signal() == Signal.BEGIN_FIELD)
            {
                fields.add(field(tokens, i));
            }
            else if (token.signal() == Signal.BEGIN_GROUP)
            {
                groups.add(group(tokens, i));
            }
            else if (token.signal() == Signal.BEGIN_VAR_DATA)
            {
                varData.add(varData(tokens, i));
            }
            i += Math.max(1, token.componentTokenCount());
        }
        return new Block(fields.toArray(new FieldWriter[0]), groups.toArray(new GroupWriter[0]),
            varData.toArray(new VarDataWriter[0]), blockLength, schemaVersion);
    }

    private FieldWriter field(final List<Token> tokens, final int index)
    {
        final Token field = tokens.get(index);
        final boolean optional = field.encoding().presence() == Presence.OPTIONAL;
        return type(tokens, index + 1, field.name(), field.version(), field.offset(), optional,
            TokenLookup.constantEnumName(field));
    }

    private FieldWriter type(
        final List<Token> tokens,
        final int index,
        final String name,
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
                return new ScalarWriter(name, type, offset, sinceVersion, optional || type.isOptionalEncoding());
            case BEGIN_ENUM:
                return new EnumWriter(name, type, tokens.subList(index + 1, end), offset, sinceVersion,
                    optional || type.isOptionalEncoding(), constantEnumName);
            case BEGIN_SET:
                return new SetWriter(name, type, tokens.subList(index + 1, end), offset, sinceVersion);
            case BEGIN_COMPOSITE:
                return new CompositeWriter(name, members(tokens, index + 1, end), offset, sinceVersion,
                    Math.max(0, type.encodedLength()));
            default:
                throw new IllegalArgumentException("unexpected token in a field: " + type);
        }
    }

    private FieldWriter[] members(final List<Token> tokens, final int from, final int to)
    {
        final List<FieldWriter> members = new ArrayList<>();
        int i = from;
        while (i < to)
        {
            final Token member = tokens.get(i);
            members.add(type(tokens, i, member.name(), member.version(), member.offset(), false, null));
            i += Math.max(1, member.componentTokenCount());
        }
        return members.toArray(new FieldWriter[0]);
    }

    private GroupWriter group(final List<Token> tokens, final int index)
    {
        final Token group = tokens.get(index);
        final Token dimension = tokens.get(index + 1);
        final int dimensionEnd = index + 1 + dimension.componentTokenCount();
        final GroupWriter writer = new GroupWriter(group, dimension,
            TokenLookup.member(tokens, index + 1, dimensionEnd, "blockLength", group),
            TokenLookup.member(tokens, index + 1, dimensionEnd, "numInGroup", group));
        writer.body = body(tokens, dimensionEnd, index + group.componentTokenCount() - 1, group.encodedLength());
        return writer;
    }

    private VarDataWriter varData(final List<Token> tokens, final int index)
    {
        final Token data = tokens.get(index);
        final int compositeEnd = index + 1 + tokens.get(index + 1).componentTokenCount();
        return new VarDataWriter(data, TokenLookup.member(tokens, index + 1, compositeEnd, "length", data),
            TokenLookup.member(tokens, index + 1, compositeEnd, "varData", data));
    }
}
