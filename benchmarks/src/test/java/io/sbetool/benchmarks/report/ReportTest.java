package io.sbetool.benchmarks.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The report names each JMH result by message, operation, bounds checks and codec, compares each with
 * sbetool's result on the same job, and leaves out benchmarks it does not know.
 */
class ReportTest
{
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void namesEachResultAndComparesItWithOursOnTheSameJob() throws Exception
    {
        final ArrayNode results = JSON.createArrayNode();
        results.add(result("codecs.SbeCodecBenchmark.encodeSbetool", "Car", 12.0, 0.5, 0.001));
        results.add(result("codecs.SbeCodecBenchmark.encodeReference", "Car", 9.0, 0.25, 0.002));
        results.add(result("codecs.OtherFormatBenchmark.encodeJavaSerialisation", "Car", 0.06, 0.01, 5702));
        results.add(result("codecs.SbeCodecNoBoundsChecksBenchmark.encodeReference", "Car", 18.0, 1.0, 0));
        results.add(result("codecs.SbeCodecNoBoundsChecksBenchmark.encodeSbetool", "Car", 24.0, 1.0, 0));
        results.add(result("otf.JsonPrintBenchmark.reference", "MarketData", 0.5, 0.1, 300));
        results.add(result("DecodeCaptureBenchmark.toFile", "", 1.0, 0.1, 0));
        final Path json = dir.resolve("results.json");
        JSON.writeValue(json.toFile(), results);

        final List<BenchmarkRow> rows = Report.write(json, dir, "test");

        assertEquals(6, rows.size(), "the capture benchmark is not one of the report's");
        final List<String> lines = Files.readString(dir.resolve(Report.TABLE)).lines()
            .filter(line -> line.startsWith("| Car") || line.startsWith("| MarketData")).toList();
        assertEquals(List.of(
            "| Car | encode | on | sbetool | 12.000 | 0.500 | 1.00x | 0.00 |",
            "| Car | encode | on | reference | 9.000 | 0.250 | 0.75x | 0.00 |",
            "| Car | encode | on | Java serialisation | 0.0600 | 0.0100 | 0.0050x | 5702 |",
            "| Car | encode | off | sbetool | 24.000 | 1.000 | 1.00x | 0.00 |",
            "| Car | encode | off | reference | 18.000 | 1.000 | 0.75x | 0.00 |",
            "| MarketData | JSON print | on | reference | 0.5000 | 0.1000 | – | 300 |"), lines);
        assertTrue(Files.size(dir.resolve(Report.CHART)) > 0);
    }

    @Test
    void aFileWithoutTheseBenchmarksIsRefused() throws Exception
    {
        final ArrayNode results = JSON.createArrayNode();
        results.add(result("DecodeCaptureBenchmark.toFile", "", 1.0, 0.1, 0));
        final Path json = dir.resolve("results.json");
        JSON.writeValue(json.toFile(), results);

        final IllegalArgumentException failure = assertThrows(IllegalArgumentException.class,
            () -> Report.write(json, dir, "test"));
        assertTrue(failure.getMessage().endsWith("holds no results of the codec, OTF or JSON benchmarks"));
        assertFalse(Files.exists(dir.resolve(Report.TABLE)));
    }

    @Test
    void cppResultsAreComparedWithSbetoolsCppCodecFromTheirRepetitions() throws Exception
    {
        final ArrayNode jmh = JSON.createArrayNode();
        jmh.add(result("codecs.SbeCodecBenchmark.decodeSbetool", "Car", 12.0, 0.5, 0.001));
        final Path json = dir.resolve("results.json");
        JSON.writeValue(json.toFile(), jmh);
        final ObjectNode cpp = JSON.createObjectNode();
        final ArrayNode runs = cpp.putArray("benchmarks");
        // CPU times of 20, 25 and 40 ns: 50, 40 and 25 ops/us, mean 38.333, standard deviation 12.583.
        runs.add(run("Car/decode/sbetool", "iteration", 20, "ns"));
        runs.add(run("Car/decode/sbetool", "iteration", 0.025, "us"));
        runs.add(run("Car/decode/sbetool", "iteration", 40, "ns"));
        runs.add(run("Car/decode/sbetool_mean", "aggregate", 28.3, "ns"));
        runs.add(run("Car/decode/reference", "iteration", 50, "ns"));
        runs.add(run("Car/decode/protobuf", "iteration", 200, "ns"));
        final Path cppJson = dir.resolve("cpp.json");
        JSON.writeValue(cppJson.toFile(), cpp);

        final List<BenchmarkRow> rows = Report.write(json, cppJson, dir, "test");

        assertEquals(4, rows.size(), "Google Benchmark's own aggregates are not rows");
        final List<String> lines = Files.readString(dir.resolve(Report.TABLE)).lines()
            .filter(line -> line.startsWith("| Car")).toList();
        // t(0.9995, 2 degrees of freedom) = 31.599: error = 31.599 * 12.583 / sqrt(3) = 229.562.
        assertEquals(List.of(
            "| Car | decode | on | sbetool | 12.000 | 0.500 | 1.00x | 0.00 |",
            "| Car | decode | on | sbetool C++ | 38.333 | 229.562 | 1.00x | – |",
            "| Car | decode | on | reference C++ | 20.000 | – | 0.52x | – |",
            "| Car | decode | on | protobuf C++ | 5.000 | – | 0.13x | – |"), lines);
    }

    @Test
    void aCppBenchmarkOfAnUnknownCodecIsRefused() throws Exception
    {
        final ArrayNode jmh = JSON.createArrayNode();
        jmh.add(result("codecs.SbeCodecBenchmark.decodeSbetool", "Car", 12.0, 0.5, 0.001));
        final Path json = dir.resolve("results.json");
        JSON.writeValue(json.toFile(), jmh);
        final ObjectNode cpp = JSON.createObjectNode();
        cpp.putArray("benchmarks").add(run("Car/decode/flatbuffers", "iteration", 20, "ns"));
        final Path cppJson = dir.resolve("cpp.json");
        JSON.writeValue(cppJson.toFile(), cpp);

        final IllegalArgumentException failure = assertThrows(IllegalArgumentException.class,
            () -> Report.write(json, cppJson, dir, "test"));
        assertEquals("C++ benchmark Car/decode/flatbuffers names no known codec", failure.getMessage());
    }

    /**
     * One run as Google Benchmark writes it with {@code --benchmark_out_format=json}, reduced to the
     * fields the report reads.
     */
    private static ObjectNode run(final String name, final String type, final double cpuTime, final String unit)
    {
        return JSON.createObjectNode().put("name", name).put("run_name", name.replace("_mean", ""))
            .put("run_type", type).put("cpu_time", cpuTime).put("real_time", cpuTime * 3).put("time_unit", unit);
    }

    /**
     * One result as JMH writes it with {@code -rf json -prof gc}, reduced to the fields the report reads.
     */
    private static ObjectNode result(
        final String benchmark, final String message, final double score, final double error, final double allocation)
    {
        final ObjectNode result = JSON.createObjectNode().put("benchmark", "io.sbetool.benchmarks." + benchmark);
        if (!message.isEmpty())
        {
            result.putObject("params").put("message", message);
        }
        result.putObject("primaryMetric").put("score", score).put("scoreError", error).put("scoreUnit", "ops/us");
        result.putObject("secondaryMetrics").putObject("\u00b7gc.alloc.rate.norm").put("score", allocation);
        return result;
    }
}
