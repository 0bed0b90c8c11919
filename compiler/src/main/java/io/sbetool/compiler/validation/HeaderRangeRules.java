package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedComposite;
import io.sbetool.compiler.link.LinkedCompositeMember;
import io.sbetool.compiler.link.LinkedEncoded;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.schema.Block;

import java.util.Optional;

/**
 * Values the generated code writes into the message header must fit the types of those members:
 * otherwise the encoder writes a truncated template id or version, and every reader decodes the message
 * wrongly; a constant schemaId or version must be the schema's own. BlockLengths, of messages and of groups,
 * are LayoutLimitRules'.
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
        constantMatches("schemaId", "id", schema.source().id());
        constantMatches("version", "version", schema.source().version());
        for (final LinkedBlock message : schema.messages())
        {
            final Block source = message.source();
            templateId.filter(range -> !range.contains(source.id())).ifPresent(range ->
                diagnostics.error(source.location(), "id " + source.id() + " of message '" + source.name() +
                    "' does not fit the header's templateId member, " + range.source() + " (" + range.describe() +
                    "); use a smaller id or widen the header's templateId type"));
        }
    }

    /**
     * A constant header member has no bytes: decoders take its value as the one on the wire, so a value
     * other than the schema's would make every message read with the wrong id or version.
     */
    private void constantMatches(final String member, final String attribute, final long expected)
    {
        if (!(schema.header() instanceof LinkedComposite composite))
        {
            return;
        }
        for (final LinkedCompositeMember candidate : composite.members())
        {
            if (member.equals(candidate.name()) && candidate.type() instanceof LinkedEncoded encoded &&
                encoded.source().isConstant() && encoded.source().constantValue() != null)
            {
                final String text = encoded.source().constantValue();
                if (!isValue(text, expected))
                {
                    diagnostics.error(candidate.source().location(), "the header's constant " + member + " is " + text +
                        " but the schema's " + attribute + " is " + expected + "; every decoder takes the constant as the " +
                        attribute + " on the wire: make it " + expected + ", or make " + member + " a non-constant member");
                }
            }
        }
    }

    /** Whether the constant's text is that integer; text that is no integer is reported by the type rules. */
    private static boolean isValue(final String text, final long expected)
    {
        try
        {
            return Long.parseLong(text) == expected;
        }
        catch (final NumberFormatException ex)
        {
            return true;
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
