package io.sbetool.otf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.capture.DecodeResult;
import io.sbetool.capture.DecodeSession;
import io.sbetool.capture.Framing;
import io.sbetool.ir.Ir;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The wire examples of the standard (07Examples.md), SOFH included, decode to the documented values.
 * The hex is copied from that file.
 */
public class StandardExamplesTest
{
    private static final ObjectMapper JSON = new ObjectMapper();

    public static final String NEW_ORDER_SINGLE =
        "00 00 00 44 eb 50 36 00 63 00 5b 00 00 00 4f 52 " +
        "44 30 30 30 30 31 41 43 43 54 30 31 00 00 47 45 " +
        "4d 34 00 00 00 00 31 80 16 b3 3b 13 65 29 15 07 " +
        "00 00 00 32 1a 85 01 00 00 00 00 00 00 00 00 00 " +
        "00 00 00 80";
    public static final String EXECUTION_REPORT =
        "00 00 00 54 eb 50 2a 00 62 00 5b 00 00 00 4f 30 " +
        "30 30 30 30 30 31 45 58 45 43 30 30 30 30 46 31 " +
        "47 45 4d 34 00 00 00 00 de 07 06 ff ff 31 01 00 " +
        "00 00 06 00 00 00 75 3e 0c 00 02 00 1a 85 01 00 " +
        "00 00 00 00 02 00 00 00 24 85 01 00 00 00 00 00 " +
        "04 00 00 00";
    public static final String BUSINESS_MESSAGE_REJECT =
        "00 00 00 40 eb 50 09 00 61 00 5b 00 00 00 4f 52 " +
        "44 30 30 30 30 31 06 27 00 4e 6f 74 20 61 75 74 " +
        "68 6f 72 69 7a 65 64 20 74 6f 20 74 72 61 64 65 " +
        "20 74 68 61 74 20 69 6e 73 74 72 75 6d 65 6e 74";

    private static Ir ir;

    @BeforeAll
    static void loadSchema() throws Exception
    {
        ir = ReferenceIr.fromSchema(SharedFiles.specExamplesForReference());
    }

    public static byte[] hex(final String text)
    {
        final String[] parts = text.trim().split("\\s+");
        final byte[] bytes = new byte[parts.length];
        for (int i = 0; i < parts.length; i++)
        {
            bytes[i] = (byte)Integer.parseInt(parts[i], 16);
        }
        return bytes;
    }

    private static List<JsonNode> decodeSofh(final String hex) throws Exception
    {
        final byte[] bytes = hex(hex);
        final StringBuilder out = new StringBuilder();
        final DecodeResult result = DecodeSession.builder(ir)
            .framing(Framing.parse("sofh"))
            .output(out)
            .build()
            .decode(new UnsafeBuffer(bytes), 0, bytes.length, "example");
        assertEquals(0, result.errors(), out.toString());
        final List<JsonNode> messages = new ArrayList<>();
        for (final String line : out.toString().split("\n"))
        {
            messages.add(JSON.readTree(line));
        }
        return messages;
    }

    @Test
    void newOrderSingle() throws Exception
    {
        final JsonNode m = decodeSofh(NEW_ORDER_SINGLE).get(0);
        assertEquals("NewOrderSingle", m.get("template").asText());
        assertEquals(99, m.get("templateId").asInt());
        assertEquals(6, m.get("offset").asInt(), "the message follows the 6-byte SOFH");
        assertEquals("ORD00001", m.get("ClOrdId").asText());
        assertEquals("ACCT01", m.get("Account").asText());
        assertEquals("GEM4", m.get("Symbol").asText());
        assertEquals("Buy", m.get("Side").asText());
        // 07Examples.md's dump holds 80 16 b3 3b 13 65 29 15 (2018-04-27T20:31:22.122Z) while its table
        // lists 00b863e7343d2a15 (2018-04-30T14:32:01.248Z): both are checked
        assertEquals(1524861082122000000L, m.get("TransactTime").asLong());
        final JsonNode fromTable = decodeSofh(NEW_ORDER_SINGLE.replace(
            "31 80 16 b3 3b 13 65 29 15 07", "31 00 b8 63 e7 34 3d 2a 15 07")).get(0);
        assertEquals(java.time.Instant.parse("2018-04-30T14:32:01.248Z"),
            java.time.Instant.EPOCH.plusNanos(fromTable.get("TransactTime").asLong()));
        assertEquals(7, m.get("OrderQty").get("mantissa").asInt());
        assertEquals("Limit", m.get("OrdType").asText());
        assertEquals(99610, m.get("Price").get("mantissa").asLong());
        assertEquals(-3, m.get("Price").get("exponent").asInt());
        assertTrue(m.get("StopPx").get("mantissa").isNull());
    }

    @Test
    void executionReportWithRepeatingGroup() throws Exception
    {
        final JsonNode m = decodeSofh(EXECUTION_REPORT).get(0);
        assertEquals("ExecutionReport", m.get("template").asText());
        assertEquals("O0000001", m.get("OrderID").asText());
        assertEquals("EXEC0000", m.get("ExecID").asText());
        assertEquals("Trade", m.get("ExecType").asText());
        assertEquals("PartialFilled", m.get("OrdStatus").asText());
        assertEquals("GEM4", m.get("Symbol").asText());
        assertEquals(2014, m.get("MaturityMonthYear").get("year").asInt());
        assertEquals(6, m.get("MaturityMonthYear").get("month").asInt());
        assertEquals("Buy", m.get("Side").asText());
        assertEquals(1, m.get("LeavesQty").get("mantissa").asInt());
        assertEquals(6, m.get("CumQty").get("mantissa").asInt());
        assertEquals(15989, m.get("TradeDate").asInt(), "2013-10-11 as days since the epoch");
        final JsonNode fills = m.get("FillsGrp");
        assertEquals(2, fills.size());
        assertEquals(99610, fills.get(0).get("FillPx").get("mantissa").asLong());
        assertEquals(2, fills.get(0).get("FillQty").get("mantissa").asInt());
        assertEquals(99620, fills.get(1).get("FillPx").get("mantissa").asLong());
        assertEquals(4, fills.get(1).get("FillQty").get("mantissa").asInt());
    }

    @Test
    void businessMessageRejectWithVarData() throws Exception
    {
        final JsonNode m = decodeSofh(BUSINESS_MESSAGE_REJECT).get(0);
        assertEquals("BusinessMessageReject", m.get("template").asText());
        assertEquals("ORD00001", m.get("BusinesRejectRefId").asText());
        assertEquals("NotAuthorized", m.get("BusinessRejectReason").asText());
        // the DATA composite declares no characterEncoding, so the bytes print as base64
        assertEquals(java.util.Base64.getEncoder().encodeToString(
            "Not authorized to trade that instrument".getBytes(java.nio.charset.StandardCharsets.US_ASCII)),
            m.get("Text").asText());
    }

    @Test
    void impossibleGroupCountIsReportedWithItsOffset()
    {
        // 65534 is uint16's largest count (65535 is its null value): in range, but far beyond the buffer.
        final byte[] framed = hex(EXECUTION_REPORT.replace("0c 00 02 00 1a 85", "0c 00 fe ff 1a 85"));
        final byte[] message = java.util.Arrays.copyOfRange(framed, 6, framed.length);
        final OtfDecodeException ex = org.junit.jupiter.api.Assertions.assertThrows(OtfDecodeException.class,
            () -> new JsonPrinter(new MessageDecoder(ir)).toJson(message));
        assertEquals("group 'FillsGrp' numInGroup 65534 × blockLength 12 exceeds the buffer at message offset 54",
            ex.getMessage());
        assertEquals(54, ex.bufferIndex());

        final byte[] nullCount = java.util.Arrays.copyOfRange(
            hex(EXECUTION_REPORT.replace("0c 00 02 00 1a 85", "0c 00 ff ff 1a 85")), 6, framed.length);
        final OtfDecodeException outside = org.junit.jupiter.api.Assertions.assertThrows(OtfDecodeException.class,
            () -> new JsonPrinter(new MessageDecoder(ir)).toJson(nullCount));
        assertEquals("group 'FillsGrp' numInGroup 65535 is outside 0..65534 at message offset 52", outside.getMessage());
        assertEquals(52, outside.bufferIndex());

        final List<String> errors = new ArrayList<>();
        final DecodeResult result = DecodeSession.builder(ir).framing(Framing.parse("sofh"))
            .errors((file, offset, text) -> errors.add(file + "@" + offset))
            .output(new StringBuilder()).build()
            .decode(new UnsafeBuffer(framed), 0, framed.length, "er.bin");
        assertTrue(result.stopped());
        assertEquals(List.of("er.bin@60"), errors, "6 bytes of SOFH + 54 into the message");
    }

    @Test
    void threeExamplesBackToBackSplitBySofh() throws Exception
    {
        final List<JsonNode> messages = decodeSofh(NEW_ORDER_SINGLE + " " + EXECUTION_REPORT + " " + BUSINESS_MESSAGE_REJECT);
        assertEquals(3, messages.size());
        assertEquals(6, messages.get(0).get("offset").asInt());
        assertEquals(68 + 6, messages.get(1).get("offset").asInt());
        assertEquals(68 + 84 + 6, messages.get(2).get("offset").asInt());
    }
}
