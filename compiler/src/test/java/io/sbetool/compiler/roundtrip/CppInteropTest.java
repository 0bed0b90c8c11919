package io.sbetool.compiler.roundtrip;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.compiler.generation.cpp.CppCopyProgram;
import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.compiler.generation.cpp.NativeBuild;
import io.sbetool.ir.Token;
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
 */
class CppInteropTest
{
    static final int SEEDS = 2;
    private static final Path ROOT = Path.of("target", "cpp-tests", "interop").toAbsolutePath();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_FAILURES_SHOWN = 30;

    @TempDir
    Path scratch;

    record Sample(int schema, SchemaCodecs codecs, List<Token> message, CorpusRoundTripTest.Encoded encoded, Path input)
    {
        Path output()
        {
            return Path.of(input + ".cpp.bin");
        }

        Path json()
        {
            return Path.of(input + ".json");
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

    @Test
    void javaAndCppEncodeTheSameBytesAndReadTheSameValues() throws Exception
    {
        deleteRecursively(ROOT);
        final Path generated = Files.createDirectories(ROOT.resolve("gen"));
        final Path data = Files.createDirectories(ROOT.resolve("data"));
        final List<CppCopyProgram.Entry> entries = new ArrayList<>();
        final List<Sample> samples = new ArrayList<>();
        final List<Path> schemas = schemas();
        for (int i = 0; i < schemas.size(); i++)
        {
            final Path schema = schemas.get(i);
            final SchemaCodecs codecs = SchemaCodecs.compile(schema, null, scratch);
            final String namespace = "interop::schema" + i;
            new CppGenerator(codecs.ir, new CppOptions(namespace, schema)).generate(generated);
            entries.add(new CppCopyProgram.Entry(codecs.ir, schema, namespace));
            for (final List<Token> message : codecs.ir.messages())
            {
                for (int seed = 0; seed < SEEDS; seed++)
                {
                    final CorpusRoundTripTest.Encoded encoded =
                        CorpusRoundTripTest.encode(codecs, Api.OURS, message, 31L * message.get(0).id() + seed);
                    final Path input = data.resolve("s" + i + "_m" + message.get(0).id() + "_" + seed + ".bin");
                    Files.write(input, encoded.bytes());
                    samples.add(new Sample(i, codecs, message, encoded, input));
                }
            }
        }
        final Path program = build(generated, entries);
        final Path manifest = ROOT.resolve("manifest.txt");
        final StringBuilder lines = new StringBuilder();
        samples.forEach(s -> lines.append(s.schema()).append(' ').append(s.input()).append(' ')
            .append(s.output()).append(' ').append(s.json()).append('\n'));
        Files.writeString(manifest, lines, StandardCharsets.UTF_8);
        NativeBuild.run(ROOT, List.of(program.toString(), manifest.toString()));

        final List<String> failures = new ArrayList<>();
        for (final Sample sample : samples)
        {
            check(sample, failures);
        }
        if (!failures.isEmpty())
        {
            fail(failures.size() + " difference(s) in " + samples.size() + " messages:\n" +
                String.join("\n", failures.subList(0, Math.min(MAX_FAILURES_SHOWN, failures.size()))));
        }
        assertEquals(true, samples.size() > 500, "messages checked: " + samples.size());
    }

    private static void check(final Sample sample, final List<String> failures) throws Exception
    {
        final List<String> problems = new ArrayList<>();
        final byte[] cppBytes = Files.readAllBytes(sample.output());
        if (!Arrays.equals(sample.encoded().bytes(), cppBytes))
        {
            problems.add("C++ re-encoded " + cppBytes.length + " bytes that differ from Java's " + sample.encoded().bytes().length);
        }
        final JsonNode printed = JSON.readTree(Files.readString(sample.json(), StandardCharsets.UTF_8));
        Trees.diffJson("c++ json", sample.encoded().expected(), printed, problems);
        final CorpusRoundTripTest.Encoded fromCpp = new CorpusRoundTripTest.Encoded(
            cppBytes, 0, sample.encoded().headerLength(), sample.encoded().expected());
        Trees.diff("java decoder of c++ bytes", sample.encoded().expected(),
            CorpusRoundTripTest.decode(sample.codecs(), Api.OURS, sample.message(), fromCpp), problems);
        problems.forEach(problem -> failures.add(sample.label() + ": " + problem));
    }

    /**
     * One translation unit for every schema, without optimisation: the point is the bytes, and the
     * sanitizers already run over the codec unit tests.
     */
    private static Path build(final Path generated, final List<CppCopyProgram.Entry> entries) throws Exception
    {
        final List<String> headers = new ArrayList<>();
        try (Stream<Path> files = Files.walk(generated))
        {
            files.filter(path -> path.toString().endsWith(".h") && !path.getParent().endsWith("sbetool")).sorted()
                .forEach(header -> headers.add(generated.relativize(header).toString()));
        }
        final Path source = ROOT.resolve("interop.cpp");
        Files.writeString(source, CppCopyProgram.write(entries, headers), StandardCharsets.UTF_8);
        final Path program = ROOT.resolve("interop");
        final List<String> command = new ArrayList<>(List.of("g++", "-std=c++17", "-O0"));
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
