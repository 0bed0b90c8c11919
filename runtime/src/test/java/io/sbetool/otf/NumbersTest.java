package io.sbetool.otf;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.ir.Ir;
import io.sbetool.testing.ReferenceIr;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Values JSON cannot hold as they are: 64-bit integers beyond 2^53, infinities and NaN (with and
 * without a payload), unknown char enum values, optional char arrays that are all NUL; and doubles,
 * printed without Double.toString, read back exactly.
 */
class NumbersTest
{
    private static final ObjectMapper JSON = JsonMapper.builder().enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();
    private static final String SCHEMA = String.join("\n",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
        "<sbe:messageSchema xmlns:sbe=\"http://fixprotocol.io/2016/sbe\" package=\"numbers\" id=\"7\" version=\"0\"",
        "    byteOrder=\"littleEndian\">",
        "  <types>",
        "    <composite name=\"messageHeader\">",
        "      <type name=\"blockLength\" primitiveType=\"uint16\"/>",
        "      <type name=\"templateId\" primitiveType=\"uint16\"/>",
        "      <type name=\"schemaId\" primitiveType=\"uint16\"/>",
        "      <type name=\"version\" primitiveType=\"uint16\"/>",
        "    </composite>",
        "    <type name=\"Code\" primitiveType=\"char\" length=\"4\" presence=\"optional\"/>",
        "    <enum name=\"Side\" encodingType=\"char\"><validValue name=\"Buy\">1</validValue>",
        "      <validValue name=\"Sell\">2</validValue></enum>",
        "  </types>",
        "  <sbe:message name=\"Numbers\" id=\"1\">",
        "    <field name=\"signed\" id=\"1\" type=\"int64\"/>",
        "    <field name=\"unsigned\" id=\"2\" type=\"uint64\"/>",
        "    <field name=\"price\" id=\"3\" type=\"double\"/>",
        "    <field name=\"ratio\" id=\"4\" type=\"float\"/>",
        "    <field name=\"side\" id=\"5\" type=\"Side\"/>",
        "    <field name=\"code\" id=\"6\" type=\"Code\"/>",
        "    <field name=\"small\" id=\"7\" type=\"int32\"/>",
        "  </sbe:message>",
        "</sbe:messageSchema>");
    private static final int BLOCK_LENGTH = 8 + 8 + 8 + 4 + 1 + 4 + 4;

    private static Ir ir;

    @BeforeAll
    static void load(@TempDir final Path dir) throws Exception
    {
        ir = ReferenceIr.fromSchema(Files.writeString(dir.resolve("numbers.xml"), SCHEMA));
    }

    private static byte[] message(final long signed, final long unsigned, final double price, final float ratio,
        final char side, final String code)
    {
        final ByteBuffer b = ByteBuffer.allocate(8 + BLOCK_LENGTH).order(ByteOrder.LITTLE_ENDIAN);
        b.putShort((short)BLOCK_LENGTH).putShort((short)1).putShort((short)7).putShort((short)0);
        b.putLong(signed).putLong(unsigned).putDouble(price).putFloat(ratio).put((byte)side);
        b.put(java.util.Arrays.copyOf(code.getBytes(StandardCharsets.US_ASCII), 4)).putInt(42);
        return b.array();
    }

    private static byte[] withRawDouble(final long bits)
    {
        final byte[] bytes = message(0, 0, 0, 0, '1', "A");
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putLong(8 + 16, bits);
        return bytes;
    }

    private static JsonNode json(final byte[] message, final boolean int64AsString) throws Exception
    {
        final String text = new JsonPrinter(new MessageDecoder(ir)).int64AsString(int64AsString).toJson(message);
        return JSON.readTree(text);
    }

    @Test
    void int64AsStringKeepsEveryBitThroughAParserThatReadsDoubles() throws Exception
    {
        final long beyond = (1L << 53) + 1;
        final byte[] message = message(-beyond, -1L, 1.5, 1.5f, '1', "A");

        final JsonNode strings = json(message, true);
        assertEquals(Long.toString(-beyond), strings.get("signed").textValue());
        assertEquals("18446744073709551615", strings.get("unsigned").textValue());
        assertEquals(42, strings.get("small").intValue(), "narrower integers stay numbers");
        // what a double-based reader (JavaScript, jq) gets from each form
        assertEquals(-beyond, Long.parseLong(strings.get("signed").textValue()));
        final JsonNode numbers = json(message, false);
        assertTrue(numbers.get("signed").isNumber());
        assertEquals(new BigInteger("18446744073709551615"), numbers.get("unsigned").bigIntegerValue());
        assertTrue((double)-beyond == (double)-(beyond - 1), "2^53 + 1 is not a double: the string is needed");
    }

    @ParameterizedTest
    @ValueSource(longs = {0x7FF0_0000_0000_0000L, 0xFFF0_0000_0000_0000L, 0x7FF8_0000_0000_0000L,
        0x7FF0_0000_0000_0001L, 0xFFF8_0000_0000_00ABL})
    void infinitiesAndNansAreStringsThatKeepTheirBits(final long bits) throws Exception
    {
        final JsonNode price = json(withRawDouble(bits), false).get("price");
        assertTrue(price.isTextual(), price.toString());
        assertEquals(bits, parseNonFinite(price.textValue()), price.textValue());
    }

    /**
     * Reads the strings back as docs/decode.md tells a user to.
     */
    private static long parseNonFinite(final String text)
    {
        switch (text)
        {
            case "Infinity": return Double.doubleToRawLongBits(Double.POSITIVE_INFINITY);
            case "-Infinity": return Double.doubleToRawLongBits(Double.NEGATIVE_INFINITY);
            case "NaN": return Double.doubleToRawLongBits(Double.NaN);
            default:
                assertTrue(text.startsWith("NaN(0x") && text.endsWith(")"), text);
                return Long.parseUnsignedLong(text.substring(6, text.length() - 1), 16);
        }
    }

    @Test
    void aFloatNanWithAPayloadKeepsItsThirtyTwoBits() throws Exception
    {
        final byte[] bytes = message(0, 0, 0, 0, '1', "A");
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(8 + 24, 0x7FC0_0001);
        assertEquals("NaN(0x7fc00001)", json(bytes, false).get("ratio").textValue());
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(8 + 24, Float.floatToRawIntBits(Float.NEGATIVE_INFINITY));
        assertEquals("-Infinity", json(bytes, false).get("ratio").textValue());
    }

    @Test
    void anUnknownCharEnumValueIsTheCharacterAndAnAllNulOptionalCharArrayIsNull() throws Exception
    {
        final JsonNode unknown = json(message(0, 0, 0, 0, 'Z', ""), false);
        assertEquals("Z", unknown.get("side").textValue());
        assertTrue(unknown.get("code").isNull(), unknown.toString());
        final JsonNode known = json(message(0, 0, 0, 0, '2', "AB"), false);
        assertEquals("Sell", known.get("side").textValue());
        assertEquals("AB", known.get("code").textValue());
        final JsonNode quote = json(message(0, 0, 0, 0, '"', "A"), false);
        assertEquals("\"", quote.get("side").textValue());
    }

    @Test
    void doublesAndFloatsReadBackExactly() throws Exception
    {
        final java.util.Random random = new java.util.Random(11);
        for (int i = 0; i < 20_000; i++)
        {
            final double price = i % 2 == 0 ?
                Math.round(random.nextDouble() * 1e6) / Math.pow(10, random.nextInt(8)) :
                Double.longBitsToDouble(random.nextLong());
            final float ratio = i % 3 == 0 ? (float)(Math.round(random.nextDouble() * 1e5) / 100.0) :
                Float.intBitsToFloat(random.nextInt());
            final JsonNode message = json(message(0, 0, price, ratio, '1', "A"), false);
            if (Double.isFinite(price))
            {
                assertEquals(price, message.get("price").doubleValue(), () -> message.get("price").toString());
            }
            if (Float.isFinite(ratio))
            {
                assertEquals(ratio, message.get("ratio").floatValue(), () -> message.get("ratio").toString());
            }
        }
        assertEquals("0.1", json(message(0, 0, 0.1, 0.1f, '1', "A"), false).get("price").toString());
        assertEquals("-1234.5678", json(message(0, 0, -1234.5678, 0.1f, '1', "A"), false).get("price").toString());
        assertEquals("0.1", json(message(0, 0, 0.1, 0.1f, '1', "A"), false).get("ratio").toString());
    }
}
