package io.sbetool.parquet;

import com.github.luben.zstd.Zstd;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.xerial.snappy.Snappy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * Page compression straight through zstd-jni and snappy-java. Parquet's own CodecFactory goes through
 * Hadoop's codec classes, which sbetool does not ship; these are the same formats without them. A page
 * is compressed as one array (pages are about 1 MiB), so nothing here is per message. Public for readers
 * of the output that run without Hadoop too ({@code ParquetReadOptions.Builder#withCodecFactory}).
 */
public final class Codecs implements CompressionCodecFactory
{
    /** zstd's default level: level 1 was barely faster on decoded market data and made larger files. */
    static final int ZSTD_LEVEL = 3;

    @Override
    public BytesInputCompressor getCompressor(final CompressionCodecName codec)
    {
        return new Compressor(codec);
    }

    @Override
    public BytesInputDecompressor getDecompressor(final CompressionCodecName codec)
    {
        return new Decompressor(codec);
    }

    @Override
    public void release()
    {
    }

    /** The bytes as one array (BytesInput's own toByteArray is deprecated). */
    static byte[] array(final BytesInput bytes) throws IOException
    {
        final ByteArrayOutputStream out = new ByteArrayOutputStream((int)bytes.size());
        bytes.writeAllTo(out);
        return out.toByteArray();
    }

    static void checkSupported(final CompressionCodecName codec)
    {
        if (codec != CompressionCodecName.ZSTD && codec != CompressionCodecName.SNAPPY &&
            codec != CompressionCodecName.UNCOMPRESSED)
        {
            throw new IllegalArgumentException("pages compressed with " + codec + " are not supported");
        }
    }

    private static final class Compressor implements BytesInputCompressor
    {
        private final CompressionCodecName codec;

        Compressor(final CompressionCodecName codec)
        {
            checkSupported(codec);
            this.codec = codec;
        }

        @Override
        public BytesInput compress(final BytesInput bytes) throws IOException
        {
            switch (codec)
            {
                case ZSTD:
                    return BytesInput.from(Zstd.compress(array(bytes), ZSTD_LEVEL));
                case SNAPPY:
                    return BytesInput.from(Snappy.compress(array(bytes)));
                default:
                    return bytes;
            }
        }

        @Override
        public CompressionCodecName getCodecName()
        {
            return codec;
        }

        @Override
        public void release()
        {
        }
    }

    private static final class Decompressor implements BytesInputDecompressor
    {
        private final CompressionCodecName codec;

        Decompressor(final CompressionCodecName codec)
        {
            checkSupported(codec);
            this.codec = codec;
        }

        @Override
        public BytesInput decompress(final BytesInput bytes, final int uncompressedSize) throws IOException
        {
            switch (codec)
            {
                case ZSTD:
                    return BytesInput.from(Zstd.decompress(array(bytes), uncompressedSize));
                case SNAPPY:
                    final byte[] out = new byte[uncompressedSize];
                    Snappy.uncompress(array(bytes), 0, (int)bytes.size(), out, 0);
                    return BytesInput.from(out);
                default:
                    return bytes;
            }
        }

        @Override
        public void decompress(final ByteBuffer input, final int compressedSize, final ByteBuffer output,
            final int uncompressedSize) throws IOException
        {
            final byte[] in = new byte[compressedSize];
            input.get(in);
            final BytesInput result = decompress(BytesInput.from(in), uncompressedSize);
            output.put(array(result));
        }

        @Override
        public void release()
        {
        }
    }
}
