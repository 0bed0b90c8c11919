package io.sbetool.benchmarks.codecs;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.MessageLite;
import org.agrona.concurrent.UnsafeBuffer;

import java.io.IOException;

/**
 * Writes a protobuf message into the byte array under a benchmark's buffer, as protobuf-java writes
 * into any reused array: through a CodedOutputStream over it.
 */
final class ProtobufOutput
{
    private ProtobufOutput()
    {
    }

    /**
     * @return the bytes written.
     */
    static int write(final MessageLite message, final UnsafeBuffer buffer)
    {
        final CodedOutputStream out = CodedOutputStream.newInstance(buffer.byteArray());
        try
        {
            message.writeTo(out);
        }
        catch (final IOException ex)
        {
            throw new IllegalStateException("the encoded message does not fit the buffer", ex);
        }
        return out.getTotalBytesWritten();
    }
}
