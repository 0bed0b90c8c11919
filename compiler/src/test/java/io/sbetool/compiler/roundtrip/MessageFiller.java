package io.sbetool.compiler.roundtrip;

import io.sbetool.ir.Encoding;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.lang.reflect.Method;
import java.math.BigInteger;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Fills a generated message encoder with random, valid values chosen from our IR, through reflection, and
 * records what a decoder should read back: a tree of maps (message, composites, group entries), lists
 * (groups, arrays, sets) and values, in the JSON printer's conventions (see {@link Trees}).
 *
 * <p>Values depend only on the IR and the {@link Random}: the same seed drives our encoder and the
 * reference implementation's to the same bytes.
 */
final class MessageFiller
{
    /** Most entries per repeating group. */
    static final int MAX_GROUP_COUNT = 3;
    /** Most bytes per var-data element. */
    static final int MAX_VAR_DATA = 16;

    private static final String LATIN1_EXTRA = "\u00e9\u00fc\u00f1\u00a9\u00ff\u00c0";
    private static final String UTF8_EXTRA = "\u00e9\u20ac\u6f22\u00df\ud83d\ude00";

    /** Values at the edges of float's range and formatting: signed zero, subnormal, huge, tiny, many digits. */
    private static final float[] FLOAT_SPECIALS = {
        -0.0f, Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE, -Float.MAX_VALUE, 1e7f, 1.0e-7f, 123456.79f, 16777216f,
        0.1f, -3.4e38f};
    private static final double[] DOUBLE_SPECIALS = {
        -0.0, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE, 1e15, 1e16, 1.0e-300,
        0.1 + 0.2, 9007199254740993.0, -123456789.123456789};

    private final Api api;
    private final Random random;

    MessageFiller(final Api api, final Random random)
    {
        this.api = api;
        this.random = random;
    }

    /**
     * @param encoder a message encoder wrapped after its header.
     * @param message the message's tokens, BEGIN_MESSAGE to END_MESSAGE.
     * @return the expected fields, groups and var data, in schema order.
     */
    Map<String, Object> fill(final Object encoder, final List<Token> message)
    {
        return block(encoder, message, 1, message.size() - 1, 0);
    }

    private Map<String, Object> block(final Object encoder, final List<Token> tokens, final int from, final int to, final int depth)
    {
        final Map<String, Object> values = new LinkedHashMap<>();
        int i = from;
        while (i < to)
        {
            final Token token = tokens.get(i);
            switch (token.signal())
            {
                case BEGIN_FIELD:
                    values.put(token.name(), member(encoder, tokens, i + 1, token));
                    break;
                case BEGIN_GROUP:
                    values.put(token.name(), group(encoder, tokens, i, depth));
                    break;
                case BEGIN_VAR_DATA:
                    values.put(token.name(), varData(encoder, tokens, i));
                    break;
                default:
                    throw new IllegalStateException("unexpected token " + token);
            }
            i += token.componentTokenCount();
        }
        return values;
    }

    /**
     * @param typeIndex   the member's type token: ENCODING, BEGIN_ENUM, BEGIN_SET or BEGIN_COMPOSITE.
     * @param declaration BEGIN_FIELD of a field, or the type token itself for a composite member.
     */
    private Object member(final Object encoder, final List<Token> tokens, final int typeIndex, final Token declaration)
    {
        final Token type = tokens.get(typeIndex);
        final String name = api.accessor(declaration.name());
        final boolean constant = Trees.isConstant(declaration, type);
        final boolean optional = Trees.isOptional(declaration, type);
        switch (type.signal())
        {
            case ENCODING:
                return constant ? Trees.constant(declaration, type) : encoding(encoder, name, type, optional);
            case BEGIN_ENUM:
                return constant ? Trees.constantEnumName(declaration) : enumValue(encoder, name, tokens, typeIndex, optional);
            case BEGIN_SET:
                return set(Reflect.get(encoder, name, "set accessor"), tokens, typeIndex);
            case BEGIN_COMPOSITE:
                return composite(Reflect.get(encoder, name, "composite accessor"), tokens, typeIndex);
            default:
                throw new IllegalStateException("unexpected member type " + type);
        }
    }

    private Object encoding(final Object encoder, final String name, final Token type, final boolean optional)
    {
        final Encoding encoding = type.encoding();
        final PrimitiveType primitive = encoding.primitiveType();
        final Class<?> codec = encoder.getClass();
        if (type.arrayLength() > 1 && primitive == PrimitiveType.CHAR)
        {
            // an optional char array of NULs alone is its null value, which the decoder prints as null
            // (NumbersTest covers it): here optional ones hold at least one character
            final String text = chars(encoding, optional ? 1 + random.nextInt(type.arrayLength()) :
                random.nextInt(type.arrayLength() + 1));
            Reflect.invoke(encoder, Reflect.require(codec, name, Reflect::isOneText, "char array setter"), text);
            return text;
        }
        if (type.arrayLength() > 1)
        {
            final Method setter = Reflect.require(codec, name,
                (p) -> p.length == 2 && p[0] == int.class && p[1].isPrimitive(), "array element setter");
            final List<Object> elements = new ArrayList<>();
            for (int i = 0; i < type.arrayLength(); i++)
            {
                final Number value = number(encoding, false);
                Reflect.invoke(encoder, setter, i, Reflect.primitive(setter.getParameterTypes()[1], value));
                elements.add(Trees.value(value, primitive));
            }
            return elements;
        }
        final Method setter = Reflect.require(codec, name, Reflect::isOnePrimitive, "setter");
        final boolean useNull = optional && random.nextInt(5) == 0;
        final Number value;
        if (primitive == PrimitiveType.CHAR)
        {
            value = useNull ? encoding.applicableNullValue().longValue() : (long)chars(encoding, 1).charAt(0);
        }
        else
        {
            value = useNull ? Trees.number(encoding.applicableNullValue()) : number(encoding, optional);
        }
        Reflect.invoke(encoder, setter, Reflect.primitive(setter.getParameterTypes()[0], value));
        return optional && Trees.isNull(value, encoding) ? null : Trees.value(value, primitive);
    }

    private Object enumValue(final Object encoder, final String name, final List<Token> tokens, final int begin,
        final boolean optional)
    {
        final List<Token> validValues = Trees.children(tokens, begin, Signal.VALID_VALUE);
        final Method setter = Reflect.require(encoder.getClass(), name,
            (p) -> p.length == 1 && p[0].isEnum(), "enum setter");
        final Class<?> enumType = setter.getParameterTypes()[0];
        if (validValues.isEmpty() || (optional && random.nextInt(5) == 0))
        {
            Reflect.invoke(encoder, setter, Trees.enumConstant(enumType, "NULL_VAL"));
            // A schema may name its null value as a valid value (MEMX's "NullValue"): decoders report that name.
            final long nullCode = tokens.get(begin).encoding().applicableNullValue().longValue();
            for (final Token value : validValues)
            {
                if (value.encoding().constValue().longValue() == nullCode)
                {
                    return value.name();
                }
            }
            return null;
        }
        final Token chosen = validValues.get(random.nextInt(validValues.size()));
        Reflect.invoke(encoder, setter, Trees.enumConstant(enumType, chosen.name()));
        return chosen.name();
    }

    private Object set(final Object setEncoder, final List<Token> tokens, final int begin)
    {
        final List<Object> chosen = new ArrayList<>();
        for (final Token choice : Trees.children(tokens, begin, Signal.CHOICE))
        {
            final boolean on = random.nextBoolean();
            Reflect.invoke(setEncoder, Reflect.require(setEncoder.getClass(), api.accessor(choice.name()),
                (p) -> p.length == 1 && p[0] == boolean.class, "choice setter"), on);
            if (on)
            {
                chosen.add(choice.name());
            }
        }
        return chosen;
    }

    private Object composite(final Object compositeEncoder, final List<Token> tokens, final int begin)
    {
        final Map<String, Object> values = new LinkedHashMap<>();
        for (final int member : Trees.members(tokens, begin))
        {
            values.put(tokens.get(member).name(), member(compositeEncoder, tokens, member, tokens.get(member)));
        }
        return values;
    }

    private Object group(final Object encoder, final List<Token> tokens, final int begin, final int depth)
    {
        final Token group = tokens.get(begin);
        final Token numInGroup = Trees.dimension(tokens, begin, "numInGroup");
        final long min = Math.max(0, numInGroup.encoding().applicableMinValue().longValue());
        final long max = Math.min(MAX_GROUP_COUNT - Math.min(depth, 1), numInGroup.encoding().applicableMaxValue().longValue());
        final int count = (int)(min + (max > min ? random.nextInt((int)(max - min + 1)) : 0));
        final Object groupEncoder = Reflect.invoke(encoder, Reflect.require(encoder.getClass(),
            api.accessor(group.name()) + "Count", (p) -> p.length == 1 && p[0] == int.class, "group count setter"), count);
        final Method next = Reflect.require(groupEncoder.getClass(), "next", Reflect::isNoArgs, "group next()");
        final int bodyFrom = begin + 1 + tokens.get(begin + 1).componentTokenCount();
        final int bodyTo = begin + group.componentTokenCount() - 1;
        final List<Object> entries = new ArrayList<>();
        for (int i = 0; i < count; i++)
        {
            Reflect.invoke(groupEncoder, next);
            entries.add(block(groupEncoder, tokens, bodyFrom, bodyTo, depth + 1));
        }
        return entries;
    }

    private Object varData(final Object encoder, final List<Token> tokens, final int begin)
    {
        final Token data = tokens.get(begin);
        final Token length = Trees.dimension(tokens, begin, "length");
        final Token varData = Trees.dimension(tokens, begin, "varData");
        final int max = (int)Math.min(MAX_VAR_DATA, length.encoding().applicableMaxValue().longValue());
        final String characterEncoding = varData.encoding().characterEncoding();
        final Class<?> codec = encoder.getClass();
        final Method put = Reflect.require(codec, api.prefixed("put", data.name()),
            (p) -> p.length == 3 && p[0] == byte[].class, "var data putX(byte[], int, int)");
        if (characterEncoding == null)
        {
            final byte[] bytes = new byte[random.nextInt(max + 1)];
            random.nextBytes(bytes);
            Reflect.invoke(encoder, put, bytes, 0, bytes.length);
            return Base64.getEncoder().encodeToString(bytes);
        }
        final Charset charset = Charset.forName(characterEncoding.trim());
        final String text = text(charset, random.nextInt(max + 1));
        final Method textSetter = api == Api.OURS ? Reflect.find(codec, api.accessor(data.name()), Reflect::isOneText) : null;
        if (textSetter != null)
        {
            Reflect.invoke(encoder, textSetter, text);
        }
        else
        {
            final byte[] bytes = text.getBytes(charset);
            Reflect.invoke(encoder, put, bytes, 0, bytes.length);
        }
        return text;
    }

    /**
     * @return a random value in [minValue, maxValue]; for an optional field, never the null value.
     */
    private Number number(final Encoding encoding, final boolean optional)
    {
        final PrimitiveType type = encoding.primitiveType();
        if (type.isFloatingPoint())
        {
            return floatingPoint(encoding);
        }
        final BigInteger lo = Trees.unsigned(encoding.applicableMinValue().longValue(), type);
        final BigInteger hi = Trees.unsigned(encoding.applicableMaxValue().longValue(), type);
        for (int attempt = 0; ; attempt++)
        {
            final BigInteger value;
            final int pick = random.nextInt(8);
            if (hi.compareTo(lo) <= 0 || pick == 0)
            {
                value = lo;
            }
            else if (pick == 1)
            {
                value = hi;
            }
            else
            {
                final BigInteger range = hi.subtract(lo).add(BigInteger.ONE);
                value = lo.add(new BigInteger(range.bitLength() + 16, random).mod(range));
            }
            if (!optional || !Trees.isNull(value.longValue(), encoding) || attempt > 8)
            {
                return value.longValue();
            }
        }
    }

    private Number floatingPoint(final Encoding encoding)
    {
        final PrimitiveType type = encoding.primitiveType();
        final double typeMax = type == PrimitiveType.FLOAT ? Float.MAX_VALUE : Double.MAX_VALUE;
        double lo = Trees.number(encoding.applicableMinValue()).doubleValue();
        double hi = Trees.number(encoding.applicableMaxValue()).doubleValue();
        lo = lo <= -typeMax ? -1e6 : lo;
        hi = hi >= typeMax ? 1e6 : hi;
        final boolean fullRange = lo == -1e6 && hi == 1e6;
        double value;
        switch (random.nextInt(fullRange ? 7 : 6))
        {
            case 6:
                value = type == PrimitiveType.FLOAT ?
                    FLOAT_SPECIALS[random.nextInt(FLOAT_SPECIALS.length)] : DOUBLE_SPECIALS[random.nextInt(DOUBLE_SPECIALS.length)];
                break;
            case 0:
                value = lo;
                break;
            case 1:
                value = hi;
                break;
            case 2:
                value = Math.max(lo, Math.min(hi, 0.0));
                break;
            case 3:
                value = Math.max(lo, Math.min(hi, Math.rint((lo + random.nextDouble() * (hi - lo)) * 100) / 100));
                break;
            default:
                value = lo + random.nextDouble() * (hi - lo);
                break;
        }
        return type == PrimitiveType.FLOAT ? (Number)(float)value : (Number)value;
    }

    /**
     * @return printable ASCII within the char type's range, so text is cut at no NUL.
     */
    private String chars(final Encoding encoding, final int length)
    {
        final long lo = Math.max(0x20, encoding.applicableMinValue().longValue());
        final long hi = Math.min(0x7E, encoding.applicableMaxValue().longValue());
        final StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++)
        {
            sb.append((char)(hi >= lo ? lo + random.nextInt((int)(hi - lo + 1)) : encoding.applicableMinValue().longValue()));
        }
        return sb.toString();
    }

    /**
     * @return text that encodes in the charset to at most {@code maxBytes} bytes, with non-ASCII characters
     * when the charset has them.
     */
    private String text(final Charset charset, final int maxBytes)
    {
        final String extra = charset.equals(StandardCharsets.UTF_8) ? UTF8_EXTRA :
            charset.equals(StandardCharsets.ISO_8859_1) ? LATIN1_EXTRA : "";
        final StringBuilder sb = new StringBuilder();
        while (true)
        {
            final String next;
            if (!extra.isEmpty() && random.nextInt(4) == 0)
            {
                final int at = random.nextInt(extra.length());
                next = Character.isHighSurrogate(extra.charAt(at)) || Character.isLowSurrogate(extra.charAt(at)) ?
                    extra.substring(extra.length() - 2) : extra.substring(at, at + 1);
            }
            else
            {
                next = String.valueOf((char)(0x20 + random.nextInt(0x5F)));
            }
            if ((sb + next).getBytes(charset).length > maxBytes)
            {
                return sb.toString();
            }
            sb.append(next);
        }
    }
}
