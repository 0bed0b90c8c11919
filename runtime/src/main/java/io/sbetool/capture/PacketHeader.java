package io.sbetool.capture;

import io.sbetool.otf.ByteSink;
import org.agrona.DirectBuffer;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A venue's packet header, the bytes before the first message of each UDP datagram or TCP segment,
 * described as a user writes it: {@code seq:u32le,sendingTime:u64le} (CME MDP 3.0). Types are
 * {@code u8}, {@code i8}, {@code u16le}, {@code u16be}, {@code i16le}, ... up to {@code u64be}, and
 * {@code skipN} for N bytes that are not shown. Its length replaces a bare {@code --skip N}.
 */
public final class PacketHeader
{
    /**
     * One field of the header.
     */
    static final class Field
    {
        final String name;
        final byte[] jsonKey;
        final int offset;
        final int size;
        final boolean signed;
        final ByteOrder order;

        Field(final String name, final int offset, final int size, final boolean signed, final ByteOrder order)
        {
            this.name = name;
            this.jsonKey = ("\"" + name + "\":").getBytes(java.nio.charset.StandardCharsets.UTF_8);
            this.offset = offset;
            this.size = size;
            this.signed = signed;
            this.order = order;
        }

        long read(final DirectBuffer buffer, final int index)
        {
            final int at = index + offset;
            switch (size)
            {
                case 1: return signed ? buffer.getByte(at) : buffer.getByte(at) & 0xFF;
                case 2: return signed ? buffer.getShort(at, order) : buffer.getShort(at, order) & 0xFFFF;
                case 4: return signed ? buffer.getInt(at, order) : buffer.getInt(at, order) & 0xFFFF_FFFFL;
                default: return buffer.getLong(at, order);
            }
        }

        boolean isUnsigned64()
        {
            return size == 8 && !signed;
        }
    }

    private final List<Field> fields;
    private final int length;

    private PacketHeader(final List<Field> fields, final int length)
    {
        this.fields = fields;
        this.length = length;
    }

    /**
     * @param spec comma-separated {@code name:type}; whitespace, newlines and {@code #} comments allowed.
     * @throws IllegalArgumentException saying which part is wrong.
     */
    public static PacketHeader parse(final String spec)
    {
        final List<Field> fields = new ArrayList<>();
        int offset = 0;
        for (final String part : spec.replaceAll("#[^\n]*", "").split("[,\n]"))
        {
            if (part.isBlank())
            {
                continue;
            }
            final String[] nameType = part.trim().split("\\s*:\\s*");
            if (nameType.length != 2 || !nameType[0].matches("[A-Za-z_][A-Za-z0-9_]*"))
            {
                throw new IllegalArgumentException("packet header field '" + part.trim() + "' is not name:type");
            }
            final String type = nameType[1].toLowerCase(Locale.ROOT);
            if (type.matches("skip[0-9]+"))
            {
                offset += Integer.parseInt(type.substring(4));
                continue;
            }
            final Field field = field(nameType[0], type, offset);
            fields.add(field);
            offset += field.size;
        }
        if (offset == 0)
        {
            throw new IllegalArgumentException("packet header '" + spec.trim() + "' has no fields");
        }
        return new PacketHeader(List.copyOf(fields), offset);
    }

    private static Field field(final String name, final String type, final int offset)
    {
        if (!type.matches("[ui](8|16(le|be)|32(le|be)|64(le|be))"))
        {
            throw new IllegalArgumentException("packet header field " + name + ": unknown type '" + type +
                "' (u8, i8, u16le, u16be, i16le, i16be, u32le, u32be, i32le, i32be, u64le, u64be, i64le, i64be, skipN)");
        }
        final boolean signed = type.charAt(0) == 'i';
        final int bits = Integer.parseInt(type.replaceAll("[^0-9]", ""));
        final ByteOrder order = type.endsWith("be") ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
        return new Field(name, offset, bits / 8, signed, order);
    }

    /**
     * @return the header's length in bytes: what {@code --skip} would be.
     */
    public int length()
    {
        return length;
    }

    /**
     * @return the field's index, or -1 when the header has no field of that name.
     */
    public int indexOf(final String name)
    {
        for (int i = 0; i < fields.size(); i++)
        {
            if (fields.get(i).name.equals(name))
            {
                return i;
            }
        }
        return -1;
    }

    /**
     * @return the number of fields, for writers that give each a column.
     */
    public int fieldCount()
    {
        return fields.size();
    }

    public String fieldName(final int field)
    {
        return fields.get(field).name;
    }

    /**
     * @return whether the field is a uint64, whose value {@link #read} gives as the long of the same bits.
     */
    public boolean isUnsigned64(final int field)
    {
        return fields.get(field).isUnsigned64();
    }

    /**
     * @param index where the header starts in the buffer.
     * @return the field's value, sign- or zero-extended.
     */
    public long read(final int field, final DirectBuffer buffer, final int index)
    {
        return fields.get(field).read(buffer, index);
    }

    /**
     * Appends {@code ,"name":value} for each field of the header at index.
     */
    void appendJson(final ByteSink out, final DirectBuffer buffer, final int index, final boolean int64AsString)
    {
        for (int i = 0, n = fields.size(); i < n; i++)
        {
            final Field field = fields.get(i);
            out.append((byte)',').append(field.jsonKey);
            final boolean quoted = int64AsString && field.size == 8;
            if (quoted)
            {
                out.append((byte)'"');
            }
            if (field.isUnsigned64())
            {
                out.appendUnsignedLong(field.read(buffer, index));
            }
            else
            {
                out.appendLong(field.read(buffer, index));
            }
            if (quoted)
            {
                out.append((byte)'"');
            }
        }
    }
}
