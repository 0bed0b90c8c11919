package io.sbetool.compiler.generation.rust;

import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.nio.charset.StandardCharsets;

/**
 * Rust types and literals of SBE primitives: {@code char} is {@code u8} (text is bytes, in the field's
 * characterEncoding), {@code float} {@code f32}.
 */
final class RustTypes
{
    private RustTypes()
    {
    }

    static String type(final PrimitiveType type)
    {
        return switch (type)
        {
            case CHAR, UINT8 -> "u8";
            case INT8 -> "i8";
            case INT16 -> "i16";
            case INT32 -> "i32";
            case INT64 -> "i64";
            case UINT16 -> "u16";
            case UINT32 -> "u32";
            case UINT64 -> "u64";
            case FLOAT -> "f32";
            case DOUBLE -> "f64";
        };
    }

    static String type(final PrimitiveEncoding encoding)
    {
        return type(encoding.primitiveType());
    }

    /** @return {@code get_u16_at}, the ReadBuf function that reads the type. */
    static String getter(final PrimitiveType type)
    {
        return "get_" + type(type) + "_at";
    }

    static String putter(final PrimitiveType type)
    {
        return "put_" + type(type) + "_at";
    }

    static boolean isFloat(final PrimitiveType type)
    {
        return type == PrimitiveType.FLOAT || type == PrimitiveType.DOUBLE;
    }

    /**
     * @return the value as a Rust literal of the type: {@code 255_u8}, {@code i64::MIN}, {@code f32::NAN}.
     */
    static String literal(final PrimitiveValue value, final PrimitiveType type)
    {
        final String rustType = type(type);
        if (isFloat(type))
        {
            final double d = value.representation() == PrimitiveValue.Representation.DOUBLE ?
                value.doubleValue() : value.longValue();
            if (Double.isNaN(d))
            {
                return rustType + "::NAN";
            }
            if (Double.isInfinite(d))
            {
                return rustType + (d > 0 ? "::INFINITY" : "::NEG_INFINITY");
            }
            return (type == PrimitiveType.FLOAT ? Float.toString((float)d) : Double.toString(d)) + "_" + rustType;
        }
        final long l = value.longValue();
        if (type == PrimitiveType.INT64 && l == Long.MIN_VALUE)
        {
            return "i64::MIN";
        }
        return (type == PrimitiveType.UINT64 ? Long.toUnsignedString(l) : Long.toString(l)) + "_" + rustType;
    }

    /** @return a literal without a suffix, for match arms and discriminants whose type is known. */
    static String plainLiteral(final PrimitiveValue value, final PrimitiveType type)
    {
        final long l = value.longValue();
        return type == PrimitiveType.UINT64 ? Long.toUnsignedString(l) : Long.toString(l);
    }

    /**
     * @return the test that {@code variable} holds the encoding's null value.
     */
    static String isNull(final String variable, final PrimitiveEncoding encoding)
    {
        final PrimitiveType type = encoding.primitiveType();
        final String literal = literal(encoding.nullValue(), type);
        return literal.endsWith("::NAN") ? variable + ".is_nan()" : variable + " == " + literal;
    }

    /** @return the bytes as a Rust byte string literal, {@code b"Petrol"}. */
    static String byteString(final byte[] bytes)
    {
        final StringBuilder sb = new StringBuilder(bytes.length + 3).append("b\"");
        for (final byte b : bytes)
        {
            final int c = b & 0xFF;
            if (c == '"' || c == '\\')
            {
                sb.append('\\').append((char)c);
            }
            else if (c >= 0x20 && c < 0x7F)
            {
                sb.append((char)c);
            }
            else
            {
                sb.append(String.format("\\x%02x", c));
            }
        }
        return sb.append('"').toString();
    }

    /** @return the text as a Rust string literal. */
    static String string(final String text)
    {
        final StringBuilder sb = new StringBuilder(text.length() + 2).append('"');
        for (final byte b : text.getBytes(StandardCharsets.UTF_8))
        {
            final int c = b & 0xFF;
            if (c == '"' || c == '\\')
            {
                sb.append('\\').append((char)c);
            }
            else if (c >= 0x20 && c < 0x7F)
            {
                sb.append((char)c);
            }
            else
            {
                return "\"" + text.codePoints().collect(StringBuilder::new,
                    (out, cp) -> out.append(cp == '"' || cp == '\\' ? "\\" + (char)cp :
                        cp >= 0x20 && cp < 0x7F ? String.valueOf((char)cp) : String.format("\\u{%x}", cp)),
                    StringBuilder::append) + "\"";
            }
        }
        return sb.append('"').toString();
    }

    /** @return {@code value as target} when the types differ, else the value. */
    static String cast(final String value, final String from, final String target)
    {
        return from.equals(target) ? value : value + " as " + target;
    }
}
