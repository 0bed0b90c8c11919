package io.sbetool.ir.file;

import io.sbetool.ir.Encoding;
import io.sbetool.ir.Ir;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Token;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.MutableDirectBuffer;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static io.sbetool.ir.file.IrFileLayout.*;

/**
 * Writes an {@link Ir} as a {@code .sbeir} file in the reference implementation's format (see
 * {@link IrFileLayout}): the frame, then the header composite's tokens, then each message's tokens.
 *
 * <p>Strings are written as UTF-8, a null string as an empty one. Values (constant, min, max, null)
 * are written as {@link PrimitiveValue#toIrBytes()}: little-endian whatever the schema's byte order,
 * which is what the reference writes. Unlike the reference, the token's deprecated version is written.
 * Each token ends with an empty packageName, as the reference (1.37.1) writes it for a type that names no
 * package of its own.
 */
public final class IrFileWriter
{
    private static final byte[] NO_BYTES = new byte[0];

    private final MutableDirectBuffer buffer;
    private int position;

    private IrFileWriter(final MutableDirectBuffer buffer)
    {
        this.buffer = buffer;
    }

    /**
     * @return the IR file's bytes.
     * @throws IllegalArgumentException when a string or value is too long for the format's uint16 length.
     */
    public static byte[] encode(final Ir ir)
    {
        final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(4096);
        final int length = encode(ir, buffer);
        return Arrays.copyOf(buffer.byteArray(), length);
    }

    /**
     * Encodes into a buffer from index 0; the buffer must be able to grow (e.g. an {@link ExpandableArrayBuffer}).
     *
     * @return the number of bytes written.
     */
    public static int encode(final Ir ir, final MutableDirectBuffer buffer)
    {
        final IrFileWriter writer = new IrFileWriter(buffer);
        writer.putFrame(ir);
        writer.putTokens(ir.headerTokens());
        for (final List<Token> message : ir.messages())
        {
            writer.putTokens(message);
        }
        return writer.position;
    }

    public static void write(final Ir ir, final Path file) throws IOException
    {
        Files.write(file, encode(ir));
    }

    private void putFrame(final Ir ir)
    {
        buffer.putInt(position + FRAME_IR_ID_OFFSET, ir.id(), ByteOrder.LITTLE_ENDIAN);
        buffer.putInt(position + FRAME_IR_VERSION_OFFSET, IR_VERSION, ByteOrder.LITTLE_ENDIAN);
        buffer.putInt(position + FRAME_SCHEMA_VERSION_OFFSET, ir.version(), ByteOrder.LITTLE_ENDIAN);
        position += FRAME_BLOCK_LENGTH;
        putString(ir.packageName(), "packageName");
        putString(ir.namespaceName(), "namespaceName");
        putString(ir.semanticVersion(), "semanticVersion");
    }

    private void putTokens(final List<Token> tokens)
    {
        for (final Token token : tokens)
        {
            putToken(token);
        }
    }

    private void putToken(final Token token)
    {
        final Encoding encoding = token.encoding();
        buffer.putInt(position + TOKEN_OFFSET_OFFSET, token.offset(), ByteOrder.LITTLE_ENDIAN);
        buffer.putInt(position + TOKEN_SIZE_OFFSET, token.encodedLength(), ByteOrder.LITTLE_ENDIAN);
        buffer.putInt(position + TOKEN_FIELD_ID_OFFSET, token.id(), ByteOrder.LITTLE_ENDIAN);
        buffer.putInt(position + TOKEN_VERSION_OFFSET, token.version(), ByteOrder.LITTLE_ENDIAN);
        buffer.putInt(
            position + TOKEN_COMPONENT_TOKEN_COUNT_OFFSET, token.componentTokenCount(), ByteOrder.LITTLE_ENDIAN);
        buffer.putByte(position + TOKEN_SIGNAL_OFFSET, (byte)token.signal().code());
        buffer.putByte(position + TOKEN_PRIMITIVE_TYPE_OFFSET, (byte)(encoding.primitiveType() == null ?
            PRIMITIVE_TYPE_NONE : encoding.primitiveType().code()));
        buffer.putByte(position + TOKEN_BYTE_ORDER_OFFSET,
            (byte)(ByteOrder.BIG_ENDIAN.equals(encoding.byteOrder()) ? BIG_ENDIAN : LITTLE_ENDIAN));
        buffer.putByte(position + TOKEN_PRESENCE_OFFSET, (byte)encoding.presence().code());
        buffer.putInt(position + TOKEN_DEPRECATED_OFFSET, token.deprecated(), ByteOrder.LITTLE_ENDIAN);
        position += TOKEN_BLOCK_LENGTH;

        final String what = "token '" + token.name() + "'";
        putString(token.name(), what + " name");
        putValue(encoding.constValue(), what + " constValue");
        putValue(encoding.minValue(), what + " minValue");
        putValue(encoding.maxValue(), what + " maxValue");
        putValue(encoding.nullValue(), what + " nullValue");
        putString(encoding.characterEncoding(), what + " characterEncoding");
        putString(encoding.epoch(), what + " epoch");
        putString(encoding.timeUnit(), what + " timeUnit");
        putString(encoding.semanticType(), what + " semanticType");
        putString(token.description(), what + " description");
        putString(token.referencedName(), what + " referencedName");
        // types are generated into the schema's package, so no token names a package of its own
        putString(null, what + " packageName");
    }

    private void putString(final String value, final String what)
    {
        putVarData(value == null ? NO_BYTES : value.getBytes(StandardCharsets.UTF_8), what);
    }

    private void putValue(final PrimitiveValue value, final String what)
    {
        putVarData(value == null ? NO_BYTES : value.toIrBytes(), what);
    }

    private void putVarData(final byte[] bytes, final String what)
    {
        if (bytes.length > MAX_VAR_DATA_LENGTH)
        {
            throw new IllegalArgumentException(
                what + " is " + bytes.length + " bytes, more than an IR file can hold (" + MAX_VAR_DATA_LENGTH + ")");
        }
        buffer.putShort(position, (short)bytes.length, ByteOrder.LITTLE_ENDIAN);
        position += VAR_DATA_LENGTH_SIZE;
        buffer.putBytes(position, bytes);
        position += bytes.length;
    }
}
