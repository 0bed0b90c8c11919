package io.sbetool.ir.file;

import io.sbetool.ir.Ir;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;
import org.agrona.DirectBuffer;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static io.sbetool.ir.file.IrFileLayout.*;

/**
 * Reads a {@code .sbeir} file written by {@link IrFileWriter} or by the reference implementation.
 *
 * <p>What the file does not hold: the schema's description (null in the result) and its byte order,
 * which is taken from the header composite's first encoding (little-endian when it has none). Empty
 * strings read as null, since the format cannot tell them apart. Any defect (truncation, an unknown
 * code, a value of the wrong size, broken nesting) is an {@link IrFileException} naming the offset.
 */
public final class IrFileReader
{
    private IrFileReader()
    {
    }

    public static Ir read(final Path file) throws IOException
    {
        return decode(Files.readAllBytes(file));
    }

    public static Ir decode(final byte[] bytes)
    {
        return decode(bytes, 0, bytes.length);
    }

    /**
     * @param buffer holding the file's bytes.
     * @param offset where the file starts in the buffer; error offsets are relative to it.
     * @param length the file's length.
     * @return the IR.
     * @throws IrFileException when the bytes are not a valid IR file.
     */
    public static Ir decode(final DirectBuffer buffer, final int offset, final int length)
    {
        IrFileInput.requireRegion(offset, length, buffer.capacity());
        // the reader works on an array (see IrFileInput); a copy is nothing beside reading the tokens
        final byte[] copy = new byte[length];
        buffer.getBytes(offset, copy);
        return decode(copy, 0, length);
    }

    /**
     * @param bytes  holding the file's bytes.
     * @param offset where the file starts in the array; error offsets are relative to it.
     * @param length the file's length.
     * @return the IR.
     * @throws IrFileException when the bytes are not a valid IR file.
     */
    public static Ir decode(final byte[] bytes, final int offset, final int length)
    {
        final IrFileInput input = new IrFileInput(bytes, offset, length);

        input.requireBlock(FRAME_BLOCK_LENGTH, "FrameCodec block");
        final int irId = input.int32At(FRAME_IR_ID_OFFSET);
        final int irVersion = input.int32At(FRAME_IR_VERSION_OFFSET);
        final int schemaVersion = input.int32At(FRAME_SCHEMA_VERSION_OFFSET);
        if (irVersion != IR_VERSION)
        {
            throw new IrFileException(FRAME_IR_VERSION_OFFSET, "unsupported IR version " + irVersion);
        }
        input.skip(FRAME_BLOCK_LENGTH);
        final String packageName = input.string(null, "packageName");
        final String namespaceName = input.string(null, "namespaceName");
        final String semanticVersion = input.string(null, "semanticVersion");

        final TokenDecoder tokenDecoder = new TokenDecoder(input, schemaVersion);
        final List<Token> tokens = new ArrayList<>();
        int[] fileOffsets = new int[1024];
        while (input.hasRemaining())
        {
            if (tokens.size() == fileOffsets.length)
            {
                fileOffsets = Arrays.copyOf(fileOffsets, fileOffsets.length * 2);
            }
            fileOffsets[tokens.size()] = input.offset();
            tokens.add(tokenDecoder.decode());
        }

        final TokenStructure structure = new TokenStructure(tokens, fileOffsets, input.offset());
        final List<Token> header = structure.header();
        return new Ir(
            packageName == null ? "" : packageName,
            namespaceName,
            irId,
            schemaVersion,
            semanticVersion,
            null,
            byteOrderOf(header),
            header,
            structure.messages(header.size()));
    }

    private static ByteOrder byteOrderOf(final List<Token> header)
    {
        for (final Token token : header)
        {
            if (token.signal() == Signal.ENCODING)
            {
                return token.encoding().byteOrder();
            }
        }
        return ByteOrder.LITTLE_ENDIAN;
    }
}
