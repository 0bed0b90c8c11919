package io.sbetool.capture;

import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * One TCP flow of a {@link TcpReassembler}: duplicates and retransmits of delivered bytes are
 * dropped, overlaps trimmed, early segments held (copied) until the gap before them fills. A message
 * split across segments is completed from the next segment. The per-packet header ({@code skip}) is
 * removed where a segment starts on a message boundary.
 *
 * <p>After a gap that never fills, the bytes that follow it may start inside a message: the flow
 * resynchronises at the first offset where the framing and a known message header line up, and counts
 * the bytes it passed over to get there.
 *
 * <p>Every step is linear in the bytes it is given: a message being completed is framed again only
 * once its length prefix says it is whole (raw framing has none: past {@link #RAW_RETRY_FROM} bytes,
 * only once half as many again have come), and one longer than the flow may hold is passed over.
 * Nothing is allocated for a flow until it must hold bytes.
 */
final class TcpFlow
{
    /**
     * Bytes of a raw message being completed from which it is measured again only once it has grown by
     * half: measuring walks the message from its start, so measuring at every segment of a message of
     * megabytes took time quadratic in its length.
     */
    static final int RAW_RETRY_FROM = 64 << 10;
    /** A pending buffer this large is let go once empty rather than kept for the flow's next message. */
    private static final int KEEP_PENDING_UP_TO = 64 << 10;

    private final TcpReassembler owner;
    boolean started;
    int base;
    long next;
    /** Bytes were lost before next: the next bytes may start inside a message. */
    boolean resync;
    long heldBytes;
    /** Segments past a gap, by position; null while there are none. */
    TreeMap<Long, Held> held;
    /** The start of a message not yet complete; null until one is needed. */
    ExpandableArrayBuffer pending;
    int pendingLength;
    long pendingFileOffset;
    /** The pending message is framed again once pendingLength reaches this. */
    long pendingRetryAt;

    TcpFlow(final TcpReassembler owner)
    {
        this.owner = owner;
    }

    /**
     * @return bytes the flow holds in memory: copies of held segments and its pending buffer.
     */
    long bytes()
    {
        return heldBytes + (pending == null ? 0 : pending.capacity());
    }

    /**
     * @return whether the flow holds bytes of the stream not yet delivered.
     */
    boolean holdsData()
    {
        return heldBytes > 0 || pendingLength > 0;
    }

    /**
     * @return bytes of the stream held and not yet delivered.
     */
    long dataBytes()
    {
        return heldBytes + pendingLength;
    }

    void onSegment(final TcpSegment segment)
    {
        if (segment.isSyn())
        {
            start(segment.sequence + 1);
            return;
        }
        if (segment.length == 0)
        {
            return;
        }
        if (!started)
        {
            start(segment.sequence);
        }
        accept(segment);
    }

    private void start(final int sequence)
    {
        started = true;
        base = sequence;
        next = 0;
    }

    private void accept(final TcpSegment s)
    {
        final long relative = TcpReassembler.position(base, next, s.sequence);
        if (relative + s.length <= next)
        {
            return;
        }
        if (relative > next)
        {
            hold(relative, s);
            return;
        }
        final int trim = (int)(next - relative);
        next = relative + s.length;
        deliver(s.buffer, s.offset + trim, s.length - trim, s.fileOffset + trim);
        drainHeld();
    }

    private void hold(final long relative, final TcpSegment s)
    {
        if (held == null)
        {
            held = new TreeMap<>();
        }
        final Held existing = held.get(relative);
        if (existing != null && existing.bytes.length >= s.length)
        {
            return;
        }
        final byte[] copy = new byte[s.length];
        s.buffer.getBytes(s.offset, copy);
        held.put(relative, new Held(copy, s.fileOffset));
        heldBytes += copy.length - (existing == null ? 0 : existing.bytes.length);
        if (bytes() > owner.flowBytes())
        {
            // bytes before the gap are whole; a raw message among them may only be waiting to be measured
            retryPending();
            final long lost = held.firstKey() - next;
            next = held.firstKey();
            pendingLength = 0;
            resync = true;
            drainHeld();
            throw new TcpGapException(lost, s.fileOffset);
        }
    }

    private void drainHeld()
    {
        while (held != null && !held.isEmpty() && held.firstKey() <= next)
        {
            final Map.Entry<Long, Held> entry = held.pollFirstEntry();
            final Held h = entry.getValue();
            heldBytes -= h.bytes.length;
            final long end = entry.getKey() + h.bytes.length;
            if (end > next)
            {
                final int trim = (int)(next - entry.getKey());
                next = end;
                owner.heldView.wrap(h.bytes);
                deliver(owner.heldView, trim, h.bytes.length - trim, h.fileOffset + trim);
            }
        }
        if (held != null && held.isEmpty())
        {
            held = null;
        }
    }

    /**
     * Frames in-order bytes, completing a message left over from earlier segments first.
     */
    private void deliver(final DirectBuffer buffer, final int offset, final int length, final long fileOffset)
    {
        try
        {
            if (resync)
            {
                resynchronise(buffer, offset, length, fileOffset);
            }
            else if (pendingLength == 0)
            {
                frameFresh(buffer, offset, length, fileOffset);
            }
            else
            {
                pending.putBytes(pendingLength, buffer, offset, length);
                pendingLength += length;
                if (pendingLength < pendingRetryAt)
                {
                    checkPendingLength();
                    return;
                }
                final int consumed = owner.splitter().split(pending, 0, pendingLength, pendingFileOffset,
                    owner.handler(), true);
                keepPending(pending, consumed, pendingLength - consumed, pendingFileOffset + consumed);
            }
        }
        catch (final RuntimeException ex)
        {
            pendingLength = 0;
            releasePending();
            throw ex;
        }
    }

    private void frameFresh(final DirectBuffer buffer, final int offset, final int length, final long fileOffset)
    {
        final int skip = owner.skip();
        if (length < skip)
        {
            throw new CaptureException("TCP segment of " + length + " bytes is shorter than the " + skip +
                "-byte header to skip", fileOffset);
        }
        frame(buffer, offset + skip, length - skip, fileOffset + skip);
    }

    private void frame(final DirectBuffer buffer, final int offset, final int length, final long fileOffset)
    {
        final int consumed = owner.splitter().split(buffer, offset, length, fileOffset, owner.handler(), true);
        keepPending(buffer, offset + consumed, length - consumed, fileOffset + consumed);
    }

    /**
     * Frames from the first plausible message boundary of bytes that follow a gap: past the
     * packet header when the segment starts with one, else wherever the framing and a header agree.
     */
    private void resynchronise(final DirectBuffer buffer, final int offset, final int length, final long fileOffset)
    {
        final int header = Math.min(owner.skip(), length);
        final int found = owner.splitter().findFrame(buffer, offset + header, length - header);
        if (found < 0)
        {
            // no boundary in this segment: all of it is lost with the gap
            owner.resyncSkippedBytes += length - header;
            return;
        }
        resync = false;
        owner.resyncSkippedBytes += found;
        frame(buffer, offset + header + found, length - header - found, fileOffset + header + found);
    }

    /**
     * Keeps the incomplete last frame for the next segment, and works out when to frame it again.
     */
    private void keepPending(final DirectBuffer buffer, final int offset, final int length, final long fileOffset)
    {
        if (length == 0)
        {
            pendingLength = 0;
            releasePending();
            return;
        }
        final long known = owner.splitter().knownFrameLength(buffer, offset, length);
        if (known > owner.flowBytes())
        {
            tooLong(known, false, fileOffset);
        }
        if (buffer == pending)
        {
            // Compacting in place: arraycopy is defined for overlapping ranges.
            System.arraycopy(pending.byteArray(), offset, pending.byteArray(), 0, length);
        }
        else
        {
            if (pending == null)
            {
                // a prefix gives the frame's size: a flow of many holding a little each holds no more
                pending = new ExpandableArrayBuffer(known > 0 ? (int)known : Math.max(256, length));
            }
            pending.putBytes(0, buffer, offset, length);
        }
        pendingLength = length;
        pendingFileOffset = fileOffset;
        if (known >= 0)
        {
            pendingRetryAt = known;
        }
        else
        {
            pendingRetryAt = length < RAW_RETRY_FROM ? length + 1 : length + length / 2;
        }
        checkPendingLength();
    }

    /**
     * A raw message (whose length no prefix gives) longer than the flow may hold is taken for bytes
     * out of step with the messages.
     */
    private void checkPendingLength()
    {
        if (pendingLength > owner.flowBytes())
        {
            tooLong(pendingLength, true, pendingFileOffset);
        }
    }

    private void tooLong(final long length, final boolean atLeast, final long fileOffset)
    {
        pendingLength = 0;
        releasePending();
        resync = true;
        throw new CaptureException(String.format(java.util.Locale.ROOT, "a message of %s%d bytes is more than the " +
            "%,d bytes a TCP flow holds: passed over; the flow resumes at the next message boundary found",
            atLeast ? "at least " : "", length, owner.flowBytes()), fileOffset);
    }

    private void releasePending()
    {
        if (pending != null && pending.capacity() > KEEP_PENDING_UP_TO)
        {
            pending = null;
        }
    }

    /**
     * Frames a raw message waiting to be measured again ({@link #RAW_RETRY_FROM}) now: no more bytes
     * will come before it is dropped.
     */
    private void retryPending()
    {
        if (pendingLength > 0 && pendingLength < pendingRetryAt)
        {
            pendingRetryAt = 0;
            deliver(pending, 0, 0, pendingFileOffset + pendingLength);
        }
    }

    void finish(final Consumer<CaptureException> problems)
    {
        try
        {
            retryPending();
        }
        catch (final CaptureException ex)
        {
            problems.accept(ex);
        }
        while (held != null && !held.isEmpty())
        {
            final long first = held.firstKey();
            if (first > next)
            {
                try
                {
                    retryPending();
                }
                catch (final CaptureException ex)
                {
                    problems.accept(ex);
                }
                // a frame that failed mid-way through the held segments is no gap: only missing bytes are
                problems.accept(new TcpGapException(first - next, held.firstEntry().getValue().fileOffset));
                next = first;
                pendingLength = 0;
                resync = true;
            }
            try
            {
                drainHeld();
            }
            catch (final CaptureException ex)
            {
                problems.accept(ex);
            }
        }
        if (pendingLength > 0)
        {
            problems.accept(new CaptureException(
                "TCP flow ends inside a message (" + pendingLength + " bytes left over)", pendingFileOffset));
        }
    }

    private static final class Held
    {
        final byte[] bytes;
        final long fileOffset;

        Held(final byte[] bytes, final long fileOffset)
        {
            this.bytes = bytes;
            this.fileOffset = fileOffset;
        }
    }
}
