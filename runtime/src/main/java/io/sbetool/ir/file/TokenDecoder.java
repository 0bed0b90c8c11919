package io.sbetool.ir.file;

import io.sbetool.ir.Encoding;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.nio.ByteOrder;

import static io.sbetool.ir.file.IrFileLayout.*;

/**
 * Decodes one TokenCodec record (root block and var data) into a {@link Token}.
 */
final class TokenDecoder
{
    private final IrFileInput input;
    private final int schemaVersion;

    TokenDecoder(final IrFileInput input, final int schemaVersion)
    {
        this.input = input;
        this.schemaVersion = schemaVersion;
    }

    Token decode()
    {
        final int blockOffset = input.offset();
        input.requireBlock(TOKEN_BLOCK_LENGTH, "TokenCodec block");
        final Token.Builder token = Token.builder()
            .offset(input.int32At(TOKEN_OFFSET_OFFSET))
            .encodedLength(input.int32At(TOKEN_SIZE_OFFSET))
            .id(input.int32At(TOKEN_FIELD_ID_OFFSET))
            .version(input.int32At(TOKEN_VERSION_OFFSET))
            .componentTokenCount(input.int32At(TOKEN_COMPONENT_TOKEN_COUNT_OFFSET))
            .signal(signal(blockOffset))
            .deprecated(deprecated());
        final PrimitiveType type = primitiveType(blockOffset);
        final Encoding.Builder encoding = Encoding.builder()
            .primitiveType(type)
            .byteOrder(byteOrder(blockOffset))
            .presence(presence(blockOffset));
        input.skip(TOKEN_BLOCK_LENGTH);

        final int nameOffset = input.offset();
        final String name = input.string(null, "token name");
        if (name == null)
        {
            throw new IrFileException(nameOffset, "token has an empty name");
        }
        token.name(name);
        final RawValue constValue = new RawValue(input, name, "constValue");
        final RawValue minValue = new RawValue(input, name, "minValue");
        final RawValue maxValue = new RawValue(input, name, "maxValue");
        final RawValue nullValue = new RawValue(input, name, "nullValue");
        // The character encoding comes after the values but is needed to hold char-array constants.
        final String characterEncoding = input.string(name, "characterEncoding");
        encoding
            .characterEncoding(characterEncoding)
            .epoch(input.string(name, "epoch"))
            .timeUnit(input.string(name, "timeUnit"))
            .semanticType(input.string(name, "semanticType"))
            .constValue(constValue.toValue(type, characterEncoding))
            .minValue(minValue.toValue(type, characterEncoding))
            .maxValue(maxValue.toValue(type, characterEncoding))
            .nullValue(nullValue.toValue(type, characterEncoding));
        token.description(input.string(name, "description"));
        token.referencedName(input.string(name, "referencedName"));
        return token.encoding(encoding.build()).build();
    }

    private Signal signal(final int blockOffset)
    {
        final int code = input.uint8At(TOKEN_SIGNAL_OFFSET);
        final Signal signal = Signal.fromCode(code);
        if (signal == null)
        {
            throw new IrFileException(blockOffset + TOKEN_SIGNAL_OFFSET, "unknown signal code " + code);
        }
        return signal;
    }

    private PrimitiveType primitiveType(final int blockOffset)
    {
        final int code = input.uint8At(TOKEN_PRIMITIVE_TYPE_OFFSET);
        if (code == PRIMITIVE_TYPE_NONE)
        {
            return null;
        }
        final PrimitiveType type = PrimitiveType.fromCode(code);
        if (type == null)
        {
            throw new IrFileException(blockOffset + TOKEN_PRIMITIVE_TYPE_OFFSET, "unknown primitive type code " + code);
        }
        return type;
    }

    private ByteOrder byteOrder(final int blockOffset)
    {
        final int code = input.uint8At(TOKEN_BYTE_ORDER_OFFSET);
        switch (code)
        {
            case LITTLE_ENDIAN: return ByteOrder.LITTLE_ENDIAN;
            case BIG_ENDIAN: return ByteOrder.BIG_ENDIAN;
            default: throw new IrFileException(blockOffset + TOKEN_BYTE_ORDER_OFFSET, "unknown byte order code " + code);
        }
    }

    private Presence presence(final int blockOffset)
    {
        final int code = input.uint8At(TOKEN_PRESENCE_OFFSET);
        final Presence presence = Presence.fromCode(code);
        if (presence == null)
        {
            throw new IrFileException(blockOffset + TOKEN_PRESENCE_OFFSET, "unknown presence code " + code);
        }
        return presence;
    }

    /**
     * The reference implementation's encoder (1.33.0) never sets this field, so its files carry
     * whatever bytes were left in its scratch buffer there. A real deprecated version lies in
     * [0, schemaVersion]; anything else cannot be one and is read as 0, not deprecated.
     */
    private int deprecated()
    {
        final int deprecated = input.int32At(TOKEN_DEPRECATED_OFFSET);
        return deprecated < 0 || deprecated > schemaVersion ? 0 : deprecated;
    }

    /**
     * A value's bytes and where they were, held until the token's character encoding is known.
     */
    private static final class RawValue
    {
        private static final byte[] NONE = new byte[0];

        private final int offset;
        private final byte[] bytes;
        private final String token;
        private final String what;

        RawValue(final IrFileInput input, final String token, final String what)
        {
            this.offset = input.offset();
            final int length = input.varDataLength(token, what);
            // most tokens have no values: no copy for them
            this.bytes = length == 0 ? NONE : input.bytes(length);
            this.token = token;
            this.what = what;
        }

        PrimitiveValue toValue(final PrimitiveType type, final String characterEncoding)
        {
            if (bytes.length == 0)
            {
                return null;
            }
            if (type == null)
            {
                throw new IrFileException(offset,
                    IrFileInput.describe(token, what) + " is given for a token without a primitive type");
            }
            if (type != PrimitiveType.CHAR && bytes.length != type.size())
            {
                throw new IrFileException(offset,
                    IrFileInput.describe(token, what) + " of " + type.primitiveName() + " has " + bytes.length +
                    " bytes, not " + type.size());
            }
            return PrimitiveValue.fromIrBytes(bytes, type, characterEncoding);
        }
    }
}
