package io.sbetool.compiler.generation.java;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every bounds and validity check of generated Java, provoked (see {@code javagen/src/BoundsProvoked}),
 * and the documented switch that removes them, tried in JVMs of their own.
 */
class GeneratedChecksTest
{
    private static final String PACKAGE = "javagen.car";

    @TempDir
    Path dir;

    @Test
    void everyCheckFires() throws Exception
    {
        RoundTripTest.run(SharedFiles.projectSchema("car.xml"), PACKAGE, "BoundsProvoked");
    }

    /** Issue 32 item 1: the checks the layout's limits let codecs trust, at those limits (see LargestBlocks). */
    @Test
    void theChecksHoldAtTheLargestBlocksTheLayoutAllows() throws Exception
    {
        RoundTripTest.run(Path.of(GeneratedChecksTest.class.getResource("/schemas/largest-blocks.xml").toURI()),
            "javagen.largest", "LargestBlocks");
    }

    @Test
    void theSwitchRemovesTheChecks() throws Exception
    {
        final Path classes = compileToDisk();

        assertEquals("checks fired: 6 of 6; enabled=true", runSwitch(classes, List.of()));
        assertEquals("checks fired: 0 of 6; enabled=false",
            runSwitch(classes, List.of("-Dsbetool.disable.bounds.checks=true")));
    }

    /** The codecs and BoundsSwitch as class files, for a forked JVM to load. */
    private Path compileToDisk() throws Exception
    {
        final Map<String, String> sources = GenerateAndCompileTest.generate(SharedFiles.projectSchema("car.xml"),
            JavaOptions.defaults().withPackageName(PACKAGE));
        final List<String> arguments = new ArrayList<>(List.of("-Xlint:all", "-Werror", "-proc:none", "--release", "17",
            "-classpath", System.getProperty("java.class.path"), "-d", dir.resolve("classes").toString()));
        for (final Map.Entry<String, String> source : sources.entrySet())
        {
            arguments.add(write(source.getKey(), source.getValue()).toString());
        }
        arguments.add(write(PACKAGE + ".BoundsSwitch", RoundTripTest.testSource("BoundsSwitch")).toString());
        final JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        final ByteArrayOutputStream errors = new ByteArrayOutputStream();
        assertEquals(0, javac.run(null, null, errors, arguments.toArray(String[]::new)), errors::toString);
        return dir.resolve("classes");
    }

    private Path write(final String className, final String text) throws IOException
    {
        final Path file = dir.resolve("src").resolve(className.replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }

    private static String runSwitch(final Path classes, final List<String> jvmOptions) throws Exception
    {
        final List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(classes + java.io.File.pathSeparator + System.getProperty("java.class.path"));
        command.add(PACKAGE + ".BoundsSwitch");
        final Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        final String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the forked JVM did not finish");
        assertEquals(0, process.exitValue(), output);
        return output;
    }
}
