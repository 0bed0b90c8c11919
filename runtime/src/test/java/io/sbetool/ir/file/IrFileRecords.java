package io.sbetool.ir.file;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Walks the records of a well-formed IR file, to point tests at fields by position.
 */
final class IrFileRecords
{
    private static final int FRAME_VAR_DATA_COUNT = 3;

    private IrFileRecords()
    {
    }

    /**
     * @return the offset of each TokenCodec record.
     */
    static List<Integer> tokenOffsets(final byte[] file)
    {
        final ByteBuffer buffer = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        final List<Integer> offsets = new ArrayList<>();
        int position = skipVarData(buffer, IrFileLayout.FRAME_BLOCK_LENGTH, FRAME_VAR_DATA_COUNT);
        while (position < file.length)
        {
            offsets.add(position);
            position = skipVarData(buffer, position + IrFileLayout.TOKEN_BLOCK_LENGTH, IrFileLayout.TOKEN_VAR_DATA_COUNT);
        }
        return offsets;
    }

    static List<Integer> deprecatedOffsets(final byte[] file)
    {
        final List<Integer> offsets = new ArrayList<>();
        for (final int token : tokenOffsets(file))
        {
            offsets.add(token + IrFileLayout.TOKEN_DEPRECATED_OFFSET);
        }
        return offsets;
    }

    /**
     * @return the file as the reference's releases up to 1.35 wrote it: each token without its packageName,
     * the last var-data element of a record (which must be empty, as {@link IrFileWriter} writes it).
     */
    static byte[] withoutPackageNames(final byte[] file)
    {
        final ByteBuffer buffer = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        final java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(file.length);
        int copied = 0;
        for (final int token : tokenOffsets(file))
        {
            final int packageName = skipVarData(
                buffer, token + IrFileLayout.TOKEN_BLOCK_LENGTH, IrFileLayout.TOKEN_VAR_DATA_COUNT - 1);
            if (buffer.getShort(packageName) != 0)
            {
                throw new IllegalArgumentException("token at " + token + " has a packageName");
            }
            out.write(file, copied, packageName - copied);
            copied = packageName + IrFileLayout.VAR_DATA_LENGTH_SIZE;
        }
        out.write(file, copied, file.length - copied);
        return out.toByteArray();
    }

    private static int skipVarData(final ByteBuffer buffer, final int start, final int count)
    {
        int position = start;
        for (int i = 0; i < count; i++)
        {
            position += IrFileLayout.VAR_DATA_LENGTH_SIZE + (buffer.getShort(position) & 0xFFFF);
        }
        return position;
    }
}
