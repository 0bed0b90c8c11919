package io.sbetool.compiler.generation.model;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.model.AccessOrder.Kind;
import io.sbetool.compiler.generation.model.AccessOrderWalk.Edge;
import io.sbetool.compiler.generation.model.AccessOrderWalk.Step;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The walker the transition tests drive codecs with: on car.xml and the versioned transitions schema, each
 * path replayed through the machine ends in its state, each transition's path with its access is one a codec
 * can follow (the counts it gives make each {@code next()} the one the path names), every state is reached,
 * and every state refuses some access.
 */
class AccessOrderWalkTest
{
    static final Path TRANSITIONS = SharedFiles.projectDir().resolve("compiler/src/test/resources/accessorder/transitions.xml");

    private static Schema schema(final Path path)
    {
        return CodecModelBuilder.build(Compilation.compileOrThrow(path));
    }

    @Test
    void carEncoderAndDecoder()
    {
        final Schema schema = schema(SharedFiles.projectSchema("car.xml"));
        final Message car = schema.messages().get(0);
        final AccessOrderWalk encoder = check(AccessOrderBuilder.forEncoder(car, schema.version()));
        final AccessOrderWalk decoder = check(AccessOrderBuilder.forDecoder(car, schema.version()));
        // car.xml has no sinceVersion: one machine, the same for both.
        assertEquals(encoder.transitions(), decoder.transitions());
        assertEquals(20, encoder.order().states().size());
        assertEquals(69, encoder.transitions().size());
        assertEquals(List.of("wrap(0)", "COUNT_ZERO:fuelFigures", "COUNT_ZERO:performanceFigures", "VAR_DATA:manufacturer"),
            encoder.pathTo(encoder.order().states().indexOf("V0_MANUFACTURER_DONE")).stream().map(Step::toString).toList());
    }

    @Test
    void versionedSchemaDecoderHasThreeMachines()
    {
        final Schema schema = schema(TRANSITIONS);
        final Message order = schema.messages().get(0);
        final AccessOrderWalk decoder = check(AccessOrderBuilder.forDecoder(order, schema.version()));
        assertEquals(Map.of(0, 1, 1, decoder.order().states().indexOf("V1_BLOCK"), 2,
            decoder.order().states().indexOf("V2_BLOCK")), decoder.order().wrapStates());
        final AccessOrderWalk encoder = check(AccessOrderBuilder.forEncoder(order, schema.version()));
        assertEquals(List.of(28, 83, 69, 248), List.of(encoder.order().states().size(), encoder.transitions().size(),
            decoder.order().states().size(), decoder.transitions().size()));
        // Var data the acting version lacks is read as nothing: a transition that stays where it is.
        final int legsDone = decoder.order().states().indexOf("V0_LEGS_DONE");
        assertTrue(decoder.allows(legsDone, new Step(Kind.VAR_DATA, List.of(), "text", -1)));
        final int textDone = decoder.order().states().indexOf("V1_TEXT_DONE");
        assertTrue(decoder.allows(textDone, new Step(Kind.VAR_DATA, List.of(), "memo", -1)));
        assertFalse(decoder.allows(textDone, new Step(Kind.VAR_DATA, List.of(), "text", -1)));
    }

    /** Checks the walk of {@code order} and returns it. */
    private static AccessOrderWalk check(final AccessOrder order)
    {
        final AccessOrderWalk walk = AccessOrderWalk.of(order);
        assertEquals(List.of(), walk.unreachable());
        assertEquals(AccessOrderWalk.modelTransitionCount(order), walk.transitions().size());
        final Map<String, Integer> targets = new HashMap<>();
        for (final Edge edge : walk.transitions())
        {
            // Deterministic: one target per state and access.
            final Integer before = targets.put(edge.from() + " " + edge.step(), edge.to());
            assertTrue(before == null || before == edge.to(), edge.toString());
        }
        for (int state = 0; state < order.states().size(); state++)
        {
            assertEquals(state, replay(walk, walk.pathTo(state)), order.states().get(state));
            assertFalse(walk.disallowed(state).isEmpty(), order.states().get(state) + " refuses nothing");
            for (final Step step : walk.disallowed(state))
            {
                assertFalse(walk.allows(state, step), step + " in " + order.states().get(state));
            }
        }
        for (final Edge edge : walk.transitions())
        {
            final List<Step> steps = new ArrayList<>(walk.pathTo(edge.from()));
            steps.add(edge.step());
            assertEquals(edge.to(), replay(walk, steps), edge.toString());
            assertCountsAgree(steps);
        }
        return walk;
    }

    private static int replay(final AccessOrderWalk walk, final List<Step> steps)
    {
        int state = AccessOrder.NOT_WRAPPED;
        for (final Step step : steps)
        {
            final int from = state;
            state = walk.transitions().stream().filter(edge -> edge.from() == from && edge.step().equals(step))
                .findFirst().orElseThrow(() -> new AssertionError(step + " not allowed")).to();
        }
        return state;
    }

    /** A codec given the counts countAt gives takes, at each {@code next()}, the branch the step names. */
    private static void assertCountsAgree(final List<Step> steps)
    {
        final Map<List<String>, Integer> remaining = new HashMap<>();
        for (int i = 0; i < steps.size(); i++)
        {
            final Step step = steps.get(i);
            if (step.kind() == Kind.COUNT_ZERO || step.kind() == Kind.COUNT_MORE)
            {
                final int count = AccessOrderWalk.countAt(steps, i);
                assertEquals(step.kind() == Kind.COUNT_ZERO, count == 0, steps.toString());
                remaining.put(step.group(), count);
            }
            else if (step.kind() == Kind.NEXT_MORE || step.kind() == Kind.NEXT_LAST)
            {
                final int left = remaining.get(step.group());
                assertEquals(step.kind() == Kind.NEXT_MORE, left > 1, steps.toString());
                remaining.put(step.group(), left - 1);
            }
        }
    }
}
