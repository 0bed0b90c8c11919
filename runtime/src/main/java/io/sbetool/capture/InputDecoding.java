package io.sbetool.capture;

import org.agrona.DirectBuffer;

/**
 * The session's one job per input: recognise its container, run the matching reader into the
 * message writer, and end cleanly whatever happens (a stop at the first error, a stream that cannot
 * be read on), flushing what was decoded.
 */
final class InputDecoding
{
    private final FrameSplitter splitter;
    private final int skip;
    private final int windowSize;
    private final DecodeSession.Container container;
    private final PacketOptions packets;
    private final DecodeOutput output;
    /**
     * The last range's reader and decoding, reused for the next range of the same file and writer (a
     * worker's next chunk): its global header is not read again, and a worker makes no objects per chunk.
     */
    private PcapReader rangeReader;
    private CaptureDecoding rangeDecoding;
    private MessageWriter rangeWriter;

    InputDecoding(final FrameSplitter splitter, final int skip, final int windowSize,
        final DecodeSession.Container container, final PacketOptions packets, final DecodeOutput output)
    {
        this.splitter = splitter;
        this.skip = skip;
        this.windowSize = windowSize;
        this.container = container;
        this.packets = packets;
        this.output = output;
    }

    void decode(final CaptureInput input, final MessageWriter writer)
    {
        run(writer, () ->
        {
            switch (container != DecodeSession.Container.AUTO ? container : recognise(input))
            {
                case PCAP:
                    new CaptureDecoding(new PcapReader(input), splitter, skip, writer, packets).run();
                    break;
                case PCAPNG:
                    new CaptureDecoding(new PcapngReader(input), splitter, skip, writer, packets).run();
                    break;
                default:
                    packets.noPacket();
                    final int chunk = input instanceof MappedFile ? windowSize : StreamInput.CHUNK;
                    new StreamDecoding(input, chunk, splitter, skip, writer).run();
                    break;
            }
        });
    }

    /**
     * The records of a libpcap file that start in {@code [start, end)}.
     */
    void decodePcapRange(final MappedFile file, final long start, final long end, final MessageWriter writer)
    {
        if (rangeReader == null || !rangeReader.reads(file) || rangeWriter != writer)
        {
            rangeReader = new PcapReader(file, start, end);
            rangeDecoding = new CaptureDecoding(rangeReader, splitter, skip, writer, packets);
            rangeWriter = writer;
        }
        rangeReader.range(start, end);
        run(writer, rangeDecoding);
    }

    /**
     * Framed messages held in memory: a plain stream, skip applied once at the start.
     */
    void decode(final DirectBuffer buffer, final int offset, final int length, final MessageWriter writer)
    {
        run(writer, () ->
        {
            if (length < skip)
            {
                writer.error(offset, "input of " + length + " bytes is shorter than skip " + skip);
                return;
            }
            try
            {
                splitter.split(buffer, offset + skip, length - skip, skip, writer, false);
            }
            catch (final CaptureException ex)
            {
                writer.error(ex);
            }
        });
    }

    private static DecodeSession.Container recognise(final CaptureInput input)
    {
        if (PcapngReader.isPcapng(input))
        {
            return DecodeSession.Container.PCAPNG;
        }
        return PcapReader.isPcap(input) ? DecodeSession.Container.PCAP : DecodeSession.Container.STREAM;
    }

    private void run(final MessageWriter writer, final Runnable decoding)
    {
        try
        {
            try
            {
                decoding.run();
            }
            catch (final CaptureException ex)
            {
                // the input itself cannot be read on (a stream's read failed): nothing follows
                writer.error(ex);
            }
        }
        catch (final MessageWriter.Stop stop)
        {
            // the error was reported; what was decoded before it is still written
        }
        finally
        {
            output.flush();
        }
    }
}
