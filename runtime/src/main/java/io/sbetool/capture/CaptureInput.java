package io.sbetool.capture;

import org.agrona.concurrent.UnsafeBuffer;

import java.io.IOException;

/**
 * The bytes of one input, read forwards through a buffer of bounded size: a memory-mapped file
 * ({@link MappedFile}) or a stream that cannot seek, such as standard input, a named pipe or a
 * decompressed {@code .gz} ({@link StreamInput}). Readers address it by byte offset from the start
 * of the input and never need its total size, which a stream does not know in advance.
 */
public interface CaptureInput extends AutoCloseable
{
    /**
     * @return the buffer that indexes returned by {@link #map} address; valid until the next call.
     */
    UnsafeBuffer buffer();

    /**
     * Makes {@code [position, position + length)} readable in {@link #buffer()}.
     *
     * @return the index of {@code position} in the buffer.
     * @throws CaptureException when the range runs past the end of the input.
     */
    int map(long position, int length);

    /**
     * @return how many of the {@code wanted} bytes from {@code position} on the input holds: fewer only
     * at its end (a stream reads ahead to find out).
     */
    long available(long position, long wanted);

    /**
     * Says that no byte before {@code position} will be read again, so a stream may drop them.
     */
    default void release(final long position)
    {
    }

    /**
     * @return bytes of the input read so far: a file's size, the bytes a stream has given.
     */
    long bytesRead();

    /**
     * @return the input's size in bytes, or -1 when it is not known before the end (a stream).
     */
    long knownSize();

    @Override
    void close() throws IOException;
}
