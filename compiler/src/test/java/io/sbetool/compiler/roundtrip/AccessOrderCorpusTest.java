package io.sbetool.compiler.roundtrip;

import io.sbetool.ir.Token;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Correct use passes with {@code --java-access-order-checks}: every message of every schema the round trips
 * cover (CorpusRoundTripTest's: the corpus, the standard's examples, the edge-case schemas) is written with random
 * values by {@link MessageFiller} through our encoder generated with the checks, which then reports itself complete
 * ({@code checkEncodingIsComplete()}), and read back in schema order by {@link DecoderReader} through the checked
 * decoder to the same values. Any access the checks refused would throw and fail the message.
 */
class AccessOrderCorpusTest
{
    /** Seeds per message: fewer than the round trip's, as the values matter less here than the path through the codec. */
    private static final int SEEDS = 2;

    @TestFactory
    Stream<DynamicNode> everyMessageRoundTripsWithTheChecks()
    {
        return CorpusRoundTripTest.schemas().stream().map(schema -> DynamicContainer.dynamicContainer(
            schema.getParent().getFileName() + "/" + schema.getFileName(), schema.toUri(), messageTests(schema)));
    }

    private static Stream<DynamicNode> messageTests(final Path schema)
    {
        final SchemaCodecs codecs;
        try
        {
            codecs = SchemaCodecs.compileWithAccessOrderChecks(schema);
        }
        catch (final Exception ex)
        {
            throw new AssertionError(schema + ": " + ex, ex);
        }
        return codecs.ir.messages().stream().map(message -> DynamicTest.dynamicTest(
            message.get(0).name() + " (" + message.get(0).id() + ")", () -> checkMessage(codecs, message)));
    }

    private static void checkMessage(final SchemaCodecs codecs, final List<Token> message) throws Exception
    {
        assertChecksOn(codecs.encoder(Api.OURS, message.get(0).id()));
        assertChecksOn(codecs.decoder(Api.OURS, message.get(0).id()));
        final List<String> failures = new ArrayList<>();
        for (int seed = 0; seed < SEEDS; seed++)
        {
            final CorpusRoundTripTest.Encoded encoded = CorpusRoundTripTest.encode(codecs, Api.OURS, message,
                31L * message.get(0).id() + seed, encoder -> Reflect.invoke(encoder,
                    Reflect.require(encoder.getClass(), "checkEncodingIsComplete", Reflect::isNoArgs, "checkEncodingIsComplete()")));
            Trees.diff("seed " + seed + ": checked decoder", encoded.expected(),
                CorpusRoundTripTest.decode(codecs, Api.OURS, message, encoded), failures);
        }
        if (!failures.isEmpty())
        {
            fail(failures.size() + " difference(s):\n" + String.join("\n", failures));
        }
    }

    /** The codec was generated with the checks and they are on in this JVM: a pass is not a pass with them off. */
    private static void assertChecksOn(final Class<?> codec) throws ReflectiveOperationException
    {
        final Field flag = codec.getDeclaredField("SBE_ENABLE_PRECEDENCE_CHECKS");
        flag.setAccessible(true);
        assertTrue(flag.getBoolean(null), codec.getName() + ": checks off");
    }
}
