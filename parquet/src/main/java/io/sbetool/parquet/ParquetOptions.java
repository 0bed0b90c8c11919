package io.sbetool.parquet;

import io.sbetool.capture.PacketHeader;

/**
 * How {@link ParquetOutput} writes: compression, the size at which a part is closed and the next begun,
 * the memory its open parts may buffer together, and whether price composites stay raw.
 */
public final class ParquetOptions
{
    /** A part is closed at about this size and the next begun: large enough for engines, small enough to share. */
    public static final long DEFAULT_PART_BYTES = 128L << 20;
    /** The most a part buffers before writing a row group out. */
    static final long MAX_ROW_GROUP_BYTES = 32L << 20;

    Compression compression = Compression.ZSTD;
    long partBytes = DEFAULT_PART_BYTES;
    long memoryBudget = defaultBudget(Runtime.getRuntime().maxMemory());
    boolean rawPrices;
    boolean packetFields;
    PacketHeader packetHeader;

    /**
     * @return the buffered bytes all open parts may hold together: a quarter of the heap, at most 128 MiB.
     */
    static long defaultBudget(final long maxHeap)
    {
        return Math.max(1L << 20, Math.min(128L << 20, maxHeap / 4));
    }

    public ParquetOptions compression(final Compression compression)
    {
        this.compression = compression;
        return this;
    }

    /**
     * @param bytes the size at which a part is closed (its last row group may take it a little past).
     */
    public ParquetOptions partBytes(final long bytes)
    {
        if (bytes < 1)
        {
            throw new IllegalArgumentException("the part size must be positive: " + bytes);
        }
        this.partBytes = bytes;
        return this;
    }

    /**
     * @param bytes the most that all open parts buffer together before the largest is written out.
     */
    public ParquetOptions memoryBudget(final long bytes)
    {
        this.memoryBudget = bytes;
        return this;
    }

    /**
     * Keeps price composites (mantissa and constant exponent) as structs of both rather than DECIMAL.
     */
    public ParquetOptions rawPrices(final boolean raw)
    {
        this.rawPrices = raw;
        return this;
    }

    /**
     * Adds the {@code packet} struct: capture time, addresses and, given a header, its fields.
     */
    public ParquetOptions packetFields(final boolean show, final PacketHeader header)
    {
        this.packetFields = show;
        this.packetHeader = header;
        return this;
    }

    /**
     * @return options equal to these, to be changed without changing these.
     */
    ParquetOptions copy()
    {
        final ParquetOptions copy = new ParquetOptions();
        copy.compression = compression;
        copy.partBytes = partBytes;
        copy.memoryBudget = memoryBudget;
        copy.rawPrices = rawPrices;
        copy.packetFields = packetFields;
        copy.packetHeader = packetHeader;
        return copy;
    }

    long rowGroupBytes()
    {
        return Math.min(MAX_ROW_GROUP_BYTES, Math.max(1L << 20, memoryBudget / 2));
    }
}
