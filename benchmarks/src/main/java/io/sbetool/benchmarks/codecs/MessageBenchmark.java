package io.sbetool.benchmarks.codecs;

import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * What every codec, on-the-fly and JSON benchmark shares, so that all run alike: throughput in
 * operations per microsecond, the same JVM options ({@link BenchmarkJvm}) and run length (run.sh sets
 * its own on the command line), and the message, Car or MarketData, as a parameter.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = BenchmarkJvm.FORKS, jvmArgs = {BenchmarkJvm.HEAP_MIN, BenchmarkJvm.HEAP_MAX})
@State(Scope.Thread)
public abstract class MessageBenchmark
{
    @Param({MessageCase.CAR, MessageCase.MARKET_DATA})
    public String message;
}
