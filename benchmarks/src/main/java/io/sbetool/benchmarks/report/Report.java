package io.sbetool.benchmarks.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Turns a JMH JSON result file into {@code benchmarks.md} (a markdown table) and {@code benchmarks.png}
 * (a bar chart, log scale) in a directory: what {@code benchmarks/run.sh} runs after JMH.
 *
 * <pre>java -cp benchmarks.jar io.sbetool.benchmarks.report.Report RESULTS.json OUTPUT_DIR [HEADING]</pre>
 */
public final class Report
{
    public static final String TABLE = "benchmarks.md";
    public static final String CHART = "benchmarks.png";

    private Report()
    {
    }

    public static void main(final String[] args)
    {
        if (args.length < 2 || args.length > 3)
        {
            System.err.println("usage: Report RESULTS.json OUTPUT_DIR [HEADING]");
            System.exit(2);
        }
        final String heading = args.length == 3 ? args[2] : "sbetool benchmarks";
        try
        {
            final List<BenchmarkRow> rows = write(Path.of(args[0]), Path.of(args[1]), heading);
            System.out.println("report: " + rows.size() + " benchmarks in " + Path.of(args[1]).resolve(TABLE) + " and " +
                Path.of(args[1]).resolve(CHART));
        }
        catch (final IOException | IllegalArgumentException ex)
        {
            System.err.println("report: " + ex.getMessage());
            System.exit(1);
        }
    }

    /**
     * @return the rows written.
     */
    public static List<BenchmarkRow> write(final Path results, final Path directory, final String heading)
        throws IOException
    {
        final List<BenchmarkRow> rows = JmhResults.read(results);
        if (rows.isEmpty())
        {
            throw new IllegalArgumentException(results + " holds no results of the codec, OTF or JSON benchmarks");
        }
        Files.createDirectories(directory);
        Files.writeString(directory.resolve(TABLE), "# " + heading + "\n\n" + MarkdownTable.of(rows),
            StandardCharsets.UTF_8);
        BarChart.write(rows, heading, directory.resolve(CHART));
        return rows;
    }
}
