package io.sbetool.benchmarks.codecs;

import org.openjdk.jmh.annotations.Fork;

/**
 * {@link SbeCodecBenchmark} with bounds checks off in every codec that has a switch: sbetool's generated
 * code, and Agrona's buffers under the reference's code and the hand-written codec. Protobuf and Java
 * serialisation have none, so they are not run again.
 */
@Fork(
    value = BenchmarkJvm.FORKS,
    jvmArgs = {BenchmarkJvm.HEAP_MIN, BenchmarkJvm.HEAP_MAX},
    jvmArgsAppend = {BenchmarkJvm.NO_SBETOOL_BOUNDS_CHECKS, BenchmarkJvm.NO_AGRONA_BOUNDS_CHECKS})
public class SbeCodecNoBoundsChecksBenchmark extends SbeCodecBenchmark
{
    @Override
    boolean boundsChecks()
    {
        return false;
    }
}
