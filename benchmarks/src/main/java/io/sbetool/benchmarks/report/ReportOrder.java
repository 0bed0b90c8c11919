package io.sbetool.benchmarks.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows of a report in reading order (message, operation, bounds checks on before off, codec), in
 * groups of rows compared with each other, each with its ratio to sbetool's row of the group.
 */
final class ReportOrder
{
    private ReportOrder()
    {
    }

    static Map<String, List<BenchmarkRow>> groups(final List<BenchmarkRow> rows)
    {
        final List<String> messages = rows.stream().map(BenchmarkRow::message).distinct().sorted().toList();
        final List<BenchmarkRow> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.<BenchmarkRow>comparingInt(row -> messages.indexOf(row.message()))
            .thenComparing(BenchmarkRow::operation)
            .thenComparing(row -> !row.boundsChecks())
            .thenComparing(BenchmarkRow::codec));
        final Map<String, List<BenchmarkRow>> groups = new LinkedHashMap<>();
        for (final BenchmarkRow row : sorted)
        {
            groups.computeIfAbsent(row.group(), group -> new ArrayList<>()).add(row);
        }
        return groups;
    }

    /**
     * @return the row's throughput over sbetool's in the same group (its C++ codec's for a C++ row), NaN
     * when the group has no sbetool row.
     */
    static double ratioToOurs(final BenchmarkRow row, final List<BenchmarkRow> group)
    {
        for (final BenchmarkRow candidate : group)
        {
            if (candidate.codec().ours())
            {
                return row.score() / candidate.score();
            }
        }
        return Double.NaN;
    }
}
