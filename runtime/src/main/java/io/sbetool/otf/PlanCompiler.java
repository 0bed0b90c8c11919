package io.sbetool.otf;

import io.sbetool.ir.MessageWalker;
import io.sbetool.ir.MessageWalker.Site;
import io.sbetool.ir.Token;

import java.nio.ByteOrder;
import java.util.List;

/**
 * Turns a message's token list into a {@link MessagePlan}, once, so that decoding never interprets
 * tokens: every field becomes a node with its offset, reader and null value resolved. The walk over the
 * tokens is {@link MessageWalker}'s, shared with the encoder; this class only says which node each part
 * becomes.
 */
final class PlanCompiler implements MessageWalker.Parts<FixedNode, GroupNode, VarDataNode, Body>
{
    private final ByteOrder order;
    private final MessageWalker<FixedNode, GroupNode, VarDataNode, Body> walker = new MessageWalker<>(this);

    PlanCompiler(final ByteOrder order)
    {
        this.order = order;
    }

    /**
     * @param schemaVersion the schema's version, which most messages' JSON lines print after the template.
     */
    MessagePlan compile(final List<Token> tokens, final int schemaVersion)
    {
        final Body body = walker.message(tokens);
        return new MessagePlan(tokens.get(0), body, schemaVersion);
    }

    @Override
    public FixedNode scalar(final Site site, final Token encoding)
    {
        final Token owner = site.owner();
        return new ScalarNode(owner.name(), owner, encoding, owner.version(), owner.offset(), site.optional(), order);
    }

    @Override
    public FixedNode enumeration(final Site site, final Token begin, final List<Token> validValues)
    {
        final Token owner = site.owner();
        return new EnumNode(owner.name(), owner, begin, validValues, owner.version(), owner.offset(),
            site.constantEnumName(), order);
    }

    @Override
    public FixedNode set(final Site site, final Token begin, final List<Token> choices)
    {
        final Token owner = site.owner();
        return new SetNode(owner.name(), owner, begin, choices, owner.version(), owner.offset(), order);
    }

    @Override
    public FixedNode composite(final Site site, final Token begin, final List<FixedNode> members)
    {
        final Token owner = site.owner();
        return new CompositeNode(owner.name(), owner, begin, members.toArray(Body.NO_FIELDS), owner.version(),
            owner.offset());
    }

    @Override
    public GroupNode group(final Token group, final Token dimension, final Token blockLength, final Token numInGroup,
        final Body body)
    {
        final GroupNode node = new GroupNode(group, blockLength, numInGroup, dimension.encodedLength(), order);
        node.body(body);
        return node;
    }

    @Override
    public VarDataNode varData(final Token data, final Token length, final Token varData)
    {
        return new VarDataNode(data, length, varData, order);
    }

    @Override
    public Body body(final Token owner, final List<FixedNode> fields, final List<GroupNode> groups,
        final List<VarDataNode> varData)
    {
        return new Body(fields.toArray(Body.NO_FIELDS), groups.toArray(new GroupNode[0]),
            varData.toArray(new VarDataNode[0]));
    }
}
