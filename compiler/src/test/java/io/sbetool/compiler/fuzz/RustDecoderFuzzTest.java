package io.sbetool.compiler.fuzz;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.rust.RustCopyProgram;
import io.sbetool.compiler.generation.rust.RustGenerator;
import io.sbetool.compiler.generation.rust.RustOptions;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A {@code cargo fuzz} (libFuzzer) target over the Rust decoders generated for {@code schemas/car.xml} and CME
 * MDP 3.0: the first byte picks the schema, the rest is a message read from its header and copied through
 * every field, composite, nested group and var data element with the generated decoders and encoders (the
 * interop test's {@link RustCopyProgram}). The generated codecs document no panic on input, so any panic,
 * crash or hang is a finding: libFuzzer then exits non-zero and writes the input under
 * {@code target/rust-fuzz/artifacts/}. The run replays the seeds in {@code src/test/resources/rust/fuzz/seeds/}
 * (findings are kept there) and fuzzes for {@code sbetool.fuzz.seconds} (at least 10 in the ordinary test
 * run; {@code -Pfuzz} sets {@code fuzz.seconds}).
 */
class RustDecoderFuzzTest
{
    private static final Path ROOT = Path.of("target", "rust-fuzz").toAbsolutePath();
    private static final Path SEEDS = SharedFiles.projectDir().resolve("compiler/src/test/resources/rust/fuzz/seeds");
    /** The fuzz crate's Cargo.lock, committed so that a fresh machine builds the same libfuzzer-sys and its dependencies. */
    private static final Path LOCK = SharedFiles.projectDir().resolve("compiler/src/test/resources/rust/fuzz/Cargo.lock");
    private static final Pattern RUNS = Pattern.compile("Done (\\d+) runs in (\\d+) second");

    @Test
    void theDecodersNeitherPanicNorCrash() throws Exception
    {
        final List<Path> schemas = List.of(SharedFiles.projectSchema("car.xml"),
            SharedFiles.corpus("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml"));
        final List<String> crates = List.of("fuzz_car", "fuzz_mdp3");
        final List<Schema> models = new ArrayList<>();
        for (int i = 0; i < schemas.size(); i++)
        {
            final Schema model = CodecModelBuilder.build(Compilation.compileOrThrow(schemas.get(i)));
            models.add(model);
            for (final Map.Entry<String, byte[]> file : RustGenerator.generate(model,
                RustOptions.defaults().withCrateName(crates.get(i))).entrySet())
            {
                writeIfChanged(ROOT.resolve(file.getKey()), file.getValue());
            }
        }
        writeIfChanged(ROOT.resolve("fuzz/Cargo.toml"), manifest(crates));
        writeIfChanged(ROOT.resolve("fuzz/Cargo.lock"), Files.readAllBytes(LOCK));
        writeIfChanged(ROOT.resolve("fuzz/fuzz_targets/decoders.rs"), target(models, crates));

        final int seconds = Math.max(10, Integer.getInteger("sbetool.fuzz.seconds", 10));
        final Path corpus = Files.createDirectories(ROOT.resolve("corpus"));
        final Path artifacts = Files.createDirectories(ROOT.resolve("artifacts"));
        final CargoFuzz.Result run = CargoFuzz.run(ROOT, "decoders", corpus, SEEDS,
            "-max_total_time=" + seconds, "-timeout=10", "-artifact_prefix=" + artifacts + "/", "-print_final_stats=1");
        assertEquals(0, run.exitCode(), "the fuzz target found a panic, a crash or a hang (the input is under "
            + artifacts + "):\n" + run.tail());
        final Matcher done = RUNS.matcher(run.output());
        assertTrue(done.find(), "libFuzzer said how many inputs it ran:\n" + run.tail());
        assertTrue(Long.parseLong(done.group(1)) > 1000, "the fuzzer ran more than the seeds:\n" + run.tail());
        System.out.println("RustDecoderFuzzTest: " + done.group(0));
    }

    private static byte[] manifest(final List<String> crates)
    {
        final StringBuilder toml = new StringBuilder("""
            [package]
            name = "sbetool_decoder_fuzz"
            version = "0.0.0"
            edition = "2021"
            publish = false

            [package.metadata]
            cargo-fuzz = true

            [dependencies]
            libfuzzer-sys = "=0.4.13"
            """);
        for (final String crate : crates)
        {
            toml.append(crate).append(" = { path = \"../").append(crate).append("\" }\n");
        }
        toml.append("""

            [workspace]
            members = ["."]

            [[bin]]
            name = "decoders"
            path = "fuzz_targets/decoders.rs"
            test = false
            doc = false
            bench = false
            """);
        return toml.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] target(final List<Schema> models, final List<String> crates)
    {
        final String rust = "//! The decoders of car.xml and CME MDP 3.0 over arbitrary bytes: see RustDecoderFuzzTest.\n"
            + "#![no_main]\n" + RustCopyProgram.ALLOWS + """

            use libfuzzer_sys::fuzz_target;

            fuzz_target!(|data: &[u8]| {
                if let Some((&pick, message)) = data.split_first() {
                    // Room for a copy of any valid message: an encoder that runs out refuses, it does not panic.
                    let mut output = vec![0_u8; message.len() + 64];
                    let _ = copy(usize::from(pick) % 2, message, &mut output);
                }
            });
            """ + RustCopyProgram.functions(models, crates);
        return rust.getBytes(StandardCharsets.UTF_8);
    }

    /** Cargo rebuilds what changed by modification time: a file written again with the same bytes is left alone. */
    private static void writeIfChanged(final Path path, final byte[] bytes) throws IOException
    {
        if (Files.isRegularFile(path) && Arrays.equals(Files.readAllBytes(path), bytes))
        {
            return;
        }
        Files.createDirectories(path.getParent());
        Files.write(path, bytes);
    }
}
