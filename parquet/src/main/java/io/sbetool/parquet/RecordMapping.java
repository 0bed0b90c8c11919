package io.sbetool.parquet;

import io.sbetool.capture.PacketHeader;
import io.sbetool.capture.PacketInfo;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.MessagePlan;
import org.agrona.DirectBuffer;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.MessageType;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The Parquet mapping of docs/parquet.md for readers other than the Parquet writer (the Spark data source):
 * a template's schema as a Parquet {@link MessageType}, and a message written as one record to any
 * {@link RecordConsumer}, through the same {@link ColumnMapping} and {@link RowWriter} as
 * {@code decode --format parquet}, so that the two cannot differ. Not thread safe.
 */
public final class RecordMapping
{
    private final ColumnMapping mapping;
    private final boolean packetFields;
    private final PacketHeader header;
    private final Map<MessagePlan, TableSchema> tables = new IdentityHashMap<>();
    private final RowWriter writer = new RowWriter();

    /**
     * @param rawPrices    price composites as structs of mantissa and exponent rather than decimals.
     * @param packetFields whether records have the {@code packet} struct, with the venue header's fields
     *                     when {@code header} is not null.
     */
    public RecordMapping(final boolean rawPrices, final boolean packetFields, final PacketHeader header)
    {
        this.mapping = new ColumnMapping(rawPrices);
        this.packetFields = packetFields;
        this.header = header;
    }

    /**
     * @return the template's records' schema: the metadata columns, then the message's own.
     */
    public MessageType schema(final MessagePlan plan)
    {
        return table(plan).type;
    }

    /**
     * Decodes the message into one record of {@link #schema(MessagePlan)} on {@code consumer}.
     *
     * @return the message's enum values that its schema does not list.
     */
    public int write(final RecordConsumer consumer, final MessageDecoder decoder, final MessagePlan plan,
        final DirectBuffer buffer, final int offset, final int length, final String file, final long fileOffset,
        final PacketInfo packet)
    {
        writer.consumer(consumer);
        writer.write(table(plan), decoder, buffer, offset, length, file, fileOffset, packet);
        return writer.unknownEnumValues();
    }

    private TableSchema table(final MessagePlan plan)
    {
        return tables.computeIfAbsent(plan, key -> TableSchema.of(key, mapping, packetFields, header));
    }
}
