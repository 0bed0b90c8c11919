package io.sbetool.benchmarks.codecs;

import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A comparison is only fair if every codec does the same work: each must give back every value of the
 * plain object, the SBE ones in the same bytes; and the checks that guard the benchmarks must notice
 * when one does not.
 */
class CodecEquivalenceTest
{
    @ParameterizedTest
    @ValueSource(strings = {MessageCase.CAR, MessageCase.MARKET_DATA})
    void everyCodecRoundTripsAndTheSbeOnesWriteTheSameBytes(final String message)
    {
        final MessageCase<Sample> codecs = MessageCase.named(message);
        final Sample sample = codecs.sample();
        final Measured ours = new Measured("sbetool", codecs.sbetool(), sample);
        new Measured("reference", codecs.reference(), sample).sameBytesAs(ours, "reference");
        new Measured("hand-written", codecs.floor(), sample).sameBytesAs(ours, "hand-written");
        final Measured protobuf = new Measured("protobuf", codecs.protobuf(), sample);
        final Measured java = new Measured("Java serialisation", codecs.javaSerialisation(), sample);

        assertTrue(protobuf.encodedLength > 0);
        assertTrue(java.encodedLength > ours.encodedLength, "Java serialisation writes class descriptors too");
    }

    @ParameterizedTest
    @ValueSource(strings = {MessageCase.CAR, MessageCase.MARKET_DATA})
    void eachDecoderReadsEveryValueOfItsOwnEncoding(final String message)
    {
        final MessageCase<Sample> codecs = MessageCase.named(message);
        final Sample sample = codecs.sample();
        final List<Object> expected = RoundTrip.expected(sample);
        for (final Codec<Sample> codec : List.of(codecs.sbetool(), codecs.reference(), codecs.floor(), codecs.protobuf(),
            codecs.javaSerialisation()))
        {
            final UnsafeBuffer buffer = new UnsafeBuffer(new byte[RoundTrip.BUFFER_CAPACITY]);
            final int length = codec.encode(sample, buffer);
            final ValueSink sink = ValueSink.recording();
            codec.decode(buffer, length, sink);
            assertEquals(expected, sink.recorded(), codec.getClass().getSimpleName());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {MessageCase.CAR, MessageCase.MARKET_DATA})
    void aDecoderThatMissesAValueFailsTheCheck(final String message)
    {
        final MessageCase<Sample> codecs = MessageCase.named(message);
        final Codec<Sample> ours = codecs.sbetool();
        final Codec<Sample> skipsTheLastValue = new Codec<>()
        {
            @Override
            public int encode(final Sample sample, final UnsafeBuffer buffer)
            {
                return ours.encode(sample, buffer);
            }

            @Override
            public void decode(final UnsafeBuffer buffer, final int length, final ValueSink sink)
            {
                final ValueSink all = ValueSink.recording();
                ours.decode(buffer, length, all);
                final List<Object> values = all.recorded();
                for (final Object value : values.subList(0, values.size() - 1))
                {
                    sink.text(String.valueOf(value));
                }
            }
        };
        final IllegalStateException failure = assertThrows(IllegalStateException.class,
            () -> new Measured("lossy", skipsTheLastValue, codecs.sample()));
        assertTrue(failure.getMessage().startsWith("lossy: decoding what it encoded gave"), failure.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {MessageCase.CAR, MessageCase.MARKET_DATA})
    void differentBytesFailTheCheckAtTheFirstDifference(final String message)
    {
        final MessageCase<Sample> codecs = MessageCase.named(message);
        final Measured ours = new Measured("sbetool", codecs.sbetool(), codecs.sample());
        final Measured floor = new Measured("hand-written", codecs.floor(), codecs.sample());
        final int last = floor.encodedLength - 1;
        floor.encoded.putByte(last, (byte)(floor.encoded.getByte(last) + 1));
        final IllegalStateException failure = assertThrows(IllegalStateException.class,
            () -> floor.sameBytesAs(ours, "changed"));
        assertEquals("changed: byte " + last + " is " + floor.encoded.getByte(last) + " where sbetool wrote " +
            ours.encoded.getByte(last), failure.getMessage());
        assertNotEquals(ours.encoded.getByte(last), floor.encoded.getByte(last));
    }
}
