package io.sbetool.parquet;

import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.io.OutputFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One template's dataset, {@code DIR/<template>/part-NNNNN.parquet}: rows go to the open part, which is
 * closed (and renamed to its name) when it reaches the part size, when the output's memory budget needs
 * its buffer, or at the end.
 */
final class TemplateDataset
{
    /** Rows between looks at a part's size (a power of two). */
    static final int SIZE_CHECK = 1024;
    /**
     * The most a column's dictionary holds before the column falls back to plain values. Parquet's default
     * (the page size, 1 MiB) lets a column of distinct values (offsets, times, sequence numbers) grow a hash
     * table of a quarter of a million entries before giving up, and hashes into it out of cache for every
     * value: 64 KiB still holds thousands of instruments' ids or prices, and made the files smaller.
     */
    static final int DICTIONARY_BYTES = 64 << 10;

    private final Path directory;
    private final TableSchema table;
    private final ParquetOptions options;
    private final Map<String, String> metadata;
    private final RowWriter rows = new RowWriter();
    /** The dataset's part numbers, shared by the writers of every decoding thread. */
    private final AtomicInteger nextPart;
    private PartFile part;
    private ParquetWriter<MessageRow> writer;
    long rowsWritten;
    int partsWritten;

    /** The output's: once set, no part is begun (an interrupted run's shutdown hook is removing them). */
    private final AtomicBoolean aborted;

    TemplateDataset(final Path directory, final TableSchema table, final ParquetOptions options,
        final Map<String, String> metadata, final AtomicBoolean aborted, final AtomicInteger nextPart)
    {
        this.nextPart = nextPart;
        this.aborted = aborted;
        this.directory = directory;
        this.table = table;
        this.options = options;
        this.metadata = metadata;
    }

    void write(final MessageRow row) throws IOException
    {
        if (writer == null)
        {
            open();
        }
        writer.write(row);
        rowsWritten++;
        // the size sums every column's buffers: looked at every SIZE_CHECK rows, not every row
        if ((rowsWritten & (SIZE_CHECK - 1)) == 0 && writer.getDataSize() >= options.partBytes)
        {
            closePart();
        }
    }

    /**
     * @return enum values of the last row written that the schema does not list.
     */
    int unknownEnumValues()
    {
        return rows.unknownEnumValues();
    }

    /**
     * @return bytes the open part holds in memory, not yet written to its file.
     */
    long buffered()
    {
        return writer == null ? 0 : Math.max(0, writer.getDataSize() - part.written());
    }

    private void open() throws IOException
    {
        if (aborted.get())
        {
            throw new IOException("the output was abandoned");
        }
        Files.createDirectories(directory);
        part = new PartFile(directory, String.format("part-%05d.parquet", nextPart.getAndIncrement()));
        writer = new Builder(part, new MessageWriteSupport(table, rows, metadata))
            .withConf(new PlainParquetConfiguration())
            .withCodecFactory(new Codecs())
            .withCompressionCodec(options.compression.codec())
            .withRowGroupSize(options.rowGroupBytes())
            .withDictionaryEncoding(true)
            .withDictionaryPageSize(DICTIONARY_BYTES)
            .withWriteMode(ParquetFileWriter.Mode.CREATE)
            .build();
    }

    /**
     * Closes the open part and gives it its name; the next row begins another.
     */
    void closePart() throws IOException
    {
        if (writer == null)
        {
            return;
        }
        final ParquetWriter<MessageRow> closing = writer;
        writer = null;
        try
        {
            closing.close();
            part.publish();
            partsWritten++;
        }
        catch (final IOException | RuntimeException ex)
        {
            part.discard();
            throw ex;
        }
    }

    /**
     * Drops the open part after a failure: its temporary file is removed, no name is given. The file may
     * exist before its writer does (the writer creates it while being built), so the part is dropped even
     * without one.
     */
    void abort()
    {
        final ParquetWriter<MessageRow> open = writer;
        writer = null;
        if (open != null)
        {
            try
            {
                open.close();
            }
            catch (final IOException | RuntimeException ex)
            {
                // the part is dropped whatever closing it says
            }
        }
        final PartFile dropped = part;
        if (dropped != null && !dropped.isPublished())
        {
            dropped.discard();
        }
    }

    private static final class Builder extends ParquetWriter.Builder<MessageRow, Builder>
    {
        private final WriteSupport<MessageRow> support;

        Builder(final OutputFile file, final WriteSupport<MessageRow> support)
        {
            super(file);
            this.support = support;
        }

        @Override
        protected Builder self()
        {
            return this;
        }

        @Override
        protected WriteSupport<MessageRow> getWriteSupport(final org.apache.parquet.conf.ParquetConfiguration conf)
        {
            return support;
        }

        @Override
        @Deprecated
        protected WriteSupport<MessageRow> getWriteSupport(final org.apache.hadoop.conf.Configuration conf)
        {
            return support;
        }
    }
}
