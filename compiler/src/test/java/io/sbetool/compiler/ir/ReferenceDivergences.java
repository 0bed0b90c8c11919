package io.sbetool.compiler.ir;

import io.sbetool.ir.Encoding;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;
import io.sbetool.testing.IrAssertions;

/**
 * Where our IR knowingly differs from the reference implementation's (sbe-tool 1.33.0), each
 * normalised narrowly so that the comparison still checks everything else:
 * <ol>
 *   <li>Message order: the reference keeps messages in a hash map; ours are in schema order. Both
 *       sides are compared in template id order.</li>
 *   <li>Default epoch and timeUnit: the reference records a field's {@code epoch="unix"} and
 *       {@code timeUnit="nanosecond"} only when the schema writes them. The schema model fills in
 *       the standard's defaults, so an explicitly written default cannot be told from an absent one
 *       and we record only values other than the defaults. Default values are dropped on both sides.</li>
 *   <li>Whitespace around semanticType: the reference keeps it ({@code semanticType="V "}); the schema
 *       model trims attribute values. Compared stripped.</li>
 * </ol>
 */
final class ReferenceDivergences
{
    private ReferenceDivergences()
    {
    }

    static Ir normalise(final Ir ir)
    {
        return IrAssertions.mapTokens(IrAssertions.withMessagesById(ir), ReferenceDivergences::normalise);
    }

    private static Token normalise(final Token token)
    {
        final Encoding encoding = token.encoding();
        final boolean defaultEpoch = "unix".equals(encoding.epoch());
        final boolean defaultTimeUnit = "nanosecond".equals(encoding.timeUnit());
        return token.toBuilder().encoding(encoding.toBuilder()
            .epoch(defaultEpoch ? null : encoding.epoch())
            .timeUnit(defaultTimeUnit ? null : encoding.timeUnit())
            .semanticType(encoding.semanticType() == null ? null : encoding.semanticType().strip())
            .build()).build();
    }
}
