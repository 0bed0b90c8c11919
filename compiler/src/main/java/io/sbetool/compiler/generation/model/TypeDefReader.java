package io.sbetool.compiler.generation.model;

import io.sbetool.ir.Encoding;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads named types and fixed-position members out of IR tokens: a bracketed composite, enum or set, or
 * the type tokens of a field.
 */
final class TypeDefReader
{
    private TypeDefReader()
    {
    }

    /**
     * @param tokens a composite, enum or set, from its begin token to its end token.
     */
    static TypeDef typeDef(final List<Token> tokens)
    {
        switch (tokens.get(0).signal())
        {
            case BEGIN_COMPOSITE:
                return composite(tokens);
            case BEGIN_ENUM:
                return enumDef(tokens);
            case BEGIN_SET:
                return set(tokens);
            default:
                throw new IllegalStateException("not a type: " + tokens.get(0));
        }
    }

    /**
     * @return the schema name of a type: the referenced type's for a member declared with {@code ref}.
     */
    static String typeName(final Token typeToken)
    {
        return typeToken.referencedName() != null ? typeToken.referencedName() : typeToken.name();
    }

    static CompositeDef composite(final List<Token> tokens)
    {
        final Token begin = tokens.get(0);
        final List<Member> members = new ArrayList<>();
        Member varData = null;
        int i = 1;
        while (i < tokens.size() - 1)
        {
            final Token token = tokens.get(i);
            final int count = token.componentTokenCount();
            // The varData member of a var-data composite has no fixed length: it is described by VarData.
            final Member member = member(token, tokens.subList(i, i + count));
            if (token.signal() == Signal.ENCODING && token.encodedLength() < 0)
            {
                varData = member;
            }
            else
            {
                members.add(member);
            }
            i += count;
        }
        return new CompositeDef(typeName(begin), begin.description(), begin.version(), begin.deprecated(),
            begin.encoding().semanticType(), fixedLength(begin, members), members, varData);
    }

    private static int fixedLength(final Token begin, final List<Member> members)
    {
        if (begin.encodedLength() >= 0)
        {
            return begin.encodedLength();
        }
        int length = 0;
        for (final Member member : members)
        {
            length = Math.max(length, member.offset() + member.encodedLength());
        }
        return length;
    }

    static EnumDef enumDef(final List<Token> tokens)
    {
        final Token begin = tokens.get(0);
        final List<EnumValue> values = new ArrayList<>();
        for (final Token value : tokens.subList(1, tokens.size() - 1))
        {
            values.add(new EnumValue(value.name(), value.description(), value.version(), value.deprecated(),
                value.encoding().constValue()));
        }
        return new EnumDef(typeName(begin), begin.description(), begin.version(), begin.deprecated(), encoding(begin), values);
    }

    static SetDef set(final List<Token> tokens)
    {
        final Token begin = tokens.get(0);
        final List<Choice> choices = new ArrayList<>();
        for (final Token choice : tokens.subList(1, tokens.size() - 1))
        {
            choices.add(new Choice(choice.name(), choice.description(), choice.version(), choice.deprecated(),
                (int)choice.encoding().constValue().longValue()));
        }
        return new SetDef(typeName(begin), begin.description(), begin.version(), begin.deprecated(), begin.encodedLength(),
            encoding(begin), choices);
    }

    /**
     * @param declaration BEGIN_FIELD for a field; for a composite member, its own type token.
     * @param type        the tokens of its type: one ENCODING, or a bracketed enum, set or composite.
     */
    static Member member(final Token declaration, final List<Token> type)
    {
        final Token typeToken = type.get(0);
        final boolean field = declaration.signal() == Signal.BEGIN_FIELD;
        final Presence presence = presence(declaration, typeToken);
        final PrimitiveValue constValue = declaration.encoding().constValue() != null ?
            declaration.encoding().constValue() : typeToken.encoding().constValue();
        final Encoding fieldEncoding = declaration.encoding();
        final Encoding typeEncoding = typeToken.encoding();
        final Semantics semantics = new Semantics(
            firstOf(fieldEncoding.semanticType(), typeEncoding.semanticType()),
            firstOf(fieldEncoding.epoch(), typeEncoding.epoch()),
            firstOf(fieldEncoding.timeUnit(), typeEncoding.timeUnit()));
        return new Member(
            declaration.name(),
            field ? declaration.id() : Token.INVALID_ID,
            field,
            typeToken.offset(),
            presence == Presence.CONSTANT ? 0 : Math.max(0, typeToken.encodedLength()),
            presence,
            constValue,
            declaration.version(),
            declaration.deprecated(),
            declaration.description() != null ? declaration.description() : typeToken.description(),
            semantics,
            memberType(type));
    }

    private static Presence presence(final Token declaration, final Token typeToken)
    {
        if (declaration.isConstantEncoding() || (typeToken.signal() == Signal.ENCODING && typeToken.isConstantEncoding()))
        {
            return Presence.CONSTANT;
        }
        return declaration.isOptionalEncoding() || typeToken.isOptionalEncoding() ? Presence.OPTIONAL : Presence.REQUIRED;
    }

    private static MemberType memberType(final List<Token> type)
    {
        final Token typeToken = type.get(0);
        switch (typeToken.signal())
        {
            case ENCODING:
                return new MemberType.Encoded(encoding(typeToken));
            case BEGIN_ENUM:
                return new MemberType.EnumRef(enumDef(type), encoding(typeToken));
            case BEGIN_SET:
                return new MemberType.SetRef(set(type));
            case BEGIN_COMPOSITE:
                return new MemberType.CompositeRef(composite(type));
            default:
                throw new IllegalStateException("unexpected member type: " + typeToken);
        }
    }

    /**
     * @param token an ENCODING, BEGIN_ENUM or BEGIN_SET token.
     */
    static PrimitiveEncoding encoding(final Token token)
    {
        final Encoding encoding = token.encoding();
        return new PrimitiveEncoding(encoding.primitiveType(), encoding.byteOrder(), token.arrayLength(),
            encoding.applicableNullValue(), encoding.applicableMinValue(), encoding.applicableMaxValue(),
            encoding.characterEncoding());
    }

    private static String firstOf(final String first, final String second)
    {
        return first != null ? first : second;
    }
}
