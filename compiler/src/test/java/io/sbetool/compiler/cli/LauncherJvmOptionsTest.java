package io.sbetool.compiler.cli;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The JVM options every user of {@code ./sbetool} (and of a release's {@code bin/sbetool}, which shares that part)
 * gets, as the launcher prints them with {@code SBETOOL_PRINT_JVM_OPTIONS=1}: the JVM running these tests must
 * recognise each of them, and each {@code -XX:CompileCommand} must name methods that exist, since the JVM says
 * nothing about a command whose method was renamed.
 */
class LauncherJvmOptionsTest
{
    private static final String COMPILE_COMMAND = "-XX:CompileCommand=";
    /** Would hide a misspelt option: the launcher decides itself which options a JVM or CPU gets. */
    private static final String IGNORE_UNRECOGNIZED = "-XX:+IgnoreUnrecognizedVMOptions";

    @Test
    void everyOptionOfACompileIsOneThisJvmRecognises() throws Exception
    {
        assertRecognised(launcherOptions(launcher(), "schemas/car.xml", "--target", "java"));
    }

    @Test
    void everyOptionOfADecodeIsOneThisJvmRecognises() throws Exception
    {
        assertRecognised(launcherOptions(launcher(), "decode", "--schema", "schemas/car.xml", "x.pcap"));
    }

    @Test
    void everyCompileCommandNamesMethodsThatExist() throws Exception
    {
        final List<String> commands = launcherOptions(launcher(), "decode", "x.pcap").stream()
            .filter(option -> option.startsWith(COMPILE_COMMAND) && option.contains("::"))
            .toList();
        assertFalse(commands.isEmpty(), "the decode's options hold no -XX:CompileCommand naming a method");
        for (final String command : commands)
        {
            assertMethodsExist(command);
        }
    }

    /** bin/sbetool of a release, made as dist/src/build/stage.sh makes it, passes the same options. */
    @Test
    void theReleaseLauncherPassesTheSameOptions(@TempDir final Path release) throws Exception
    {
        final Path bin = Files.createDirectories(release.resolve("bin"));
        Files.createDirectories(release.resolve("lib"));
        final Path launcher = bin.resolve("sbetool");
        Files.writeString(launcher, releaseLauncherText());
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        for (final String command : List.of("decode", "compat"))
        {
            assertEquals(withoutArchive(launcherOptions(launcher(), command)),
                withoutArchive(launcherOptions(launcher, command)), command);
        }
    }

    private static Path launcher()
    {
        return SharedFiles.projectDir().resolve("sbetool");
    }

    /** dist/src/bin/sbetool-head.bash, then ./sbetool from the line stage.sh starts at. */
    private static String releaseLauncherText() throws Exception
    {
        final Path dir = SharedFiles.projectDir();
        final String checkout = Files.readString(dir.resolve("sbetool"));
        final int shared = checkout.indexOf("\n# Decoding loads other classes");
        assertTrue(shared > 0, "./sbetool lost the line dist/src/build/stage.sh starts the shared part at");
        return Files.readString(dir.resolve("dist/src/bin/sbetool-head.bash")) + checkout.substring(shared + 1);
    }

    /** The archive's path differs between installs: the option itself is checked by the tests above. */
    private static List<String> withoutArchive(final List<String> options)
    {
        return options.stream().filter(option -> !option.startsWith("-XX:SharedArchiveFile=")).toList();
    }

    /** The options the launcher would start java with for these arguments, this JVM's java first on the PATH. */
    private static List<String> launcherOptions(final Path launcher, final String... arguments) throws Exception
    {
        final List<String> command = new ArrayList<>(List.of("bash", launcher.toString()));
        command.addAll(Arrays.asList(arguments));
        final ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("SBETOOL_PRINT_JVM_OPTIONS", "1");
        builder.environment().put("PATH", javaBin() + File.pathSeparator + builder.environment().get("PATH"));
        final Run run = run(builder);
        assertEquals(0, run.exitCode, run.err);
        assertEquals("", run.err);
        final List<String> options = run.out.lines().toList();
        assertFalse(options.isEmpty(), "the launcher printed no options");
        return options;
    }

    /** java with the options and -version: exit 0 and no warning (an obsolete option is warned about and ignored). */
    private static void assertRecognised(final List<String> options) throws Exception
    {
        assertFalse(options.contains(IGNORE_UNRECOGNIZED), IGNORE_UNRECOGNIZED + " would hide a misspelt option");
        final List<String> command = new ArrayList<>();
        command.add(javaBin().resolve("java").toString());
        command.addAll(options);
        command.add("-version");
        final Run run = run(new ProcessBuilder(command));
        assertEquals(0, run.exitCode, "this JVM refused the launcher's options " + options + ":\n" + run.err);
        assertFalse(run.err.contains("warning") || run.out.contains("warning"),
            "this JVM warned about the launcher's options " + options + ":\n" + run.err + run.out);
    }

    /** {@code -XX:CompileCommand=dontinline,a.b.C::pattern}: C loads and some method of its own matches. */
    private static void assertMethodsExist(final String option) throws Exception
    {
        final String[] parts = option.substring(COMPILE_COMMAND.length()).split(",", 2);
        assertEquals(2, parts.length, option);
        final String[] classAndMethod = parts[1].split("::", 2);
        final String className = classAndMethod[0].replace('/', '.');
        final String pattern = classAndMethod[1];
        assertFalse(className.contains("*"), option + ": a class pattern is not checked here; name the class");
        final Class<?> type;
        try
        {
            type = Class.forName(className, false, LauncherJvmOptionsTest.class.getClassLoader());
        }
        catch (final ClassNotFoundException e)
        {
            fail(option + " names " + className + ", which is no class of sbetool's");
            return;
        }
        for (final Method method : type.getDeclaredMethods())
        {
            if (matches(pattern, method.getName()))
            {
                return;
            }
        }
        fail(option + ": no method of " + className + " matches " + pattern + " (renamed?)");
    }

    /** HotSpot's method patterns: a leading or trailing * stands for any start or end of the name. */
    static boolean matches(final String pattern, final String name)
    {
        final boolean anyStart = pattern.startsWith("*");
        // "*" alone is a leading star with nothing after it: any name
        final boolean anyEnd = pattern.length() > 1 && pattern.endsWith("*");
        final String core = pattern.substring(anyStart ? 1 : 0, pattern.length() - (anyEnd ? 1 : 0));
        if (anyStart && anyEnd)
        {
            return name.contains(core);
        }
        if (anyStart)
        {
            return name.endsWith(core);
        }
        return anyEnd ? name.startsWith(core) : name.equals(core);
    }

    private static Path javaBin()
    {
        return Path.of(System.getProperty("java.home"), "bin");
    }

    private static Run run(final ProcessBuilder builder) throws Exception
    {
        // stderr to a file, so that neither stream can fill while the other is read
        final Path err = Files.createTempFile("launcher-options-", ".err");
        try
        {
            final Process process = builder.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectError(err.toFile())
                .start();
            final String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the process did not end");
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
