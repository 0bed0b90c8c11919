package io.sbetool.compiler.roundtrip;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.ir.Token;
import io.sbetool.otf.ByteSink;
import io.sbetool.otf.JsonPrinter;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.testing.SharedFiles;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Property tests over every message of the benchmark schemas, the standard's examples and every corpus
 * schema the reference implementation accepts. For each message and seed, random valid values (chosen from
 * our IR by {@link MessageFiller}) are encoded with our generated encoder, then:
 * <ol>
 * <li>printed by the on-the-fly {@link JsonPrinter} and compared, field by field, with what was encoded;</li>
 * <li>read back through our generated decoder's getters and compared;</li>
 * <li>encoded again, with the same values, by the reference implementation's generated encoder: the bytes
 * must be identical; and our bytes, read through the reference's decoder, must give the same values.</li>
 * </ol>
 * The reference-dependent checks are left out, by name and with the reason, for the few schemas listed in
 * {@link #NO_REFERENCE}; our edge-case test schemas (keywords, clashing names, versions, big-endian) are
 * included for the first two.
 *
 * <p>Seeds per message: {@value #SEEDS}, or the {@code sbetool.roundtrip.seeds} system property; the
 * {@code sbetool.roundtrip.only} property keeps only schemas whose path contains it (for debugging).
 */
class CorpusRoundTripTest
{
    static final int SEEDS = Integer.getInteger("sbetool.roundtrip.seeds", 4);
    private static final int BUFFER_SIZE = 1 << 16;
    private static final int MAX_FAILURES_SHOWN = 25;
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Schemas the reference implementation cannot generate working Java for: only the first two checks run.
     */
    private static final Map<String, String> NO_REFERENCE = Map.of(
        "Memx.Options.Memo.Sbe.v1.10.xml", "the reference rejects it (corpus/SOURCES.md)",
        "features.xml", "the reference's Java does not compile: package 'baseline-bigendian', enum constant 'new'",
        "clashes.xml", "the reference writes package 'SBE tests', with a space",
        "versioned-v1.xml", "the reference's Java does not compile: field 'limit' clashes with its limit()",
        "all-features.xml", "the reference cannot parse a constant with whitespace around it");

    @TempDir
    Path scratch;

    static List<Path> schemas()
    {
        final List<Path> schemas = new ArrayList<>();
        schemas.add(SharedFiles.projectSchema("car.xml"));
        schemas.add(SharedFiles.projectSchema("fix-message-samples.xml"));
        schemas.add(SharedFiles.spec("Examples.xml"));
        schemas.addAll(SharedFiles.corpusSchemas());
        schemas.add(SharedFiles.projectSchema("sbe-ir.xml"));
        for (final String resource : List.of("/javagen/features.xml", "/javagen/clashes.xml", "/javagen/versioned-v1.xml",
            "/schemas/all-features.xml", "/ir/big-endian.xml", "/ir/conventions.xml"))
        {
            schemas.add(resource(resource));
        }
        final String only = System.getProperty("sbetool.roundtrip.only");
        return only == null ? schemas : schemas.stream().filter((p) -> p.toString().contains(only)).toList();
    }

    /**
     * The reference rejects the standard's own Examples.xml (it cannot parse the constant written as
     * {@code -3} followed by a line break), so it generates from a copy made at test time that differs only by that
     * whitespace; our side still compiles the original.
     */
    private static Path referenceSchema(final Path schema)
    {
        if (NO_REFERENCE.containsKey(schema.getFileName().toString()))
        {
            return null;
        }
        if (schema.equals(SharedFiles.spec("Examples.xml")))
        {
            return SharedFiles.specExamplesForReference();
        }
        return schema;
    }

    private static Path resource(final String name)
    {
        try
        {
            return Path.of(CorpusRoundTripTest.class.getResource(name).toURI());
        }
        catch (final java.net.URISyntaxException ex)
        {
            throw new IllegalStateException(ex);
        }
    }

    @TestFactory
    Stream<DynamicNode> everyMessageRoundTrips()
    {
        return schemas().stream().map((schema) -> DynamicContainer.dynamicContainer(
            label(schema), schema.toUri(),
            Stream.of(schema).flatMap(this::messageTests)));
    }

    /**
     * No schema is left without the reference by a stale entry: each one listed is among those tested,
     * and the reference really fails on it as the reason says (it rejects the schema, or its Java does
     * not compile).
     */
    @TestFactory
    Stream<DynamicNode> everySchemaLeftWithoutTheReferenceNeedsToBe()
    {
        return NO_REFERENCE.entrySet().stream().sorted(Map.Entry.comparingByKey()).map((entry) ->
            DynamicTest.dynamicTest(entry.getKey() + ": " + entry.getValue(), () ->
            {
                final Path schema = schemas().stream()
                    .filter((path) -> path.getFileName().toString().equals(entry.getKey())).findFirst()
                    .orElseThrow(() -> new AssertionError(entry.getKey() + " is not among the schemas tested"));
                org.junit.jupiter.api.Assertions.assertThrows(Throwable.class,
                    () -> SchemaCodecs.compile(schema, schema, scratch), "the reference works for " + schema);
            }));
    }

    private static String label(final Path schema)
    {
        return schema.startsWith(SharedFiles.testDataDir()) ? SharedFiles.testDataDir().relativize(schema).toString() :
            schema.getParent().getFileName() + "/" + schema.getFileName();
    }

    private Stream<DynamicNode> messageTests(final Path schema)
    {
        final SchemaCodecs codecs;
        try
        {
            codecs = SchemaCodecs.compile(schema, referenceSchema(schema), scratch);
        }
        catch (final Exception ex)
        {
            throw new AssertionError(schema + ": " + ex, ex);
        }
        final JsonPrinter printer = new JsonPrinter(new MessageDecoder(codecs.ir));
        final String noReference = NO_REFERENCE.get(schema.getFileName().toString());
        return codecs.ir.messages().stream().map((message) -> DynamicTest.dynamicTest(
            message.get(0).name() + " (" + message.get(0).id() + ")" +
                (noReference == null ? "" : ", without the reference: " + noReference),
            () -> checkMessage(codecs, printer, message)));
    }

    private static void checkMessage(final SchemaCodecs codecs, final JsonPrinter printer, final List<Token> message)
        throws Exception
    {
        final List<String> failures = new ArrayList<>();
        for (int seed = 0; seed < SEEDS; seed++)
        {
            final List<String> seedFailures = new ArrayList<>();
            checkSeed(codecs, printer, message, 31L * message.get(0).id() + seed, seedFailures);
            for (final String failure : seedFailures)
            {
                failures.add("seed " + seed + ": " + failure);
            }
        }
        if (!failures.isEmpty())
        {
            fail(failures.size() + " difference(s):\n" +
                String.join("\n", failures.subList(0, Math.min(MAX_FAILURES_SHOWN, failures.size()))));
        }
    }

    private static void checkSeed(
        final SchemaCodecs codecs, final JsonPrinter printer, final List<Token> message, final long seed,
        final List<String> failures) throws Exception
    {
        final Encoded ours = encode(codecs, Api.OURS, message, seed);

        final Map<String, Object> envelope = new LinkedHashMap<>();
        envelope.put("template", message.get(0).name());
        envelope.put("templateId", (long)message.get(0).id());
        envelope.put("schemaVersion", (long)codecs.ir.version());
        envelope.putAll(ours.expected);
        final ByteSink sink = new ByteSink();
        final int printedLength = printer.print(wire(ours), ours.offset, ours.bytes.length, sink);
        if (printedLength != ours.bytes.length)
        {
            failures.add("otf: decoded " + printedLength + " bytes of " + ours.bytes.length);
        }
        final String json = sink.toString();
        final JsonNode printed = JSON.readTree(json);
        final List<String> otf = new ArrayList<>();
        Trees.diffJson("otf", envelope, printed, otf);
        if (!otf.isEmpty())
        {
            failures.addAll(otf);
            failures.add("otf printed " + json);
        }

        Trees.diff("our decoder", ours.expected, decode(codecs, Api.OURS, message, ours), failures);

        if (!codecs.hasReference())
        {
            return;
        }
        final Encoded reference = encode(codecs, Api.REFERENCE, message, seed);
        Trees.diff("filler (reference vs ours)", ours.expected, reference.expected, failures);
        if (!Arrays.equals(ours.bytes, reference.bytes))
        {
            failures.add("bytes differ from the reference's: " + firstDifference(ours.bytes, reference.bytes));
        }
        Trees.diff("reference decoder", ours.expected, decode(codecs, Api.REFERENCE, message, ours), failures);
        Trees.diff("our decoder of the reference's bytes", ours.expected, decode(codecs, Api.OURS, message, reference), failures);
    }

    record Encoded(byte[] bytes, int offset, int headerLength, Map<String, Object> expected)
    {
    }

    /**
     * Encodes at offset 0 for even seeds, at an odd offset for odd ones.
     */
    static Encoded encode(final SchemaCodecs codecs, final Api api, final List<Token> message, final long seed)
        throws Exception
    {
        return encode(codecs, api, message, seed, encoder -> { });
    }

    /** @param filled given the encoder once every value is written (AccessOrderCorpusTest checks it is complete). */
    static Encoded encode(final SchemaCodecs codecs, final Api api, final List<Token> message, final long seed,
        final Consumer<Object> filled) throws Exception
    {
        final Class<?> type = codecs.encoder(api, message.get(0).id());
        final Object encoder = type.getConstructor().newInstance();
        final Object header = SchemaCodecs.headerFor(type);
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[BUFFER_SIZE]);
        final int offset = offset(seed);
        Reflect.invoke(encoder, Reflect.find(type, "wrapAndApplyHeader", (p) -> p.length == 3), buffer, offset, header);
        final Map<String, Object> expected = new MessageFiller(api, new Random(seed)).fill(encoder, message);
        filled.accept(encoder);
        final int headerLength = ((Number)Reflect.get(header, "encodedLength", "header encodedLength()")).intValue();
        final int length = headerLength + ((Number)Reflect.get(encoder, "encodedLength", "encodedLength()")).intValue();
        final byte[] bytes = new byte[length];
        buffer.getBytes(offset, bytes);
        return new Encoded(bytes, offset, headerLength, expected);
    }

    private static int offset(final long seed)
    {
        return (seed & 1) == 0 ? 0 : 13;
    }

    /**
     * @return a buffer ending where the message ends, holding it at the offset it was encoded at, after
     * bytes that are not zero.
     */
    private static UnsafeBuffer wire(final Encoded encoded)
    {
        final byte[] bytes = new byte[encoded.offset + encoded.bytes.length];
        Arrays.fill(bytes, 0, encoded.offset, (byte)0xA5);
        System.arraycopy(encoded.bytes, 0, bytes, encoded.offset, encoded.bytes.length);
        return new UnsafeBuffer(bytes);
    }

    /**
     * Reads the message through the generated decoder, and checks it consumed exactly the encoded bytes.
     */
    static Map<String, Object> decode(
        final SchemaCodecs codecs, final Api api, final List<Token> message, final Encoded encoded) throws Exception
    {
        final Class<?> type = codecs.decoder(api, message.get(0).id());
        final Object decoder = type.getConstructor().newInstance();
        final Method wrap = Reflect.find(type, "wrapAndApplyHeader", (p) -> p.length == 3);
        Reflect.invoke(decoder, wrap, wire(encoded), encoded.offset, SchemaCodecs.headerFor(type));
        final Map<String, Object> values = new DecoderReader(api).read(decoder, message);
        final int consumed = ((Number)Reflect.get(decoder, "encodedLength", "encodedLength()")).intValue();
        if (consumed != encoded.bytes.length - encoded.headerLength)
        {
            values.put("<encodedLength>", consumed);
            values.put("<expected encodedLength>", encoded.bytes.length - encoded.headerLength);
        }
        return values;
    }

    private static String firstDifference(final byte[] ours, final byte[] reference)
    {
        int i = 0;
        while (i < Math.min(ours.length, reference.length) && ours[i] == reference[i])
        {
            i++;
        }
        return "lengths " + ours.length + " (ours) and " + reference.length + " (reference), first difference at " + i +
            ": ours " + hex(ours, i) + ", reference " + hex(reference, i);
    }

    private static String hex(final byte[] bytes, final int from)
    {
        final StringBuilder sb = new StringBuilder();
        for (int i = from; i < Math.min(bytes.length, from + 16); i++)
        {
            sb.append(String.format("%02x", bytes[i] & 0xFF));
        }
        return sb.length() == 0 ? "(end)" : sb.toString();
    }
}
