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
 * code, a value of the wrong size, broken nesting, an IR no schema makes: see {@link IrValidator}) is an
 * {@link IrFileException} naming the offset, so that an IR this returns generates and decodes without failing.
 */
public final class IrFileReader
{
    private IrFileReader()
    {
    }

    public static Ir read(final Path file) throws IOException
    {
        return decodeOwn(Files.readAllBytes(file));
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
        return decodeOwn(copy);
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
        IrFileInput.requireRegion(offset, length, bytes.length);
        return decodeOwn(Arrays.copyOfRange(bytes, offset, offset + length));
    }

    /**
     * Reads a file's bytes that no one else has: every record checked by {@link TokenScanner}, the nesting by
     * {@link TokenStructure}, then every token made and the whole IR checked by {@link IrValidator}, so that
     * nothing that uses the IR later (generators, the on-the-fly decoder) fails on it.
     */
    private static Ir decodeOwn(final byte[] bytes)
    {
        final IrFileInput input = new IrFileInput(bytes, 0, bytes.length);

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

        final TokenScanner records = scan(input);
        final TokenStructure structure = new TokenStructure(records, input.offset());
        final int headerSize = structure.header();
        final int[] messageStarts = structure.messages(headerSize);
        final TokenDecoder decoder = new TokenDecoder(
            new IrFileInput(bytes, 0, bytes.length), schemaVersion, records.hasPackageName());
        final List<Token> header = decoder.decode(records, 0, headerSize);
        final List<List<Token>> messages = new ArrayList<>(messageStarts.length - 1);
        for (int i = 0; i + 1 < messageStarts.length; i++)
        {
            messages.add(decoder.decode(records, messageStarts[i], messageStarts[i + 1]));
        }
        new IrValidator(records, schemaVersion).validate(header, messages, messageStarts);
        return new Ir(
            packageName == null ? "" : packageName,
            namespaceName,
            irId,
            schemaVersion,
            semanticVersion,
            null,
            byteOrderOf(header),
            header,
            messages);
    }

    /**
     * Scans the records as the reference writes them now, each ending with a packageName, and when they do not
     * read so, as its releases up to 1.35 wrote them, without: the format's version did not change, and a
     * file of one kind read as the other falls out of step at its first record. A file that is neither is
     * reported as the first scan found it, the format that {@link IrFileWriter} writes.
     */
    private static TokenScanner scan(final IrFileInput input)
    {
        final int tokensStart = input.offset();
        try
        {
            return TokenScanner.scan(input, TOKEN_VAR_DATA_COUNT);
        }
        catch (final IrFileException withPackageName)
        {
            input.seek(tokensStart);
            try
            {
                return TokenScanner.scan(input, TOKEN_VAR_DATA_COUNT_WITHOUT_PACKAGE);
            }
            catch (final IrFileException withoutPackageName)
            {
                throw withPackageName;
            }
        }
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
