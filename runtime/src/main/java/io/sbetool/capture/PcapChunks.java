package io.sbetool.capture;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.file.Path;

/**
 * Cuts a libpcap file into chunks of about a given size at record boundaries, one chunk at a time as
 * the decoding asks for them. Walking every record header of the file before decoding (a page
 * fault and a few reads per record, interpreted at first) kept both decoding threads idle for
 * 100-250 ms of a one-second run; a chunk's walk is now interleaved with the writing of earlier ones.
 *
 * <p>UDP datagrams are independent of each other, TCP segments and IP fragments are not (a message
 * or a datagram may span chunks): the cutting stops before the first record that carries either (or
 * IPv6 extension headers, which may hold a fragment header), and the rest of the file, from
 * {@link #position()}, is left to one thread.
 *
 * <p>The walk reads the file through the window of the worker that will decode the chunk
 * ({@link #next(MappedFile)}); its own small window only serves the file's header and the tests'
 * walks ({@link #next()}): through the decoding's 64 MiB one, every page of the file would stay
 * resident alongside the workers' windows (15-18 MB more peak RSS).
 */
final class PcapChunks implements AutoCloseable
{
    private static final long FIRST_RECORD = 24;
    /** Ethernet, two VLAN tags and an IPv4 header's protocol byte. */
    private static final int PROBE = 42;

    private final MappedFile file;
    private final ByteOrder order;
    private final int chunkBytes;
    private long position = FIRST_RECORD;
    private boolean metTcp;

    private PcapChunks(final MappedFile file, final ByteOrder order, final int chunkBytes)
    {
        this.file = file;
        this.order = order;
        this.chunkBytes = chunkBytes;
    }

    /**
     * @return the chunks of the file, or null when it is not a libpcap file, not one of Ethernet
     * frames (every chunk would report that once, instead of once for the file) or too small to share
     * out (less than two chunks).
     */
    static PcapChunks of(final Path path, final int chunkBytes) throws IOException
    {
        final MappedFile file = new MappedFile(path, 8 * chunkBytes);
        final ByteOrder order = PcapReader.byteOrder(file);
        if (order == null || !PcapReader.isEthernet(file, order) || file.size() - FIRST_RECORD <= chunkBytes)
        {
            file.close();
            return null;
        }
        return new PcapChunks(file, order, chunkBytes);
    }

    @Override
    public void close() throws IOException
    {
        file.close();
    }

    /**
     * @return where the next chunk starts; once {@link #hasNext()} is false, where the records left to
     * one thread start (the end of the file unless {@link #metTcp()}).
     */
    long position()
    {
        return position;
    }

    boolean hasNext()
    {
        return !metTcp && position < file.size();
    }

    /**
     * @return whether the cutting stopped at a record carrying TCP.
     */
    boolean metTcp()
    {
        return metTcp;
    }

    /**
     * Cuts the next chunk, which starts at {@link #position()}.
     *
     * @return where it ends: after the record that takes it past the chunk size, at the end of the
     * file (a truncated last record included, for its reader to report), or before a TCP record,
     * which may leave it empty.
     */
    long next()
    {
        return next(file);
    }

    /**
     * Cuts the next chunk, reading the record headers through the given window on the same file: a
     * worker's own, which it then decodes the chunk through, so the pages are faulted in and mapped
     * once rather than once for the cutting and once for the decoding.
     *
     * @see #next()
     */
    long next(final MappedFile window)
    {
        final long start = position;
        final long size = file.size();
        while (position < size)
        {
            if (needsOneThread(window, position))
            {
                metTcp = true;
                break;
            }
            final long next = PcapReader.nextRecord(window, order, position);
            if (next < 0 || next > size)
            {
                position = size;
                break;
            }
            position = next;
            if (position - start >= chunkBytes)
            {
                break;
            }
        }
        return position;
    }

    /**
     * Whether the record at position depends on the packets around it (Ethernet, optionally
     * VLAN-tagged): IPv4 TCP, an IPv4 fragment (reassembled with the others of its datagram), or
     * IPv6 other than plain UDP (TCP, or extension headers, which may hold a fragment header). The
     * cutting stops there, as for TCP.
     */
    private static boolean needsOneThread(final MappedFile window, final long record)
    {
        final long frame = record + 16;
        if (window.available(frame, PROBE) < PROBE)
        {
            return false;
        }
        final int index = window.map(frame, PROBE);
        int etherType = window.buffer().getShort(index + 12, ByteOrder.BIG_ENDIAN) & 0xFFFF;
        int ip = 14;
        while ((etherType == 0x8100 || etherType == 0x88A8) && ip + 4 + 20 <= PROBE)
        {
            etherType = window.buffer().getShort(index + ip + 2, ByteOrder.BIG_ENDIAN) & 0xFFFF;
            ip += 4;
        }
        if (etherType == 0x86DD)
        {
            return ip + 7 <= PROBE && (window.buffer().getByte(index + ip + 6) & 0xFF) != 17;
        }
        if (etherType != 0x0800 || ip + 10 > PROBE)
        {
            return false;
        }
        final int fragment = window.buffer().getShort(index + ip + 6, ByteOrder.BIG_ENDIAN) & 0x3FFF;
        return fragment != 0 || (window.buffer().getByte(index + ip + 9) & 0xFF) == 6;
    }
}
