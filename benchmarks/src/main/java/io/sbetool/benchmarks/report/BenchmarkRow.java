package io.sbetool.benchmarks.report;

/**
 * One benchmark's result, named for the report: which message, which operation, with bounds checks on
 * or off, which codec, its throughput with JMH's error (99.9% confidence half-width), and the bytes it
 * allocates per operation (NaN when the run had no gc profiler).
 */
public final class BenchmarkRow
{
    private final String message;
    private final Operation operation;
    private final boolean boundsChecks;
    private final CodecName codec;
    private final double score;
    private final double error;
    private final String unit;
    private final double bytesPerOperation;

    public BenchmarkRow(
        final String message,
        final Operation operation,
        final boolean boundsChecks,
        final CodecName codec,
        final double score,
        final double error,
        final String unit,
        final double bytesPerOperation)
    {
        this.message = message;
        this.operation = operation;
        this.boundsChecks = boundsChecks;
        this.codec = codec;
        this.score = score;
        this.error = error;
        this.unit = unit;
        this.bytesPerOperation = bytesPerOperation;
    }

    public String message()
    {
        return message;
    }

    public Operation operation()
    {
        return operation;
    }

    public boolean boundsChecks()
    {
        return boundsChecks;
    }

    public CodecName codec()
    {
        return codec;
    }

    public double score()
    {
        return score;
    }

    public double error()
    {
        return error;
    }

    public String unit()
    {
        return unit;
    }

    public double bytesPerOperation()
    {
        return bytesPerOperation;
    }

    /**
     * @return the rows compared with each other: same message, operation and bounds checks.
     */
    public String group()
    {
        return message + " " + operation.label() + (codec.cpp() ? " C++" : "") + (boundsChecks ? "" : " (bounds checks off)");
    }

    /**
     * The operations measured, in the order the report lists them.
     */
    public enum Operation
    {
        ENCODE("encode"),
        DECODE("decode"),
        OTF_DECODE("OTF decode"),
        JSON_PRINT("JSON print");

        private final String label;

        Operation(final String label)
        {
            this.label = label;
        }

        public String label()
        {
            return label;
        }
    }

    /**
     * The codecs measured, in the order the report lists them. Java rows are compared with sbetool's
     * Java codecs, C++ rows (Google Benchmark, another program) with sbetool's C++ codecs.
     */
    public enum CodecName
    {
        SBETOOL("sbetool", false),
        REFERENCE("reference", false),
        HAND_WRITTEN("hand-written", false),
        PROTOBUF("protobuf-java", false),
        JAVA_SERIALISATION("Java serialisation", false),
        SBETOOL_CPP("sbetool C++", true),
        REFERENCE_CPP("reference C++", true),
        PROTOBUF_CPP("protobuf C++", true);

        private final String label;
        private final boolean cpp;

        CodecName(final String label, final boolean cpp)
        {
            this.label = label;
            this.cpp = cpp;
        }

        public String label()
        {
            return label;
        }

        public boolean cpp()
        {
            return cpp;
        }

        /**
         * @return whether this is sbetool's codec, the one the others in its group are compared with.
         */
        public boolean ours()
        {
            return this == SBETOOL || this == SBETOOL_CPP;
        }
    }
}
