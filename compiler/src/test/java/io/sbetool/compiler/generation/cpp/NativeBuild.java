package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.Compilation;
import io.sbetool.ir.Ir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Generates C++ for tests and runs compilers and the programs they build. A missing compiler fails
 * the test: {@code ./setup-and-test} installs them (CI runs it), so a skip would hide a broken build.
 */
public final class NativeBuild
{
    /** Where tests put generated headers and programs, under the module's target folder. */
    public static final Path ROOT = Path.of("target", "cpp-tests").toAbsolutePath();

    public static final List<String> WARNINGS = List.of("-Wall", "-Wextra", "-Wpedantic", "-Werror");

    private static final long TIMEOUT_MINUTES = 10;

    private NativeBuild()
    {
    }

    /**
     * @return {@code ROOT/name}, emptied: what an earlier run left there is removed.
     */
    public static Path fresh(final String name) throws IOException, InterruptedException
    {
        final Path dir = ROOT.resolve(name);
        if (Files.exists(dir))
        {
            run(ROOT, List.of("rm", "-rf", dir.toString()));
        }
        return Files.createDirectories(dir);
    }

    /**
     * Generates a schema's headers under {@code outputDir}.
     *
     * @param namespace the namespace, or null for the schema's own.
     */
    public static void generate(final Path schema, final Path outputDir, final String namespace) throws Exception
    {
        final Ir ir = Compilation.compileOrThrow(schema);
        new CppGenerator(ir, new CppOptions(namespace, schema)).generate(outputDir);
    }

    /**
     * Runs a command in {@code dir}; fails the test with its output unless it exits 0.
     *
     * @return what it printed, stdout and stderr together.
     */
    public static String run(final Path dir, final List<String> command) throws IOException, InterruptedException
    {
        Files.createDirectories(ROOT);
        final Path log = Files.createTempFile(ROOT, "run", ".log");
        try
        {
            final Process process = new ProcessBuilder(command).directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!process.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES))
            {
                process.destroyForcibly();
                fail("timed out after " + TIMEOUT_MINUTES + " minutes: " + String.join(" ", command));
            }
            final String output = Files.readString(log, StandardCharsets.UTF_8);
            if (process.exitValue() != 0)
            {
                fail("exit code " + process.exitValue() + " from " + String.join(" ", command) + "\n" + tail(output));
            }
            return output;
        }
        catch (final IOException ex)
        {
            fail("cannot run " + command.get(0) + " (./setup-and-test installs g++, clang, cmake, ninja-build and libgtest-dev): " + ex.getMessage());
            throw ex;
        }
        finally
        {
            Files.deleteIfExists(log);
        }
    }

    /**
     * Builds a GoogleTest program from sources with the address and undefined-behaviour sanitizers.
     */
    static Path buildTests(final Path includeDir, final Path program, final List<Path> sources)
        throws IOException, InterruptedException
    {
        return build("-I" + includeDir, program, sources, List.of("-lgtest_main", "-lgtest", "-pthread"));
    }

    /**
     * Builds a program with its own {@code main} from sources, with the same sanitizers and warnings.
     */
    public static Path buildProgram(final Path includeDir, final Path program, final List<Path> sources)
        throws IOException, InterruptedException
    {
        return build("-I" + includeDir, program, sources, List.of());
    }

    /**
     * Builds a program as {@link #buildProgram} does, with another compiler ({@code clang++}).
     */
    static Path buildProgramWith(final String compiler, final Path includeDir, final Path program,
        final List<Path> sources) throws IOException, InterruptedException
    {
        return build(compiler, "-I" + includeDir, program, sources, List.of());
    }

    /**
     * Builds a program as {@link #buildProgram} does, but over headers that are not ours to hold to our
     * warnings (the reference implementation's): they are included as system headers.
     */
    static Path buildProgramOverSystemHeaders(final Path includeDir, final Path program, final List<Path> sources)
        throws IOException, InterruptedException
    {
        return build("-isystem" + includeDir, program, sources, List.of());
    }

    private static Path build(final String includeOption, final Path program, final List<Path> sources,
        final List<String> libraries) throws IOException, InterruptedException
    {
        return build("g++", includeOption, program, sources, libraries);
    }

    private static Path build(final String compiler, final String includeOption, final Path program,
        final List<Path> sources, final List<String> libraries) throws IOException, InterruptedException
    {
        final List<String> command = new ArrayList<>(List.of(compiler, "-std=c++17", "-g", "-O1",
            "-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"));
        command.addAll(WARNINGS);
        command.add(includeOption);
        sources.forEach(source -> command.add(source.toAbsolutePath().toString()));
        command.addAll(libraries);
        command.addAll(List.of("-o", program.toString()));
        run(ROOT, command);
        return program;
    }

    static Path cppSource(final String name)
    {
        return Path.of("src", "test", "cpp", name);
    }

    static Path schema(final String name)
    {
        return Path.of("src", "test", "resources", "cppgen", name);
    }

    private static String tail(final String output)
    {
        final int max = 20_000;
        return output.length() <= max ? output : "...\n" + output.substring(output.length() - max);
    }
}
