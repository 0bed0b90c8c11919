package io.sbetool.capture;

import org.agrona.DirectBuffer;

/**
 * Frames the payloads of a capture, whatever its container (libpcap or pcapng): each UDP datagram on
 * its own (skip, then messages to its end), TCP flows through a {@link TcpReassembler}. A framing
 * error loses the rest of that packet only.
 */
final class CaptureDecoding implements PacketListener, Runnable
{
    private final CaptureReader reader;
    private final FrameSplitter splitter;
    private final int skip;
    private final MessageWriter writer;
    private final TcpReassembler tcp;
    private final PacketOptions packets;

    CaptureDecoding(final CaptureReader reader, final FrameSplitter splitter, final int skip, final MessageWriter writer,
        final PacketOptions packets)
    {
        this.packets = packets;
        this.reader = reader;
        this.splitter = splitter;
        this.skip = skip;
        this.writer = writer;
        this.tcp = new TcpReassembler(splitter, skip, writer);
    }

    /**
     * Reads the capture (or the reader's current range) to its end; may be run again for the next range,
     * the TCP flows having been finished at the end of this one.
     */
    @Override
    public void run()
    {
        try
        {
            reader.read(this);
        }
        catch (final CaptureException ex)
        {
            // a broken record or block header leaves no way to find the next packet
            writer.error(ex);
        }
        finally
        {
            try
            {
                reader.finish(this);
            }
            finally
            {
                writer.stats().onTcpEvictions(tcp.takeEvictedFlows(), tcp.takeEvictedBytes());
                tcp.finish(writer::error);
            }
        }
    }

    @Override
    public void onUdp(final DirectBuffer buffer, final int offset, final int length, final long fileOffset)
    {
        writer.stats().payloadPackets++;
        if (!packets.onPacket(reader.packet(), fileOffset))
        {
            return;
        }
        try
        {
            if (length < skip)
            {
                throw new CaptureException("UDP payload of " + length + " bytes is shorter than skip " + skip, fileOffset);
            }
            splitter.split(buffer, offset + skip, length - skip, fileOffset + skip, writer, false);
        }
        catch (final CaptureException ex)
        {
            writer.error(ex);
        }
    }

    @Override
    public void onTcp(final TcpSegment segment)
    {
        writer.stats().payloadPackets++;
        if (!packets.onPacket(reader.packet(), segment.fileOffset()))
        {
            return;
        }
        try
        {
            tcp.onSegment(segment);
        }
        catch (final CaptureException ex)
        {
            writer.error(ex);
        }
    }

    @Override
    public void onIgnored(final long fileOffset, final String reason, final int detail)
    {
        writer.stats().onPassedOver(reason, 1);
    }

    @Override
    public void onLost(final long fileOffset, final String reason, final int packets)
    {
        writer.stats().onLost(reason, packets);
    }

    @Override
    public void onUnreadable(final long fileOffset, final String reason)
    {
        writer.error(fileOffset, reason);
    }
}
