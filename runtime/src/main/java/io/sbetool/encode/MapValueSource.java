package io.sbetool.encode;

import org.agrona.MutableDirectBuffer;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * A {@link ValueSource} over Java objects, for the library API: a {@code Map<String, ?>} per message,
 * composite or group entry; numbers as any {@link Number} (or their text), enum values and set choices
 * by name as {@link String} (or a Java enum constant of that name), sets and groups as collections,
 * char arrays and var data as {@link String} or {@code byte[]} (raw bytes; a string for binary var data
 * is base64), and {@code null} for an optional field's null value.
 *
 * <p>For convenience rather than speed: it keeps the objects it is asked for, and allocates.
 */
public final class MapValueSource implements ValueSource
{
    private static final BigInteger TWO_TO_64 = BigInteger.ONE.shiftLeft(64);

    private final Map<String, ?> members;
    private final List<Object> slots = new ArrayList<>();
    private List<String> names;

    public MapValueSource(final Map<String, ?> members)
    {
        this.members = members;
    }

    @Override
    public int find(final Name name)
    {
        if (!members.containsKey(name.text()))
        {
            return MISSING;
        }
        slots.add(members.get(name.text()));
        return slots.size() - 1;
    }

    @Override
    public int memberCount()
    {
        return members.size();
    }

    @Override
    public String memberName(final int index)
    {
        if (names == null)
        {
            names = new ArrayList<>(members.keySet());
        }
        return names.get(index);
    }

    @Override
    public ValueKind kind(final int slot)
    {
        final Object value = slots.get(slot);
        if (value == null)
        {
            return ValueKind.NULL;
        }
        if (value instanceof Number)
        {
            return ValueKind.NUMBER;
        }
        if (value instanceof CharSequence || value instanceof Character || value instanceof Enum ||
            value instanceof byte[])
        {
            return ValueKind.STRING;
        }
        if (value instanceof Boolean)
        {
            return ValueKind.BOOLEAN;
        }
        if (value instanceof Map)
        {
            return ValueKind.OBJECT;
        }
        if (value instanceof Collection || value instanceof Object[])
        {
            return ValueKind.ARRAY;
        }
        throw new ValueException("cannot encode a " + value.getClass().getName());
    }

    @Override
    public long longValue(final int slot)
    {
        final BigInteger value = integer(slots.get(slot));
        if (value.bitLength() > 63)
        {
            throw new ValueException(value + " is out of the 64-bit range");
        }
        return value.longValue();
    }

    @Override
    public long unsignedLongValue(final int slot)
    {
        final BigInteger value = integer(slots.get(slot));
        if (value.signum() < 0 || value.compareTo(TWO_TO_64) >= 0)
        {
            throw new ValueException(value + " is out of range");
        }
        return value.longValue();
    }

    private static BigInteger integer(final Object value)
    {
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte)
        {
            return BigInteger.valueOf(((Number)value).longValue());
        }
        if (value instanceof BigInteger)
        {
            return (BigInteger)value;
        }
        try
        {
            final BigDecimal decimal = value instanceof BigDecimal ? (BigDecimal)value :
                value instanceof Number ? new BigDecimal(value.toString()) : new BigDecimal(value.toString().trim());
            return decimal.toBigIntegerExact();
        }
        catch (final ArithmeticException | NumberFormatException ex)
        {
            throw new ValueException("expected an integer, found " + describe(value));
        }
    }

    @Override
    public double doubleValue(final int slot)
    {
        final Object value = slots.get(slot);
        if (value instanceof Number)
        {
            return ((Number)value).doubleValue();
        }
        return NonFinite.parseDouble(value.toString());
    }

    @Override
    public float floatValue(final int slot)
    {
        final Object value = slots.get(slot);
        if (value instanceof Number)
        {
            return ((Number)value).floatValue();
        }
        return NonFinite.parseFloat(value.toString());
    }

    @Override
    public int lookup(final int slot, final NameTable names)
    {
        final Object value = slots.get(slot);
        return names.indexOf(value instanceof Enum ? ((Enum<?>)value).name() : String.valueOf(value));
    }

    @Override
    public int putText(final int slot, final Charset charset, final MutableDirectBuffer buffer, final int index,
        final int limit)
    {
        final Object value = slots.get(slot);
        final byte[] bytes = value instanceof byte[] ? (byte[])value : encode(value.toString(), charset);
        return put(bytes, buffer, index, limit);
    }

    @Override
    public int putBase64(final int slot, final MutableDirectBuffer buffer, final int index, final int limit)
    {
        final Object value = slots.get(slot);
        final byte[] bytes;
        try
        {
            bytes = value instanceof byte[] ? (byte[])value : Base64.getDecoder().decode(value.toString());
        }
        catch (final IllegalArgumentException ex)
        {
            throw new ValueException("not base64: " + ex.getMessage());
        }
        return put(bytes, buffer, index, limit);
    }

    private static int put(final byte[] bytes, final MutableDirectBuffer buffer, final int index, final int limit)
    {
        if (bytes.length > limit - index)
        {
            return -1;
        }
        buffer.putBytes(index, bytes);
        return bytes.length;
    }

    static byte[] encode(final String text, final Charset charset)
    {
        try
        {
            final ByteBuffer bytes = charset.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .encode(CharBuffer.wrap(text));
            final byte[] out = new byte[bytes.remaining()];
            bytes.get(out);
            return out;
        }
        catch (final CharacterCodingException ex)
        {
            throw new ValueException("text has a character " + charset.name() + " cannot encode");
        }
    }

    @Override
    public int elementCount(final int slot)
    {
        final Object value = slots.get(slot);
        return value instanceof Object[] ? ((Object[])value).length : ((Collection<?>)value).size();
    }

    @Override
    public int element(final int slot, final int index)
    {
        final Object value = slots.get(slot);
        if (value instanceof Object[])
        {
            slots.add(((Object[])value)[index]);
        }
        else if (value instanceof List)
        {
            slots.add(((List<?>)value).get(index));
        }
        else
        {
            slots.add(new ArrayList<>((Collection<?>)value).get(index));
        }
        return slots.size() - 1;
    }

    @Override
    @SuppressWarnings("unchecked")
    public ValueSource object(final int slot)
    {
        return new MapValueSource((Map<String, ?>)slots.get(slot));
    }

    private static String describe(final Object value)
    {
        return value instanceof CharSequence ? "\"" + value + "\"" : String.valueOf(value);
    }
}
