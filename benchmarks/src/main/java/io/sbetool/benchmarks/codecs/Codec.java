package io.sbetool.benchmarks.codecs;

import org.agrona.concurrent.UnsafeBuffer;

/**
 * One way of putting a message on the wire and reading it back: sbetool's generated codecs, the
 * reference implementation's, a hand-written one, protobuf-java or Java serialisation.
 *
 * @param <S> the plain object the message is encoded from.
 */
public interface Codec<S>
{
    /**
     * Writes every field of {@code sample} into {@code buffer} from index 0.
     *
     * @return the encoded length in bytes.
     */
    int encode(S sample, UnsafeBuffer buffer);

    /**
     * Reads every field of the message in the first {@code length} bytes of {@code buffer} into the
     * sink, in schema order, in the sink's canonical forms (see {@link ValueSink}).
     */
    void decode(UnsafeBuffer buffer, int length, ValueSink sink);
}
