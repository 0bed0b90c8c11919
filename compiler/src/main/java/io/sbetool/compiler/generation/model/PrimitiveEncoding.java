package io.sbetool.compiler.generation.model;

import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.nio.ByteOrder;

/**
 * How a value is laid out on the wire: its primitive type, byte order and number of elements, and the
 * values that bound it. Null, min and max are the applicable ones: the schema's, else the standard's
 * for the primitive type.
 *
 * @param primitiveType     the primitive type of each element.
 * @param byteOrder         the byte order of each element.
 * @param length            the number of elements: 1 for a single value, more for a fixed-length array.
 * @param nullValue         the value that means "no value".
 * @param minValue          the smallest valid value.
 * @param maxValue          the largest valid value.
 * @param characterEncoding the characterEncoding of char data, or null.
 */
public record PrimitiveEncoding(
    PrimitiveType primitiveType,
    ByteOrder byteOrder,
    int length,
    PrimitiveValue nullValue,
    PrimitiveValue minValue,
    PrimitiveValue maxValue,
    String characterEncoding)
{
    /**
     * @return whether this is a fixed-length array of more than one element: the one test of array against
     * scalar for every target, as the runtime's {@code Token.arrayLength() > 1} (a constant array included).
     */
    public boolean isArray()
    {
        return length > 1;
    }

    /**
     * @return the bytes of one element.
     */
    public int elementSize()
    {
        return primitiveType.size();
    }
}
