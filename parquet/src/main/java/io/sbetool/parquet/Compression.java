package io.sbetool.parquet;

import org.apache.parquet.hadoop.metadata.CompressionCodecName;

import java.util.Locale;

/**
 * The page compression of the Parquet files: zstd by default (the smallest files of the three at a
 * decode's speed), snappy for readers that lack zstd, none to inspect pages by hand.
 */
public enum Compression
{
    ZSTD(CompressionCodecName.ZSTD), SNAPPY(CompressionCodecName.SNAPPY), NONE(CompressionCodecName.UNCOMPRESSED);

    private final CompressionCodecName codec;

    Compression(final CompressionCodecName codec)
    {
        this.codec = codec;
    }

    CompressionCodecName codec()
    {
        return codec;
    }

    /**
     * @throws IllegalArgumentException naming the choices when the name is none of them.
     */
    public static Compression parse(final String name)
    {
        try
        {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        }
        catch (final IllegalArgumentException ex)
        {
            throw new IllegalArgumentException("unknown compression '" + name + "': use zstd, snappy or none", ex);
        }
    }
}
