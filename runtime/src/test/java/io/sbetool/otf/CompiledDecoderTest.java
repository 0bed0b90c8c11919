package io.sbetool.otf;

import io.sbetool.ir.Ir;
import io.sbetool.testing.ReferenceIr;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the other tests of compiled templates (CarAndVersionsTest, the compiler's CompiledOtfAgreementTest)
 * do not reach: arrays long enough to be loops, of every numeric type, and when compiling starts.
 */
class CompiledDecoderTest
{
    private static final int ROW_LENGTH = 11 * 4 + 9 * 8;

    /**
     * @return a message of arrays.xml: random bytes but for the header and the group's dimension, two rows.
     */
    static byte[] arraysMessage(final int blockLength)
    {
        final byte[] message = new byte[8 + blockLength + 4 + 2 * ROW_LENGTH];
        new Random(42).nextBytes(message);
        final UnsafeBuffer buffer = new UnsafeBuffer(message);
        buffer.putShort(0, (short)blockLength, ByteOrder.BIG_ENDIAN);
        buffer.putShort(2, (short)1, ByteOrder.BIG_ENDIAN);
        buffer.putShort(4, (short)9, ByteOrder.BIG_ENDIAN);
        buffer.putShort(6, (short)0, ByteOrder.BIG_ENDIAN);
        buffer.putShort(8 + blockLength, (short)ROW_LENGTH, ByteOrder.BIG_ENDIAN);
        buffer.putShort(8 + blockLength + 2, (short)2, ByteOrder.BIG_ENDIAN);
        return message;
    }

    @Test
    void longArraysOfEveryTypeDecodeAsInterpreted() throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(CarAndVersionsTest.resource("arrays.xml"));
        final int blockLength = ir.message(1).get(0).encodedLength();
        final byte[] message = arraysMessage(blockLength);
        final UnsafeBuffer buffer = new UnsafeBuffer(message);

        final List<String> log = CallLog.decode(new MessageDecoder(ir).compileAfter(0), buffer, 0,
            message.length, true);
        assertTrue(log.contains("integer uint64s[8]=" + buffer.getLong(8 + 9 + 9 + 20 + 20 + 44 + 44 + 72 + 64,
            ByteOrder.BIG_ENDIAN)), log::toString);
        assertTrue(log.contains("integer sizes[15]=" +
            (buffer.getShort(8 + blockLength - 2, ByteOrder.BIG_ENDIAN) & 0xFFFF)), log::toString);
        assertTrue(log.contains("end message Arrays") && log.contains("length " + message.length), log::toString);
        new CompiledAgreement(ir).assertAgree("arrays", message, 1);
        new CompiledAgreement(ir, 2).assertAgree("arrays, two values per method", message, 1);
    }

    @Test
    void aTemplateIsCompiledAfterItsDecodesThroughTheInterpreterAndNeverWhenNegative() throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(CarAndVersionsTest.resource("arrays.xml"));
        final byte[] order = arraysMessage(ir.message(1).get(0).encodedLength());
        final UnsafeBuffer buffer = new UnsafeBuffer(order);
        final MessageDecoder decoder = new MessageDecoder(ir).compileAfter(3);
        final MessagePlan plan = decoder.planAt(buffer, 0, order.length);
        for (int i = 0; i < 3; i++)
        {
            CallLog.decode(decoder, buffer, 0, order.length, true);
            assertFalse(plan.isCompiled(true), "compiled after " + (i + 1) + " decodes");
        }
        CallLog.decode(decoder, buffer, 0, order.length, true);
        assertTrue(plan.isCompiled(true));
        assertFalse(plan.isCompiled(false), "positional listeners have code of their own");

        final MessageDecoder never = new MessageDecoder(ir).compileAfter(-1);
        for (int i = 0; i < 1000; i++)
        {
            CallLog.decode(never, buffer, 0, order.length, false);
        }
        assertFalse(never.planAt(buffer, 0, order.length).isCompiled(false));
    }
}
