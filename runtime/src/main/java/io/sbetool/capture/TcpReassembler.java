package io.sbetool.capture;

import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Puts each TCP flow's (4-tuple's) segments back in sequence order and frames the resulting byte
 * stream. Duplicates and retransmits of delivered bytes are dropped, overlaps trimmed, early segments
 * held (copied) until the gap before them fills. A message split across segments is completed from
 * the next segment. The per-packet header ({@code skip}) is removed where a segment starts on a
 * message boundary.
 *
 * <p>A flow's sequence numbers start at its SYN, or at its first segment when the capture began
 * mid-stream. Positions in the flow are 64-bit: each 32-bit sequence number is read as the position
 * nearest the next expected byte, so a flow may run past 4 GiB and its sequence numbers wrap any
 * number of times. At the end, {@link #finish()} delivers what is still held past any gap and reports
 * incomplete messages.
 *
 * <p>After a gap that never fills, the bytes that follow it may start inside a message: the flow
 * resynchronises at the first offset where the framing and a known message header line up, and counts
 * the bytes it passed over to get there ({@link #resyncSkippedBytes()}).
 */
public final class TcpReassembler
{
    /** Bytes a flow may hold out of order before the gap is declared lost. */
    private static final long MAX_HELD_BYTES = 64L << 20;

    private final FrameSplitter splitter;
    private final int skip;
    private final FrameHandler handler;
    private final Map<FlowKey, Flow> flows = new HashMap<>();
    private final FlowKey probe = new FlowKey();
    private long resyncSkippedBytes;

    public TcpReassembler(final FrameSplitter splitter, final int skip, final FrameHandler handler)
    {
        this.splitter = splitter;
        this.skip = skip;
        this.handler = handler;
    }

    /**
     * @throws CaptureException when the stream cannot be framed; the flow resynchronises at its next segment.
     */
    public void onSegment(final TcpSegment segment)
    {
        probe.set(segment);
        Flow flow = flows.get(probe);
        if (flow == null)
        {
            flow = new Flow();
            flows.put(probe.copy(), flow);
        }
        if (segment.isSyn())
        {
            flow.start(segment.sequence + 1);
            return;
        }
        if (segment.length == 0)
        {
            return;
        }
        if (!flow.started)
        {
            flow.start(segment.sequence);
        }
        flow.accept(segment);
    }

    /**
     * The position in a flow of the byte with the given sequence number: the one nearest {@code next},
     * the position expected next, among all positions whose low 32 bits (counted from the initial
     * sequence number {@code base}) match. Segments arrive within a window far smaller than 2 GiB of
     * the expected position, so the nearest is the right one.
     *
     * @param next the 64-bit position of the next expected byte.
     */
    static long position(final int base, final long next, final int sequence)
    {
        final int expected = base + (int)next;
        return next + (sequence - expected);
    }

    /**
     * @return bytes passed over after gaps to find the next message boundary, in all flows so far.
     */
    public long resyncSkippedBytes()
    {
        return resyncSkippedBytes;
    }

    /**
     * Ends every flow: delivers held segments past their gaps, and reports bytes of incomplete messages.
     *
     * @return problems found, each with its file offset (gaps, incomplete messages, framing errors).
     */
    public List<CaptureException> finish()
    {
        final List<CaptureException> problems = new ArrayList<>();
        for (final Flow flow : flows.values())
        {
            flow.finish(problems);
        }
        flows.clear();
        return problems;
    }

    private final class Flow
    {
        boolean started;
        int base;
        long next;
        /** Bytes were lost before next: the next bytes may start inside a message. */
        boolean resync;
        long heldBytes;
        final TreeMap<Long, Held> held = new TreeMap<>();
        final ExpandableArrayBuffer pending = new ExpandableArrayBuffer(256);
        /** Wraps each held segment in turn as it is delivered, rather than a new buffer per segment. */
        final UnsafeBuffer heldView = new UnsafeBuffer(new byte[0]);
        int pendingLength;
        long pendingFileOffset;

        void start(final int sequence)
        {
            started = true;
            base = sequence;
            next = 0;
        }

        void accept(final TcpSegment s)
        {
            final long relative = position(base, next, s.sequence);
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
            final Held existing = held.get(relative);
            if (existing != null && existing.bytes.length >= s.length)
            {
                return;
            }
            final byte[] copy = new byte[s.length];
            s.buffer.getBytes(s.offset, copy);
            held.put(relative, new Held(copy, s.fileOffset));
            heldBytes += copy.length - (existing == null ? 0 : existing.bytes.length);
            if (heldBytes > MAX_HELD_BYTES)
            {
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
            while (!held.isEmpty() && held.firstKey() <= next)
            {
                final Map.Entry<Long, Held> entry = held.pollFirstEntry();
                final Held h = entry.getValue();
                heldBytes -= h.bytes.length;
                final long end = entry.getKey() + h.bytes.length;
                if (end > next)
                {
                    final int trim = (int)(next - entry.getKey());
                    next = end;
                    heldView.wrap(h.bytes);
                    deliver(heldView, trim, h.bytes.length - trim, h.fileOffset + trim);
                }
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
                    final int consumed = splitter.split(pending, 0, pendingLength, pendingFileOffset, handler, true);
                    keepPending(pending, consumed, pendingLength - consumed, pendingFileOffset + consumed);
                }
            }
            catch (final RuntimeException ex)
            {
                pendingLength = 0;
                throw ex;
            }
        }

        private void frameFresh(final DirectBuffer buffer, final int offset, final int length, final long fileOffset)
        {
            if (length < skip)
            {
                throw new CaptureException("TCP segment of " + length + " bytes is shorter than the " + skip +
                    "-byte header to skip", fileOffset);
            }
            frame(buffer, offset + skip, length - skip, fileOffset + skip);
        }

        private void frame(final DirectBuffer buffer, final int offset, final int length, final long fileOffset)
        {
            final int consumed = splitter.split(buffer, offset, length, fileOffset, handler, true);
            keepPending(buffer, offset + consumed, length - consumed, fileOffset + consumed);
        }

        /**
         * Frames from the first plausible message boundary of bytes that follow a gap: past the
         * packet header when the segment starts with one, else wherever the framing and a header agree.
         */
        private void resynchronise(final DirectBuffer buffer, final int offset, final int length, final long fileOffset)
        {
            final int header = Math.min(skip, length);
            final int found = splitter.findFrame(buffer, offset + header, length - header);
            if (found < 0)
            {
                // no boundary in this segment: all of it is lost with the gap
                resyncSkippedBytes += length - header;
                return;
            }
            resync = false;
            resyncSkippedBytes += found;
            frame(buffer, offset + header + found, length - header - found, fileOffset + header + found);
        }

        private void keepPending(final DirectBuffer buffer, final int offset, final int length, final long fileOffset)
        {
            if (length > 0 && buffer == pending)
            {
                // Compacting in place: arraycopy is defined for overlapping ranges.
                System.arraycopy(pending.byteArray(), offset, pending.byteArray(), 0, length);
            }
            else if (length > 0)
            {
                pending.putBytes(0, buffer, offset, length);
            }
            pendingLength = length;
            pendingFileOffset = fileOffset;
        }

        void finish(final List<CaptureException> problems)
        {
            while (!held.isEmpty())
            {
                final long gapStart = next;
                next = held.firstKey();
                problems.add(new TcpGapException(next - gapStart, held.firstEntry().getValue().fileOffset));
                pendingLength = 0;
                resync = true;
                try
                {
                    drainHeld();
                }
                catch (final CaptureException ex)
                {
                    problems.add(ex);
                }
            }
            if (pendingLength > 0)
            {
                problems.add(new CaptureException(
                    "TCP flow ends inside a message (" + pendingLength + " bytes left over)", pendingFileOffset));
            }
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

    private static final class FlowKey
    {
        long addresses;
        int ports;

        void set(final TcpSegment s)
        {
            addresses = ((long)s.sourceAddress << 32) | (s.destinationAddress & 0xFFFF_FFFFL);
            ports = (s.sourcePort << 16) | s.destinationPort;
        }

        FlowKey copy()
        {
            final FlowKey key = new FlowKey();
            key.addresses = addresses;
            key.ports = ports;
            return key;
        }

        @Override
        public boolean equals(final Object o)
        {
            return o instanceof FlowKey && ((FlowKey)o).addresses == addresses && ((FlowKey)o).ports == ports;
        }

        @Override
        public int hashCode()
        {
            return Long.hashCode(addresses) * 31 + ports;
        }
    }
}
