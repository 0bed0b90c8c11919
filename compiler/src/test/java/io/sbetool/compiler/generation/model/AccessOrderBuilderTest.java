package io.sbetool.compiler.generation.model;

import io.sbetool.compiler.Compilation;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The access-order state machine of a message with a field and a var-data element added in version 1:
 * a decoder has a machine per version (the states named as the reference implementation names them), an
 * encoder the newest alone, and at version 0 the var data the acting version lacks moves nowhere.
 */
class AccessOrderBuilderTest
{
    private static Message message() throws Exception
    {
        final Schema schema = CodecModelBuilder.build(Compilation.compileOrThrow(
            SharedFiles.projectDir().resolve("compiler/src/test/resources/accessorder/versioned.xml")));
        return schema.messages().get(0);
    }

    @Test
    void decoderHasAMachinePerVersion() throws Exception
    {
        final AccessOrder order = AccessOrderBuilder.forDecoder(message(), 1);
        assertEquals(List.of("NOT_WRAPPED", "V0_BLOCK", "V0_G_N", "V0_G_N_BLOCK", "V0_G_1_BLOCK", "V0_G_DONE",
            "V1_BLOCK", "V1_G_N", "V1_G_N_BLOCK", "V1_G_1_BLOCK", "V1_G_DONE", "V1_D_DONE"), order.states());
        assertEquals(Map.of(0, 1, 1, 6), order.wrapStates());
        assertEquals("\"wrap(version=0)\", \"wrap(version=1)\"", order.allowed(AccessOrder.NOT_WRAPPED));
        assertEquals("\"a(?)\", \"gCount(0)\", \"gCount(>0)\"", order.allowed(1));
        assertEquals("\"a(?)\", \"b(?)\", \"gCount(0)\", \"gCount(>0)\"", order.allowed(6));
        assertEquals("\"g.x(?)\", \"g.resetCountToIndex()\", \"dLength()\", \"d(?)\"", order.allowed(9));
        assertEquals(List.of(new AccessOrder.Transition(4, 4), new AccessOrder.Transition(5, 5),
            new AccessOrder.Transition(9, 11), new AccessOrder.Transition(10, 11)),
            order.access(AccessOrder.Kind.VAR_DATA, List.of(), "d").transitions());
        assertEquals(List.of(2, 3), order.access(AccessOrder.Kind.NEXT_MORE, List.of(), "g").transitions().stream()
            .filter(t -> t.to() == 3).map(AccessOrder.Transition::from).toList());
    }

    @Test
    void encoderHasTheNewestVersionAlone() throws Exception
    {
        final AccessOrder order = AccessOrderBuilder.forEncoder(message(), 1);
        assertEquals(List.of("NOT_WRAPPED", "V1_BLOCK", "V1_G_N", "V1_G_N_BLOCK", "V1_G_1_BLOCK", "V1_G_DONE",
            "V1_D_DONE"), order.states());
        assertEquals(List.of(6), order.complete());
    }
}
