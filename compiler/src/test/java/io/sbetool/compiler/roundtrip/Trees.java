package io.sbetool.compiler.roundtrip;

import com.fasterxml.jackson.databind.JsonNode;
import io.sbetool.compiler.generation.java.JavaNames;
import io.sbetool.ir.Encoding;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The expected-value tree and the IR walking both sides share. Values are canonical so trees compare with
 * {@code equals}: integers as {@link Long} (uint64 as an unsigned {@link BigInteger}), {@link Float},
 * {@link Double}, chars and char arrays as {@link String} (cut at the first NUL), enums by name, sets as
 * lists of choice names in schema order, composites and group entries as maps, groups as lists, var data
 * as text or, without a characterEncoding, base64; an optional field's null value as {@code null}.
 */
final class Trees
{
    private Trees()
    {
    }

    static boolean isConstant(final Token declaration, final Token type)
    {
        return declaration.encoding().presence() == Presence.CONSTANT ||
            (type.signal() == Signal.ENCODING && type.isConstantEncoding());
    }

    static boolean isOptional(final Token declaration, final Token type)
    {
        return declaration.encoding().presence() == Presence.OPTIONAL || type.isOptionalEncoding();
    }

    /**
     * @return a constant's expected value: text for chars, else the number.
     */
    static Object constant(final Token declaration, final Token type)
    {
        final PrimitiveValue fieldValue = declaration.encoding().constValue();
        final PrimitiveValue value = fieldValue != null ? fieldValue : type.encoding().constValue();
        final PrimitiveType primitive = type.encoding().primitiveType();
        if (primitive == PrimitiveType.CHAR || value.representation() == PrimitiveValue.Representation.BYTE_ARRAY)
        {
            return cutAtNul(value.toString());
        }
        final Number number = number(value);
        return isNaNOrInfinite(number) ? null : value(number, primitive);
    }

    /**
     * @return the value name a constant enum field refers to ({@code valueRef="Enum.Value"}).
     */
    static String constantEnumName(final Token declaration)
    {
        final String ref = declaration.encoding().constValue().toString();
        return ref.substring(ref.lastIndexOf('.') + 1);
    }

    static String cutAtNul(final String text)
    {
        final int nul = text.indexOf('\0');
        return nul >= 0 ? text.substring(0, nul) : text;
    }

    static Number number(final PrimitiveValue value)
    {
        return value.representation() == PrimitiveValue.Representation.DOUBLE ?
            (Number)value.doubleValue() : (Number)value.longValue();
    }

    static boolean isNaNOrInfinite(final Number number)
    {
        return (number instanceof Double || number instanceof Float) &&
            (Double.isNaN(number.doubleValue()) || Double.isInfinite(number.doubleValue()));
    }

    /**
     * @return whether the value (raw bits for integers) is the encoding's null value.
     */
    static boolean isNull(final Number value, final Encoding encoding)
    {
        final PrimitiveValue nullValue = encoding.applicableNullValue();
        if (encoding.primitiveType().isFloatingPoint())
        {
            final double n = number(nullValue).doubleValue();
            final double v = value.doubleValue();
            return Double.isNaN(n) ? Double.isNaN(v) : v == n;
        }
        return nullValue.representation() == PrimitiveValue.Representation.LONG && value.longValue() == nullValue.longValue();
    }

    static BigInteger unsigned(final long bits, final PrimitiveType type)
    {
        return type == PrimitiveType.UINT64 ? new BigInteger(Long.toUnsignedString(bits)) : BigInteger.valueOf(bits);
    }

    /**
     * @return the canonical form of a value of the primitive type (raw bits for integers).
     */
    static Object value(final Number value, final PrimitiveType type)
    {
        switch (type)
        {
            case CHAR:
                return cutAtNul(String.valueOf((char)(value.longValue() & 0xFF)));
            case FLOAT:
                return isNaNOrInfinite(value) ? null : (Object)value.floatValue();
            case DOUBLE:
                return isNaNOrInfinite(value) ? null : (Object)value.doubleValue();
            case UINT64:
                return unsigned(value.longValue(), type);
            default:
                return value.longValue();
        }
    }

    /**
     * @return the direct children of the element at {@code begin} with the given signal.
     */
    static List<Token> children(final List<Token> tokens, final int begin, final Signal signal)
    {
        final List<Token> result = new ArrayList<>();
        final int end = begin + tokens.get(begin).componentTokenCount() - 1;
        int i = begin + 1;
        while (i < end)
        {
            if (tokens.get(i).signal() == signal)
            {
                result.add(tokens.get(i));
            }
            i += Math.max(1, tokens.get(i).componentTokenCount());
        }
        return result;
    }

    /**
     * @return the indexes of a composite's direct members, leaving out a var-data composite's data.
     */
    static List<Integer> members(final List<Token> tokens, final int begin)
    {
        final List<Integer> result = new ArrayList<>();
        final int end = begin + tokens.get(begin).componentTokenCount() - 1;
        int i = begin + 1;
        while (i < end)
        {
            final Token token = tokens.get(i);
            if (!(token.signal() == Signal.ENCODING && token.encodedLength() < 0))
            {
                result.add(i);
            }
            i += Math.max(1, token.componentTokenCount());
        }
        return result;
    }

    /**
     * @param begin BEGIN_GROUP or BEGIN_VAR_DATA; its composite follows.
     * @return the composite's encoding named {@code name} (numInGroup, length, varData).
     */
    static Token dimension(final List<Token> tokens, final int begin, final String name)
    {
        final int compositeEnd = begin + 1 + tokens.get(begin + 1).componentTokenCount();
        for (int i = begin + 2; i < compositeEnd; i++)
        {
            if (tokens.get(i).signal() == Signal.ENCODING && tokens.get(i).name().equals(name))
            {
                return tokens.get(i);
            }
        }
        throw new AssertionError(tokens.get(begin).name() + ": no " + name);
    }

    /**
     * @return the constant of a generated enum for a schema value name (as is, or as a Java identifier).
     */
    static Object enumConstant(final Class<?> enumType, final String schemaName)
    {
        for (final Object constant : enumType.getEnumConstants())
        {
            final String name = ((Enum<?>)constant).name();
            if (name.equals(schemaName) || name.equals(JavaNames.constantName(schemaName)) || name.equals(schemaName + "_"))
            {
                return constant;
            }
        }
        throw new AssertionError(enumType.getName() + " has no constant for " + schemaName);
    }

    /**
     * Compares two canonical trees, adding a line per difference.
     */
    static void diff(final String path, final Object expected, final Object actual, final List<String> failures)
    {
        if (expected instanceof Map<?, ?> e && actual instanceof Map<?, ?> a)
        {
            if (!new ArrayList<>(e.keySet()).equals(new ArrayList<>(a.keySet())))
            {
                failures.add(path + ": keys " + a.keySet() + ", expected " + e.keySet());
                return;
            }
            for (final Map.Entry<?, ?> entry : e.entrySet())
            {
                diff(path + "." + entry.getKey(), entry.getValue(), a.get(entry.getKey()), failures);
            }
        }
        else if (expected instanceof List<?> e && actual instanceof List<?> a)
        {
            if (e.size() != a.size())
            {
                failures.add(path + ": " + a + ", expected " + e);
                return;
            }
            for (int i = 0; i < e.size(); i++)
            {
                diff(path + "[" + i + "]", e.get(i), a.get(i), failures);
            }
        }
        else if (expected == null ? actual != null : !expected.equals(actual))
        {
            failures.add(path + ": " + describe(actual) + ", expected " + describe(expected));
        }
    }

    /**
     * Compares a canonical tree with the JSON printer's output: numbers by value (a float as the float its
     * text denotes; -0.0 is not 0.0), NaN and infinities as null.
     */
    static void diffJson(final String path, final Object expected, final JsonNode actual, final List<String> failures)
    {
        if (actual == null || actual.isMissingNode())
        {
            failures.add(path + ": missing, expected " + describe(expected));
        }
        else if (expected == null)
        {
            if (!actual.isNull())
            {
                failures.add(path + ": " + actual + ", expected null");
            }
        }
        else if (expected instanceof Map<?, ?> e)
        {
            final List<String> keys = new ArrayList<>();
            for (final Iterator<String> names = actual.fieldNames(); names.hasNext(); )
            {
                keys.add(names.next());
            }
            if (!actual.isObject() || !keys.equals(new ArrayList<>(e.keySet())))
            {
                failures.add(path + ": " + (actual.isObject() ? "keys " + keys : actual) + ", expected keys " + e.keySet());
                return;
            }
            for (final Map.Entry<?, ?> entry : e.entrySet())
            {
                diffJson(path + "." + entry.getKey(), entry.getValue(), actual.get((String)entry.getKey()), failures);
            }
        }
        else if (expected instanceof List<?> e)
        {
            if (!actual.isArray() || actual.size() != e.size())
            {
                failures.add(path + ": " + actual + ", expected " + e);
                return;
            }
            for (int i = 0; i < e.size(); i++)
            {
                diffJson(path + "[" + i + "]", e.get(i), actual.get(i), failures);
            }
        }
        else if (expected instanceof String s)
        {
            if (!actual.isTextual() || !actual.textValue().equals(s))
            {
                failures.add(path + ": " + actual + ", expected " + describe(s));
            }
        }
        else if (expected instanceof Long || expected instanceof BigInteger)
        {
            final BigInteger e = expected instanceof Long l ? BigInteger.valueOf(l) : (BigInteger)expected;
            if (!actual.isIntegralNumber() || !actual.bigIntegerValue().equals(e))
            {
                failures.add(path + ": " + actual + ", expected " + e);
            }
        }
        else if (expected instanceof Float f)
        {
            if (!actual.isNumber() || Float.compare((float)actual.doubleValue(), f) != 0)
            {
                failures.add(path + ": " + actual + ", expected float " + f);
            }
        }
        else if (expected instanceof Double d)
        {
            if (!actual.isNumber() || Double.compare(actual.doubleValue(), d) != 0)
            {
                failures.add(path + ": " + actual + ", expected double " + d);
            }
        }
        else
        {
            failures.add(path + ": cannot compare " + describe(expected));
        }
    }

    static String describe(final Object value)
    {
        if (value == null)
        {
            return "null";
        }
        return value instanceof String ? "\"" + value + "\"" : value + " (" + value.getClass().getSimpleName() + ")";
    }
}
