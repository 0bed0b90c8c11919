package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedComposite;
import io.sbetool.compiler.link.LinkedCompositeMember;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.schema.Block;

import java.util.Optional;

/**
 * Values the generated code writes into the message header must fit the types of those members:
 * otherwise the encoder writes a truncated template id or version, and every reader decodes the message
 * wrongly. BlockLengths, of messages and of groups, are LayoutLimitRules'.
 */
final class HeaderRangeRules
{
    private final LinkedSchema schema;
    private final Diagnostics diagnostics;

    HeaderRangeRules(final LinkedSchema schema, final Diagnostics diagnostics)
    {
        this.schema = schema;
        this.diagnostics = diagnostics;
    }

    void check()
    {
        final Optional<IntegerRange> templateId = memberRange(schema.header(), "templateId");
        final Optional<IntegerRange> version = memberRange(schema.header(), "version");
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
        }
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
