package io.sbetool.compiler.generation.cpp;

import io.sbetool.ir.Encoding;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * The C++ generator's only view of the IR: reads the token stream into the small value objects the
 * templates print. Everything else in this package reads these records, never tokens, so that the
 * shared codec model can replace this class without touching the writers.
 */
final class CppInput
{
    /** What a fixed-size member holds. */
    enum Kind
    {
        SCALAR, ARRAY, ENUM, SET, COMPOSITE
    }

    /**
     * A schema: its identity, the header composite and every named type and message.
     */
    record Schema(String packageName, int id, int version, String semanticVersion, ByteOrder byteOrder,
        String headerName, List<TypeDef> types, List<Block> messages)
    {
    }

    /** A named composite, enum or set. */
    sealed interface TypeDef permits Composite, EnumType, SetType
    {
        String name();
    }

    record Composite(String name, String description, int encodedLength, List<Member> members) implements TypeDef
    {
    }

    record EnumValue(String name, PrimitiveValue value, int sinceVersion)
    {
    }

    record EnumType(String name, PrimitiveType encoding, PrimitiveValue nullValue, List<EnumValue> values)
        implements TypeDef
    {
    }

    record Choice(String name, int bit, int sinceVersion)
    {
    }

    record SetType(String name, PrimitiveType encoding, ByteOrder byteOrder, List<Choice> choices) implements TypeDef
    {
    }

    /**
     * A value at a fixed offset of a block or composite.
     *
     * @param id             the field's id; -1 for a composite member.
     * @param typeName       the enum, set or composite's schema name; null for scalars and arrays.
     * @param primitive      the primitive type (an enum's or set's encoding type); null for composites.
     * @param arrayLength    elements of an array; 1 otherwise.
     * @param constEnumValue for a constant enum field, the name of its value; else null.
     */
    record Member(String name, int id, Kind kind, String typeName, PrimitiveType primitive, ByteOrder byteOrder,
        int offset, int encodedLength, int arrayLength, Presence presence, PrimitiveValue constValue,
        PrimitiveValue nullValue, PrimitiveValue minValue, PrimitiveValue maxValue, String characterEncoding,
        int sinceVersion, String epoch, String timeUnit, String semanticType, String constEnumValue)
    {
        boolean isConstant()
        {
            return presence == Presence.CONSTANT;
        }

        boolean isOptional()
        {
            return presence == Presence.OPTIONAL;
        }

        boolean isCharArray()
        {
            return kind == Kind.ARRAY && primitive == PrimitiveType.CHAR;
        }
    }

    /** The group dimension header: its composite and the two members generators read and write. */
    record Dimension(String typeName, int headerLength, Member blockLength, Member numInGroup)
    {
    }

    record VarData(String name, int id, int sinceVersion, PrimitiveType lengthType, int lengthOffset,
        int headerLength, long maxLength, ByteOrder byteOrder, String characterEncoding)
    {
    }

    /**
     * A message (null dimension) or a repeating group.
     */
    record Block(String name, int id, int sinceVersion, int blockLength, String semanticType, Dimension dimension,
        List<Member> fields, List<Block> groups, List<VarData> varData)
    {
    }

    private CppInput()
    {
    }

    static Schema read(final Ir ir)
    {
        final List<TypeDef> types = new ArrayList<>();
        for (final List<Token> tokens : ir.types())
        {
            types.add(typeDef(tokens));
        }
        final List<Block> messages = new ArrayList<>();
        for (final List<Token> tokens : ir.messages())
        {
            messages.add(block(tokens, 0, null));
        }
        return new Schema(ir.packageName(), ir.id(), ir.version(), ir.semanticVersion(), ir.byteOrder(),
            typeName(ir.headerTokens().get(0)), List.copyOf(types), List.copyOf(messages));
    }

    private static TypeDef typeDef(final List<Token> tokens)
    {
        final Token begin = tokens.get(0);
        switch (begin.signal())
        {
            case BEGIN_ENUM:
                return enumType(tokens);
            case BEGIN_SET:
                return setType(tokens);
            default:
                return composite(tokens);
        }
    }

    private static EnumType enumType(final List<Token> tokens)
    {
        final Token begin = tokens.get(0);
        final List<EnumValue> values = new ArrayList<>();
        for (final Token token : tokens.subList(1, tokens.size() - 1))
        {
            values.add(new EnumValue(token.name(), token.encoding().constValue(), token.version()));
        }
        final Encoding encoding = begin.encoding();
        return new EnumType(typeName(begin), encoding.primitiveType(), encoding.applicableNullValue(), List.copyOf(values));
    }

    private static SetType setType(final List<Token> tokens)
    {
        final Token begin = tokens.get(0);
        final List<Choice> choices = new ArrayList<>();
        for (final Token token : tokens.subList(1, tokens.size() - 1))
        {
            choices.add(new Choice(token.name(), (int)token.encoding().constValue().longValue(), token.version()));
        }
        return new SetType(typeName(begin), begin.encoding().primitiveType(), begin.encoding().byteOrder(),
            List.copyOf(choices));
    }

    private static Composite composite(final List<Token> tokens)
    {
        final Token begin = tokens.get(0);
        final List<Member> members = new ArrayList<>();
        int i = 1;
        while (i < tokens.size() - 1)
        {
            final Token token = tokens.get(i);
            final int count = token.componentTokenCount();
            // The varData member of a var-data composite has no fixed size: var-data accessors handle it.
            if (!(token.signal() == Signal.ENCODING && token.encodedLength() < 0))
            {
                members.add(member(token, tokens.subList(i, i + count), -1));
            }
            i += count;
        }
        return new Composite(typeName(begin), begin.description(), begin.encodedLength(), List.copyOf(members));
    }

    /**
     * @param declaration BEGIN_FIELD for a field, else the member's own type token.
     * @param type        the type's tokens: one ENCODING, or a bracketed enum, set or composite.
     */
    private static Member member(final Token declaration, final List<Token> type, final int id)
    {
        final Token typeToken = type.get(0);
        final Encoding encoding = typeToken.encoding();
        final boolean constant = declaration.isConstantEncoding() || typeToken.isConstantEncoding();
        final Presence presence = constant ? Presence.CONSTANT :
            declaration.isOptionalEncoding() || typeToken.isOptionalEncoding() ? Presence.OPTIONAL : Presence.REQUIRED;
        final PrimitiveValue fieldConst = declaration.signal() == Signal.BEGIN_FIELD ?
            declaration.encoding().constValue() : null;
        final PrimitiveValue constValue = fieldConst != null ? fieldConst : encoding.constValue();
        final Kind kind = kind(typeToken);
        String constEnumValue = null;
        if (kind == Kind.ENUM && constant && constValue != null)
        {
            final String ref = constValue.toString();
            constEnumValue = ref.substring(ref.lastIndexOf('.') + 1);
        }
        final boolean hasPrimitive = kind != Kind.COMPOSITE;
        return new Member(declaration.name(), id, kind, kind == Kind.SCALAR || kind == Kind.ARRAY ? null : typeName(typeToken),
            hasPrimitive ? encoding.primitiveType() : null, encoding.byteOrder(), typeToken.offset(),
            constant ? 0 : Math.max(0, typeToken.encodedLength()), Math.max(1, typeToken.arrayLength()),
            presence, constValue, hasPrimitive ? encoding.applicableNullValue() : null,
            hasPrimitive ? encoding.applicableMinValue() : null, hasPrimitive ? encoding.applicableMaxValue() : null,
            encoding.characterEncoding(), declaration.version(), firstNonNull(declaration.encoding().epoch(), encoding.epoch()),
            firstNonNull(declaration.encoding().timeUnit(), encoding.timeUnit()),
            firstNonNull(declaration.encoding().semanticType(), encoding.semanticType()), constEnumValue);
    }

    private static Kind kind(final Token typeToken)
    {
        switch (typeToken.signal())
        {
            case BEGIN_ENUM:
                return Kind.ENUM;
            case BEGIN_SET:
                return Kind.SET;
            case BEGIN_COMPOSITE:
                return Kind.COMPOSITE;
            default:
                return typeToken.arrayLength() > 1 || typeToken.encodedLength() > typeToken.encoding().primitiveType().size() ?
                    Kind.ARRAY : Kind.SCALAR;
        }
    }

    private static Block block(final List<Token> tokens, final int beginIndex, final Dimension dimension)
    {
        final Token begin = tokens.get(beginIndex);
        final int end = beginIndex + begin.componentTokenCount() - 1;
        int i = beginIndex + 1 + (dimension == null ? 0 : tokens.get(beginIndex + 1).componentTokenCount());
        final List<Member> fields = new ArrayList<>();
        final List<Block> groups = new ArrayList<>();
        final List<VarData> varData = new ArrayList<>();
        while (i < end)
        {
            final Token token = tokens.get(i);
            final int count = token.componentTokenCount();
            switch (token.signal())
            {
                case BEGIN_FIELD:
                    fields.add(member(token, tokens.subList(i + 1, i + count - 1), token.id()));
                    break;
                case BEGIN_GROUP:
                    groups.add(block(tokens, i, dimension(tokens.subList(i + 1, i + 1 + tokens.get(i + 1).componentTokenCount()))));
                    break;
                case BEGIN_VAR_DATA:
                    varData.add(varData(token, tokens.subList(i + 1, i + count - 1)));
                    break;
                default:
                    throw new IllegalStateException("unexpected token in " + begin.name() + ": " + token);
            }
            i += count;
        }
        return new Block(begin.name(), begin.id(), begin.version(), begin.encodedLength(), begin.encoding().semanticType(),
            dimension, List.copyOf(fields), List.copyOf(groups), List.copyOf(varData));
    }

    private static Dimension dimension(final List<Token> composite)
    {
        final Composite type = composite(composite);
        return new Dimension(type.name(), type.encodedLength(), find(type, "blockLength"), find(type, "numInGroup"));
    }

    private static Member find(final Composite composite, final String name)
    {
        for (final Member member : composite.members())
        {
            if (member.name().equals(name))
            {
                return member;
            }
        }
        throw new IllegalStateException("composite " + composite.name() + " has no " + name);
    }

    private static VarData varData(final Token begin, final List<Token> composite)
    {
        final Token length = encodingNamed(composite, "length");
        final Token data = encodingNamed(composite, "varData");
        final Encoding lengthEncoding = length.encoding();
        final long maxLength = Math.min(lengthEncoding.applicableMaxValue().longValue(),
            lengthEncoding.primitiveType().size() >= 4 ? 0x7FFF_FFFFL : lengthEncoding.applicableMaxValue().longValue());
        return new VarData(begin.name(), begin.id(), begin.version(), lengthEncoding.primitiveType(), length.offset(),
            length.offset() + length.encodedLength(), maxLength < 0 ? 0x7FFF_FFFFL : maxLength,
            lengthEncoding.byteOrder(), data.encoding().characterEncoding());
    }

    private static Token encodingNamed(final List<Token> composite, final String name)
    {
        for (final Token token : composite)
        {
            if (token.signal() == Signal.ENCODING && token.name().equals(name))
            {
                return token;
            }
        }
        throw new IllegalStateException("var-data composite has no " + name + " member");
    }

    private static String typeName(final Token typeToken)
    {
        return typeToken.referencedName() != null ? typeToken.referencedName() : typeToken.name();
    }

    private static String firstNonNull(final String a, final String b)
    {
        return a != null ? a : b;
    }
}
