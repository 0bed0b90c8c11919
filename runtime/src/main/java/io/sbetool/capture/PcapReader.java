package io.sbetool.capture;

import java.nio.ByteOrder;

/**
 * Reads a libpcap file (magic a1b2c3d4 for microsecond, a1b23c4d for nanosecond timestamps, in
 * either byte order) record by record through a {@link CaptureInput}, and hands each record's frame to
 * the {@link EthernetParser} that every container shares.
 */
public final class PcapReader implements CaptureReader
{
    public static final int MAGIC_MICROS = 0xA1B2C3D4;
    public static final int MAGIC_NANOS = 0xA1B23C4D;
    private static final int GLOBAL_HEADER_LENGTH = 24;
    private static final int RECORD_HEADER_LENGTH = 16;
    private static final int LINKTYPE_ETHERNET = 1;
    private static final int MAX_RECORD_LENGTH = 1 << 26;

    private final CaptureInput file;
    private long start;
    private long end;
    private final EthernetParser ethernet = new EthernetParser();
    private ByteOrder order;
    private boolean nanos;
    /** Whether the global header was read and found valid, by this reader or the one it follows. */
    private boolean headerRead;

    public PcapReader(final CaptureInput file)
    {
        this(file, GLOBAL_HEADER_LENGTH, Long.MAX_VALUE);
    }

    /**
     * Reads only the records that start in {@code [start, end)}, e.g. one chunk of a file decoded on
     * several threads; start must be where a record starts.
     */
    PcapReader(final CaptureInput file, final long start, final long end)
    {
        this.file = file;
        this.start = Math.max(GLOBAL_HEADER_LENGTH, start);
        this.end = end;
    }

    /**
     * Makes this reader read the records that start in {@code [start, end)} of the same file next,
     * without reading the global header again if it found it valid. Reading it meant a map of the
     * file's first bytes: for a worker decoding chunks of a large file, a remap of its window there and
     * back for every chunk (1,200 mmap and munmap calls for 157 MB on two threads). A worker reuses
     * one reader for all its chunks rather than making one per chunk.
     */
    void range(final long start, final long end)
    {
        this.start = Math.max(GLOBAL_HEADER_LENGTH, start);
        this.end = end;
    }

    /**
     * @return whether the file starts with a pcap magic number in either byte order.
     */
    public static boolean isPcap(final CaptureInput file)
    {
        if (file.available(0, GLOBAL_HEADER_LENGTH) < GLOBAL_HEADER_LENGTH)
        {
            return false;
        }
        final int magic = file.buffer().getInt(file.map(0, 4), ByteOrder.LITTLE_ENDIAN);
        return magic == MAGIC_MICROS || magic == MAGIC_NANOS ||
            magic == Integer.reverseBytes(MAGIC_MICROS) || magic == Integer.reverseBytes(MAGIC_NANOS);
    }

    /**
     * @return whether this reader reads the given input.
     */
    boolean reads(final CaptureInput input)
    {
        return file == input;
    }

    @Override
    public PacketInfo packet()
    {
        return ethernet.packet();
    }

    @Override
    public void finish(final PacketListener listener)
    {
        ethernet.finish(listener);
    }

    /**
     * @return whether timestamps are in nanoseconds (known after {@link #read} has started).
     */
    public boolean isNanosecond()
    {
        return nanos;
    }

    /**
     * Reads every record. Errors in a record's framing end the read with a {@link CaptureException};
     * exceptions from the listener propagate.
     */
    @Override
    public void read(final PacketListener listener)
    {
        if (!headerRead)
        {
            readGlobalHeader();
        }
        // each record in a method of its own: this loop runs once for a whole file, so the JIT compiles it
        // only on stack replacement, after 60,000 iterations; with the record's work in it, the first
        // 60,000 packets of a one-thread decode (half of 1,000,000 MDP 3.0 messages) were interpreted
        long position = start;
        while (position >= 0)
        {
            position = record(position, listener);
        }
    }

    /**
     * Hands the record at {@code position} to the listener.
     *
     * @return the position of the next record, or -1 at the end of the file or of this reader's range.
     */
    private long record(final long position, final PacketListener listener)
    {
        if (position >= end || file.available(position, 1) <= 0)
        {
            return -1;
        }
        file.release(position);
        if (file.available(position, RECORD_HEADER_LENGTH) < RECORD_HEADER_LENGTH)
        {
            throw new CaptureException("truncated pcap record header", position);
        }
        final int header = file.map(position, RECORD_HEADER_LENGTH);
        final long captured = file.buffer().getInt(header + 8, order) & 0xFFFF_FFFFL;
        if (captured > MAX_RECORD_LENGTH || file.available(position + RECORD_HEADER_LENGTH, captured) < captured)
        {
            throw new CaptureException("pcap record of " + captured + " bytes runs past the end of the file", position);
        }
        final long packetOffset = position + RECORD_HEADER_LENGTH;
        final long seconds = file.buffer().getInt(header, order) & 0xFFFF_FFFFL;
        final long fraction = file.buffer().getInt(header + 4, order) & 0xFFFF_FFFFL;
        ethernet.packet().timestampNanos = seconds * 1_000_000_000L + (nanos ? fraction : fraction * 1_000);
        final int index = file.map(packetOffset, (int)captured);
        ethernet.frame(file.buffer(), index, (int)captured, packetOffset, listener);
        return packetOffset + captured;
    }

    /**
     * The record boundaries of the file, for cutting it into chunks: the offset after each record
     * from {@code from}, or -1 at the end of the file or where the next record header is broken.
     */
    static long nextRecord(final CaptureInput file, final ByteOrder order, final long from)
    {
        if (file.available(from, RECORD_HEADER_LENGTH) < RECORD_HEADER_LENGTH)
        {
            return -1;
        }
        final long captured = file.buffer().getInt(file.map(from, RECORD_HEADER_LENGTH) + 8, order) & 0xFFFF_FFFFL;
        return from + RECORD_HEADER_LENGTH + Math.min(captured, MAX_RECORD_LENGTH + 1L);
    }

    /**
     * @return the byte order of the file's header, or null when it is not a pcap file.
     */
    static ByteOrder byteOrder(final CaptureInput file)
    {
        if (!isPcap(file))
        {
            return null;
        }
        final int magic = file.buffer().getInt(file.map(0, 4), ByteOrder.LITTLE_ENDIAN);
        return magic == MAGIC_MICROS || magic == MAGIC_NANOS ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN;
    }

    /**
     * @return whether the pcap file's link type, whose byte order is given, is Ethernet.
     */
    static boolean isEthernet(final CaptureInput file, final ByteOrder order)
    {
        return linkType(file, order) == LINKTYPE_ETHERNET;
    }

    /**
     * @return the link type in the global header, whose byte order is given, without the FCS bits above it.
     */
    private static int linkType(final CaptureInput file, final ByteOrder order)
    {
        return file.buffer().getInt(file.map(0, GLOBAL_HEADER_LENGTH) + 20, order) & 0x0FFF_FFFF;
    }

    private void readGlobalHeader()
    {
        if (file.available(0, GLOBAL_HEADER_LENGTH) < GLOBAL_HEADER_LENGTH)
        {
            throw new CaptureException("file too short for a pcap header", 0);
        }
        final int index = file.map(0, GLOBAL_HEADER_LENGTH);
        final int magic = file.buffer().getInt(index, ByteOrder.LITTLE_ENDIAN);
        if (magic == MAGIC_MICROS || magic == MAGIC_NANOS)
        {
            order = ByteOrder.LITTLE_ENDIAN;
        }
        else if (Integer.reverseBytes(magic) == MAGIC_MICROS || Integer.reverseBytes(magic) == MAGIC_NANOS)
        {
            order = ByteOrder.BIG_ENDIAN;
        }
        else
        {
            throw new CaptureException("not a pcap file (magic " + Integer.toHexString(magic) + ")", 0);
        }
        nanos = file.buffer().getInt(index, order) == MAGIC_NANOS;
        final int linkType = linkType(file, order);
        if (linkType != LINKTYPE_ETHERNET)
        {
            throw new CaptureException("unsupported pcap link type " + linkType + " (only Ethernet, 1)", 20);
        }
        headerRead = true;
    }
}
