package io.sbetool.benchmarks.codecs;

import org.agrona.concurrent.UnsafeBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;

/**
 * Encoding and decoding the Car message (schemas/car.xml) with sbetool's generated codecs and with the reference
 * implementation's, on the same values. Encodes go into one reused direct buffer; decodes read every
 * field of a message encoded once in setup and fold the values into a checksum, which JMH sinks into
 * its Blackhole as the method's return value (as it does the encoded length).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
// Two forks: for operations this small, JIT decisions that differ between JVMs are a large part of the spread.
@Fork(2)
@State(Scope.Thread)
public class CarBenchmark
{
    private final UnsafeBuffer encodeBuffer = new UnsafeBuffer(ByteBuffer.allocateDirect(Values.BUFFER_CAPACITY));
    private final UnsafeBuffer sbetoolEncoded = new UnsafeBuffer(ByteBuffer.allocateDirect(Values.BUFFER_CAPACITY));
    private final UnsafeBuffer referenceEncoded = new UnsafeBuffer(ByteBuffer.allocateDirect(Values.BUFFER_CAPACITY));
    private final SbetoolCar sbetool = new SbetoolCar();
    private final ReferenceCar reference = new ReferenceCar();

    @Setup
    public void encodeOnce()
    {
        sbetool.encode(sbetoolEncoded);
        reference.encode(referenceEncoded);
    }

    @Benchmark
    public int encodeSbetool()
    {
        return sbetool.encode(encodeBuffer);
    }

    @Benchmark
    public int encodeReference()
    {
        return reference.encode(encodeBuffer);
    }

    @Benchmark
    public long decodeSbetool()
    {
        return sbetool.decode(sbetoolEncoded);
    }

    @Benchmark
    public long decodeReference()
    {
        return reference.decode(referenceEncoded);
    }
}
