package io.sbetool.compiler.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.sbetool.testing.SharedFiles;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The Java decoders generated for {@code schemas/car.xml} and CME MDP 3.0 over arbitrary bytes: the first
 * byte picks the schema, the rest is the buffer, read from a message header at its start. Only the
 * documented bounds exceptions may come out (see {@link GeneratedDecoders#decode}), and wrap must refuse
 * exactly the root blocks that run past the buffer.
 */
class GeneratedDecoderFuzzTest
{
    private static final GeneratedDecoders[] SCHEMAS = {
        GeneratedDecoders.of(SharedFiles.projectSchema("car.xml"), "io.sbetool.fuzzgen.car"),
        GeneratedDecoders.of(SharedFiles.corpus("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml"), "io.sbetool.fuzzgen.mdp3"),
    };

    @FuzzTest(maxDuration = FuzzFiles.MAX_DURATION)
    void decodersThrowOnlyBoundsExceptions(final byte[] input) throws Throwable
    {
        if (input.length == 0)
        {
            return;
        }
        // A buffer over part of the array, so that the capacity, not the array, is what must be respected.
        SCHEMAS[(input[0] & 0xFF) % SCHEMAS.length].decode(new UnsafeBuffer(input, 1, input.length - 1));
    }
}
