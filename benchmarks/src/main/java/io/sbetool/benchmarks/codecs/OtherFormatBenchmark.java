package io.sbetool.benchmarks.codecs;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

import java.util.concurrent.TimeUnit;

/**
 * The same messages, from the same plain objects, through protobuf-java (car.proto and
 * fix-messages.proto as they are) and Java serialisation, with the same JVM options as
 * {@link SbeCodecBenchmark}. Setup checks each round trip.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = BenchmarkJvm.FORKS, jvmArgs = {BenchmarkJvm.HEAP_MIN, BenchmarkJvm.HEAP_MAX})
@State(Scope.Thread)
public class OtherFormatBenchmark
{
    @Param({MessageCase.CAR, MessageCase.MARKET_DATA})
    public String message;

    private Measured protobuf;
    private Measured javaSerialisation;
    private ValueSink sink;

    @Setup
    public void checkCodecs(final Blackhole blackhole)
    {
        final MessageCase<Sample> codecs = MessageCase.named(message);
        final Sample sample = codecs.sample();
        protobuf = new Measured(message + " protobuf", codecs.protobuf(), sample);
        javaSerialisation = new Measured(message + " Java serialisation", codecs.javaSerialisation(), sample);
        sink = ValueSink.into(blackhole);
    }

    @Benchmark
    public int encodeProtobuf()
    {
        return protobuf.codec.encode(protobuf.sample, protobuf.encodeBuffer);
    }

    @Benchmark
    public int encodeJavaSerialisation()
    {
        return javaSerialisation.codec.encode(javaSerialisation.sample, javaSerialisation.encodeBuffer);
    }

    @Benchmark
    public void decodeProtobuf()
    {
        protobuf.codec.decode(protobuf.encoded, protobuf.encodedLength, sink);
    }

    @Benchmark
    public void decodeJavaSerialisation()
    {
        javaSerialisation.codec.decode(javaSerialisation.encoded, javaSerialisation.encodedLength, sink);
    }
}
