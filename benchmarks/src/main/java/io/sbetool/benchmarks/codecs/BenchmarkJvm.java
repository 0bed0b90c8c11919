package io.sbetool.benchmarks.codecs;

/**
 * The JVM options of every benchmark fork, in one place so that every codec runs with the same ones.
 */
public final class BenchmarkJvm
{
    /** A fixed heap, so that no benchmark pays for resizing it and runs compare like with like. */
    public static final String HEAP_MIN = "-Xms1g";
    public static final String HEAP_MAX = "-Xmx1g";
    /** Turns off the bounds checks of sbetool's generated code. */
    public static final String NO_SBETOOL_BOUNDS_CHECKS = "-Dsbetool.disable.bounds.checks=true";
    /** Turns off Agrona's, which the reference's generated code and the hand-written codecs go through. */
    public static final String NO_AGRONA_BOUNDS_CHECKS = "-Dagrona.disable.bounds.checks=true";
    /** Forks per benchmark: for operations this small, JIT decisions that differ between JVMs are a large part of the spread. */
    public static final int FORKS = 3;

    private BenchmarkJvm()
    {
    }
}
