package io.sbetool.otf;

import io.sbetool.ir.Ir;
import io.sbetool.testing.ReferenceIr;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * One-byte enums answer from a table of every byte, null values included: each byte of the versioned
 * schema's char enum (Buy '1', Sell '2', null NUL) and uint8 enum (New 0, Filled 2, null 255) must give
 * its valid value, NULL or UNKNOWN, and the printers' pre-encoded field must be the key and the name, the
 * key and null, or none for an unknown value.
 */
class EnumNodeTest
{
    @Test
    void everyByteOfACharEnumIsAValueNullOrUnknown() throws Exception
    {
        final EnumNode side = field("side");
        for (int b = 0; b < 256; b++)
        {
            final int expected = b == '1' ? 0 : b == '2' ? 1 : b == 0 ? EnumNode.NULL : EnumNode.UNKNOWN;
            assertEquals(expected, side.valueIndexOf(b), "byte " + b);
        }
        assertEquals("Buy", side.valueName(side.valueIndexOf('1')));
        assertEquals("Sell", side.valueName(side.valueIndexOf('2')));
    }

    @Test
    void everyByteOfAnUnsignedEnumIsAValueNullOrUnknown() throws Exception
    {
        final EnumNode status = field("status");
        for (int b = 0; b < 256; b++)
        {
            final int expected = b == 0 ? 0 : b == 2 ? 1 : b == 255 ? EnumNode.NULL : EnumNode.UNKNOWN;
            assertEquals(expected, status.valueIndexOf(b), "byte " + b);
        }
    }

    @Test
    void printedFieldsHoldTheKeyWithTheNameOrNullAndNothingForAnUnknownValue() throws Exception
    {
        final EnumNode status = field("status");
        final int json = Syntax.JSON.ordinal();
        assertEquals(",\"status\":\"Filled\"", text(status.printedField(json, true, status.valueIndexOf(2))));
        assertEquals("\"status\":\"New\"", text(status.printedField(json, false, status.valueIndexOf(0))));
        assertEquals(",\"status\":null", text(status.printedField(json, true, status.valueIndexOf(255))));
        assertEquals("status=null", text(status.printedField(Syntax.TEXT.ordinal(), false, EnumNode.NULL)));
        assertNull(status.printedField(json, true, status.valueIndexOf(7)));
    }

    private static EnumNode field(final String name) throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(CarAndVersionsTest.resource("versioned-v0.xml"));
        for (final FixedNode node : new MessageDecoder(ir).plan(1).body().fields)
        {
            if (node.name().equals(name))
            {
                return (EnumNode)node;
            }
        }
        throw new AssertionError("no field " + name);
    }

    private static String text(final byte[] bytes)
    {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
