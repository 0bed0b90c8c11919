package io.sbetool.benchmarks.otf;

import io.sbetool.benchmarks.codecs.MessageBenchmark;
import io.sbetool.benchmarks.codecs.ValueSink;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Decoding a benchmark message on the fly, from its schema's IR alone, with a listener that reads every
 * value into JMH's Blackhole: sbetool's decoder against the reference implementation's
 * OtfMessageDecoder. Setup checks that both listeners see every value of the message.
 */
public class OtfDecodeBenchmark extends MessageBenchmark
{
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
