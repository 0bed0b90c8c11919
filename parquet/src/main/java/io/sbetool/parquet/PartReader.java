package io.sbetool.parquet;

import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.io.LocalInputFile;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Opens a part file with Parquet's own reader, without Hadoop: the reader's open methods are overloaded
 * with Hadoop types, which a caller without Hadoop on its compile class path could not even name.
 */
public final class PartReader
{
    private PartReader()
    {
    }

    public static ParquetFileReader open(final Path part) throws IOException
    {
        return ParquetFileReader.open(new LocalInputFile(part),
            ParquetReadOptions.builder(new PlainParquetConfiguration()).withCodecFactory(new Codecs()).build());
    }
}
