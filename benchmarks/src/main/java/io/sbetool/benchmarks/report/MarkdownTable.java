package io.sbetool.benchmarks.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The report's table in markdown: one row per benchmark with its throughput and error, its ratio to
 * sbetool's throughput on the same job (above 1 is faster than ours), and the bytes it allocates per
 * operation.
 */
final class MarkdownTable
{
    private MarkdownTable()
    {
    }

    static String of(final List<BenchmarkRow> rows)
    {
        final String unit = rows.isEmpty() ? "ops/us" : rows.get(0).unit();
        final StringBuilder out = new StringBuilder()
            .append("| Message | Operation | Bounds checks | Codec | ").append(unit.replace("us", "µs"))
            .append(" | ± error | vs sbetool | B/op |\n")
            .append("|---|---|---|---|---:|---:|---:|---:|\n");
        for (final Map.Entry<String, List<BenchmarkRow>> group : ReportOrder.groups(rows).entrySet())
        {
            for (final BenchmarkRow row : group.getValue())
            {
                out.append("| ").append(row.message())
                    .append(" | ").append(row.operation().label())
                    .append(" | ").append(row.boundsChecks() ? "on" : "off")
                    .append(" | ").append(row.codec().label())
                    .append(" | ").append(number(row.score(), row.score()))
                    .append(" | ").append(number(row.error(), row.score()))
                    .append(" | ").append(ratio(ReportOrder.ratioToOurs(row, group.getValue())))
                    .append(" | ").append(bytes(row.bytesPerOperation()))
                    .append(" |\n");
            }
        }
        return out.toString();
    }

    /**
     * A score, or its error to the same decimals: four below 1 op/µs, where Java serialisation's scores
     * lie, three above.
     */
    private static String number(final double value, final double score)
    {
        return Double.isNaN(value) ? "–" : String.format(Locale.ROOT, score < 1 ? "%.4f" : "%.3f", value);
    }

    private static String ratio(final double value)
    {
        return Double.isNaN(value) ? "–" : String.format(Locale.ROOT, value < 0.1 ? "%.4fx" : "%.2fx", value);
    }

    private static String bytes(final double value)
    {
        return Double.isNaN(value) ? "–" : String.format(Locale.ROOT, value < 1 ? "%.2f" : "%.0f", value);
    }
}
