package io.sbetool.encode;

import io.sbetool.compiler.Compilation;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;
import io.sbetool.otf.JsonPrinter;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.testing.SharedFiles;
import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Property test over every message of every corpus schema, the benchmark schemas and the standard's
 * examples: for each of {@value #SEEDS} seeds, a random valid message ({@link RandomMessages}) is
 * encoded from maps through {@link MapValueSource}, printed by the on-the-fly decoder's
 * {@link JsonPrinter}, and that line encoded again through {@link NdjsonReader}: both encodings must be
 * the same bytes, and print the same line. Seeded, so a failure names a reproducible case.
 */
class RandomRoundTripTest
{
    private static final int SEEDS = Integer.getInteger("sbetool.encode.seeds", 8);

    static List<Path> schemas()
    {
        final List<Path> schemas = new ArrayList<>();
        schemas.add(SharedFiles.projectSchema("car.xml"));
        schemas.add(SharedFiles.projectSchema("fix-message-samples.xml"));
        schemas.add(SharedFiles.spec("Examples.xml"));
        schemas.addAll(SharedFiles.corpusSchemas());
        return schemas;
    }

    @TestFactory
    Stream<DynamicTest> randomMessagesEncodeTheSameFromMapsAndFromTheirNdjson()
    {
        return schemas().stream().map((schema) -> DynamicTest.dynamicTest(schema.getFileName().toString(),
            () -> roundTrip(Compilation.compileOrThrow(schema))));
    }

    private static void roundTrip(final Ir ir) throws Exception
    {
        final MessageEncoder encoder = new MessageEncoder(ir);
        final JsonPrinter printer = new JsonPrinter(new MessageDecoder(ir));
        final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(1024);
        int count = 0;
        for (final List<Token> message : ir.messages())
        {
            for (int seed = 0; seed < SEEDS; seed++)
            {
                final Map<String, Object> values = new RandomMessages(seed * 31L + message.get(0).id()).message(message);
                final int length;
                try
                {
                    length = encoder.encode(new MapValueSource(values), buffer, 0);
                }
                catch (final EncodeException ex)
                {
                    throw new AssertionError(message.get(0).name() + " seed " + seed + ": " + ex.getMessage() +
                        "\n" + values, ex);
                }
                final byte[] fromMaps = Arrays.copyOf(buffer.byteArray(), length);
                final String line = printer.toJson(fromMaps);
                final byte[] fromLine = CaptureRoundTripTest.encode(encoder, line);
                assertArrayEquals(fromMaps, fromLine, () -> message.get(0).name() + " seed: " + line);
                assertEquals(line, printer.toJson(fromLine));
                count++;
            }
        }
        assertEquals(ir.messages().size() * SEEDS, count);
    }
}
