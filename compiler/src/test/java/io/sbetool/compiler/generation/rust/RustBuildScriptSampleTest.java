package io.sbetool.compiler.generation.rust;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@code samples/rust}, whose build.rs runs sbetool to generate car.xml's codecs into OUT_DIR: offline (it has no
 * dependencies), with this build's sbetool named by {@code SBETOOL} (a script that starts its main class on the
 * test's class path, as the checkout's ./sbetool would from the packaged jar), its tests pass, its program prints
 * the car it decoded, it is clippy and rustfmt clean, and a schema error stops the build with sbetool's message.
 */
class RustBuildScriptSampleTest
{
    private static final Path SAMPLE = SharedFiles.projectDir().resolve("samples/rust");
    private static final Path TARGET = Path.of("target", "rust-sample-target").toAbsolutePath();
    private static final Pattern RESULT = Pattern.compile("test result: (\\w+)\\. (\\d+) passed; (\\d+) failed");
    private static Path sbetool;

    @BeforeAll
    static void writeTheSbetoolScript() throws IOException
    {
        sbetool = Path.of("target", "rust-sample-sbetool").toAbsolutePath();
        final String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Files.createDirectories(sbetool.getParent());
        Files.writeString(sbetool, "#!/bin/sh\nexec '" + java + "' -cp '" + System.getProperty("java.class.path")
            + "' io.sbetool.compiler.cli.SbeTool \"$@\"\n");
        Files.setPosixFilePermissions(sbetool, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    @Test
    void theSampleTestsPassAndItsProgramDecodesTheCar() throws Exception
    {
        final Result test = cargo(sbetool.toString(), "test", "--offline");
        assertEquals(0, test.exitCode(), test.output());
        final Matcher matcher = RESULT.matcher(test.output());
        final List<Integer> passed = new ArrayList<>();
        while (matcher.find())
        {
            assertEquals("ok", matcher.group(1), test.output());
            passed.add(Integer.parseInt(matcher.group(2)));
        }
        // src/lib.rs, src/main.rs, tests/car.rs, the doc tests
        assertEquals(List.of(0, 0, 4, 0), passed, test.output());

        final Result run = cargo(sbetool.toString(), "run", "--offline", "-q");
        assertEquals(0, run.exitCode(), run.output());
        assertTrue(run.output().contains("91 bytes: Car { serial_number: 1234, model_year: 2013, code: A, "
            + "cruise_control: true, capacity: 2000, fuel_figures: [(30, 35.9), (55, 49.0)], "
            + "manufacturer: [72, 111, 110, 100, 97], model: [67, 105, 118, 105, 99, 32, 86, 84, 105] }"), run.output());
    }

    @Test
    void theSampleIsClippyAndRustfmtClean() throws Exception
    {
        final Result clippy = cargo(sbetool.toString(), "clippy", "--offline", "--all-targets", "--", "-D", "warnings");
        assertEquals(0, clippy.exitCode(), clippy.output());
        assertTrue(!clippy.output().contains("warning:"), clippy.output());
        final Result fmt = cargo(sbetool.toString(), "fmt", "--check");
        assertEquals(0, fmt.exitCode(), fmt.output());
    }

    @Test
    void anSbetoolThatFailsStopsTheBuildWithItsMessage() throws Exception
    {
        final Path failing = Path.of("target", "rust-sample-failing-sbetool").toAbsolutePath();
        Files.writeString(failing, "#!/bin/sh\necho 'car.xml:3:4: error: made up for the test' >&2\nexit 1\n");
        Files.setPosixFilePermissions(failing, PosixFilePermissions.fromString("rwxr-xr-x"));
        final Result build = cargo(failing.toString(), "build", "--offline");
        assertEquals(101, build.exitCode(), build.output());
        assertTrue(build.output().contains("car.xml:3:4: error: made up for the test"), build.output());
        assertTrue(build.output().contains("sbetool failed (exit status: 1): see its message above"), build.output());
    }

    private record Result(int exitCode, String output)
    {
    }

    private static Result cargo(final String sbetoolCommand, final String... arguments) throws Exception
    {
        final List<String> command = new ArrayList<>(List.of("cargo"));
        command.addAll(List.of(arguments));
        final ProcessBuilder builder = new ProcessBuilder(command).directory(SAMPLE.toFile()).redirectErrorStream(true);
        builder.environment().put("SBETOOL", sbetoolCommand);
        builder.environment().put("CARGO_TARGET_DIR", TARGET.toString());
        builder.environment().put("RUSTFLAGS", "-D warnings");
        builder.environment().put("CARGO_TERM_COLOR", "never");
        final Process process = builder.start();
        final byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(20, TimeUnit.MINUTES))
        {
            process.destroyForcibly();
            fail("cargo " + String.join(" ", arguments) + " took more than 20 minutes");
        }
        return new Result(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }
}
