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
    private static final int TOKEN_VAR_DATA_COUNT = 11;

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
            position = skipVarData(buffer, position + IrFileLayout.TOKEN_BLOCK_LENGTH, TOKEN_VAR_DATA_COUNT);
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
