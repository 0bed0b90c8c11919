package io.sbetool.encode;

import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random valid messages of a schema as the maps {@link MapValueSource} reads, walked from the IR's
 * tokens: integers anywhere in their range (the bounds often), floats including infinities, enum
 * values and set choices by name, text, binary var data as bytes, groups of 0 to 3 entries, and null
 * for a fifth of the optional fields. Constants are left out.
 */
final class RandomMessages
{
    private static final String LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 -_.\"\\/";

    private final Random random;

    RandomMessages(final long seed)
    {
        random = new Random(seed);
    }

    Map<String, Object> message(final List<Token> tokens)
    {
        final Map<String, Object> message = new LinkedHashMap<>();
        message.put("template", tokens.get(0).name());
        message.putAll(body(tokens, 1, tokens.size() - 1));
        return message;
    }

    private Map<String, Object> body(final List<Token> tokens, final int from, final int to)
    {
        final Map<String, Object> values = new LinkedHashMap<>();
        int i = from;
        while (i < to)
        {
            final Token token = tokens.get(i);
            if (token.signal() == Signal.BEGIN_FIELD)
            {
                final boolean optional = token.encoding().presence() == Presence.OPTIONAL;
                if (token.encoding().presence() != Presence.CONSTANT && !tokens.get(i + 1).isConstantEncoding())
                {
                    values.put(token.name(), type(tokens, i + 1, optional));
                }
            }
            else if (token.signal() == Signal.BEGIN_GROUP)
            {
                values.put(token.name(), group(tokens, i));
            }
            else if (token.signal() == Signal.BEGIN_VAR_DATA)
            {
                values.put(token.name(), varData(tokens, i));
            }
            i += Math.max(1, token.componentTokenCount());
        }
        return values;
    }

    private Object type(final List<Token> tokens, final int index, final boolean optionalField)
    {
        final Token type = tokens.get(index);
        final boolean optional = optionalField || type.isOptionalEncoding();
        switch (type.signal())
        {
            case ENCODING:
                return optional && random.nextInt(5) == 0 ? null : encoding(type);
            case BEGIN_ENUM:
            {
                final List<Token> values = tokens.subList(index + 1, index + type.componentTokenCount() - 1);
                return optional && random.nextInt(5) == 0 || values.isEmpty() ? null :
                    values.get(random.nextInt(values.size())).name();
            }
            case BEGIN_SET:
            {
                final List<String> chosen = new ArrayList<>();
                for (final Token choice : tokens.subList(index + 1, index + type.componentTokenCount() - 1))
                {
                    if (random.nextBoolean())
                    {
                        chosen.add(choice.name());
                    }
                }
                return chosen;
            }
            default:
            {
                final Map<String, Object> members = new LinkedHashMap<>();
                int i = index + 1;
                final int end = index + type.componentTokenCount() - 1;
                while (i < end)
                {
                    final Token member = tokens.get(i);
                    if (!member.isConstantEncoding())
                    {
                        members.put(member.name(), type(tokens, i, false));
                    }
                    i += Math.max(1, member.componentTokenCount());
                }
                return members;
            }
        }
    }

    private Object encoding(final Token type)
    {
        final PrimitiveType primitive = type.encoding().primitiveType();
        if (primitive == PrimitiveType.CHAR)
        {
            final int length = type.arrayLength() == 1 ? 1 : random.nextInt(type.arrayLength() + 1);
            return text(length);
        }
        if (type.arrayLength() > 1)
        {
            final List<Object> elements = new ArrayList<>();
            for (int i = 0; i < type.arrayLength(); i++)
            {
                elements.add(number(type, primitive));
            }
            return elements;
        }
        return number(type, primitive);
    }

    private Object number(final Token type, final PrimitiveType primitive)
    {
        if (primitive == PrimitiveType.DOUBLE)
        {
            final int pick = random.nextInt(8);
            return pick == 0 ? Double.NEGATIVE_INFINITY : pick == 1 ? -0.0 : random.nextGaussian() * Math.pow(10, random.nextInt(20) - 10);
        }
        if (primitive == PrimitiveType.FLOAT)
        {
            final int pick = random.nextInt(8);
            return pick == 0 ? Float.POSITIVE_INFINITY : (float)(random.nextGaussian() * Math.pow(10, random.nextInt(12) - 6));
        }
        final long min = type.encoding().applicableMinValue().longValue();
        final long max = type.encoding().applicableMaxValue().longValue();
        final int pick = random.nextInt(4);
        if (pick == 0)
        {
            return primitive == PrimitiveType.UINT64 ? Long.toUnsignedString(min) : min;
        }
        if (pick == 1)
        {
            return primitive == PrimitiveType.UINT64 ? Long.toUnsignedString(max) : max;
        }
        long value = random.nextLong();
        final boolean unsigned = primitive == PrimitiveType.UINT64;
        if (unsigned ? Long.compareUnsigned(max, min) > 0 : max > min)
        {
            final long span = max - min + 1;
            value = span == 0 ? value : min + (unsigned || span < 0 ? Long.remainderUnsigned(value, span) :
                Math.floorMod(value, span));
        }
        else
        {
            value = min;
        }
        return unsigned ? Long.toUnsignedString(value) : value;
    }

    private String text(final int length)
    {
        final StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++)
        {
            text.append(LETTERS.charAt(random.nextInt(LETTERS.length())));
        }
        return text.toString();
    }

    private List<Object> group(final List<Token> tokens, final int index)
    {
        final Token group = tokens.get(index);
        final Token dimension = tokens.get(index + 1);
        final int bodyStart = index + 1 + dimension.componentTokenCount();
        long min = 0;
        long max = 3;
        for (int i = index + 1; i < bodyStart; i++)
        {
            if (tokens.get(i).name().equals("numInGroup") && tokens.get(i).signal() == Signal.ENCODING)
            {
                min = Math.max(0, tokens.get(i).encoding().applicableMinValue().longValue());
                max = Math.min(3, Math.max(min, tokens.get(i).encoding().applicableMaxValue().longValue()));
            }
        }
        final int count = (int)(min + random.nextInt((int)(max - min) + 1));
        final List<Object> entries = new ArrayList<>();
        for (int i = 0; i < count; i++)
        {
            entries.add(body(tokens, bodyStart, index + group.componentTokenCount() - 1));
        }
        return entries;
    }

    private Object varData(final List<Token> tokens, final int index)
    {
        Token length = null;
        Token data = null;
        for (int i = index + 1; i < index + tokens.get(index).componentTokenCount(); i++)
        {
            if (tokens.get(i).name().equals("length"))
            {
                length = tokens.get(i);
            }
            else if (tokens.get(i).name().equals("varData"))
            {
                data = tokens.get(i);
            }
        }
        final long max = length == null ? 20 : Math.min(20, length.encoding().applicableMaxValue().longValue());
        final int size = random.nextInt((int)max + 1);
        final String encoding = data == null ? null : data.encoding().characterEncoding();
        if (encoding == null || encoding.isEmpty())
        {
            final byte[] bytes = new byte[size];
            random.nextBytes(bytes);
            return bytes;
        }
        final String text = text(size);
        return text.getBytes(StandardCharsets.UTF_8).length <= max ? text : "";
    }
}
