package io.sbetool.compiler.ir;

import io.sbetool.compiler.link.CompositeLayout;
import io.sbetool.compiler.link.Layout;
import io.sbetool.compiler.link.LinkedComposite;
import io.sbetool.compiler.link.LinkedCompositeMember;
import io.sbetool.compiler.link.LinkedEncoded;
import io.sbetool.compiler.link.LinkedEnum;
import io.sbetool.compiler.link.LinkedSet;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.schema.Choice;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.Type;
import io.sbetool.compiler.schema.ValidValue;
import io.sbetool.compiler.schema.ValueTexts;
import io.sbetool.ir.Encoding;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Emits the tokens of a type where it is used: an ENCODING token for a simple type, bracketed
 * VALID_VALUE or CHOICE tokens for an enum or set, and for a composite its members in order, each
 * at the offset the layout gives it.
 */
final class TypeTokens
{
    /** Character arrays are US-ASCII unless the schema says otherwise (02FieldEncoding, "String encoding"). */
    private static final String DEFAULT_CHARACTER_ENCODING = StandardCharsets.US_ASCII.name();

    private final Layout layout;
    private final ByteOrder byteOrder;

    TypeTokens(final Layout layout, final ByteOrder byteOrder)
    {
        this.layout = layout;
        this.byteOrder = byteOrder;
    }

    /**
     * Appends the tokens of {@code type} as used by {@code use}.
     *
     * @param presence the presence a field imposes on a simple type, or null for the type's own.
     */
    void emit(final TokenList out, final LinkedType type, final TypeUse use, final Presence presence)
    {
        if (type instanceof LinkedEncoded encoded)
        {
            out.add(encoding(encoded, use, presence));
        }
        else if (type instanceof LinkedEnum enumType)
        {
            emitEnum(out, enumType, use);
        }
        else if (type instanceof LinkedSet setType)
        {
            emitSet(out, setType, use);
        }
        else
        {
            emitComposite(out, (LinkedComposite)type, use);
        }
    }

    private Token encoding(final LinkedEncoded linked, final TypeUse use, final Presence presence)
    {
        final EncodedType type = linked.source();
        final PrimitiveType primitive = type.primitiveType();
        final Presence effective = presence != null ? presence : type.presence();
        final boolean implicit = !use.inComposite() && linked.implicit();
        final String characterEncoding = implicit ? null : characterEncoding(type, primitive);
        final int length = type.isVariableLength() || use.varData() ? Token.VARIABLE_LENGTH :
            IrBuilder.octets(Layout.encodedSize(type));
        return Token.builder()
            .signal(Signal.ENCODING)
            .name(use.name())
            .referencedName(use.referencedName())
            .description(type.description())
            .version(use.version())
            .deprecated(deprecated(use, type.deprecated()))
            .encodedLength(length)
            .offset(use.offset())
            .encoding(Encoding.builder()
                .presence(effective)
                .primitiveType(primitive)
                .byteOrder(byteOrder)
                .minValue(ValueTexts.single(primitive, type.minValue()))
                .maxValue(ValueTexts.single(primitive, type.maxValue()))
                // The schema may give a nullValue on a required type; it has no meaning there.
                .nullValue(effective == Presence.OPTIONAL ? ValueTexts.single(primitive, type.nullValue()) : null)
                .constValue(type.isConstant() ? constant(linked, characterEncoding) : null)
                .characterEncoding(characterEncoding)
                .epoch(use.epoch())
                .timeUnit(use.timeUnit())
                .semanticType(use.inComposite() ? null : orElse(type.semanticType(), use.semanticType()))
                .build())
            .build();
    }

    /** The element text of a constant, or for {@code valueRef="Enum.value"} that enum value's. */
    private static PrimitiveValue constant(final LinkedEncoded type, final String characterEncoding)
    {
        final EncodedType source = type.source();
        final String text = type.valueRef() != null ? type.valueRef().value().value() : source.constantValue();
        return ValueTexts.constant(source.primitiveType(), source.length(), text, characterEncoding);
    }

    private void emitEnum(final TokenList out, final LinkedEnum linked, final TypeUse use)
    {
        final Type type = linked.source();
        final EncodedType encodingType = (EncodedType)linked.encoding();
        final PrimitiveType primitive = encodingType.primitiveType();
        final PrimitiveValue nullValue = encodingType.nullValue() != null ?
            ValueTexts.single(primitive, encodingType.nullValue()) : primitive.nullValue();
        final int begin = out.begin(enumOrSetBegin(Signal.BEGIN_ENUM, type, use, primitive, nullValue));
        for (final ValidValue value : linked.source().validValues())
        {
            out.add(leaf(Signal.VALID_VALUE, value.name(), value.description(), value.sinceVersion(),
                value.deprecated(), primitive, ValueTexts.single(primitive, value.value())));
        }
        out.end(begin);
    }

    private void emitSet(final TokenList out, final LinkedSet linked, final TypeUse use)
    {
        final Type type = linked.source();
        final EncodedType encodingType = (EncodedType)linked.encoding();
        final PrimitiveType primitive = encodingType.primitiveType();
        final int begin = out.begin(enumOrSetBegin(Signal.BEGIN_SET, type, use, primitive, null));
        for (final Choice choice : linked.source().choices())
        {
            out.add(leaf(Signal.CHOICE, choice.name(), choice.description(), choice.sinceVersion(),
                choice.deprecated(), primitive, PrimitiveValue.of(choice.bitPosition(), primitive)));
        }
        out.end(begin);
    }

    /**
     * An enum or set is as large as its encoding type, and is only there from the later of its own
     * sinceVersion and its user's.
     *
     * @param nullValue the enum's null value; null for a set, which has none.
     */
    private Token enumOrSetBegin(
        final Signal signal, final Type type, final TypeUse use, final PrimitiveType primitive, final PrimitiveValue nullValue)
    {
        return bracket(signal, type.description(), use, type.deprecated())
            .version(Layout.sinceVersion(use.version(), type))
            .encodedLength(primitive.size())
            .encoding(Encoding.builder()
                .primitiveType(primitive)
                .byteOrder(byteOrder)
                .nullValue(nullValue)
                .semanticType(orElse(type.semanticType(), use.semanticType()))
                .build())
            .build();
    }

    private void emitComposite(final TokenList out, final LinkedComposite linked, final TypeUse use)
    {
        final Type type = linked.source();
        final CompositeLayout compositeLayout = layout.of(linked);
        final String semanticType = orElse(type.semanticType(), use.semanticType());
        final int begin = out.begin(bracket(Signal.BEGIN_COMPOSITE, type.description(), use, type.deprecated())
            .encodedLength(use.varData() ? Token.VARIABLE_LENGTH : IrBuilder.octets(compositeLayout.size()))
            .encoding(Encoding.builder().semanticType(semanticType).build())
            .build());
        for (int i = 0; i < linked.members().size(); i++)
        {
            final LinkedCompositeMember member = linked.members().get(i);
            final int offset = IrBuilder.octets(compositeLayout.members().get(i).offset());
            emit(out, member.type(), use.member(member.name(), member.referencedName(), offset,
                member.source().deprecated(), semanticType), null);
        }
        out.end(begin);
    }

    /**
     * A declared char type defaults to US-ASCII (02FieldEncoding); a field naming the primitive
     * {@code char} directly has no type to carry an encoding.
     */
    private static String characterEncoding(final EncodedType type, final PrimitiveType primitive)
    {
        if (type.characterEncoding() != null)
        {
            return type.characterEncoding();
        }
        return primitive == PrimitiveType.CHAR ? DEFAULT_CHARACTER_ENCODING : null;
    }

    private static String orElse(final String value, final String fallback)
    {
        return value != null ? value : fallback;
    }

    private static Token.Builder bracket(
        final Signal signal, final String description, final TypeUse use, final Integer typeDeprecated)
    {
        return Token.builder()
            .signal(signal)
            .name(use.name())
            .referencedName(use.referencedName())
            .description(description)
            .version(use.version())
            .deprecated(deprecated(use, typeDeprecated))
            .offset(use.offset());
    }

    private Token leaf(
        final Signal signal,
        final String name,
        final String description,
        final int sinceVersion,
        final Integer deprecated,
        final PrimitiveType primitive,
        final PrimitiveValue value)
    {
        return Token.builder()
            .signal(signal)
            .name(name)
            .description(description)
            .version(sinceVersion)
            .deprecated(BlockTokens.orZero(deprecated))
            .encoding(Encoding.builder().primitiveType(primitive).byteOrder(byteOrder).constValue(value).build())
            .build();
    }

    private static int deprecated(final TypeUse use, final Integer typeDeprecated)
    {
        if (use.deprecated() != null)
        {
            return use.deprecated();
        }
        return BlockTokens.orZero(typeDeprecated);
    }
}
