package io.sbetool.benchmarks;

import io.sbetool.benchmarks.report.BenchmarkRow;
import io.sbetool.benchmarks.report.GoogleBenchmarkResults;
import io.sbetool.compiler.cli.SbeTool;
import io.sbetool.ir.Ir;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The C++ benchmarks (benchmarks/cpp) configure, build and run: sbetool generates its headers from this
 * test's classpath, the reference's SbeTool (also on it) generates its own, protoc the protobuf code;
 * the program's setup checks pass (round trips, the reference's bytes equal to sbetool's) and every
 * benchmark runs once, briefly, into JSON the report reads. Nothing is timed. A missing compiler, CMake,
 * Google Benchmark or protobuf fails the test: ./setup-and-test installs them (CI runs it), so a skip
 * would hide a broken build.
 */
class CppBenchmarkSmokeTest
{
    private static final Path SOURCE = Path.of("cpp").toAbsolutePath();
    /** Kept between runs: CMake and ninja rebuild only what changed. */
    private static final Path BUILD = Path.of("target", "cpp-benchmarks").toAbsolutePath();
    private static final long TIMEOUT_MINUTES = 10;

    @Test
    void everyCppBenchmarkRunsAndItsChecksPass() throws Exception
    {
        final String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        final String classpath = System.getProperty("java.class.path");
        run(List.of("cmake", "-S", SOURCE.toString(), "-B", BUILD.toString(), "-G", "Ninja",
            "-DSBETOOL_COMMAND=" + java + ";-XX:TieredStopAtLevel=1;-cp;" + classpath + ";io.sbetool.compiler.cli.SbeTool",
            "-DSBETOOL_DEPENDS=" + String.join(";", sbetoolFiles()),
            "-DREFERENCE_SBE_CLASSPATH=" + classpath,
            "-DJAVA_COMMAND=" + java));
        run(List.of("cmake", "--build", BUILD.toString()));

        final Path json = BUILD.resolve("smoke.json");
        final String output = run(List.of(BUILD.resolve("cpp_benchmarks").toString(), "--benchmark_min_time=0.001",
            "--benchmark_out=" + json, "--benchmark_out_format=json"));
        assertTrue(output.contains("setup checks passed"), output);

        final Set<String> ran = new TreeSet<>();
        for (final BenchmarkRow row : GoogleBenchmarkResults.read(json))
        {
            ran.add(row.group() + ", " + row.codec().label());
            assertTrue(row.score() > 0, row.group());
        }
        final Set<String> expected = new TreeSet<>();
        for (final String message : List.of("Car", "MarketData"))
        {
            for (final String operation : List.of("encode", "decode"))
            {
                for (final String codec : List.of("sbetool", "reference", "protobuf"))
                {
                    expected.add(message + " " + operation + " C++, " + codec + " C++");
                }
            }
        }
        assertEquals(expected, ran);
    }

    /**
     * The files sbetool runs from here (the compiler's and the IR's classes, as folders in a reactor
     * build or as jars): as SBETOOL_DEPENDS, a sbetool changed since the last run generates the headers again.
     */
    private static List<String> sbetoolFiles() throws IOException, URISyntaxException
    {
        final List<String> files = new ArrayList<>();
        for (final Class<?> type : List.of(SbeTool.class, Ir.class))
        {
            final Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
            try (Stream<Path> walk = Files.walk(location))
            {
                walk.filter(Files::isRegularFile).map(Path::toString)
                    .filter(name -> name.endsWith(".class") || name.endsWith(".jar")).sorted().forEach(files::add);
            }
        }
        return files;
    }

    private static String run(final List<String> command) throws IOException, InterruptedException
    {
        return ToolRun.run(new ProcessBuilder(command), BUILD.getParent(), TIMEOUT_MINUTES,
            "./setup-and-test installs cmake, ninja-build, g++, libbenchmark-dev, libprotobuf-dev and protobuf-compiler");
    }
}
