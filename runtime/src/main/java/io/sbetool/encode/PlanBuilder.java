package io.sbetool.encode;

import io.sbetool.ir.Ir;
import io.sbetool.ir.MessageWalker;
import io.sbetool.ir.MessageWalker.Site;
import io.sbetool.ir.Token;

import java.util.List;

/**
 * Compiles each message's tokens into a {@link MessageLayout} once, so that encoding never interprets
 * tokens: every field becomes a writer with its offset, type, range and null value resolved. The walk
 * over the tokens is {@link MessageWalker}'s, shared with the on-the-fly decoder; this class only says
 * which writer each part becomes.
 */
final class PlanBuilder implements MessageWalker.Parts<FieldWriter, GroupWriter, VarDataWriter, Block>
{
    private final int schemaVersion;
    private final MessageWalker<FieldWriter, GroupWriter, VarDataWriter, Block> walker = new MessageWalker<>(this);

    PlanBuilder(final Ir ir)
    {
        schemaVersion = ir.version();
    }

    MessageLayout message(final List<Token> tokens)
    {
        final Block body = walker.message(tokens);
        final Token message = tokens.get(0);
        return new MessageLayout(message.name(), message.id(), body);
    }

    @Override
    public FieldWriter scalar(final Site site, final Token encoding)
    {
        final Token owner = site.owner();
        return new ScalarWriter(owner.name(), encoding, owner.offset(), owner.version(), site.optional());
    }

    @Override
    public FieldWriter enumeration(final Site site, final Token begin, final List<Token> validValues)
    {
        final Token owner = site.owner();
        return new EnumWriter(owner.name(), begin, validValues, owner.offset(), owner.version(), site.optional(),
            site.constantEnumName());
    }

    @Override
    public FieldWriter set(final Site site, final Token begin, final List<Token> choices)
    {
        final Token owner = site.owner();
        return new SetWriter(owner.name(), begin, choices, owner.offset(), owner.version());
    }

    @Override
    public FieldWriter composite(final Site site, final Token begin, final List<FieldWriter> members)
    {
        final Token owner = site.owner();
        return new CompositeWriter(owner.name(), members.toArray(new FieldWriter[0]), owner.offset(), owner.version(),
            Math.max(0, begin.encodedLength()));
    }

    @Override
    public GroupWriter group(final Token group, final Token dimension, final Token blockLength, final Token numInGroup,
        final Block body)
    {
        final GroupWriter writer = new GroupWriter(group, dimension, blockLength, numInGroup);
        writer.body = body;
        return writer;
    }

    @Override
    public VarDataWriter varData(final Token data, final Token length, final Token varData)
    {
        return new VarDataWriter(data, length, varData);
    }

    @Override
    public Block body(final Token owner, final List<FieldWriter> fields, final List<GroupWriter> groups,
        final List<VarDataWriter> varData)
    {
        return new Block(fields.toArray(new FieldWriter[0]), groups.toArray(new GroupWriter[0]),
            varData.toArray(new VarDataWriter[0]), owner.encodedLength(), schemaVersion);
    }
}
