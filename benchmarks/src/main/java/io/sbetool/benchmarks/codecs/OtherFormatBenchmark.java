package io.sbetool.benchmarks.codecs;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The same messages, from the same plain objects, through protobuf-java (car.proto and
 * fix-messages.proto as they are) and Java serialisation, with the same JVM options as
 * {@link SbeCodecBenchmark}. Setup checks each round trip.
 */
public class OtherFormatBenchmark extends MessageBenchmark
{
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
