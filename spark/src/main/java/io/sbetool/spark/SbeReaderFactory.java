package io.sbetool.spark;

import io.sbetool.capture.DecodeResult;
import io.sbetool.capture.DecodeSession;
import io.sbetool.capture.MessageRows;
import io.sbetool.ir.Ir;
import io.sbetool.parquet.RecordMapping;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Decodes a partition on an executor with a {@link DecodeSession}, as {@code sbetool decode} does, each
 * message written by the Parquet mapping into a {@link RowAssembler} and streamed to Spark as it asks
 * ({@link StreamedRows}). The first undecodable message stops
 * the read with an error naming the file and offset, or with {@code onError=skip} is counted and passed over.
 */
final class SbeReaderFactory implements PartitionReaderFactory
{
    private static final long serialVersionUID = 1L;

    private final SbeOptions options;
    private final String[] columns;

    SbeReaderFactory(final SbeOptions options, final String[] columns)
    {
        this.options = options;
        this.columns = columns;
    }

    @Override
    public PartitionReader<InternalRow> createReader(final InputPartition partition)
    {
        final SbeScan.SbePartition part = (SbeScan.SbePartition)partition;
        final Ir ir = options.ir();
        final RecordMapping mapping = options.mapping();
        return new StreamedRows(part.path() + (part.start() < 0 ? "" : "@" + part.start()), rows ->
        {
            final RowAssembler[] assembler = new RowAssembler[1];
            final MessageRows sink = (decoder, plan, buffer, offset, length, file, fileOffset, packet) ->
            {
                if (assembler[0] == null)
                {
                    assembler[0] = new RowAssembler(mapping.schema(plan), columns);
                }
                final int unknown = mapping.write(assembler[0], decoder, plan, buffer, offset, length, file,
                    fileOffset, packet);
                rows.accept(assembler[0].row());
                return unknown;
            };
            decode(part, ir, sink);
        });
    }

    private void decode(final SbeScan.SbePartition part, final Ir ir, final MessageRows sink)
    {
        final List<String> errors = new ArrayList<>();
        final DecodeSession session = options.session(ir).rows(sink)
            .errors((file, offset, message) -> errors.add(file + ": offset " + offset + ": error: " + message))
            .build();
        final Path path = Path.of(part.path());
        final DecodeResult result;
        try
        {
            result = part.start() < 0 ? session.decodeFile(path, part.path()) :
                session.decodeFileRange(path, part.path(), part.start(), part.end());
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException("sbe: cannot read " + part.path(), ex);
        }
        if (!options.skipErrors && (result.errors() > 0 || result.stopped()) && !errors.isEmpty())
        {
            throw new SbeReadException(errors.get(0));
        }
    }

    /** A message that cannot be decoded, with the file and offset where it is. */
    static final class SbeReadException extends RuntimeException
    {
        private static final long serialVersionUID = 1L;

        SbeReadException(final String message)
        {
            super(message);
        }
    }
}
