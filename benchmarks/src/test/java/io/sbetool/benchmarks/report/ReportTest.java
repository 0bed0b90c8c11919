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
