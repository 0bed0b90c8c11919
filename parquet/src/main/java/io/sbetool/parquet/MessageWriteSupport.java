package io.sbetool.parquet;

import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.io.api.RecordConsumer;

import java.util.Map;

/**
 * Parquet's hook for writing records: each message is decoded by {@link RowWriter} straight into the
 * record consumer. Only the {@link ParquetConfiguration} methods are used; the Hadoop one exists because
 * WriteSupport declares it abstract, and is never called.
 */
final class MessageWriteSupport extends WriteSupport<MessageRow>
{
    private final TableSchema table;
    private final RowWriter writer;
    private final Map<String, String> metadata;

    MessageWriteSupport(final TableSchema table, final RowWriter writer, final Map<String, String> metadata)
    {
        this.table = table;
        this.writer = writer;
        this.metadata = metadata;
    }

    @Override
    public WriteContext init(final ParquetConfiguration configuration)
    {
        return new WriteContext(table.type, metadata);
    }

    @Override
    @Deprecated
    public WriteContext init(final Configuration configuration)
    {
        throw new UnsupportedOperationException("sbetool writes Parquet without Hadoop's Configuration");
    }

    @Override
    public void prepareForWrite(final RecordConsumer recordConsumer)
    {
        writer.consumer(recordConsumer);
    }

    @Override
    public void write(final MessageRow row)
    {
        writer.write(table, row.decoder, row.buffer, row.offset, row.length, row.file, row.fileOffset, row.packet);
    }
}
