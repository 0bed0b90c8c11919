package io.sbetool.encode;

import io.sbetool.compiler.Compilation;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;
import io.sbetool.otf.CompiledAgreement;
import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The on-the-fly decoder's compiled templates against its interpreter over every message of every
 * corpus schema, the benchmark schemas and the standard's examples: for {@value #SEEDS} random valid
 * messages each ({@link RandomMessages}, encoded through {@link MapValueSource}), the two must make the
 * same callbacks through both kinds of listener ({@link CompiledAgreement}), whole, cut at about
 * {@value #PLACES} lengths, and with a bit flipped in about {@value #PLACES} bytes spread over the message
 * (each bit in turn): the same values, absent elements, errors and error offsets. Every template must have
 * been compiled.
 */
class CompiledOtfAgreementTest
{
    private static final int SEEDS = 2;
    private static final int PLACES = 24;

    @TestFactory
    Stream<DynamicTest> compiledTemplatesDecodeAsTheInterpreterDoes()
    {
        return RandomRoundTripTest.schemas().stream().map((schema) -> DynamicTest.dynamicTest(
            schema.getFileName().toString(), () -> agree(Compilation.compileOrThrow(schema))));
    }

    private static void agree(final Ir ir)
    {
        final MessageEncoder encoder = new MessageEncoder(ir);
        final CompiledAgreement agreement = new CompiledAgreement(ir);
        final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(1024);
        for (final List<Token> message : ir.messages())
        {
            for (int seed = 0; seed < SEEDS; seed++)
            {
                final int length = encoder.encode(
                    new MapValueSource(new RandomMessages(seed * 31L + message.get(0).id()).message(message)), buffer, 0);
                final byte[] bytes = Arrays.copyOf(buffer.byteArray(), length);
                agreement.assertAgree(message.get(0).name() + " seed " + seed, bytes,
                    Math.max(1, length / PLACES));
            }
        }
        final int expected = ir.messages().size() * SEEDS;
        assertTrue(agreement.decodes() > expected * 4, () -> agreement.decodes() + " decodes of " + expected + " messages");
    }
}
