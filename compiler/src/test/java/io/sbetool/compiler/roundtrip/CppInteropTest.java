package io.sbetool.compiler.roundtrip;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.compiler.generation.cpp.CppCopyProgram;
import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.compiler.generation.cpp.NativeBuild;
import io.sbetool.ir.Token;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Java and C++ agree to the byte. For every message of Car, the market-data samples, the standard's
 * examples, every corpus schema and the round-trip tests' edge-case schemas (big-endian, versions,
 * keywords), our Java encoder writes random valid values ({@link MessageFiller},
 * {@value #SEEDS} seeds) to a file; a C++ program built from the generated headers decodes each file,
 * prints it as JSON and encodes it again by copying every field, group and var-data element into a new
 * buffer. Then:
 * <ol>
 * <li>the C++ encoder's bytes equal the Java encoder's;</li>
 * <li>every value the C++ decoder printed equals the value Java encoded;</li>
 * <li>the other way round, the Java decoder reads the C++ encoder's bytes back to the same values.</li>
 * </ol>
 * A second pass does the same with headers generated with {@code --cpp-access-order-checks} and the checks
 * compiled in (the samples are Java's, encoded once for both).
 */
class CppInteropTest
{
    static final int SEEDS = 2;
    private static final Path ROOT = Path.of("target", "cpp-tests", "interop").toAbsolutePath();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_FAILURES_SHOWN = 30;

    @TempDir
    static Path scratch;

    /** The messages Java encoded, once for both passes, and the schemas' headers to generate. */
    private static final List<Sample> SAMPLES = new ArrayList<>();
    private static final List<CppCopyProgram.Entry> ENTRIES = new ArrayList<>();

    record Sample(int schema, SchemaCodecs codecs, List<Token> message, CorpusRoundTripTest.Encoded encoded, Path input)
    {
        /** @param pass {@code ""} for the first pass, a name for another (their files side by side). */
        Path output(final String pass)
        {
            return Path.of(input + pass + ".cpp.bin");
        }

        Path json(final String pass)
        {
            return Path.of(input + pass + ".json");
        }

        String label()
        {
            return codecs.ir.packageName() + " " + message.get(0).name() + " " + input.getFileName();
        }
    }

    /**
     * The round-trip tests' schemas, {@code clashes.xml} (names that collide in generated code) included.
     */
    static List<Path> schemas()
    {
        return CorpusRoundTripTest.schemas();
    }

    @BeforeAll
    static void encodeSamples() throws Exception
    {
        deleteRecursively(ROOT);
        final Path data = Files.createDirectories(ROOT.resolve("data"));
        final List<Path> schemas = schemas();
        for (int i = 0; i < schemas.size(); i++)
        {
            final Path schema = schemas.get(i);
            final SchemaCodecs codecs = SchemaCodecs.compile(schema, null, scratch);
            ENTRIES.add(new CppCopyProgram.Entry(codecs.ir, schema, "interop::schema" + i));
            for (final List<Token> message : codecs.ir.messages())
            {
                for (int seed = 0; seed < SEEDS; seed++)
                {
                    final CorpusRoundTripTest.Encoded encoded =
                        CorpusRoundTripTest.encode(codecs, Api.OURS, message, 31L * message.get(0).id() + seed);
                    final Path input = data.resolve("s" + i + "_m" + message.get(0).id() + "_" + seed + ".bin");
                    Files.write(input, encoded.bytes());
                    SAMPLES.add(new Sample(i, codecs, message, encoded, input));
                }
            }
        }
    }

    @Test
    void javaAndCppEncodeTheSameBytesAndReadTheSameValues() throws Exception
    {
        roundTrip("", null);
    }

    /**
     * The same with {@code --cpp-access-order-checks} and its macro defined: reading each message in schema order,
     * writing the copy in schema order and {@code checkEncodingIsComplete()} after it trip no check, and the bytes
     * and values are the same.
     */
    @Test
    void theSameWithTheAccessOrderChecks() throws Exception
    {
        roundTrip(".checked", CppOptions.DEFAULT_ACCESS_ORDER_MACRO);
    }

    /** @param macro the access-order checks' macro, the headers generated with the checks, or null for none. */
    private static void roundTrip(final String pass, final String macro) throws Exception
    {
        final Path generated = Files.createDirectories(ROOT.resolve("gen" + pass));
        for (final CppCopyProgram.Entry entry : ENTRIES)
        {
            final CppOptions options = new CppOptions(entry.namespace(), entry.schemaFile());
            new CppGenerator(entry.ir(), macro == null ? options : options.withAccessOrderChecks(macro)).generate(generated);
        }
        final Path program = build(generated, pass, macro);
        final Path manifest = ROOT.resolve("manifest" + pass + ".txt");
        final StringBuilder lines = new StringBuilder();
        SAMPLES.forEach(s -> lines.append(s.schema()).append(' ').append(s.input()).append(' ')
            .append(s.output(pass)).append(' ').append(s.json(pass)).append('\n'));
        Files.writeString(manifest, lines, StandardCharsets.UTF_8);
        NativeBuild.run(ROOT, List.of(program.toString(), manifest.toString()));

        final List<String> failures = new ArrayList<>();
        for (final Sample sample : SAMPLES)
        {
            check(sample, pass, failures);
        }
        if (!failures.isEmpty())
        {
            fail(failures.size() + " difference(s) in " + SAMPLES.size() + " messages:\n" +
                String.join("\n", failures.subList(0, Math.min(MAX_FAILURES_SHOWN, failures.size()))));
        }
        assertEquals(true, SAMPLES.size() > 500, "messages checked: " + SAMPLES.size());
    }

    private static void check(final Sample sample, final String pass, final List<String> failures) throws Exception
    {
        final List<String> problems = new ArrayList<>();
        final byte[] cppBytes = Files.readAllBytes(sample.output(pass));
        if (!Arrays.equals(sample.encoded().bytes(), cppBytes))
        {
            problems.add("C++ re-encoded " + cppBytes.length + " bytes that differ from Java's " + sample.encoded().bytes().length);
        }
        final JsonNode printed = JSON.readTree(Files.readString(sample.json(pass), StandardCharsets.UTF_8));
        Trees.diffJson("c++ json", sample.encoded().expected(), printed, problems);
        final CorpusRoundTripTest.Encoded fromCpp = new CorpusRoundTripTest.Encoded(
            cppBytes, 0, sample.encoded().headerLength(), sample.encoded().expected());
        Trees.diff("java decoder of c++ bytes", sample.encoded().expected(),
            CorpusRoundTripTest.decode(sample.codecs(), Api.OURS, sample.message(), fromCpp), problems);
        problems.forEach(problem -> failures.add(sample.label() + pass + ": " + problem));
    }

    /**
     * One translation unit for every schema, without optimisation: the point is the bytes, and the
     * sanitizers already run over the codec unit tests.
     */
    private static Path build(final Path generated, final String pass, final String macro) throws Exception
    {
        final List<String> headers = new ArrayList<>();
        try (Stream<Path> files = Files.walk(generated))
        {
            files.filter(path -> path.toString().endsWith(".h") && !path.getParent().endsWith("sbetool")).sorted()
                .forEach(header -> headers.add(generated.relativize(header).toString()));
        }
        final Path source = ROOT.resolve("interop" + pass + ".cpp");
        Files.writeString(source, CppCopyProgram.write(ENTRIES, headers, macro != null), StandardCharsets.UTF_8);
        final Path program = ROOT.resolve("interop" + pass);
        final List<String> command = new ArrayList<>(List.of("g++", "-std=c++17", "-O0"));
        if (macro != null)
        {
            command.add("-D" + macro);
        }
        command.addAll(NativeBuild.WARNINGS);
        command.addAll(List.of("-I" + generated, source.toString(), "-o", program.toString()));
        NativeBuild.run(ROOT, command);
        return program;
    }

    private static void deleteRecursively(final Path dir) throws Exception
    {
        if (!Files.exists(dir))
        {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir))
        {
            for (final Path path : walk.sorted((a, b) -> b.compareTo(a)).toList())
            {
                Files.delete(path);
            }
        }
    }
}
