package io.sbetool.benchmarks.codecs;

import org.agrona.concurrent.UnsafeBuffer;

import java.util.List;

/**
 * The checks every codec passes before it is measured, so that each benchmark does the whole job it
 * claims: the codec's decoder gives back every value of the plain object its encoder wrote, its encoder
 * writes the same bytes every time, and codecs that claim SBE's bytes write ours exactly. A failure
 * throws, which fails the JMH run (and the smoke test) with a message saying what differed.
 */
public final class RoundTrip
{
    /** Larger than any encoding of either message, Java serialisation's included. */
    public static final int BUFFER_CAPACITY = 4096;

    private RoundTrip()
    {
    }

    /**
     * @return the values the sample holds, as a decoder must report them.
     */
    public static List<Object> expected(final Sample sample)
    {
        final ValueSink sink = ValueSink.recording();
        sample.report(sink);
        return sink.recorded();
    }

    /**
     * Encodes the sample into {@code into} and checks that decoding it gives the sample's values.
     *
     * @return the encoded length.
     */
    public static <S extends Sample> int check(
        final String label, final Codec<S> codec, final S sample, final UnsafeBuffer into)
    {
        final int length = codec.encode(sample, into);
        final UnsafeBuffer again = new UnsafeBuffer(new byte[into.capacity()]);
        final int lengthAgain = codec.encode(sample, again);
        sameBytes(label + " encoding the same object twice", into, length, again, lengthAgain);

        final ValueSink decoded = ValueSink.recording();
        codec.decode(into, length, decoded);
        final List<Object> expected = expected(sample);
        if (!expected.equals(decoded.recorded()))
        {
            throw new IllegalStateException(label + ": decoding what it encoded gave\n  " + decoded.recorded() +
                "\nbut the object holds\n  " + expected);
        }
        return length;
    }

    /**
     * Fails unless {@code theirs} holds the same {@code length} bytes as {@code ours}.
     */
    public static void sameBytes(
        final String label, final UnsafeBuffer ours, final int oursLength, final UnsafeBuffer theirs, final int theirsLength)
    {
        if (oursLength != theirsLength)
        {
            throw new IllegalStateException(label + ": " + theirsLength + " bytes where sbetool wrote " + oursLength);
        }
        for (int i = 0; i < oursLength; i++)
        {
            if (ours.getByte(i) != theirs.getByte(i))
            {
                throw new IllegalStateException(label + ": byte " + i + " is " + theirs.getByte(i) + " where sbetool wrote " +
                    ours.getByte(i));
            }
        }
    }
}
