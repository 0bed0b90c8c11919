package io.sbetool.benchmarks.report;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The report's chart: throughput of every codec on every job as grouped bars on a logarithmic axis,
 * the only scale on which Java serialisation and the SBE codecs, a hundred times apart, both show.
 */
final class BarChart
{
    private static final int WIDTH = 1600;
    private static final int HEIGHT = 800;

    private BarChart()
    {
    }

    static void write(final List<BenchmarkRow> rows, final String title, final Path png) throws IOException
    {
        final Map<String, List<BenchmarkRow>> groups = ReportOrder.groups(rows);
        final List<String> jobs = new ArrayList<>(groups.keySet());
        final String unit = rows.isEmpty() ? "ops/us" : rows.get(0).unit();
        final CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
            .title(title).xAxisTitle("").yAxisTitle(unit.replace("us", "µs") + " (log scale, higher is better)").build();
        final CategoryStyler styler = chart.getStyler();
        styler.setYAxisLogarithmic(true);
        // Bars grow from the axis minimum, which on a log axis must be above zero: the power of ten below
        // the slowest score.
        final double slowest = rows.stream().mapToDouble(BenchmarkRow::score).min().orElse(1);
        styler.setYAxisMin(Math.pow(10, Math.floor(Math.log10(slowest))));
        styler.setXAxisLabelRotation(30);
        styler.setLegendPosition(Styler.LegendPosition.OutsideS);
        styler.setLegendLayout(Styler.LegendLayout.Horizontal);
        

        for (final BenchmarkRow.CodecName codec : BenchmarkRow.CodecName.values())
        {
            final List<Double> scores = new ArrayList<>();
            boolean any = false;
            for (final String job : jobs)
            {
                final double score = scoreOf(groups.get(job), codec);
                scores.add(score);
                any |= !Double.isNaN(score);
            }
            if (any)
            {
                chart.addSeries(codec.label(), jobs, scores);
            }
        }
        BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    }

    /**
     * @return the codec's score on the job, or NaN (no bar; XChart refuses nulls on a log axis) when it
     * was not measured there.
     */
    private static double scoreOf(final List<BenchmarkRow> group, final BenchmarkRow.CodecName codec)
    {
        for (final BenchmarkRow row : group)
        {
            if (row.codec() == codec)
            {
                return row.score();
            }
        }
        return Double.NaN;
    }
}
