package io.sbetool.compiler.roundtrip;

import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.rust.Cargo;
import io.sbetool.compiler.generation.rust.RustCopyProgram;
import io.sbetool.compiler.generation.rust.RustGenerator;
import io.sbetool.compiler.generation.rust.RustOptions;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Java and Rust agree to the byte, on the messages {@link CppInteropTest} checks C++ with: for every message
 * of the round-trip tests' schemas, our Java encoder writes random valid values ({@value CppInteropTest#SEEDS}
 * seeds) to a file; a Rust program built from the generated crates ({@link RustCopyProgram}) decodes each file
 * and encodes it again by copying every field, group entry and var data element into a new buffer. Then the
 * Rust encoder's bytes equal the Java encoder's, and the Java decoder reads them back to the values Java
 * encoded.
 */
class RustInteropTest
{
    private static final Path ROOT = Path.of("target", "rust-interop").toAbsolutePath();
    private static final int MAX_FAILURES_SHOWN = 30;

    @TempDir
    Path scratch;

    record Sample(int schema, SchemaCodecs codecs, List<Token> message, CorpusRoundTripTest.Encoded encoded, Path input)
    {
        Path output()
        {
            return Path.of(input + ".rust.bin");
        }

        String label()
        {
            return codecs.ir.packageName() + " " + message.get(0).name() + " " + input.getFileName();
        }
    }

    @Test
    void javaAndRustEncodeTheSameBytes() throws Exception
    {
        final Path data = Files.createDirectories(ROOT.resolve("data"));
        final List<Schema> models = new ArrayList<>();
        final List<String> crates = new ArrayList<>();
        final List<Sample> samples = new ArrayList<>();
        final List<Path> schemas = CppInteropTest.schemas();
        final StringBuilder members = new StringBuilder();
        final StringBuilder dependencies = new StringBuilder();
        for (int i = 0; i < schemas.size(); i++)
        {
            final SchemaCodecs codecs = SchemaCodecs.compile(schemas.get(i), null, scratch);
            final String crate = "interop_s" + i;
            final Schema model = CodecModelBuilder.build(codecs.ir);
            for (final Map.Entry<String, byte[]> file :
                RustGenerator.generate(model, RustOptions.defaults().withCrateName(crate)).entrySet())
            {
                writeIfChanged(ROOT.resolve(file.getKey()), file.getValue());
            }
            models.add(model);
            crates.add(crate);
            members.append("    \"").append(crate).append("\",\n");
            dependencies.append(crate).append(" = { path = \"../").append(crate).append("\" }\n");
            for (final List<Token> message : codecs.ir.messages())
            {
                for (int seed = 0; seed < CppInteropTest.SEEDS; seed++)
                {
                    final CorpusRoundTripTest.Encoded encoded =
                        CorpusRoundTripTest.encode(codecs, Api.OURS, message, 31L * message.get(0).id() + seed);
                    final Path input = data.resolve("s" + i + "_m" + message.get(0).id() + "_" + seed + ".bin");
                    Files.write(input, encoded.bytes());
                    samples.add(new Sample(i, codecs, message, encoded, input));
                }
            }
        }
        writeIfChanged(ROOT.resolve("interop/src/main.rs"), RustCopyProgram.write(models, crates).getBytes(StandardCharsets.UTF_8));
        writeIfChanged(ROOT.resolve("interop/Cargo.toml"), ("[package]\nname = \"interop\"\nversion = \"0.1.0\"\n" +
            "edition = \"2021\"\npublish = false\n\n[dependencies]\n" + dependencies).getBytes(StandardCharsets.UTF_8));
        writeIfChanged(ROOT.resolve("Cargo.toml"), ("[workspace]\nresolver = \"2\"\nmembers = [\n" + members +
            "    \"interop\",\n]\n").getBytes(StandardCharsets.UTF_8));
        final Path manifest = ROOT.resolve("manifest.txt");
        final StringBuilder lines = new StringBuilder();
        samples.forEach(s -> lines.append(s.schema()).append(' ').append(s.input()).append(' ').append(s.output()).append('\n'));
        Files.writeString(manifest, lines, StandardCharsets.UTF_8);

        final Cargo.Result run = Cargo.run(ROOT, "run", "--offline", "-q", "-p", "interop", "--", manifest.toString());
        final List<String> failures = new ArrayList<>();
        if (run.exitCode() != 0)
        {
            failures.add("the copy program failed:\n" + run.output());
        }
        for (final Sample sample : samples)
        {
            check(sample, failures);
        }
        if (!failures.isEmpty())
        {
            fail(failures.size() + " difference(s) in " + samples.size() + " messages:\n" +
                String.join("\n", failures.subList(0, Math.min(MAX_FAILURES_SHOWN, failures.size()))));
        }
        assertTrue(samples.size() > 500, "messages checked: " + samples.size());
    }

    private static void check(final Sample sample, final List<String> failures) throws Exception
    {
        if (!Files.isRegularFile(sample.output()))
        {
            failures.add(sample.label() + ": Rust wrote no copy");
            return;
        }
        final List<String> problems = new ArrayList<>();
        final byte[] rustBytes = Files.readAllBytes(sample.output());
        if (!Arrays.equals(sample.encoded().bytes(), rustBytes))
        {
            problems.add("Rust re-encoded " + rustBytes.length + " bytes that differ from Java's " +
                sample.encoded().bytes().length);
        }
        final CorpusRoundTripTest.Encoded fromRust = new CorpusRoundTripTest.Encoded(
            rustBytes, 0, sample.encoded().headerLength(), sample.encoded().expected());
        Trees.diff("java decoder of rust bytes", sample.encoded().expected(),
            CorpusRoundTripTest.decode(sample.codecs(), Api.OURS, sample.message(), fromRust), problems);
        problems.forEach(problem -> failures.add(sample.label() + ": " + problem));
    }

    private static void writeIfChanged(final Path path, final byte[] bytes) throws Exception
    {
        if (Files.isRegularFile(path) && Arrays.equals(Files.readAllBytes(path), bytes))
        {
            return;
        }
        Files.createDirectories(path.getParent());
        Files.write(path, bytes);
    }
}
