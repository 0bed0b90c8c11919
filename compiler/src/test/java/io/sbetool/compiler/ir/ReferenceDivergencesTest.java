package io.sbetool.compiler.ir;

import io.sbetool.compiler.ir.ReferenceDivergences.Compared;
import io.sbetool.compiler.ir.ReferenceDivergences.Divergence;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;
import io.sbetool.testing.IrAssertions;
import io.sbetool.testing.ReferenceIr;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The normalisations of {@link ReferenceDivergences} are all needed and no broader than documented:
 * each divergence is seen in some schema IrBuilderReferenceTest compares, and without it that schema's
 * IRs differ; a difference of another kind at the same tokens is still reported.
 */
class ReferenceDivergencesTest
{
    @Test
    void everyDivergenceIsSeenAndNeeded() throws Exception
    {
        final Map<Divergence, Path> firstSeen = new EnumMap<>(Divergence.class);
        for (final Path schema : IrBuilderReferenceTest.schemas())
        {
            ReferenceDivergences.normalise(reference(schema), ours(schema)).seen()
                .forEach((divergence) -> firstSeen.putIfAbsent(divergence, schema));
        }
        assertEquals(EnumSet.allOf(Divergence.class), firstSeen.keySet(), "divergences seen: " + firstSeen);

        for (final Map.Entry<Divergence, Path> seen : firstSeen.entrySet())
        {
            final Path schema = seen.getValue();
            final Compared all = ReferenceDivergences.normalise(reference(schema), ours(schema));
            assertNull(IrAssertions.firstDifference(all.reference(), all.ours()), schema.toString());

            final Set<Divergence> others = EnumSet.allOf(Divergence.class);
            others.remove(seen.getKey());
            final Compared without = ReferenceDivergences.normalise(reference(schema), ours(schema), others);
            assertNotNull(IrAssertions.firstDifference(without.reference(), without.ours()),
                seen.getKey() + " is needed for " + schema);
        }
    }

    @Test
    void aVarDataOffsetOtherThanTheBlockLengthIsStillReported() throws Exception
    {
        for (final Path schema : IrBuilderReferenceTest.schemas())
        {
            final Ir reference = reference(schema);
            final Ir ours = ours(schema);
            if (ReferenceDivergences.normalise(reference, ours).seen().contains(Divergence.VAR_DATA_AFTER_BLOCK))
            {
                final Ir shifted = IrAssertions.mapTokens(ours, (token) ->
                    token.signal() == Signal.BEGIN_VAR_DATA && token.offset() != Token.VARIABLE_LENGTH ?
                        token.toBuilder().offset(token.offset() + 1).build() : token);
                final Compared compared = ReferenceDivergences.normalise(reference, shifted);
                assertNotNull(IrAssertions.firstDifference(compared.reference(), compared.ours()), schema.toString());
                return;
            }
        }
        throw new AssertionError("no schema shows " + Divergence.VAR_DATA_AFTER_BLOCK);
    }

    @Test
    void aSetByteOrderTheOtherWayRoundIsStillReported() throws Exception
    {
        for (final Path schema : IrBuilderReferenceTest.schemas())
        {
            final Ir reference = reference(schema);
            if (ReferenceDivergences.normalise(reference, ours(schema)).seen().contains(Divergence.SET_BYTE_ORDER))
            {
                // The reference's little-endian brackets put on our side too, and its big-endian choices
                // made little-endian: both sides disagree on the CHOICE tokens, which is not the divergence.
                final Ir flipped = IrAssertions.mapTokens(ours(schema), (token) -> token.signal() == Signal.CHOICE ?
                    token.toBuilder().encoding(token.encoding().toBuilder()
                        .byteOrder(java.nio.ByteOrder.LITTLE_ENDIAN).build()).build() : token);
                final Compared compared = ReferenceDivergences.normalise(reference, flipped);
                assertNotNull(IrAssertions.firstDifference(compared.reference(), compared.ours()), schema.toString());
                return;
            }
        }
        throw new AssertionError("no schema shows " + Divergence.SET_BYTE_ORDER);
    }

    private static Ir reference(final Path schema) throws Exception
    {
        return ReferenceIr.fromSchema(schema);
    }

    private static Ir ours(final Path schema)
    {
        return IrBuilder.build(IrBuilderReferenceTest.load(schema));
    }
}
