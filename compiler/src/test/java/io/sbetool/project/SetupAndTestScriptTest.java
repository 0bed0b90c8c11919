package io.sbetool.project;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ./setup-and-test}, the README's test command, on a machine that lacks tools and gives no way
 * to install them: run without root (as {@code nobody} when the tests run as root, as CI's do) and
 * without sudo, with a PATH holding only some tools, it names the packages to install and exits 2
 * before running anything. The Debian names it gives are checked against apt's package lists.
 */
class SetupAndTestScriptTest
{
    /** Every package, in the script's order: what a machine with none of the tools is told to install. */
    private static final List<String> EVERY_PACKAGE = List.of("openjdk-17-jdk-headless", "maven", "g++", "clang",
        "cmake", "ninja-build", "ccache", "libgtest-dev", "libbenchmark-dev", "libprotobuf-dev", "protobuf-compiler",
        "rustc", "cargo", "rustfmt", "rust-clippy");
    /** What the script itself runs before it has decided what is missing. */
    private static final List<String> SCRIPT_NEEDS = List.of("bash", "dirname", "id");
    /** The tools whose packages are named by command, but for cargo (rustup's is not nobody's to run). */
    private static final List<String> TOOLS = List.of("javac", "mvn", "g++", "clang++", "cmake", "ninja", "ccache",
        "protoc");

    @Test
    void withNoToolsItNamesEveryPackageAndExitsTwo(@TempDir final Path dir) throws Exception
    {
        final Path bin = binWith(dir, SCRIPT_NEEDS);
        final Path noHeaders = Files.createDirectory(dir.resolve("include"));
        final Run run = runWithoutRoot(bin, noHeaders);
        assertEquals(2, run.exitCode, run.err);
        assertEquals("", run.out);
        assertEquals(List.of(
            "setup-and-test: missing: " + String.join(" ", EVERY_PACKAGE),
            "setup-and-test: install them as root (on Debian or Ubuntu; elsewhere their equivalents), then run " +
                "this again:",
            "    apt-get install " + String.join(" ", EVERY_PACKAGE)), run.err.lines().toList());
    }

    @Test
    void itNamesOnlyWhatIsMissing(@TempDir final Path dir) throws Exception
    {
        final List<String> commands = new ArrayList<>(SCRIPT_NEEDS);
        commands.addAll(TOOLS);
        final Path bin = binWith(dir, commands);
        final Run run = runWithoutRoot(bin, Path.of("/usr/include"));
        assertEquals(2, run.exitCode, run.err);
        assertEquals("    apt-get install rustc cargo rustfmt rust-clippy", run.err.lines().toList().get(2), run.err);
    }

    /** Each name is a package apt knows, with a version to install (the lists of Debian 12 or Ubuntu). */
    @Test
    void everyPackageNamedIsOneAptCanInstall() throws Exception
    {
        final List<String> command = new ArrayList<>(List.of("apt-cache", "policy"));
        command.addAll(EVERY_PACKAGE);
        final Run run = run(new ProcessBuilder(command));
        assertEquals(0, run.exitCode, run.err);
        for (final String name : EVERY_PACKAGE)
        {
            final int at = run.out.indexOf(name + ":\n");
            assertTrue(at >= 0, () -> name + " is not a package apt knows:\n" + run.out);
            final String candidate = run.out.substring(at).lines().skip(2).findFirst().orElse("").strip();
            assertTrue(candidate.startsWith("Candidate: ") && !candidate.equals("Candidate: (none)"),
                () -> name + " has no version to install: " + candidate);
        }
    }

    /** A folder holding links to the given commands, as found on this machine's PATH, and nothing else. */
    private static Path binWith(final Path dir, final List<String> commands) throws IOException
    {
        final Path bin = Files.createDirectory(dir.resolve("bin"));
        for (final String name : commands)
        {
            Files.createSymbolicLink(bin.resolve(name), onPath(name));
        }
        openToAll(dir);
        openToAll(bin);
        return bin;
    }

    private static Path onPath(final String name)
    {
        for (final String folder : System.getenv("PATH").split(":"))
        {
            final Path file = Path.of(folder, name);
            if (Files.isExecutable(file))
            {
                return file;
            }
        }
        throw new AssertionError(name + " is not on the PATH; the build needs it");
    }

    private static void openToAll(final Path dir) throws IOException
    {
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** The script with only {@code bin} on the PATH, as nobody when this JVM is root, its input not a terminal. */
    private static Run runWithoutRoot(final Path bin, final Path includeDir) throws Exception
    {
        // a copy beside bin, as nobody may not reach the checkout (CI's is under /root)
        final Path script = Files.copy(SharedFiles.projectDir().resolve("setup-and-test"),
            bin.resolveSibling("setup-and-test"));
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        final List<String> command = new ArrayList<>();
        if ("0".equals(run(new ProcessBuilder("id", "-u")).out.strip()))
        {
            command.addAll(List.of("runuser", "-u", "nobody", "--"));
        }
        command.addAll(List.of("/usr/bin/env", "-i", "PATH=" + bin, "SETUP_INCLUDE_DIR=" + includeDir,
            bin.resolve("bash").toString(), script.toString()));
        return run(new ProcessBuilder(command));
    }

    private static Run run(final ProcessBuilder builder) throws Exception
    {
        // stderr to a file, so that neither stream can fill while the other is read
        final Path err = Files.createTempFile("setup-and-test-", ".err");
        try
        {
            final Process process = builder.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectError(err.toFile())
                .start();
            final String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the script did not end");
            return new Run(process.exitValue(), out, Files.readString(err));
        }
        finally
        {
            Files.delete(err);
        }
    }

    private record Run(int exitCode, String out, String err)
    {
    }
}
