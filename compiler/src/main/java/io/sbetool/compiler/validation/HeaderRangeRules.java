package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.compiler.link.Layout;
import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedComposite;
import io.sbetool.compiler.link.LinkedCompositeMember;
import io.sbetool.compiler.link.LinkedGroup;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.schema.Block;

import java.util.Optional;

/**
 * Values the generated code writes into the message header and group dimensions must fit the types
 * of those members: otherwise the encoder writes a truncated template id, version or blockLength, and
 * every reader decodes the message wrongly.
 */
final class HeaderRangeRules
{
    private final LinkedSchema schema;
    private final Diagnostics diagnostics;
    private final Layout layout;

    HeaderRangeRules(final LinkedSchema schema, final Diagnostics diagnostics)
    {
        this.schema = schema;
        this.diagnostics = diagnostics;
        this.layout = schema.layout();
    }

    void check()
    {
        final Optional<IntegerRange> templateId = memberRange(schema.header(), "templateId");
        final Optional<IntegerRange> version = memberRange(schema.header(), "version");
        final Optional<IntegerRange> blockLength = memberRange(schema.header(), "blockLength");
        version.filter(range -> !range.contains(schema.source().version())).ifPresent(range ->
            diagnostics.error(schema.source().location(), "schema version " + schema.source().version() +
                " does not fit the header's version member, " + range.source() + " (" + range.describe() +
                "); lower the version or widen the header's version type"));
        for (final LinkedBlock message : schema.messages())
        {
            final Block source = message.source();
            templateId.filter(range -> !range.contains(source.id())).ifPresent(range ->
                diagnostics.error(source.location(), "id " + source.id() + " of message '" + source.name() +
                    "' does not fit the header's templateId member, " + range.source() + " (" + range.describe() +
                    "); use a smaller id or widen the header's templateId type"));
            checkBlockLength(message, blockLength, "the header's", "message '" + source.name() + "'");
            checkGroups(message);
        }
    }

    private void checkGroups(final LinkedBlock block)
    {
        for (final LinkedGroup group : block.groups())
        {
            final String what = "group '" + group.source().name() + "'";
            checkBlockLength(group.block(), memberRange(group.dimension(), "blockLength"),
                "its dimension's", what);
            checkGroups(group.block());
        }
    }

    private void checkBlockLength(final LinkedBlock block, final Optional<IntegerRange> range, final String whose,
        final String what)
    {
        final int blockLength = layout.of(block).blockLength();
        final SourceLocation at = block.source().location();
        range.filter(r -> !r.contains(blockLength)).ifPresent(r -> diagnostics.error(at, "blockLength " + blockLength +
            " of " + what + " does not fit " + whose + " blockLength member, " + r.source() + " (" + r.describe() +
            "); widen that type or move fields into a group"));
    }

    /** The range of a composite's integer member; empty when there is none (reported elsewhere). */
    static Optional<IntegerRange> memberRange(final LinkedType type, final String name)
    {
        if (type instanceof LinkedComposite composite)
        {
            for (final LinkedCompositeMember member : composite.members())
            {
                if (name.equals(member.name()))
                {
                    return IntegerRange.of(member.type());
                }
            }
        }
        return Optional.empty();
    }
}
