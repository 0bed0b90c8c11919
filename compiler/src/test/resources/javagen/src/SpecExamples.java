package javagen.examples;

import org.agrona.concurrent.UnsafeBuffer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The three wire examples of the standard (07Examples.md), SBE part after the 6-byte SOFH: encoded byte
 * for byte by the generated encoders and decoded to the documented values.
 */
public final class SpecExamples implements Runnable
{
    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();

    static byte[] hex(final String text)
    {
        final String[] parts = text.trim().split("\\s+");
        final byte[] bytes = new byte[parts.length];
        for (int i = 0; i < parts.length; i++)
        {
            bytes[i] = (byte)Integer.parseInt(parts[i], 16);
        }
        return bytes;
    }

    static byte[] sbePart(final String wire)
    {
        final byte[] all = hex(wire);
        final byte[] sbe = new byte[all.length - 6];
        System.arraycopy(all, 6, sbe, 0, sbe.length);
        return sbe;
    }

    static byte[] encoded(final UnsafeBuffer buffer, final int length)
    {
        final byte[] bytes = new byte[length];
        buffer.getBytes(0, bytes);
        return bytes;
    }

    @Override
    public void run()
    {
        newOrderSingle();
        executionReport();
        businessMessageReject();
    }

    void newOrderSingle()
    {
        final byte[] expected = sbePart(
            "00 00 00 44 eb 50 36 00 63 00 5b 00 00 00 4f 52 " +
            "44 30 30 30 30 31 41 43 43 54 30 31 00 00 47 45 " +
            "4d 34 00 00 00 00 31 80 16 b3 3b 13 65 29 15 07 " +
            "00 00 00 32 1a 85 01 00 00 00 00 00 00 00 00 00 " +
            "00 00 00 80");
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[128]);
        final NewOrderSingleEncoder encoder = new NewOrderSingleEncoder().wrapAndApplyHeader(buffer, 0, headerEncoder)
            .clOrdId("ORD00001")
            .account("ACCT01")
            .symbol("GEM4")
            .side(SideEnum.Buy)
            .transactTime(0x152965133bb31680L)
            .ordType(OrdTypeEnum.Limit);
        encoder.orderQty().mantissa(7);
        encoder.price().mantissa(99610);
        encoder.stopPx().mantissa(OptionalDecimalEncodingEncoder.mantissaNullValue());
        assertArrayEquals(expected, encoded(buffer, 8 + encoder.encodedLength()));

        final NewOrderSingleDecoder decoder = new NewOrderSingleDecoder()
            .wrapAndApplyHeader(new UnsafeBuffer(expected), 0, headerDecoder);
        assertEquals(54, headerDecoder.blockLength());
        assertEquals(99, headerDecoder.templateId());
        assertEquals(91, headerDecoder.schemaId());
        assertEquals(0, headerDecoder.version());
        assertEquals("ORD00001", decoder.clOrdId());
        assertEquals("ACCT01", decoder.account());
        assertEquals("GEM4", decoder.symbol());
        assertEquals(SideEnum.Buy, decoder.side());
        assertEquals(7, decoder.orderQty().mantissa());
        assertEquals(0, decoder.orderQty().exponent());
        assertEquals(OrdTypeEnum.Limit, decoder.ordType());
        assertEquals(99610, decoder.price().mantissa());
        assertEquals(-3, decoder.price().exponent());
        assertEquals(Long.MIN_VALUE, decoder.stopPx().mantissa());
        assertEquals(OptionalDecimalEncodingDecoder.mantissaNullValue(), decoder.stopPx().mantissa());
    }

    void executionReport()
    {
        final byte[] expected = sbePart(
            "00 00 00 54 eb 50 2a 00 62 00 5b 00 00 00 4f 30 " +
            "30 30 30 30 30 31 45 58 45 43 30 30 30 30 46 31 " +
            "47 45 4d 34 00 00 00 00 de 07 06 ff ff 31 01 00 " +
            "00 00 06 00 00 00 75 3e 0c 00 02 00 1a 85 01 00 " +
            "00 00 00 00 02 00 00 00 24 85 01 00 00 00 00 00 " +
            "04 00 00 00");
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[128]);
        final ExecutionReportEncoder encoder = new ExecutionReportEncoder().wrapAndApplyHeader(buffer, 0, headerEncoder)
            .orderID("O0000001")
            .execID("EXEC0000")
            .execType(ExecTypeEnum.Trade)
            .ordStatus(OrdStatusEnum.PartialFilled)
            .symbol("GEM4")
            .side(SideEnum.Buy)
            .tradeDate(15989);
        encoder.maturityMonthYear().year(2014).month((short)6).day((short)255).week((short)255);
        encoder.leavesQty().mantissa(1);
        encoder.cumQty().mantissa(6);
        final ExecutionReportEncoder.FillsGrpEncoder fills = encoder.fillsGrpCount(2);
        fills.next().fillPx().mantissa(99610);
        fills.fillQty().mantissa(2);
        fills.next().fillPx().mantissa(99620);
        fills.fillQty().mantissa(4);
        assertArrayEquals(expected, encoded(buffer, 8 + encoder.encodedLength()));

        final ExecutionReportDecoder decoder = new ExecutionReportDecoder()
            .wrapAndApplyHeader(new UnsafeBuffer(expected), 0, headerDecoder);
        assertEquals(42, headerDecoder.blockLength());
        assertEquals(98, headerDecoder.templateId());
        assertEquals("O0000001", decoder.orderID());
        assertEquals("EXEC0000", decoder.execID());
        assertEquals(ExecTypeEnum.Trade, decoder.execType());
        assertEquals(OrdStatusEnum.PartialFilled, decoder.ordStatus());
        assertEquals("GEM4", decoder.symbol());
        assertEquals(2014, decoder.maturityMonthYear().year());
        assertEquals(6, decoder.maturityMonthYear().month());
        assertEquals(SideEnum.Buy, decoder.side());
        assertEquals(1, decoder.leavesQty().mantissa());
        assertEquals(6, decoder.cumQty().mantissa());
        assertEquals(15989, decoder.tradeDate());
        final ExecutionReportDecoder.FillsGrpDecoder fillsDecoder = decoder.fillsGrp();
        assertEquals(2, fillsDecoder.count());
        assertEquals(12, fillsDecoder.actingBlockLength());
        assertEquals(99610, fillsDecoder.next().fillPx().mantissa());
        assertEquals(2, fillsDecoder.fillQty().mantissa());
        assertEquals(99620, fillsDecoder.next().fillPx().mantissa());
        assertEquals(4, fillsDecoder.fillQty().mantissa());
        assertEquals(expected.length - 8, decoder.encodedLength());
    }

    void businessMessageReject()
    {
        final byte[] expected = sbePart(
            "00 00 00 40 eb 50 09 00 61 00 5b 00 00 00 4f 52 " +
            "44 30 30 30 30 31 06 27 00 4e 6f 74 20 61 75 74 " +
            "68 6f 72 69 7a 65 64 20 74 6f 20 74 72 61 64 65 " +
            "20 74 68 61 74 20 69 6e 73 74 72 75 6d 65 6e 74");
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[128]);
        final byte[] text = "Not authorized to trade that instrument".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        final BusinessMessageRejectEncoder encoder = new BusinessMessageRejectEncoder()
            .wrapAndApplyHeader(buffer, 0, headerEncoder)
            .businesRejectRefId("ORD00001")
            .businessRejectReason(BusinessRejectReasonEnum.NotAuthorized)
            .putText(text, 0, text.length);
        assertArrayEquals(expected, encoded(buffer, 8 + encoder.encodedLength()));

        final BusinessMessageRejectDecoder decoder = new BusinessMessageRejectDecoder()
            .wrapAndApplyHeader(new UnsafeBuffer(expected), 0, headerDecoder);
        assertEquals(97, headerDecoder.templateId());
        assertEquals("ORD00001", decoder.businesRejectRefId());
        assertEquals(BusinessRejectReasonEnum.NotAuthorized, decoder.businessRejectReason());
        assertEquals(39, decoder.textLength());
        final byte[] decoded = new byte[39];
        assertEquals(39, decoder.getText(decoded, 0, 39));
        assertArrayEquals(text, decoded);
    }
}
