package io.sbetool.capture;

import org.agrona.concurrent.UnsafeBuffer;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Puts each TCP flow's (4-tuple's) segments back in sequence order and frames the resulting byte
 * stream ({@link TcpFlow}), within bounded memory: a flow holds at most {@link #FLOW_BYTES} (segments
 * out of order and the message being completed), all flows together at most {@link #TOTAL_BYTES},
 * and at most {@link #MAX_FLOWS} flows are followed at once. Past the total or the number of flows,
 * the flows least recently active are evicted: what they held is lost and counted as a gap
 * ({@link #evictionReport()}), so a capture of a hundred thousand half-sent messages cannot take the
 * heap.
 *
 * <p>A flow's sequence numbers start at its SYN, or at its first segment when the capture began
 * mid-stream (or the flow was evicted). Positions in the flow are 64-bit: each 32-bit sequence number
 * is read as the position nearest the next expected byte, so a flow may run past 4 GiB and its
 * sequence numbers wrap any number of times. At the end, {@link #finish()} delivers what is still held
 * past any gap and reports incomplete messages.
 */
public final class TcpReassembler
{
    /** Bytes one flow may hold before the gap it waits on is declared lost. */
    static final int FLOW_BYTES = 8 << 20;
    /** Bytes all flows may hold together before the least recently active are evicted. */
    static final long TOTAL_BYTES = 64L << 20;
    /**
     * Flows followed at once. An idle flow without bytes held costs about 200 bytes, so this many take
     * about 13 MB; evicting one that holds nothing loses nothing.
     */
    static final int MAX_FLOWS = 65_536;

    private final FrameSplitter splitter;
    private final int skip;
    private final FrameHandler handler;
    private final int flowBytes;
    private final long totalBytes;
    private final int maxFlows;
    /** In access order: the first is the flow least recently active, the first evicted. */
    private final LinkedHashMap<EndpointsKey, TcpFlow> flows = new LinkedHashMap<>(64, 0.75f, true);
    /** Source and destination address and ports. */
    private final EndpointsKey probe = new EndpointsKey();
    /** Wraps each held segment in turn as it is delivered; one for all flows, as one delivers at a time. */
    final UnsafeBuffer heldView = new UnsafeBuffer(new byte[0]);
    private long held;
    long resyncSkippedBytes;
    private long evictedFlows;
    private long evictedBytes;

    public TcpReassembler(final FrameSplitter splitter, final int skip, final FrameHandler handler)
    {
        this(splitter, skip, handler, FLOW_BYTES, TOTAL_BYTES, MAX_FLOWS);
    }

    /**
     * With other limits, for tests.
     */
    TcpReassembler(final FrameSplitter splitter, final int skip, final FrameHandler handler, final int flowBytes,
        final long totalBytes, final int maxFlows)
    {
        this.splitter = splitter;
        this.skip = skip;
        this.handler = handler;
        this.flowBytes = flowBytes;
        this.totalBytes = totalBytes;
        this.maxFlows = maxFlows;
    }

    FrameSplitter splitter()
    {
        return splitter;
    }

    int skip()
    {
        return skip;
    }

    FrameHandler handler()
    {
        return handler;
    }

    int flowBytes()
    {
        return flowBytes;
    }

    /**
     * @throws CaptureException when the stream cannot be framed; the flow resynchronises at its next segment.
     */
    public void onSegment(final TcpSegment segment)
    {
        probe.set(segment.sourceHigh, segment.sourceLow, segment.destinationHigh, segment.destinationLow,
            ((long)segment.sourcePort << 16) | segment.destinationPort);
        TcpFlow flow = flows.get(probe);
        if (flow == null)
        {
            if (flows.size() >= maxFlows)
            {
                evictEldest();
            }
            flow = new TcpFlow(this);
            flows.put(probe.copy(), flow);
        }
        final long before = flow.bytes();
        try
        {
            flow.onSegment(segment);
        }
        finally
        {
            held += flow.bytes() - before;
            while (held > totalBytes && flows.size() > 1)
            {
                evictEldest();
            }
        }
    }

    /**
     * Drops the flow least recently active, counting what it held as lost.
     */
    private void evictEldest()
    {
        final Iterator<TcpFlow> eldest = flows.values().iterator();
        final TcpFlow flow = eldest.next();
        eldest.remove();
        final long bytes = flow.bytes();
        held -= bytes;
        if (flow.holdsData())
        {
            evictedFlows++;
            evictedBytes += flow.dataBytes();
        }
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
     * @return flows evicted while they held bytes (out of order, or part of a message), each a gap.
     */
    public long evictedFlows()
    {
        return evictedFlows;
    }

    /**
     * @return bytes the evicted flows held, lost with them.
     */
    public long evictedBytes()
    {
        return evictedBytes;
    }

    /**
     * @return {@link #evictedFlows()}, counting from zero again after.
     */
    long takeEvictedFlows()
    {
        final long flows = evictedFlows;
        evictedFlows = 0;
        return flows;
    }

    /**
     * @return {@link #evictedBytes()}, counting from zero again after.
     */
    long takeEvictedBytes()
    {
        final long bytes = evictedBytes;
        evictedBytes = 0;
        return bytes;
    }

    /**
     * @return bytes held by all flows now (segments out of order, buffers of messages being completed).
     */
    long heldBytes()
    {
        return held;
    }

    /**
     * @return a warning about the flows evicted holding bytes, or null when none was.
     */
    String evictionReport()
    {
        return evictionReport(evictedFlows, evictedBytes, maxFlows, totalBytes);
    }

    static String evictionReport(final long flows, final long bytes, final int maxFlows, final long totalBytes)
    {
        if (flows == 0)
        {
            return null;
        }
        return String.format(Locale.ROOT, "TCP: %,d flows evicted holding %,d bytes, counted as gaps (more than " +
            "%,d flows, or more than %,d bytes held, at once)", flows, bytes, maxFlows, totalBytes);
    }

    /**
     * Ends every flow: delivers held segments past their gaps, and reports bytes of incomplete messages.
     *
     * @return problems found, each with its file offset (gaps, incomplete messages, framing errors).
     */
    public List<CaptureException> finish()
    {
        final List<CaptureException> problems = new ArrayList<>();
        finish(problems::add);
        return problems;
    }

    /**
     * As {@link #finish()}, each problem handed on as it is found rather than all kept until the end
     * (a capture may end with tens of thousands of flows inside a message).
     */
    public void finish(final Consumer<CaptureException> problems)
    {
        try
        {
            for (final Map.Entry<EndpointsKey, TcpFlow> entry : flows.entrySet())
            {
                entry.getValue().finish(problems);
            }
        }
        finally
        {
            flows.clear();
            held = 0;
        }
    }
}
