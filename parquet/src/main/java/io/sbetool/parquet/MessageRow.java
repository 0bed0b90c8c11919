package io.sbetool.parquet;

import io.sbetool.capture.PacketInfo;
import io.sbetool.otf.MessageDecoder;
import org.agrona.DirectBuffer;

/**
 * The message a {@link MessageWriteSupport} writes next: one instance reused for every message, as Parquet's
 * writer takes its records as objects.
 */
final class MessageRow
{
    MessageDecoder decoder;
    DirectBuffer buffer;
    int offset;
    int length;
    String file;
    long fileOffset;
    PacketInfo packet;

    MessageRow set(final MessageDecoder decoder, final DirectBuffer buffer, final int offset, final int length,
        final String file, final long fileOffset, final PacketInfo packet)
    {
        this.decoder = decoder;
        this.buffer = buffer;
        this.offset = offset;
        this.length = length;
        this.file = file;
        this.fileOffset = fileOffset;
        this.packet = packet;
        return this;
    }
}
