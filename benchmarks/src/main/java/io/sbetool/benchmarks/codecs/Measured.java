package io.sbetool.benchmarks.codecs;

import org.agrona.concurrent.UnsafeBuffer;

/**
 * A codec ready to be measured on one message: the plain object it encodes, a buffer to encode into,
 * and its own encoding of the object for the decode benchmark, made and checked by {@link RoundTrip}
 * when this is built. Benchmarks call {@link #codec} themselves so that each call site sees one codec.
 */
public final class Measured
{
    public final Codec<Sample> codec;
    public final Sample sample;
    public final UnsafeBuffer encodeBuffer = new UnsafeBuffer(new byte[RoundTrip.BUFFER_CAPACITY]);
    public final UnsafeBuffer encoded = new UnsafeBuffer(new byte[RoundTrip.BUFFER_CAPACITY]);
    public final int encodedLength;

    public Measured(final String label, final Codec<Sample> codec, final Sample sample)
    {
        this.codec = codec;
        this.sample = sample;
        this.encodedLength = RoundTrip.check(label, codec, sample, encoded);
    }

    /**
     * Fails unless this codec writes the same bytes as {@code ours}: for codecs that claim SBE's encoding.
     */
    public Measured sameBytesAs(final Measured ours, final String label)
    {
        RoundTrip.sameBytes(label, ours.encoded, ours.encodedLength, encoded, encodedLength);
        return this;
    }
}
