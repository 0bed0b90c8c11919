package io.sbetool.compiler.ir;

import io.sbetool.compiler.link.BlockLayout;
import io.sbetool.compiler.link.Layout;
import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedData;
import io.sbetool.compiler.link.LinkedEncoded;
import io.sbetool.compiler.link.LinkedField;
import io.sbetool.compiler.link.LinkedGroup;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.link.Slot;
import io.sbetool.compiler.schema.Data;
import io.sbetool.compiler.schema.Field;
import io.sbetool.compiler.schema.Group;
import io.sbetool.compiler.schema.Message;
import io.sbetool.ir.Encoding;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Emits a message or group (03MessageStructure) as the layout places it: its fields in the fixed-size
 * root block, then the repeating groups and the var data. Only the first group, or the first var data
 * when there are no groups, has an offset known from the schema alone: the blockLength.
 */
final class BlockTokens
{
    private final Layout layout;
    private final TypeTokens types;

    BlockTokens(final Layout layout, final TypeTokens types)
    {
        this.layout = layout;
        this.types = types;
    }

    List<Token> message(final LinkedBlock linked)
    {
        final Message message = (Message)linked.source();
        final TokenList out = new TokenList();
        final BlockLayout blockLayout = layout.of(linked);
        final int begin = out.begin(beginToken(Signal.BEGIN_MESSAGE, message.name(), message.id(),
                message.description(), message.sinceVersion(), message.deprecated())
            .encodedLength(IrBuilder.octets(blockLayout.blockLength()))
            .encoding(Encoding.builder().semanticType(message.semanticType()).build())
            .build());
        members(out, linked, blockLayout);
        out.end(begin);
        return out.tokens();
    }

    private void members(final TokenList out, final LinkedBlock block, final BlockLayout blockLayout)
    {
        for (int i = 0; i < block.fields().size(); i++)
        {
            field(out, block.fields().get(i), blockLayout.fields().get(i));
        }
        int offset = IrBuilder.octets(blockLayout.blockLength());
        for (final LinkedGroup group : block.groups())
        {
            group(out, group, offset);
            offset = Token.VARIABLE_LENGTH;
        }
        for (final LinkedData data : block.data())
        {
            data(out, data, offset);
            offset = Token.VARIABLE_LENGTH;
        }
    }

    private void field(final TokenList out, final LinkedField linked, final Slot slot)
    {
        final Field field = linked.source();
        final LinkedType type = linked.type();
        final int offset = IrBuilder.octets(slot.offset());
        final int version = Layout.sinceVersion(field.sinceVersion(), type.source());
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
            .encodedLength(IrBuilder.octets(slot.size()))
            .offset(offset)
            .encoding(encoding.build())
            .build());
        final Presence imposed = type instanceof LinkedEncoded && field.presence() != Presence.REQUIRED ?
            presence : null;
        types.emit(out, type, new TypeUse(type.name(), null, offset, version, null, field.semanticType(),
            field.epoch(), field.timeUnit(), false, false), imposed);
        out.end(begin);
    }

    private void group(final TokenList out, final LinkedGroup linked, final int offset)
    {
        final Group group = linked.source();
        final BlockLayout blockLayout = layout.of(linked.block());
        final int blockLength = IrBuilder.octets(blockLayout.blockLength());
        final int begin = out.begin(beginToken(Signal.BEGIN_GROUP, group.name(), group.id(), group.description(),
                group.sinceVersion(), group.deprecated())
            .encodedLength(blockLength)
            .offset(offset)
            .build());
        final LinkedType dimension = linked.dimension();
        types.emit(out, dimension, TypeUse.of(dimension.name(), 0, group.sinceVersion()), null);
        members(out, linked.block(), blockLayout);
        out.end(begin);
    }

    private void data(final TokenList out, final LinkedData linked, final int offset)
    {
        final Data data = linked.source();
        final int begin = out.begin(beginToken(Signal.BEGIN_VAR_DATA, data.name(), data.id(), data.description(),
                data.sinceVersion(), data.deprecated())
            .offset(offset)
            .encoding(Encoding.builder().semanticType(data.semanticType()).build())
            .build());
        final LinkedType type = linked.type();
        types.emit(out, type, TypeUse.ofVarData(type.name(), offset, data.sinceVersion()), null);
        out.end(begin);
    }

    private static Presence presence(final Field field, final LinkedType type)
    {
        if (field.presence() != Presence.REQUIRED)
        {
            return field.presence();
        }
        if (type instanceof LinkedEncoded encoded)
        {
            return encoded.source().presence();
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
