package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.sbetool.codec.BufferMemory;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * How each SBE primitive type maps to Java: the Java type that holds it (unsigned types widen to the next
 * signed type, uint64 stays a long with the same bits), the Agrona buffer calls that read and write it, and
 * Java literals for its values.
 */
final class Primitives
{
    private Primitives()
    {
    }

    static TypeName javaType(final PrimitiveType type)
    {
        switch (type)
        {
            case CHAR:
            case INT8:
                return TypeName.BYTE;
            case UINT8:
            case INT16:
                return TypeName.SHORT;
            case UINT16:
            case INT32:
                return TypeName.INT;
            case UINT32:
            case INT64:
            case UINT64:
                return TypeName.LONG;
            case FLOAT:
                return TypeName.FLOAT;
            case DOUBLE:
                return TypeName.DOUBLE;
            default:
                throw new IllegalArgumentException(type.toString());
        }
    }

    /**
     * The {@code buffer} argument that names the flyweight's captured memory ({@code array} and
     * {@code address}) instead of an Agrona buffer: reads and writes inside a block that its wrap or
     * {@code next()} has checked against the buffer's capacity, through {@link BufferMemory}, unchecked.
     */
    static final String MEMORY = "memory";

    /**
     * The {@code buffer} argument of an attached composite decoder's reads: its block's memory, at the block's
     * offset (see {@code BlockMemory}); the index is then relative to the block's offset.
     */
    static final String BLOCK_MEMORY = "block memory";

    private static final ClassName BUFFER_MEMORY = ClassName.get(BufferMemory.class);

    /**
     * The buffer's name (a plain identifier) and the byte order are written into the format text of these
     * reads and writes rather than passed as arguments: each argument is a piece JavaPoet prints, and
     * splits into lines, on its own (see {@link Literals}).
     *
     * @param buffer the Agrona buffer's name, or {@link #MEMORY}.
     * @return an expression of {@link #javaType} reading the value at {@code index} of {@code buffer}.
     */
    static CodeBlock get(final PrimitiveType type, final ByteOrder order, final String buffer, final CodeBlock index)
    {
        switch (type)
        {
            case CHAR:
            case INT8:
                return call(buffer, "getByte", null, index, null);
            case UINT8:
                return CodeBlock.of("(short)($L & 0xFF)", call(buffer, "getByte", null, index, null));
            case INT16:
                return call(buffer, "getShort", order, index, null);
            case UINT16:
                return CodeBlock.of("($L & 0xFFFF)", call(buffer, "getShort", order, index, null));
            case INT32:
                return call(buffer, "getInt", order, index, null);
            case UINT32:
                return CodeBlock.of("($L & 0xFFFF_FFFFL)", call(buffer, "getInt", order, index, null));
            case INT64:
            case UINT64:
                return call(buffer, "getLong", order, index, null);
            case FLOAT:
                return call(buffer, "getFloat", order, index, null);
            case DOUBLE:
                return call(buffer, "getDouble", order, index, null);
            default:
                throw new IllegalArgumentException(type.toString());
        }
    }

    /**
     * @param value an expression of {@link #javaType}: a name or a parenthesised expression.
     * @return a statement (without semicolon) writing the value at {@code index} of {@code buffer}.
     */
    static CodeBlock put(
        final PrimitiveType type, final ByteOrder order, final String buffer, final CodeBlock index, final CodeBlock value)
    {
        switch (type)
        {
            case CHAR:
            case INT8:
                return call(buffer, "putByte", null, index, value);
            case UINT8:
                return call(buffer, "putByte", null, index, CodeBlock.of("(byte)$L", value));
            case INT16:
                return call(buffer, "putShort", order, index, value);
            case UINT16:
                return call(buffer, "putShort", order, index, CodeBlock.of("(short)$L", value));
            case INT32:
                return call(buffer, "putInt", order, index, value);
            case UINT32:
                return call(buffer, "putInt", order, index, CodeBlock.of("(int)$L", value));
            case INT64:
            case UINT64:
                return call(buffer, "putLong", order, index, value);
            case FLOAT:
                return call(buffer, "putFloat", order, index, value);
            case DOUBLE:
                return call(buffer, "putDouble", order, index, value);
            default:
                throw new IllegalArgumentException(type.toString());
        }
    }

    /**
     * @param order null for a single byte, which has none.
     * @param value null for a read.
     * @return {@code buffer.method(index[, value][, ByteOrder.X])} on an Agrona buffer, or
     * {@code BufferMemory.methodLE(array, address + index[, value])} on the captured {@link #MEMORY}.
     */
    private static CodeBlock call(
        final String buffer, final String method, final ByteOrder order, final CodeBlock index, final CodeBlock value)
    {
        // One format, as the reads and writes were written before: see the note on get().
        final List<Object> args = new ArrayList<>(4);
        final StringBuilder format = new StringBuilder();
        final boolean memory = MEMORY.equals(buffer) || BLOCK_MEMORY.equals(buffer);
        if (memory)
        {
            format.append("$T.").append(method).append(order == null ? "" : order == ByteOrder.BIG_ENDIAN ? "BE" : "LE")
                .append(MEMORY.equals(buffer) ? "(array, address + $L" : "(block.array, block.address + block.offset + $L");
            args.add(BUFFER_MEMORY);
        }
        else
        {
            format.append(buffer).append('.').append(method).append("($L");
        }
        args.add(index);
        if (value != null)
        {
            format.append(", $L");
            args.add(value);
        }
        if (!memory && order != null)
        {
            format.append(", $T.").append(order == ByteOrder.BIG_ENDIAN ? "BIG_ENDIAN" : "LITTLE_ENDIAN");
            args.add(ByteOrder.class);
        }
        return CodeBlock.of(format.append(')').toString(), args.toArray());
    }

    /**
     * @return a Java literal of {@link #javaType} for the value, e.g. {@code (short)255}, {@code 4294967295L},
     * {@code Float.NaN}, {@code (byte)'A'}.
     */
    static CodeBlock literal(final PrimitiveValue value, final PrimitiveType type)
    {
        if (value.representation() == PrimitiveValue.Representation.DOUBLE)
        {
            return floatingLiteral(value.doubleValue(), type);
        }
        if (value.representation() == PrimitiveValue.Representation.BYTE_ARRAY)
        {
            final byte[] bytes = value.byteArrayValue();
            return literal(bytes.length == 0 ? 0 : bytes[0], type);
        }
        return literal(value.longValue(), type);
    }

    static CodeBlock literal(final long value, final PrimitiveType type)
    {
        switch (type)
        {
            case CHAR:
                return value >= 0x20 && value < 0x7F && value != '\'' && value != '\\' ?
                    CodeBlock.of("(byte)'$L'", (char)value) : CodeBlock.of("(byte)$L", (byte)value);
            case INT8:
                return CodeBlock.of("(byte)$L", (byte)value);
            case UINT8:
            case INT16:
                return CodeBlock.of("(short)$L", type == PrimitiveType.UINT8 ? value & 0xFF : (short)value);
            case UINT16:
                return CodeBlock.of("$L", value & 0xFFFF);
            case INT32:
                // The standard's null and limits for signed types are the extremes: name them, as a person would.
                return (int)value == Integer.MIN_VALUE ? CodeBlock.of("Integer.MIN_VALUE") :
                    (int)value == Integer.MAX_VALUE ? CodeBlock.of("Integer.MAX_VALUE") : CodeBlock.of("$L", (int)value);
            case UINT32:
                return CodeBlock.of("$LL", value);
            case INT64:
                return value == Long.MIN_VALUE ? CodeBlock.of("Long.MIN_VALUE") :
                    value == Long.MAX_VALUE ? CodeBlock.of("Long.MAX_VALUE") : CodeBlock.of("$LL", value);
            case UINT64:
                return value < 0 ? CodeBlock.of("0x$LL", Long.toHexString(value).toUpperCase()) : CodeBlock.of("$LL", value);
            case FLOAT:
            case DOUBLE:
                return floatingLiteral(value, type);
            default:
                throw new IllegalArgumentException(type.toString());
        }
    }

    private static CodeBlock floatingLiteral(final double value, final PrimitiveType type)
    {
        final String box = type == PrimitiveType.FLOAT ? "Float" : "Double";
        if (Double.isNaN(value))
        {
            return CodeBlock.of("$L.NaN", box);
        }
        if (Double.isInfinite(value))
        {
            return CodeBlock.of("$L.$L", box, value > 0 ? "POSITIVE_INFINITY" : "NEGATIVE_INFINITY");
        }
        if (type == PrimitiveType.FLOAT)
        {
            return CodeBlock.of("$Lf", Float.toString((float)value));
        }
        return CodeBlock.of("$Ld", Double.toString(value));
    }

    /**
     * @param value an int expression.
     * @return a statement (without semicolon) writing the int value as the type, casting where needed.
     */
    static CodeBlock putInt(
        final PrimitiveType type, final ByteOrder order, final String buffer, final CodeBlock index, final CodeBlock value)
    {
        switch (type)
        {
            case CHAR:
            case INT8:
            case UINT8:
                return call(buffer, "putByte", null, index, CodeBlock.of("(byte)$L", value));
            case INT16:
            case UINT16:
                return call(buffer, "putShort", order, index, CodeBlock.of("(short)$L", value));
            case INT32:
            case UINT32:
                return call(buffer, "putInt", order, index, value);
            case INT64:
            case UINT64:
                return call(buffer, "putLong", order, index, value);
            default:
                throw new IllegalArgumentException("not an integer type: " + type);
        }
    }

    /**
     * @return an int expression reading the integer at {@code index}: a long read is cast to int.
     */
    static CodeBlock getInt(final PrimitiveType type, final ByteOrder order, final String buffer, final CodeBlock index)
    {
        return asInt(javaType(type), get(type, order, buffer, index));
    }

    /**
     * @return the expression of the given type as an int: cast when it is a long.
     */
    static CodeBlock asInt(final TypeName type, final CodeBlock expression)
    {
        return type.equals(TypeName.LONG) ? CodeBlock.of("(int)$L", expression) : expression;
    }

    /**
     * @return the cast, if any, that an int value needs to be passed as the given type.
     */
    static CodeBlock castFromInt(final TypeName type)
    {
        return type.equals(TypeName.BYTE) || type.equals(TypeName.SHORT) ? CodeBlock.of("($T)", type) : CodeBlock.of("");
    }

    /**
     * @return {@code base + offset}, or just {@code base} for offset 0.
     */
    static CodeBlock plus(final String base, final int offset)
    {
        // One piece, not three: JavaPoet splits every piece it prints into lines (see Literals).
        return CodeBlock.of("$L", offset == 0 ? base : base + " + " + offset);
    }

    static CodeBlock plus(final CodeBlock base, final int offset)
    {
        return offset == 0 ? base : CodeBlock.of("$L + $L", base, offset);
    }

    /**
     * @return how many bits a set's raw value has, for choosing {@code 1} or {@code 1L} masks.
     */
    static boolean isLong(final PrimitiveType type)
    {
        return javaType(type).equals(TypeName.LONG);
    }

    /**
     * @return whether arithmetic on the type's Java type yields an int that must be cast back.
     */
    static boolean narrowerThanInt(final PrimitiveType type)
    {
        final TypeName javaType = javaType(type);
        return javaType.equals(TypeName.BYTE) || javaType.equals(TypeName.SHORT);
    }
}
