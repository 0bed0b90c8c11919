package io.sbetool.benchmarks.otf;

import io.sbetool.benchmarks.codecs.BenchmarkJvm;
import io.sbetool.benchmarks.codecs.MessageCase;
import io.sbetool.benchmarks.codecs.ValueSink;
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
 * Decoding a benchmark message on the fly, from its schema's IR alone, with a listener that reads every
 * value into JMH's Blackhole: sbetool's decoder against the reference implementation's
 * OtfMessageDecoder. Setup checks that both listeners see every value of the message.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = BenchmarkJvm.FORKS, jvmArgs = {BenchmarkJvm.HEAP_MIN, BenchmarkJvm.HEAP_MAX})
@State(Scope.Thread)
public class OtfDecodeBenchmark
{
    @Param({MessageCase.CAR, MessageCase.MARKET_DATA})
    public String message;

    private OtfFixture fixture;
    private final SbetoolValueListener sbetoolListener = new SbetoolValueListener();
    private final ReferenceValueListener referenceListener = new ReferenceValueListener();
    private ReferenceOtf reference;

    @Setup
    public void checkListeners(final Blackhole blackhole)
    {
        fixture = new OtfFixture(message);
        reference = new ReferenceOtf(fixture.referenceIr);

        final ValueSink ours = ValueSink.recording();
        fixture.sbetool.decode(fixture.buffer, 0, fixture.length, sbetoolListener.into(ours));
        fixture.check(message + " sbetool on-the-fly decoder", ours);
        final ValueSink theirs = ValueSink.recording();
        reference.decode(fixture.buffer, 0, referenceListener.into(theirs));
        fixture.check(message + " reference OtfMessageDecoder", theirs);

        final ValueSink sink = ValueSink.into(blackhole);
        sbetoolListener.into(sink);
        referenceListener.into(sink);
    }

    @Benchmark
    public int sbetool()
    {
        return fixture.sbetool.decode(fixture.buffer, 0, fixture.length, sbetoolListener);
    }

    @Benchmark
    public int reference()
    {
        return reference.decode(fixture.buffer, 0, referenceListener);
    }
}
