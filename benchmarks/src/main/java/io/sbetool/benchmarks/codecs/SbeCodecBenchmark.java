package io.sbetool.benchmarks.codecs;

import io.sbetool.codec.BoundsChecks;
import org.agrona.concurrent.UnsafeBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Encoding and decoding a message into SBE's bytes three ways, with bounds checks on (what users run):
 * sbetool's generated codecs, the reference implementation's, and a hand-written UnsafeBuffer codec
 * (the floor). Encodes write every field of a plain object into a reused buffer; decodes read every
 * field into JMH's Blackhole. Setup checks each codec's round trip and that all three write the same bytes.
 */
public class SbeCodecBenchmark extends MessageBenchmark
{
    private Measured sbetool;
    private Measured reference;
    private Measured floor;
    private ValueSink sink;

    @Setup
    public void checkCodecs(final Blackhole blackhole)
    {
        requireBoundsChecks(boundsChecks());
        final MessageCase<Sample> codecs = MessageCase.named(message);
        final Sample sample = codecs.sample();
        sbetool = new Measured(message + " sbetool", codecs.sbetool(), sample);
        reference = new Measured(message + " reference", codecs.reference(), sample)
            .sameBytesAs(sbetool, message + " reference");
        floor = new Measured(message + " hand-written", codecs.floor(), sample)
            .sameBytesAs(sbetool, message + " hand-written");
        sink = ValueSink.into(blackhole);
    }

    /**
     * @return whether this class measures with bounds checks on.
     */
    boolean boundsChecks()
    {
        return true;
    }

    /**
     * Fails unless sbetool's and Agrona's bounds checks are as this class says: a typo in a JVM option
     * would otherwise measure the wrong thing without a word.
     */
    private static void requireBoundsChecks(final boolean on)
    {
        if (BoundsChecks.ENABLED != on || UnsafeBuffer.SHOULD_BOUNDS_CHECK != on)
        {
            throw new IllegalStateException("expected bounds checks " + (on ? "on" : "off") + " but sbetool's are " +
                (BoundsChecks.ENABLED ? "on" : "off") + " and Agrona's " + (UnsafeBuffer.SHOULD_BOUNDS_CHECK ? "on" : "off"));
        }
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
