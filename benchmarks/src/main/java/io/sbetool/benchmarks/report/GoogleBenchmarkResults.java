package io.sbetool.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.benchmarks.report.BenchmarkRow.CodecName;
import io.sbetool.benchmarks.report.BenchmarkRow.Operation;
import org.apache.commons.math3.distribution.TDistribution;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSON the C++ benchmarks (benchmarks/cpp, Google Benchmark) write with
 * {@code --benchmark_out_format=json} into report rows. A benchmark is named
 * {@code <message>/<encode|decode>/<codec>}; each repetition's CPU time per operation (the benchmark
 * thread's, which other processes on a busy machine distort less than wall time) becomes a throughput in
 * ops/µs, the unit of the JMH rows, and the row's score and error are computed from the repetitions as
 * JMH computes them from its iterations: the mean, and the half-width of its 99.9% confidence interval
 * (Student's t), NaN from a single repetition. Aggregates Google Benchmark adds itself are ignored.
 */
public final class GoogleBenchmarkResults
{
    private static final String UNIT = "ops/us";
    private static final double CONFIDENCE = 0.999;

    private GoogleBenchmarkResults()
    {
    }

    public static List<BenchmarkRow> read(final Path json) throws IOException
    {
        final JsonNode root = new ObjectMapper().readTree(json.toFile());
        final Map<String, List<Double>> throughputs = new LinkedHashMap<>();
        for (final JsonNode run : root.path("benchmarks"))
        {
            if ("iteration".equals(run.path("run_type").asText("iteration")))
            {
                final String name = run.path("run_name").asText(run.path("name").asText());
                throughputs.computeIfAbsent(name, key -> new ArrayList<>())
                    .add(1.0 / (run.path("cpu_time").asDouble() * microsecondsPer(run.path("time_unit").asText())));
            }
        }
        final List<BenchmarkRow> rows = new ArrayList<>();
        for (final Map.Entry<String, List<Double>> benchmark : throughputs.entrySet())
        {
            rows.add(row(benchmark.getKey(), benchmark.getValue()));
        }
        return rows;
    }

    private static BenchmarkRow row(final String name, final List<Double> throughputs)
    {
        final String[] parts = name.split("/");
        if (parts.length != 3)
        {
            throw new IllegalArgumentException("C++ benchmark " + name + " is not named <message>/<encode|decode>/<codec>");
        }
        final Operation operation = switch (parts[1])
        {
            case "encode" -> Operation.ENCODE;
            case "decode" -> Operation.DECODE;
            default -> throw new IllegalArgumentException("C++ benchmark " + name + " names no known operation");
        };
        final CodecName codec = switch (parts[2])
        {
            case "sbetool" -> CodecName.SBETOOL_CPP;
            case "reference" -> CodecName.REFERENCE_CPP;
            case "protobuf" -> CodecName.PROTOBUF_CPP;
            default -> throw new IllegalArgumentException("C++ benchmark " + name + " names no known codec");
        };
        final int n = throughputs.size();
        final double mean = throughputs.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
        double error = Double.NaN;
        if (n > 1)
        {
            final double variance = throughputs.stream().mapToDouble(value -> (value - mean) * (value - mean)).sum() / (n - 1);
            final double t = new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
            error = t * Math.sqrt(variance / n);
        }
        // C++ rows carry no allocation figure: nothing measures it there.
        return new BenchmarkRow(parts[0], operation, true, codec, mean, error, UNIT, Double.NaN);
    }

    private static double microsecondsPer(final String timeUnit)
    {
        return switch (timeUnit)
        {
            case "ns" -> 1e-3;
            case "us" -> 1;
            case "ms" -> 1e3;
            case "s" -> 1e6;
            default -> throw new IllegalArgumentException("unknown Google Benchmark time unit " + timeUnit);
        };
    }
}
