package io.sbetool.benchmarks.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Turns a JMH JSON result file, and optionally the C++ benchmarks' Google Benchmark JSON, into
 * {@code benchmarks.md} (a markdown table) and {@code benchmarks.png} (a bar chart, log scale) in a
 * directory: what {@code benchmarks/run.sh} runs after the benchmarks.
 *
 * <pre>java -cp benchmarks.jar io.sbetool.benchmarks.report.Report [--cpp CPP.json] RESULTS.json OUTPUT_DIR [HEADING]</pre>
 */
public final class Report
{
    public static final String TABLE = "benchmarks.md";
    public static final String CHART = "benchmarks.png";

    private static final String USAGE = "usage: Report [--cpp CPP.json] RESULTS.json OUTPUT_DIR [HEADING]";

    private Report()
    {
    }

    public static void main(final String[] arguments)
    {
        List<String> args = Arrays.asList(arguments);
        Path cpp = null;
        if (!args.isEmpty() && args.get(0).equals("--cpp"))
        {
            if (args.size() < 2)
            {
                usage();
            }
            cpp = Path.of(args.get(1));
            args = args.subList(2, args.size());
        }
        if (args.size() < 2 || args.size() > 3)
        {
            usage();
        }
        final String heading = args.size() == 3 ? args.get(2) : "sbetool benchmarks";
        try
        {
            final List<BenchmarkRow> rows = write(Path.of(args.get(0)), cpp, Path.of(args.get(1)), heading);
            System.out.println("report: " + rows.size() + " benchmarks in " + Path.of(args.get(1)).resolve(TABLE) +
                " and " + Path.of(args.get(1)).resolve(CHART));
        }
        catch (final IOException | IllegalArgumentException ex)
        {
            System.err.println("report: " + ex.getMessage());
            System.exit(1);
        }
    }

    private static void usage()
    {
        System.err.println(USAGE);
        System.exit(2);
    }

    /**
     * @return the rows written.
     */
    public static List<BenchmarkRow> write(final Path results, final Path directory, final String heading)
        throws IOException
    {
        return write(results, null, directory, heading);
    }

    /**
     * @param cppResults the C++ benchmarks' JSON, or null for a report of the Java benchmarks alone.
     * @return the rows written.
     */
    public static List<BenchmarkRow> write(final Path results, final Path cppResults, final Path directory,
        final String heading) throws IOException
    {
        final List<BenchmarkRow> rows = new ArrayList<>(JmhResults.read(results));
        if (rows.isEmpty())
        {
            throw new IllegalArgumentException(results + " holds no results of the codec, OTF or JSON benchmarks");
        }
        if (cppResults != null)
        {
            final List<BenchmarkRow> cpp = GoogleBenchmarkResults.read(cppResults);
            if (cpp.isEmpty())
            {
                throw new IllegalArgumentException(cppResults + " holds no results of the C++ benchmarks");
            }
            rows.addAll(cpp);
        }
        Files.createDirectories(directory);
        Files.writeString(directory.resolve(TABLE), "# " + heading + "\n\n" + MarkdownTable.of(rows),
            StandardCharsets.UTF_8);
        BarChart.write(rows, heading, directory.resolve(CHART));
        return rows;
    }
}
