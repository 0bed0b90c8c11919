package io.sbetool.benchmarks;

import io.sbetool.benchmarks.codecs.MessageCase;
import io.sbetool.benchmarks.codecs.OtherFormatBenchmark;
import io.sbetool.benchmarks.codecs.SbeCodecBenchmark;
import io.sbetool.benchmarks.codecs.SbeCodecNoBoundsChecksBenchmark;
import io.sbetool.benchmarks.otf.JsonPrintBenchmark;
import io.sbetool.benchmarks.otf.OtfDecodeBenchmark;
import io.sbetool.benchmarks.report.BenchmarkRow;
import io.sbetool.benchmarks.report.Report;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every codec, OTF and JSON benchmark runs once through JMH, in a fork of its own with its own JVM
 * options, with one short iteration: its setup checks pass (a failure fails the run), nothing is
 * missing, and run.sh's report step turns the results into a table and a chart. Nothing is timed.
 */
class BenchmarkSmokeTest
{
    private static final List<Class<?>> BENCHMARKS = List.of(SbeCodecBenchmark.class,
        SbeCodecNoBoundsChecksBenchmark.class, OtherFormatBenchmark.class, OtfDecodeBenchmark.class,
        JsonPrintBenchmark.class);

    @TempDir
    Path dir;

    @Test
    void everyBenchmarkRunsAndItsChecksPass() throws Exception
    {
        final Path json = dir.resolve("results.json");
        final Path log = dir.resolve("jmh.log");
        final Options options = new OptionsBuilder()
            .include("io\\.sbetool\\.benchmarks\\.(codecs|otf)\\.")
            .forks(1)
            .warmupIterations(0)
            .measurementIterations(1)
            .measurementTime(TimeValue.milliseconds(100))
            .shouldFailOnError(true)
            .resultFormat(ResultFormatType.JSON)
            .result(json.toString())
            .output(log.toString())
            .build();
        final Collection<RunResult> results;
        try
        {
            results = new Runner(options).run();
        }
        catch (final RunnerException ex)
        {
            throw new AssertionError("a benchmark failed; JMH's output:\n" + Files.readString(log), ex);
        }

        final Set<String> ran = new TreeSet<>();
        for (final RunResult result : results)
        {
            ran.add(result.getParams().getBenchmark() + " " + result.getParams().getParam("message"));
        }
        assertEquals(expectedRuns(), ran);

        final List<BenchmarkRow> rows = Report.write(json, dir, "smoke run");
        assertEquals(ran.size(), rows.size());
        final String table = Files.readString(dir.resolve(Report.TABLE));
        assertEquals(rows.size(), table.lines().filter(line -> line.startsWith("| Car") || line.startsWith("| MarketData"))
            .count());
        final BufferedImage chart = ImageIO.read(dir.resolve(Report.CHART).toFile());
        assertNotNull(chart, "the chart is a PNG");
        assertTrue(chart.getWidth() > 0 && chart.getHeight() > 0);
    }

    /**
     * Every benchmark method of every benchmark class with each message, found independently of JMH.
     */
    private static Set<String> expectedRuns()
    {
        final Set<String> expected = new TreeSet<>();
        for (final Class<?> benchmarks : BENCHMARKS)
        {
            for (final Method method : benchmarks.getMethods())
            {
                if (method.isAnnotationPresent(Benchmark.class))
                {
                    for (final String message : List.of(MessageCase.CAR, MessageCase.MARKET_DATA))
                    {
                        expected.add(benchmarks.getName() + "." + method.getName() + " " + message);
                    }
                }
            }
        }
        return expected;
    }
}
