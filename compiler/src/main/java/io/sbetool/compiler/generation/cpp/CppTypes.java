package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.ir.Layout;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.nio.ByteOrder;

/**
 * C++ spellings of primitive types, their literals and the support functions that read and write
 * them in a byte order.
 */
final class CppTypes
{
    private CppTypes()
    {
    }

    /**
     * @return whether an element added in {@code sinceVersion} is in the acting version; plainly true
     * for version 0, where comparing an unsigned version with 0 would draw a warning.
     */
    static String inActingVersion(final int sinceVersion)
    {
        return !Layout.isVersioned(sinceVersion) ? "true" : "m_actingVersion >= " + sinceVersion;
    }

    static String type(final PrimitiveType primitive)
    {
        switch (primitive)
        {
            case CHAR: return "char";
            case INT8: return "::std::int8_t";
            case INT16: return "::std::int16_t";
            case INT32: return "::std::int32_t";
            case INT64: return "::std::int64_t";
            case UINT8: return "::std::uint8_t";
            case UINT16: return "::std::uint16_t";
            case UINT32: return "::std::uint32_t";
            case UINT64: return "::std::uint64_t";
            case FLOAT: return "float";
            default: return "double";
        }
    }

    /**
     * @return {@code ::sbetool::loadLittle<T>} or {@code ::sbetool::loadBig<T>}.
     */
    static String load(final PrimitiveType primitive, final ByteOrder byteOrder)
    {
        return "::sbetool::load" + orderName(byteOrder) + "<" + type(primitive) + ">";
    }

    static String load(final PrimitiveEncoding encoding)
    {
        return load(encoding.primitiveType(), encoding.byteOrder());
    }

    static String store(final PrimitiveEncoding encoding)
    {
        return store(encoding.primitiveType(), encoding.byteOrder());
    }

    static String store(final PrimitiveType primitive, final ByteOrder byteOrder)
    {
        return "::sbetool::store" + orderName(byteOrder) + "<" + type(primitive) + ">";
    }

    private static String orderName(final ByteOrder byteOrder)
    {
        return byteOrder == ByteOrder.BIG_ENDIAN ? "Big" : "Little";
    }

    /**
     * @return a C++ expression of exactly the primitive's type holding the value, warning-free for the
     * extremes (the most negative integers cannot be written as one literal).
     */
    static String literal(final PrimitiveValue value, final PrimitiveType primitive)
    {
        if (primitive.isFloatingPoint())
        {
            return floatLiteral(value.representation() == PrimitiveValue.Representation.DOUBLE ?
                value.doubleValue() : value.longValue(), primitive);
        }
        final long bits = value.representation() == PrimitiveValue.Representation.BYTE_ARRAY ?
            value.byteArrayValue()[0] : value.longValue();
        switch (primitive)
        {
            case INT64:
                return bits == Long.MIN_VALUE ? "(-INT64_C(9223372036854775807) - 1)" : "INT64_C(" + bits + ")";
            case UINT64:
                return "UINT64_C(" + Long.toUnsignedString(bits) + ")";
            case UINT32:
                return "UINT32_C(" + (bits & 0xFFFF_FFFFL) + ")";
            case INT32:
                return bits == Integer.MIN_VALUE ? "(-INT32_C(2147483647) - 1)" : "INT32_C(" + bits + ")";
            default:
                return "static_cast<" + type(primitive) + ">(" + bits + ")";
        }
    }

    private static String floatLiteral(final double value, final PrimitiveType primitive)
    {
        final String type = type(primitive);
        if (Double.isNaN(value))
        {
            return "::std::numeric_limits<" + type + ">::quiet_NaN()";
        }
        if (Double.isInfinite(value))
        {
            return (value < 0 ? "-" : "") + "::std::numeric_limits<" + type + ">::infinity()";
        }
        return primitive == PrimitiveType.FLOAT ? Float.toString((float)value) + "f" : Double.toString(value);
    }

    /**
     * @return a C++ string literal of the bytes, escaped so that any byte survives.
     */
    static String stringLiteral(final byte[] bytes)
    {
        final StringBuilder out = new StringBuilder("\"");
        for (final byte b : bytes)
        {
            final int c = b & 0xFF;
            if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\' && c != '?')
            {
                out.append((char)c);
            }
            else
            {
                out.append(String.format("\\%03o", c));
            }
        }
        return out.append('"').toString();
    }

    /**
     * @return a C++ string literal of plain text such as a name or a description.
     */
    static String stringLiteral(final String text)
    {
        return text == null ? "\"\"" : stringLiteral(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
}
