package io.sbetool.spark;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;

import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * Reads one template of a capture with the Spark source in a JVM of its own and prints what the read gave and
 * cost: {@code rows=N hash=H rounds=R} then, for each round, {@code round=I wall=S cpu=S} (seconds; CPU is
 * the whole process's, every thread's, during the round). Every column of every row is assembled (the sum of
 * a hash of them all), so the round costs a full decode, as {@code sbetool decode --format parquet} pays.
 * Used by SparkSmallHeapTest (a file larger than the heap) and benchmarks/spark-speed.sh.
 *
 * <p>Usage: {@code SparkRead MASTER ROUNDS SPLIT_BYTES SCHEMA FRAMING SKIP TEMPLATE FILE...}; the system
 * property {@code sbetool.spark.reservedMemory} (bytes) lowers what Spark keeps back of the heap, so that a
 * small one (below Spark's 450 MiB floor) can be tried.
 */
public final class SparkRead
{
    private SparkRead()
    {
    }

    public static void main(final String[] args)
    {
        if (args.length < 8)
        {
            System.err.println("usage: SparkRead MASTER ROUNDS SPLIT_BYTES SCHEMA FRAMING SKIP TEMPLATE FILE...");
            System.exit(2);
        }
        final SparkSession.Builder builder = SparkSession.builder().master(args[0]).appName("sbetool-spark-read")
            .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "1");
        final String reserved = System.getProperty("sbetool.spark.reservedMemory");
        if (reserved != null)
        {
            builder.config("spark.testing.reservedMemory", reserved);
        }
        final SparkSession spark = builder.getOrCreate();
        spark.sparkContext().setLogLevel("WARN");
        try
        {
            final int rounds = Integer.parseInt(args[1]);
            final com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean)ManagementFactory.getOperatingSystemMXBean();
            Row result = null;
            int partitions = 0;
            final StringBuilder timings = new StringBuilder();
            for (int round = 1; round <= rounds; round++)
            {
                final long cpu = os.getProcessCpuTime();
                final long start = System.nanoTime();
                // a plan of its own each round: a plan run again skips its map stage, whose shuffle output is kept
                final Dataset<Row> frame = spark.read().format("sbe").option("schema", args[3])
                    .option("framing", args[4]).option("skip", args[5]).option("template", args[6])
                    .option("splitBytes", args[2]).load(Arrays.copyOfRange(args, 7, args.length));
                final Column[] all = Arrays.stream(frame.columns()).map(functions::col).toArray(Column[]::new);
                result = frame.agg(functions.count(functions.lit(1)), functions.sum(functions.hash(all).cast("long")))
                    .collectAsList().get(0);
                timings.append(String.format("round=%d wall=%.3f cpu=%.3f%n", round, (System.nanoTime() - start) / 1e9,
                    (os.getProcessCpuTime() - cpu) / 1e9));
                partitions = frame.rdd().getNumPartitions();
            }
            System.out.printf("rows=%d hash=%d rounds=%d partitions=%d%n", result.getLong(0), result.getLong(1), rounds,
                partitions);
            System.out.print(timings);
        }
        finally
        {
            spark.stop();
        }
    }
}
