package io.sbetool.compiler.generation.rust;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Runs cargo for the Rust tests, with one target directory under {@code target/} that every run shares, so
 * that builds are incremental, and {@code RUSTFLAGS=-D warnings}, the same for every command so that none
 * invalidates another's artifacts.
 */
public final class Cargo
{
    public static final Path TARGET_DIR = Path.of("target", "cargo-target").toAbsolutePath();
    private static final long TIMEOUT_MINUTES = 30;

    private Cargo()
    {
    }

    /** The exit code and what cargo printed, stdout and stderr together. */
    public record Result(int exitCode, String output)
    {
    }

    public static Result run(final Path workspace, final String... arguments) throws IOException, InterruptedException
    {
        final List<String> command = new ArrayList<>(List.of("cargo"));
        command.addAll(List.of(arguments));
        final ProcessBuilder builder = new ProcessBuilder(command).directory(workspace.toFile()).redirectErrorStream(true);
        builder.environment().put("CARGO_TARGET_DIR", TARGET_DIR.toString());
        builder.environment().put("RUSTFLAGS", "-D warnings");
        builder.environment().put("CARGO_TERM_COLOR", "never");
        final Process process = builder.start();
        final byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES))
        {
            process.destroyForcibly();
            fail("cargo " + String.join(" ", arguments) + " took more than " + TIMEOUT_MINUTES + " minutes");
        }
        return new Result(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }
}
