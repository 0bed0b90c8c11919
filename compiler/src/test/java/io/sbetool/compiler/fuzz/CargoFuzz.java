package io.sbetool.compiler.fuzz;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Runs {@code cargo fuzz run} for a fuzz crate under {@code ROOT/fuzz}. cargo-fuzz is found as
 * {@code $SBETOOL_CARGO_FUZZ}, else on the PATH, else in cargo's bin folder ({@code $CARGO_HOME/bin} or
 * {@code ~/.cargo/bin}, where {@code ./setup-and-test} installs it); without it the test fails and says how to
 * install it.
 *
 * <p>cargo-fuzz asks rustc for unstable flags ({@code -Zsanitizer=address} and the like): with
 * {@code RUSTC_BOOTSTRAP=1} a stable rustc, rustup's or Debian's, takes them as a nightly would, so no nightly
 * toolchain is needed.
 */
final class CargoFuzz
{
    private static final long TIMEOUT_MINUTES = 30;
    private static final int TAIL_CHARACTERS = 6000;

    private CargoFuzz()
    {
    }

    /** The exit code and what cargo and libFuzzer printed, stdout and stderr together. */
    record Result(int exitCode, String output)
    {
        /** The end of the output, where libFuzzer reports a finding. */
        String tail()
        {
            return output.length() <= TAIL_CHARACTERS ? output : "..." + output.substring(output.length() - TAIL_CHARACTERS);
        }
    }

    static Result run(final Path root, final String target, final Path corpus, final Path seeds,
        final String... libFuzzerArguments) throws IOException, InterruptedException
    {
        final Path cargoFuzz = find();
        final List<String> command = new ArrayList<>(List.of(cargoFuzz.toString(), "fuzz", "run",
            "--fuzz-dir", root.resolve("fuzz").toString(), target, corpus.toString(), seeds.toString(), "--"));
        command.addAll(List.of(libFuzzerArguments));
        final ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile()).redirectErrorStream(true);
        builder.environment().put("RUSTC_BOOTSTRAP", "1");
        builder.environment().put("CARGO_TARGET_DIR", root.resolve("cargo-target").toString());
        builder.environment().put("CARGO_TERM_COLOR", "never");
        builder.environment().remove("RUSTFLAGS");
        final Process process = builder.start();
        final byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES))
        {
            process.destroyForcibly();
            fail("cargo fuzz run took more than " + TIMEOUT_MINUTES + " minutes");
        }
        return new Result(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }

    private static Path find()
    {
        final String named = System.getenv("SBETOOL_CARGO_FUZZ");
        if (named != null && !named.isEmpty())
        {
            return Path.of(named);
        }
        final String cargoHome = System.getenv("CARGO_HOME");
        final Path cargoBin = cargoHome != null && !cargoHome.isEmpty() ? Path.of(cargoHome, "bin")
            : Path.of(System.getProperty("user.home"), ".cargo", "bin");
        final List<String> directories = new ArrayList<>(
            List.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)));
        directories.add(cargoBin.toString());
        for (final String directory : directories)
        {
            final Path candidate = Path.of(directory, "cargo-fuzz");
            if (!directory.isEmpty() && Files.isExecutable(candidate))
            {
                return candidate;
            }
        }
        return fail("cargo-fuzz was not found (SBETOOL_CARGO_FUZZ, the PATH or " + cargoBin + "): install it with"
            + " `cargo install cargo-fuzz --locked` (./setup-and-test does)");
    }
}
