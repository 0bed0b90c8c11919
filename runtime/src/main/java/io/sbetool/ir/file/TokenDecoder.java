package io.sbetool.ir.file;

import io.sbetool.ir.Encoding;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.nio.ByteOrder;
import java.util.List;

import static io.sbetool.ir.file.IrFileLayout.*;

/**
 * Makes the {@link Token}s of TokenCodec records (root block and var data) that {@link TokenScanner}
 * accepted: the checks are the scanner's, so nothing here fails on such a record.
 */
final class TokenDecoder
{
    private final IrFileInput input;
    private final int schemaVersion;
    private final boolean hasPackageName;

    /**
     * @param hasPackageName whether each record ends with a packageName (see {@link TokenScanner#hasPackageName()}).
     */
    TokenDecoder(final IrFileInput input, final int schemaVersion, final boolean hasPackageName)
    {
        this.input = input;
        this.schemaVersion = schemaVersion;
        this.hasPackageName = hasPackageName;
    }

    /**
     * @return the tokens of the records {@code from} (inclusive) to {@code to} (exclusive), which follow one
     * another in the file.
     */
    List<Token> decode(final TokenScanner records, final int from, final int to)
    {
        final Token[] tokens = new Token[to - from];
        if (tokens.length > 0)
        {
            input.seek(records.offset(from));
        }
        for (int i = 0; i < tokens.length; i++)
        {
            tokens[i] = decode();
        }
        return List.of(tokens);
    }

    private Token decode()
    {
        final Token.Builder token = Token.builder()
            .offset(input.int32At(TOKEN_OFFSET_OFFSET))
            .encodedLength(input.int32At(TOKEN_SIZE_OFFSET))
            .id(input.int32At(TOKEN_FIELD_ID_OFFSET))
            .version(input.int32At(TOKEN_VERSION_OFFSET))
            .componentTokenCount(input.int32At(TOKEN_COMPONENT_TOKEN_COUNT_OFFSET))
            .signal(Signal.fromCode(input.uint8At(TOKEN_SIGNAL_OFFSET)))
            .deprecated(deprecated());
        final int typeCode = input.uint8At(TOKEN_PRIMITIVE_TYPE_OFFSET);
        final PrimitiveType type = typeCode == PRIMITIVE_TYPE_NONE ? null : PrimitiveType.fromCode(typeCode);
        final boolean bigEndian = input.uint8At(TOKEN_BYTE_ORDER_OFFSET) == BIG_ENDIAN;
        final Encoding.Builder encoding = Encoding.builder()
            .primitiveType(type)
            .byteOrder(bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN)
            .presence(Presence.fromCode(input.uint8At(TOKEN_PRESENCE_OFFSET)));
        input.skip(TOKEN_BLOCK_LENGTH);

        final String name = input.string(null, "token name");
        token.name(name);
        final byte[] constValue = value(name, "constValue");
        final byte[] minValue = value(name, "minValue");
        final byte[] maxValue = value(name, "maxValue");
        final byte[] nullValue = value(name, "nullValue");
        // The character encoding comes after the values but is needed to hold char-array constants.
        final String characterEncoding = input.string(name, "characterEncoding");
        encoding
            .characterEncoding(characterEncoding)
            .epoch(input.string(name, "epoch"))
            .timeUnit(input.string(name, "timeUnit"))
            .semanticType(input.string(name, "semanticType"))
            .constValue(PrimitiveValue.fromIrBytes(constValue, type, characterEncoding))
            .minValue(PrimitiveValue.fromIrBytes(minValue, type, characterEncoding))
            .maxValue(PrimitiveValue.fromIrBytes(maxValue, type, characterEncoding))
            .nullValue(PrimitiveValue.fromIrBytes(nullValue, type, characterEncoding));
        token.description(input.string(name, "description"));
        token.referencedName(input.string(name, "referencedName"));
        if (hasPackageName)
        {
            // generated code puts every type in the schema's package (see IrFileWriter), so it is not kept
            input.skip(input.varDataLength(name, "packageName"));
        }
        return token.encoding(encoding.build()).build();
    }

    /**
     * @return a value's bytes, empty when it has none (most tokens: no copy then).
     */
    private byte[] value(final String token, final String what)
    {
        final int length = input.varDataLength(token, what);
        return length == 0 ? NONE : input.bytes(length);
    }

    private static final byte[] NONE = new byte[0];

    /**
     * The reference implementation's encoder before 1.37 (1.33.0 at least) never set this field, so its
     * files carry whatever bytes were left in its scratch buffer there. A real deprecated version lies in
     * [0, schemaVersion]; anything else cannot be one and is read as 0, not deprecated.
     */
    private int deprecated()
    {
        final int deprecated = input.int32At(TOKEN_DEPRECATED_OFFSET);
        return deprecated < 0 || deprecated > schemaVersion ? 0 : deprecated;
    }
}
