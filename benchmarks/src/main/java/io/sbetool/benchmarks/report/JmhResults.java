package io.sbetool.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.benchmarks.report.BenchmarkRow.CodecName;
import io.sbetool.benchmarks.report.BenchmarkRow.Operation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSON JMH writes with {@code -rf json} into report rows, naming each benchmark by its class
 * and method: {@code SbeCodecBenchmark.encodeSbetool} with {@code message=Car} is "Car encode,
 * sbetool". Benchmarks of other classes (the capture decode) are left out.
 */
public final class JmhResults
{
    private static final String ALLOCATION = "gc.alloc.rate.norm";
    private static final String PACKAGE = "io.sbetool.benchmarks.";

    private JmhResults()
    {
    }

    public static List<BenchmarkRow> read(final Path json) throws IOException
    {
        final JsonNode results = new ObjectMapper().readTree(json.toFile());
        final List<BenchmarkRow> rows = new ArrayList<>();
        for (final JsonNode result : results)
        {
            final BenchmarkRow row = row(result);
            if (row != null)
            {
                rows.add(row);
            }
        }
        return rows;
    }

    private static BenchmarkRow row(final JsonNode result)
    {
        final String benchmark = result.path("benchmark").asText();
        final String name = benchmark.startsWith(PACKAGE) ? benchmark.substring(PACKAGE.length()) : benchmark;
        final int dot = name.lastIndexOf('.');
        final String className = name.substring(name.lastIndexOf('.', dot - 1) + 1, dot);
        final String method = name.substring(dot + 1);
        final Operation operation = operation(className, method);
        if (operation == null)
        {
            return null;
        }
        final JsonNode primary = result.path("primaryMetric");
        return new BenchmarkRow(
            result.path("params").path("message").asText(),
            operation,
            !className.contains("NoBoundsChecks"),
            codec(method),
            primary.path("score").asDouble(),
            primary.path("scoreError").asDouble(Double.NaN),
            primary.path("scoreUnit").asText(),
            allocation(result.path("secondaryMetrics")));
    }

    private static Operation operation(final String className, final String method)
    {
        return switch (className)
        {
            case "SbeCodecBenchmark", "SbeCodecNoBoundsChecksBenchmark", "OtherFormatBenchmark" ->
                method.startsWith("encode") ? Operation.ENCODE : Operation.DECODE;
            case "OtfDecodeBenchmark" -> Operation.OTF_DECODE;
            case "JsonPrintBenchmark" -> Operation.JSON_PRINT;
            default -> null;
        };
    }

    private static CodecName codec(final String method)
    {
        final String codec = method.replaceFirst("^(encode|decode)", "").toLowerCase();
        return switch (codec)
        {
            case "sbetool" -> CodecName.SBETOOL;
            case "reference" -> CodecName.REFERENCE;
            case "handwritten" -> CodecName.HAND_WRITTEN;
            case "protobuf" -> CodecName.PROTOBUF;
            case "javaserialisation" -> CodecName.JAVA_SERIALISATION;
            default -> throw new IllegalArgumentException("benchmark method " + method + " names no known codec");
        };
    }

    private static double allocation(final JsonNode secondaryMetrics)
    {
        final Iterator<Map.Entry<String, JsonNode>> metrics = secondaryMetrics.fields();
        while (metrics.hasNext())
        {
            final Map.Entry<String, JsonNode> metric = metrics.next();
            if (metric.getKey().endsWith(ALLOCATION))
            {
                return metric.getValue().path("score").asDouble();
            }
        }
        return Double.NaN;
    }
}
