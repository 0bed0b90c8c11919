package io.sbetool.capture;

import io.sbetool.otf.ByteSink;
import io.sbetool.otf.MessagePlan;
import io.sbetool.otf.OtfDecodeException;
import org.agrona.DirectBuffer;
import org.agrona.collections.LongHashSet;

/**
 * The session's frame handler: filters by template, prints each message as one NDJSON or text line
 * into the sink, and turns decode errors into reports with file offsets. Counts what it does.
 */
final class MessageWriter implements FrameHandler
{
    /**
     * Thrown to unwind the readers when the session stops at its first error.
     */
    static final class Stop extends RuntimeException
    {
        private static final long serialVersionUID = 1L;

        Stop()
        {
            super(null, null, false, false);
        }
    }

    private final Schemas schemas;
    private final boolean json;
    private final LongHashSet templates;
    private final boolean stopOnError;
    private final boolean exactFrames;
    private final DecodeOutput output;
    private final ByteSink sink;
    private final DecodeErrorListener errors;
    private final DecodeStats stats;
    private final long maxMessages;
    /** Takes each message in place of the printers, or null. */
    private final MessageRows rows;
    private final PacketOptions packets;
    private String file;
    long messages;
    long filtered;
    /** Frames passed over because their message could not be decoded; a subset of what errors count. */
    long skipped;
    long errorCount;
    // Read without synchronisation by a progress display; a stale value only delays the display.
    long lastFileOffset;
    boolean stopped;

    MessageWriter(
        final Schemas schemas,
        final DecodeSession.Format format,
        final LongHashSet templates,
        final boolean stopOnError,
        final boolean exactFrames,
        final DecodeOutput output,
        final DecodeErrorListener errors,
        final DecodeStats stats,
        final long maxMessages,
        final MessageRows rows,
        final PacketOptions packets)
    {
        this.rows = rows;
        this.packets = packets;
        this.stats = stats;
        this.maxMessages = maxMessages;
        this.schemas = schemas;
        this.json = format == DecodeSession.Format.JSON;
        this.templates = templates;
        this.stopOnError = stopOnError;
        this.exactFrames = exactFrames;
        this.output = output;
        this.sink = output.sink();
        this.errors = errors;
    }

    /**
     * Counts from zero again, for the next range of a file decoded by the same writer.
     */
    void restart()
    {
        messages = 0;
        filtered = 0;
        skipped = 0;
        errorCount = 0;
        lastFileOffset = 0;
        stopped = false;
    }

    DecodeStats stats()
    {
        return stats;
    }

    void file(final String file)
    {
        this.file = file;
        for (final Schemas.Schema schema : schemas.all())
        {
            schema.json.envelope(file, 0);
        }
    }

    @Override
    public void onFrame(final DirectBuffer buffer, final int offset, final int length, final long fileOffset)
    {
        lastFileOffset = fileOffset;
        final int mark = sink.length();
        try
        {
            final Schemas.Schema schema = schemas.select(buffer, offset, length);
            final MessagePlan plan = schema.decoder.planAt(buffer, offset, length);
            if (templates != null && !templates.contains(Schemas.key(schema.ir.id(), plan.templateId())))
            {
                filtered++;
                return;
            }
            if (rows != null)
            {
                writeRow(schema, plan, buffer, offset, length, fileOffset);
                return;
            }
            final int consumed = print(schema, buffer, offset, length, fileOffset);
            if (exactFrames && consumed != length)
            {
                sink.truncate(mark);
                skipped++;
                error(fileOffset + consumed, "the frame holds " + length + " bytes but its " + plan.name() +
                    " message " + consumed);
                return;
            }
            sink.append((byte)'\n');
            messages++;
            if (json)
            {
                stats.onMessage(schema, plan, schema.decoder.header().blockLength(buffer, offset),
                    schema.decoder.header().version(buffer, offset), schema.json.unknownEnumValues(),
                    schema.json.shortGroupElements(), schema.json.shortGroup(), schema.json.shortGroupBlockLength());
            }
            else
            {
                stats.onMessage(schema, plan, schema.decoder.header().blockLength(buffer, offset),
                    schema.decoder.header().version(buffer, offset), schema.text.unknownEnumValues(),
                    schema.text.shortGroupElements(), schema.text.shortGroup(), schema.text.shortGroupBlockLength());
            }
            if (messages == maxMessages)
            {
                throw new Stop();
            }
            output.flushIfFull();
        }
        catch (final OtfDecodeException ex)
        {
            sink.truncate(mark);
            skipped++;
            error(fileOffset + (ex.bufferIndex() - offset), ex.getMessage());
        }
    }

    /**
     * Hands the message to {@link #rows} once it is known to decode whole and fill its frame: a consumer
     * that writes as it decodes could not take a half-written row back.
     */
    private void writeRow(final Schemas.Schema schema, final MessagePlan plan, final DirectBuffer buffer,
        final int offset, final int length, final long fileOffset)
    {
        final int consumed = schema.decoder.encodedLength(buffer, offset, length);
        if (exactFrames && consumed != length)
        {
            skipped++;
            error(fileOffset + consumed, "the frame holds " + length + " bytes but its " + plan.name() +
                " message " + consumed);
            return;
        }
        final int unknownEnums = rows.onMessage(schema.decoder, plan, buffer, offset, length, file, fileOffset,
            packets.current);
        messages++;
        stats.onMessage(schema, plan, schema.decoder.header().blockLength(buffer, offset),
            schema.decoder.header().version(buffer, offset), unknownEnums, 0, null, 0);
        if (messages == maxMessages)
        {
            throw new Stop();
        }
    }

    private int print(
        final Schemas.Schema schema, final DirectBuffer buffer, final int offset, final int length, final long fileOffset)
    {
        if (json)
        {
            schema.json.envelopeOffset(fileOffset);
            return schema.json.print(buffer, offset, length, sink);
        }
        sink.appendLong(fileOffset).append((byte)' ');
        return schema.text.print(buffer, offset, length, sink);
    }

    /**
     * Records a problem of the input; a TCP gap is counted as one too.
     */
    void error(final CaptureException ex)
    {
        if (ex.isTcpGap())
        {
            stats.gaps++;
        }
        error(ex.fileOffset(), ex.getMessage());
    }

    /**
     * Records a problem, whatever it made the session pass over; stops the session when asked to.
     */
    void error(final long fileOffset, final String message)
    {
        errorCount++;
        stats.errors++;
        if (errors != null)
        {
            errors.onError(file, fileOffset, message);
        }
        if (stopOnError)
        {
            stopped = true;
            throw new Stop();
        }
    }
}
