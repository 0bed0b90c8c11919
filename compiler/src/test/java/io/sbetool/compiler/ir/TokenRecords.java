package io.sbetool.compiler.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * Walks the TokenCodec records of a well-formed IR file (see {@code schemas/sbe-ir.xml}), so that tests can
 * change fields of their blocks: a 12-byte frame block and 3 var-data elements, then per token a 28-byte
 * block and 12, each a uint16 length and its bytes.
 */
public final class TokenRecords
{
    private static final int FRAME_BLOCK_LENGTH = 12;
    private static final int FRAME_VAR_DATA = 3;
    private static final int TOKEN_BLOCK_LENGTH = 28;
    // name .. referencedName, packageName: the format IrFileWriter writes (see IrFileLayout)
    private static final int TOKEN_VAR_DATA = 12;

    private TokenRecords()
    {
    }

    /** @return where each TokenCodec record starts. */
    public static List<Integer> offsets(final byte[] file)
    {
        final List<Integer> offsets = new ArrayList<>();
        int position = skip(file, FRAME_BLOCK_LENGTH, FRAME_VAR_DATA);
        while (position < file.length)
        {
            offsets.add(position);
            position = skip(file, position + TOKEN_BLOCK_LENGTH, TOKEN_VAR_DATA);
        }
        return offsets;
    }

    private static int skip(final byte[] file, final int start, final int elements)
    {
        int position = start;
        for (int i = 0; i < elements; i++)
        {
            position += 2 + ((file[position] & 0xFF) | (file[position + 1] & 0xFF) << 8);
        }
        return position;
    }

    public static int int32(final byte[] bytes, final int at)
    {
        return (bytes[at] & 0xFF) | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16 | bytes[at + 3] << 24;
    }

    public static void putInt32(final byte[] bytes, final int at, final int value)
    {
        for (int i = 0; i < 4; i++)
        {
            bytes[at + i] = (byte)(value >>> (8 * i));
        }
    }
}
