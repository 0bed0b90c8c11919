package io.sbetool.ir;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PrimitiveTypeTest
{
    @Test
    void boundsCoverTheWholeRepresentableRangeNullIncluded()
    {
        assertEquals(-128, PrimitiveType.INT8.lowest());
        assertEquals(127, PrimitiveType.INT8.highest());
        assertEquals(0, PrimitiveType.UINT8.lowest());
        assertEquals(255, PrimitiveType.UINT8.highest());
        assertEquals(0xFFFF_FFFFL, PrimitiveType.UINT32.highest());
        assertEquals(Long.MIN_VALUE, PrimitiveType.INT64.lowest());
        assertEquals(Long.MAX_VALUE, PrimitiveType.INT64.highest());
        assertEquals("18446744073709551615", Long.toUnsignedString(PrimitiveType.UINT64.highest()));
        assertEquals(255, PrimitiveType.CHAR.highest());
        assertThrows(IllegalStateException.class, PrimitiveType.DOUBLE::lowest);
    }

    @Test
    void classifiesTypes()
    {
        assertEquals(16, PrimitiveType.UINT16.bits());
        assertTrue(PrimitiveType.INT32.isInteger());
        assertFalse(PrimitiveType.CHAR.isInteger());
        assertFalse(PrimitiveType.FLOAT.isInteger());
        assertEquals(List.of("char", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
            "float", "double"), PrimitiveType.primitiveNames());
    }
}
