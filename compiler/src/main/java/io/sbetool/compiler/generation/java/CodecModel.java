package io.sbetool.compiler.generation.java;

import io.sbetool.ir.Presence;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.util.ArrayList;
import java.util.List;

/**
 * The token stream of a message, group or composite read into a small tree: fixed-size members,
 * repeating groups and var-data elements. Generators walk this tree instead of token indexes.
 */
final class CodecModel
{
    private CodecModel()
    {
    }

    /**
     * A value at a fixed offset: a message or group field (declared by BEGIN_FIELD) or a composite member
     * (declared by its own type token).
     *
     * @param declaration BEGIN_FIELD for a field, else the member's type token.
     * @param type        the tokens of the type: one ENCODING, or a bracketed enum, set or composite.
     */
    record Member(Token declaration, List<Token> type)
    {
        String name()
        {
            return declaration.name();
        }

        Token typeToken()
        {
            return type.get(0);
        }

        Signal kind()
        {
            return typeToken().signal();
        }

        int offset()
        {
            return typeToken().offset();
        }

        int sinceVersion()
        {
            return declaration.version();
        }

        boolean isDeprecated()
        {
            return declaration.deprecated() > 0;
        }

        boolean isConstant()
        {
            return declaration.isConstantEncoding() ||
                (kind() == Signal.ENCODING && typeToken().isConstantEncoding());
        }

        boolean isOptional()
        {
            return declaration.isOptionalEncoding() || typeToken().isOptionalEncoding();
        }

        Presence presence()
        {
            return isConstant() ? Presence.CONSTANT : isOptional() ? Presence.OPTIONAL : Presence.REQUIRED;
        }

        /**
         * @return the bytes the member takes on the wire; 0 for a constant.
         */
        int encodedLength()
        {
            return isConstant() ? 0 : Math.max(0, typeToken().encodedLength());
        }

        String description()
        {
            return declaration.description() != null ? declaration.description() : typeToken().description();
        }
    }

    /**
     * A var-data element: its length prefix and data tokens from the length composite.
     */
    record VarData(Token begin, Token lengthToken, Token dataToken)
    {
        String name()
        {
            return begin.name();
        }

        int headerLength()
        {
            return lengthToken.offset() + lengthToken.encodedLength();
        }

        String characterEncoding()
        {
            return dataToken.encoding().characterEncoding();
        }
    }

    /**
     * A repeating group, or (with a null dimension) the top level of a message.
     */
    record Block(Token begin, List<Token> dimension, List<Member> fields, List<Block> groups, List<VarData> data)
    {
        String name()
        {
            return begin.name();
        }

        int blockLength()
        {
            return begin.encodedLength();
        }

        Token dimensionMember(final String name)
        {
            return findEncoding(dimension, name);
        }

        int dimensionLength()
        {
            return dimension.get(0).encodedLength();
        }
    }

    /**
     * @param tokens a message, BEGIN_MESSAGE to END_MESSAGE.
     * @return its fields, groups and var data.
     */
    static Block message(final List<Token> tokens)
    {
        return block(tokens, 0, null);
    }

    private static Block block(final List<Token> tokens, final int beginIndex, final List<Token> dimension)
    {
        final Token begin = tokens.get(beginIndex);
        final int end = beginIndex + begin.componentTokenCount() - 1;
        int i = beginIndex + 1 + (dimension == null ? 0 : dimension.size());
        final List<Member> fields = new ArrayList<>();
        final List<Block> groups = new ArrayList<>();
        final List<VarData> data = new ArrayList<>();
        while (i < end)
        {
            final Token token = tokens.get(i);
            final int count = token.componentTokenCount();
            switch (token.signal())
            {
                case BEGIN_FIELD:
                    fields.add(new Member(token, List.copyOf(tokens.subList(i + 1, i + count - 1))));
                    break;
                case BEGIN_GROUP:
                {
                    final Token dimensionBegin = tokens.get(i + 1);
                    final List<Token> dims = tokens.subList(i + 1, i + 1 + dimensionBegin.componentTokenCount());
                    groups.add(block(tokens, i, List.copyOf(dims)));
                    break;
                }
                case BEGIN_VAR_DATA:
                {
                    final List<Token> composite = tokens.subList(i + 1, i + count - 1);
                    data.add(new VarData(token, findEncoding(composite, "length"), findEncoding(composite, "varData")));
                    break;
                }
                default:
                    throw new IllegalStateException("unexpected token in " + begin.name() + ": " + token);
            }
            i += count;
        }
        return new Block(begin, dimension, fields, groups, data);
    }

    /**
     * @param tokens a composite, BEGIN_COMPOSITE to END_COMPOSITE.
     * @return its direct members; the varData member of a var-data composite is left out.
     */
    static List<Member> compositeMembers(final List<Token> tokens)
    {
        final List<Member> members = new ArrayList<>();
        int i = 1;
        while (i < tokens.size() - 1)
        {
            final Token token = tokens.get(i);
            final int count = token.componentTokenCount();
            if (!(token.signal() == Signal.ENCODING && token.encodedLength() < 0))
            {
                members.add(new Member(token, List.copyOf(tokens.subList(i, i + count))));
            }
            i += count;
        }
        return members;
    }

    /**
     * @return the ENCODING token directly inside the composite with the given name, or null.
     */
    static Token findEncoding(final List<Token> composite, final String name)
    {
        int depth = 0;
        for (final Token token : composite)
        {
            final Signal signal = token.signal();
            if (signal == Signal.BEGIN_COMPOSITE)
            {
                depth++;
            }
            else if (signal == Signal.END_COMPOSITE)
            {
                depth--;
            }
            else if (depth == 1 && signal == Signal.ENCODING && token.name().equals(name))
            {
                return token;
            }
        }
        return null;
    }

    /**
     * @return the schema name of the type a member uses (the referenced type for a {@code ref}).
     */
    static String typeName(final Token typeToken)
    {
        return typeToken.referencedName() != null ? typeToken.referencedName() : typeToken.name();
    }
}
