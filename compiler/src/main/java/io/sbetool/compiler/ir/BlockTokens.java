package io.sbetool.compiler.ir;

import io.sbetool.compiler.schema.Block;
import io.sbetool.compiler.schema.Data;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.Field;
import io.sbetool.compiler.schema.Group;
import io.sbetool.compiler.schema.Message;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.Type;
import io.sbetool.ir.Encoding;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Lays out a message or group (03MessageStructure): its fields in the fixed-size root block, each at
 * its explicit offset or right after the previous one, the blockLength as the explicit one or the end
 * of the last field, then the repeating groups and the var data. Only the first group, or the first
 * var data when there are no groups, has an offset known from the schema alone: the blockLength.
 */
final class BlockTokens
{
    private final MessageSchema schema;
    private final TypeTokens types;

    BlockTokens(final MessageSchema schema, final TypeTokens types)
    {
        this.schema = schema;
        this.types = types;
    }

    List<Token> message(final Message message)
    {
        final TokenList out = new TokenList();
        final int blockLength = blockLength(message);
        final int begin = out.begin(beginToken(Signal.BEGIN_MESSAGE, message.name(), message.id(),
                message.description(), message.sinceVersion(), message.deprecated())
            .encodedLength(blockLength)
            .encoding(Encoding.builder().semanticType(message.semanticType()).build())
            .build());
        members(out, message, blockLength);
        out.end(begin);
        return out.tokens();
    }

    private int blockLength(final Block block)
    {
        final int fieldsEnd = types.sizes().fieldsEnd(block);
        return block.blockLength() != null ? Math.max(block.blockLength(), fieldsEnd) : fieldsEnd;
    }

    private void members(final TokenList out, final Block block, final int blockLength)
    {
        int position = 0;
        for (final Field field : block.fields())
        {
            position = field(out, field, position);
        }
        int offset = blockLength;
        for (final Group group : block.groups())
        {
            group(out, group, offset);
            offset = Token.VARIABLE_LENGTH;
        }
        for (final Data data : block.data())
        {
            data(out, data, offset);
            offset = Token.VARIABLE_LENGTH;
        }
    }

    /**
     * @return the position after the field.
     */
    private int field(final TokenList out, final Field field, final int position)
    {
        final Type type = schema.type(field.type()).orElseThrow();
        final int size = types.sizes().fieldSize(field);
        final int offset = field.offset() != null && size > 0 ? field.offset() : position;
        final int version = Math.max(field.sinceVersion(), type.sinceVersion());
        final Presence presence = presence(field, type);
        final Encoding.Builder encoding = Encoding.builder()
            .presence(presence)
            .epoch(field.epoch())
            .timeUnit(field.timeUnit())
            .semanticType(field.semanticType());
        if (field.valueRef() != null)
        {
            // The field's own tokens name the enum value; the enum's tokens follow.
            encoding.primitiveType(PrimitiveType.CHAR)
                .constValue(PrimitiveValue.ofChars(field.valueRef().getBytes(StandardCharsets.US_ASCII), null));
        }
        final int begin = out.begin(beginToken(Signal.BEGIN_FIELD, field.name(), field.id(), field.description(),
                version, field.deprecated())
            .encodedLength(size)
            .offset(offset)
            .encoding(encoding.build())
            .build());
        final Presence imposed = type instanceof EncodedType && field.presence() != Presence.REQUIRED ?
            presence : null;
        types.emit(out, type, new TypeUse(type.name(), null, offset, version, null, field.semanticType(),
            field.epoch(), field.timeUnit(), false, false), imposed);
        out.end(begin);
        return size > 0 ? offset + size : position;
    }

    private void group(final TokenList out, final Group group, final int offset)
    {
        final int blockLength = blockLength(group);
        final int begin = out.begin(beginToken(Signal.BEGIN_GROUP, group.name(), group.id(), group.description(),
                group.sinceVersion(), group.deprecated())
            .encodedLength(blockLength)
            .offset(offset)
            .build());
        final Type dimension = schema.registry().declared(group.dimensionType()).orElseThrow();
        types.emit(out, dimension, TypeUse.of(dimension.name(), 0, group.sinceVersion()), null);
        members(out, group, blockLength);
        out.end(begin);
    }

    private void data(final TokenList out, final Data data, final int offset)
    {
        final int begin = out.begin(beginToken(Signal.BEGIN_VAR_DATA, data.name(), data.id(), data.description(),
                data.sinceVersion(), data.deprecated())
            .offset(offset)
            .encoding(Encoding.builder().semanticType(data.semanticType()).build())
            .build());
        final Type type = schema.registry().declared(data.type()).orElseThrow();
        types.emit(out, type, TypeUse.ofVarData(type.name(), offset, data.sinceVersion()), null);
        out.end(begin);
    }

    private static Presence presence(final Field field, final Type type)
    {
        if (field.presence() != Presence.REQUIRED)
        {
            return field.presence();
        }
        if (type instanceof EncodedType encoded)
        {
            return encoded.presence();
        }
        return Presence.REQUIRED;
    }

    /** What the begin token of a message, field, group or var data takes from the element itself. */
    private static Token.Builder beginToken(
        final Signal signal,
        final String name,
        final int id,
        final String description,
        final int version,
        final Integer deprecated)
    {
        return Token.builder()
            .signal(signal)
            .name(name)
            .id(id)
            .description(description)
            .version(version)
            .deprecated(orZero(deprecated));
    }

    static int orZero(final Integer value)
    {
        return value == null ? 0 : value;
    }
}
