package io.sbetool.benchmarks.codecs;

import org.agrona.concurrent.UnsafeBuffer;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;

/**
 * A message through Java serialisation: ObjectOutputStream writes the plain object (class descriptors
 * included, as each new stream must) into the benchmark's byte array; ObjectInputStream reads a new
 * object back, whose every field is then read into the sink.
 *
 * @param <S> the plain object's class.
 */
final class JavaSerialisation<S extends Sample> implements Codec<S>
{
    private final ArrayOutputStream bytes = new ArrayOutputStream();

    @Override
    public int encode(final S sample, final UnsafeBuffer buffer)
    {
        try (ObjectOutputStream out = new ObjectOutputStream(bytes.into(buffer.byteArray())))
        {
            out.writeObject(sample);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
        return bytes.position();
    }

    @Override
    public void decode(final UnsafeBuffer buffer, final int length, final ValueSink sink)
    {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(buffer.byteArray(), 0, length)))
        {
            ((Sample)in.readObject()).report(sink);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
        catch (final ClassNotFoundException ex)
        {
            throw new IllegalStateException(ex);
        }
    }
}
