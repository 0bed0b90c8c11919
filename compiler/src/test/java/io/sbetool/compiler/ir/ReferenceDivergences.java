package io.sbetool.compiler.ir;

import io.sbetool.ir.Ir;
import io.sbetool.testing.IrAssertions;

/**
 * Where our IR knowingly differs from the reference implementation's (sbe-tool 1.33.0), each
 * normalised narrowly so that the comparison still checks everything else.
 */
final class ReferenceDivergences
{
    private ReferenceDivergences()
    {
    }

    static Ir normalise(final Ir ir)
    {
        return IrAssertions.mapTokens(IrAssertions.withMessagesById(ir), (t) -> t);
    }
}
