package io.sbetool.benchmarks;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Rust benchmarks (benchmarks/rust) generate, build and run: generate.sh writes sbetool's crates (by
 * SbeTool on this test's classpath) and the reference's (its SbeTool, also on it); cargo builds the
 * benchmark; its setup checks pass (round trips, the reference's and the floor's bytes equal sbetool's) and
 * every benchmark runs once in criterion's test mode. Nothing is timed. cargo's target directory is kept
 * between runs, so only what changed is built again. A missing cargo fails the test.
 */
class RustBenchmarkSmokeTest
{
    private static final Path WORKSPACE = Path.of("rust").toAbsolutePath();
    private static final long TIMEOUT_MINUTES = 20;

    @Test
    void everyRustBenchmarkRunsAndItsChecksPass() throws Exception
    {
        final String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        final String classpath = System.getProperty("java.class.path");
        run(List.of("bash", WORKSPACE.resolve("generate.sh").toString()), Map.of(
            "SBETOOL", java + " -XX:TieredStopAtLevel=1 -cp " + classpath + " io.sbetool.compiler.cli.SbeTool",
            "REFERENCE_SBE_CLASSPATH", classpath,
            "JAVA", java));
        final String output = run(List.of("cargo", "bench", "--bench", "codecs", "--", "--test"), Map.of());
        assertTrue(output.contains("setup checks passed"), output);
        for (final String message : List.of("Car", "MarketData"))
        {
            for (final String operation : List.of("encode", "decode"))
            {
                for (final String codec : List.of("sbetool", "reference", "floor"))
                {
                    final String name = message + "/" + operation + "/" + codec;
                    assertTrue(output.contains("Testing " + name + "\nSuccess"), name + " did not run:\n" + output);
                }
            }
        }
    }

    /** Runs a command in the workspace with these variables added to the environment. */
    private static String run(final List<String> command, final Map<String, String> environment)
        throws IOException, InterruptedException
    {
        final ProcessBuilder builder = new ProcessBuilder(command).directory(WORKSPACE.toFile());
        builder.environment().putAll(environment);
        builder.environment().put("CARGO_TERM_COLOR", "never");
        return ToolRun.run(builder, WORKSPACE.resolve("target"), TIMEOUT_MINUTES, "the Rust toolchain: cargo and rustc");
    }
}
