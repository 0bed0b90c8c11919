package io.sbetool.compiler.roundtrip;

import io.sbetool.ir.Encoding;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a message through a generated decoder's getters, walking our IR, into a canonical tree (see
 * {@link Trees}) to compare with what was encoded: scalars, arrays, chars and char arrays, enums, sets,
 * composites, groups (iterated with {@code next()}) and var data, in schema order.
 */
final class DecoderReader
{
    private final Api api;

    DecoderReader(final Api api)
    {
        this.api = api;
    }

    /**
     * @param decoder a message decoder wrapped after its header.
     */
    Map<String, Object> read(final Object decoder, final List<Token> message)
    {
        return block(decoder, message, 1, message.size() - 1);
    }

    private Map<String, Object> block(final Object decoder, final List<Token> tokens, final int from, final int to)
    {
        final Map<String, Object> values = new LinkedHashMap<>();
        int i = from;
        while (i < to)
        {
            final Token token = tokens.get(i);
            switch (token.signal())
            {
                case BEGIN_FIELD:
                    values.put(token.name(), member(decoder, tokens, i + 1, token));
                    break;
                case BEGIN_GROUP:
                    values.put(token.name(), group(decoder, tokens, i));
                    break;
                case BEGIN_VAR_DATA:
                    values.put(token.name(), varData(decoder, tokens, i));
                    break;
                default:
                    throw new IllegalStateException("unexpected token " + token);
            }
            i += token.componentTokenCount();
        }
        return values;
    }

    private Object member(final Object decoder, final List<Token> tokens, final int typeIndex, final Token declaration)
    {
        final Token type = tokens.get(typeIndex);
        final String name = api.accessor(declaration.name());
        final boolean optional = Trees.isOptional(declaration, type) && !Trees.isConstant(declaration, type);
        switch (type.signal())
        {
            case ENCODING:
                return encoding(decoder, name, type, optional);
            case BEGIN_ENUM:
            {
                final Object constant = Reflect.get(decoder, name, "enum getter");
                final String javaName = ((Enum<?>)constant).name();
                if (javaName.equals("NULL_VAL"))
                {
                    return null;
                }
                for (final Token value : Trees.children(tokens, typeIndex, Signal.VALID_VALUE))
                {
                    if (Trees.enumConstant(constant.getClass(), value.name()) == constant)
                    {
                        return value.name();
                    }
                }
                return javaName;
            }
            case BEGIN_SET:
            {
                final Object set = Reflect.get(decoder, name, "set getter");
                final List<Object> chosen = new ArrayList<>();
                for (final Token choice : Trees.children(tokens, typeIndex, Signal.CHOICE))
                {
                    if ((Boolean)Reflect.get(set, api.accessor(choice.name()), "choice getter"))
                    {
                        chosen.add(choice.name());
                    }
                }
                return chosen;
            }
            case BEGIN_COMPOSITE:
            {
                final Object composite = Reflect.get(decoder, name, "composite getter");
                final Map<String, Object> values = new LinkedHashMap<>();
                for (final int member : Trees.members(tokens, typeIndex))
                {
                    values.put(tokens.get(member).name(), member(composite, tokens, member, tokens.get(member)));
                }
                return values;
            }
            default:
                throw new IllegalStateException("unexpected member type " + type);
        }
    }

    private Object encoding(final Object decoder, final String name, final Token type, final boolean optional)
    {
        final Encoding encoding = type.encoding();
        final PrimitiveType primitive = encoding.primitiveType();
        final Class<?> codec = decoder.getClass();
        final Method getter = Reflect.find(codec, name, Reflect::isNoArgs);
        if (type.arrayLength() > 1 && getter != null && getter.getReturnType() == String.class)
        {
            return Trees.cutAtNul((String)Reflect.invoke(decoder, getter));
        }
        if (type.arrayLength() > 1)
        {
            final Method element = Reflect.require(codec, name, (p) -> p.length == 1 && p[0] == int.class, "array element getter");
            final List<Object> elements = new ArrayList<>();
            for (int i = 0; i < type.arrayLength(); i++)
            {
                elements.add(Trees.value((Number)Reflect.invoke(decoder, element, i), primitive));
            }
            return elements;
        }
        if (getter == null)
        {
            throw new AssertionError(codec.getName() + " has no getter '" + name + "'");
        }
        final Object raw = Reflect.invoke(decoder, getter);
        if (raw instanceof String text)
        {
            return Trees.cutAtNul(text);
        }
        final Number value = raw instanceof Character c ? (Number)(long)c.charValue() : (Number)raw;
        return optional && Trees.isNull(value, encoding) ? null : Trees.value(value, primitive);
    }

    private Object group(final Object decoder, final List<Token> tokens, final int begin)
    {
        final Token group = tokens.get(begin);
        final Object groupDecoder = Reflect.get(decoder, api.accessor(group.name()), "group getter");
        final int count = ((Number)Reflect.get(groupDecoder, "count", "group count()")).intValue();
        final Method next = Reflect.require(groupDecoder.getClass(), "next", Reflect::isNoArgs, "group next()");
        final int bodyFrom = begin + 1 + tokens.get(begin + 1).componentTokenCount();
        final int bodyTo = begin + group.componentTokenCount() - 1;
        final List<Object> entries = new ArrayList<>();
        for (int i = 0; i < count; i++)
        {
            Reflect.invoke(groupDecoder, next);
            entries.add(block(groupDecoder, tokens, bodyFrom, bodyTo));
        }
        return entries;
    }

    private Object varData(final Object decoder, final List<Token> tokens, final int begin)
    {
        final Token data = tokens.get(begin);
        final Class<?> codec = decoder.getClass();
        if (Trees.dimension(tokens, begin, "varData").encoding().characterEncoding() != null)
        {
            return Reflect.invoke(decoder, Reflect.require(codec, api.accessor(data.name()),
                (p) -> p.length == 0, "var data text getter"));
        }
        final int length = ((Number)Reflect.get(decoder, api.accessor(data.name()) + "Length", "var data length")).intValue();
        final byte[] bytes = new byte[length];
        final Object copied = Reflect.invoke(decoder, Reflect.require(codec, api.prefixed("get", data.name()),
            (p) -> p.length == 3 && p[0] == byte[].class, "var data getX(byte[], int, int)"), bytes, 0, length);
        if (((Number)copied).intValue() != length)
        {
            throw new AssertionError(data.name() + ": copied " + copied + " of " + length + " bytes");
        }
        return Base64.getEncoder().encodeToString(bytes);
    }
}
