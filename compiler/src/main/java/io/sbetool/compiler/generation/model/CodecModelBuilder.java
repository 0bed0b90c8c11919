package io.sbetool.compiler.generation.model;

import io.sbetool.ir.Ir;
import io.sbetool.ir.Layout;
import io.sbetool.ir.Token;
import io.sbetool.ir.TokenLookup;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds the {@link Schema} codec model from an IR: the IR's flat token lists read once into a tree, so that
 * generators walk records rather than token indexes.
 *
 * <pre>{@code Schema schema = CodecModelBuilder.build(ir);}</pre>
 */
public final class CodecModelBuilder
{
    private CodecModelBuilder()
    {
    }

    public static Schema build(final Ir ir)
    {
        final List<TypeDef> types = new ArrayList<>();
        for (final List<Token> type : ir.types())
        {
            types.add(TypeDefReader.typeDef(type));
        }
        final List<Message> messages = new ArrayList<>();
        for (final List<Token> message : ir.messages())
        {
            messages.add(message(message));
        }
        return new Schema(ir.packageName(), ir.namespaceName(), ir.id(), ir.version(), ir.semanticVersion(),
            ir.description(), ir.byteOrder(), header(ir.headerTokens()), types, messages);
    }

    private static MessageHeader header(final List<Token> tokens)
    {
        if (tokens.isEmpty())
        {
            return null;
        }
        final CompositeDef composite = TypeDefReader.composite(tokens);
        return new MessageHeader(composite, encodedMember(composite, "blockLength"), encodedMember(composite, "templateId"),
            encodedMember(composite, "schemaId"), encodedMember(composite, "version"));
    }

    /**
     * @return the composite's member of a primitive type with the given name, or null: a direct member, as
     * {@link TokenLookup#member} finds it for the on-the-fly decoder and the encoder.
     */
    private static Member encodedMember(final CompositeDef composite, final String name)
    {
        final Member member = composite.member(name);
        return member != null && member.type() instanceof MemberType.Encoded ? member : null;
    }

    /**
     * @param tokens a message, BEGIN_MESSAGE to END_MESSAGE.
     */
    static Message message(final List<Token> tokens)
    {
        final Token begin = tokens.get(0);
        return new Message(begin.name(), begin.id(), begin.description(), begin.version(), begin.deprecated(),
            begin.encoding().semanticType(), block(tokens, 0, 0));
    }

    /**
     * @param beginIndex     the BEGIN_MESSAGE or BEGIN_GROUP token of the block.
     * @param dimensionCount the tokens of a group's dimension composite after its begin token; 0 for a message.
     */
    private static Block block(final List<Token> tokens, final int beginIndex, final int dimensionCount)
    {
        final Token begin = tokens.get(beginIndex);
        final int end = beginIndex + begin.componentTokenCount() - 1;
        final List<Member> fields = new ArrayList<>();
        final List<Group> groups = new ArrayList<>();
        final List<VarData> varData = new ArrayList<>();
        int i = beginIndex + 1 + dimensionCount;
        while (i < end)
        {
            final Token token = tokens.get(i);
            final int count = token.componentTokenCount();
            switch (token.signal())
            {
                case BEGIN_FIELD:
                    fields.add(TypeDefReader.member(token, tokens.subList(i + 1, i + count - 1)));
                    break;
                case BEGIN_GROUP:
                    groups.add(group(tokens, i));
                    break;
                case BEGIN_VAR_DATA:
                    varData.add(varData(token, tokens.subList(i + 1, i + count - 1)));
                    break;
                default:
                    throw new IllegalStateException("unexpected token in " + begin.name() + ": " + token);
            }
            i += count;
        }
        return new Block(begin.encodedLength(), fields, groups, varData);
    }

    private static Group group(final List<Token> tokens, final int beginIndex)
    {
        final Token begin = tokens.get(beginIndex);
        final Token dimensionBegin = tokens.get(beginIndex + 1);
        final int dimensionCount = dimensionBegin.componentTokenCount();
        final CompositeDef composite = TypeDefReader.composite(tokens.subList(beginIndex + 1, beginIndex + 1 + dimensionCount));
        final Member numInGroup = encodedMember(composite, "numInGroup");
        if (numInGroup == null)
        {
            throw new IllegalStateException("group " + begin.name() + ": dimension has no numInGroup");
        }
        final Dimension dimension = new Dimension(composite.name(), dimensionBegin.encodedLength(),
            encodedMember(composite, "blockLength"), numInGroup);
        return new Group(begin.name(), begin.id(), begin.description(), begin.version(), begin.deprecated(), dimension,
            block(tokens, beginIndex, dimensionCount));
    }

    /**
     * @param composite the var-data composite, BEGIN_COMPOSITE to END_COMPOSITE.
     */
    private static VarData varData(final Token begin, final List<Token> composite)
    {
        // Found as the on-the-fly decoder and the encoder find them (MessageWalker), a direct member each.
        final Token length = TokenLookup.directEncoding(composite, 0, composite.size(), "length");
        final Token data = TokenLookup.directEncoding(composite, 0, composite.size(), "varData");
        if (length == null || data == null)
        {
            throw new IllegalStateException("var data " + begin.name() + ": composite lacks length or varData");
        }
        return new VarData(begin.name(), begin.id(), begin.description(), begin.version(), begin.deprecated(),
            TypeDefReader.typeName(composite.get(0)), TypeDefReader.member(length, List.of(length)),
            TypeDefReader.encoding(data), Layout.varDataHeaderLength(length, data));
    }
}
