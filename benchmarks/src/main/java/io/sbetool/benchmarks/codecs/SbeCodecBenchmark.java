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
 * Encoding and decoding a message into SBE's bytes three ways, with bounds checks on (what users run):
 * sbetool's generated codecs, the reference implementation's, and a hand-written UnsafeBuffer codec
 * (the floor). Encodes write every field of a plain object into a reused buffer; decodes read every
 * field into JMH's Blackhole. Setup checks each codec's round trip and that all three write the same bytes.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = BenchmarkJvm.FORKS, jvmArgs = {BenchmarkJvm.HEAP_MIN, BenchmarkJvm.HEAP_MAX})
@State(Scope.Thread)
public class SbeCodecBenchmark
{
    @Param({MessageCase.CAR, MessageCase.MARKET_DATA})
    public String message;

    private Measured sbetool;
    private Measured reference;
    private Measured floor;
    private ValueSink sink;

    @Setup
    public void checkCodecs(final Blackhole blackhole)
    {
        final MessageCase<Sample> codecs = MessageCase.named(message);
        final Sample sample = codecs.sample();
        sbetool = new Measured(message + " sbetool", codecs.sbetool(), sample);
        reference = new Measured(message + " reference", codecs.reference(), sample)
            .sameBytesAs(sbetool, message + " reference");
        floor = new Measured(message + " hand-written", codecs.floor(), sample)
            .sameBytesAs(sbetool, message + " hand-written");
        sink = ValueSink.into(blackhole);
    }

    @Benchmark
    public int encodeSbetool()
    {
        return sbetool.codec.encode(sbetool.sample, sbetool.encodeBuffer);
    }

    @Benchmark
    public int encodeReference()
    {
        return reference.codec.encode(reference.sample, reference.encodeBuffer);
    }

    @Benchmark
    public int encodeHandWritten()
    {
        return floor.codec.encode(floor.sample, floor.encodeBuffer);
    }

    @Benchmark
    public void decodeSbetool()
    {
        sbetool.codec.decode(sbetool.encoded, sbetool.encodedLength, sink);
    }

    @Benchmark
    public void decodeReference()
    {
        reference.codec.decode(reference.encoded, reference.encodedLength, sink);
    }

    @Benchmark
    public void decodeHandWritten()
    {
        floor.codec.decode(floor.encoded, floor.encodedLength, sink);
    }
}
