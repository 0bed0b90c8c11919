package io.sbetool.otf;

import io.sbetool.ir.Ir;
import org.agrona.concurrent.UnsafeBuffer;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Holds a schema's compiled decoder to its interpreter: two decoders of one IR, one that never compiles
 * and one that compiles every template at once, must make the same callbacks ({@link CallLog}) through
 * both kinds of listener, and print the same JSON and text lines through the printers (whose compiled code
 * is of its own, {@link ListenerKind#PRINTER}), for a message, for the message cut at every length, and for
 * the message with any one bit flipped: the same values, the same absent elements, the same error at the
 * same byte.
 */
public final class CompiledAgreement
{
    private final MessageDecoder interpreted;
    private final MessageDecoder compiled;
    /** Printers of the interpreted decoder and of the compiled one, JSON then text. */
    private final LinePrinter[] interpretedPrinters;
    private final LinePrinter[] compiledPrinters;
    private int decodes;

    public CompiledAgreement(final Ir ir)
    {
        this(ir, TemplateClassWriter.VALUES_PER_METHOD);
    }

    /**
     * @param valuesPerMethod split blocks' fields over methods of at most this many values.
     */
    CompiledAgreement(final Ir ir, final int valuesPerMethod)
    {
        interpreted = new MessageDecoder(ir).compileAfter(-1);
        compiled = new MessageDecoder(ir).compileAfter(0).valuesPerMethod(valuesPerMethod);
        interpretedPrinters = new LinePrinter[] {new JsonPrinter(interpreted), new TextPrinter(interpreted)};
        compiledPrinters = new LinePrinter[] {new JsonPrinter(compiled), new TextPrinter(compiled)};
    }

    /**
     * @return the decodes compared so far.
     */
    public int decodes()
    {
        return decodes;
    }

    /**
     * @param stride 1 to cut the message at every length and flip every bit of every byte; else cut it at
     *               every {@code stride}-th length and flip one bit of every {@code stride}-th byte.
     */
    public void assertAgree(final String label, final byte[] message, final int stride)
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(message.clone());
        final List<String> whole = assertAgree(label, buffer, message.length);
        assertTrue(whole.get(whole.size() - 1).startsWith("length "), () -> label + " does not decode: " + whole);
        final MessagePlan plan = compiled.planAt(buffer, 0, message.length);
        assertTrue(plan.isCompiled(true) && plan.code(ListenerKind.POSITIONS).isCompiled() &&
            plan.code(ListenerKind.PRINTER).isCompiled(), () -> label + ": " + plan.name() + " was not compiled");
        for (int length = 0; length < message.length; length += stride)
        {
            assertAgree(label + " cut at " + length, buffer, length);
        }
        for (int i = 0; i < message.length; i += stride)
        {
            // every bit of every byte, or of sampled bytes one bit each, taking each bit in turn
            for (int bit = stride == 1 ? 0 : (i / stride) % 8; bit < (stride == 1 ? 8 : (i / stride) % 8 + 1); bit++)
            {
                buffer.putByte(i, (byte)(message[i] ^ (1 << bit)));
                assertAgree(label + " bit " + bit + " of byte " + i + " flipped", buffer, message.length);
                buffer.putByte(i, message[i]);
            }
        }
    }

    private List<String> assertAgree(final String label, final UnsafeBuffer buffer, final int length)
    {
        List<String> log = null;
        for (final boolean values : new boolean[] {false, true})
        {
            log = CallLog.decode(interpreted, buffer, 0, length, values);
            assertEquals(log, CallLog.decode(compiled, buffer, 0, length, values),
                () -> label + (values ? ", values" : ", positions"));
            decodes += 2;
        }
        for (int i = 0; i < compiledPrinters.length; i++)
        {
            final LinePrinter printer = compiledPrinters[i];
            assertEquals(printed(interpretedPrinters[i], buffer, length), printed(printer, buffer, length),
                () -> label + ", " + printer.getClass().getSimpleName());
        }
        return log;
    }

    /**
     * @return the line printed, with the length decoded and the unknown enum values, or the error.
     */
    private static String printed(final LinePrinter printer, final UnsafeBuffer buffer, final int length)
    {
        final ByteSink sink = new ByteSink();
        try
        {
            final int decoded = printer.print(buffer, 0, length, sink);
            return sink + " length " + decoded + " unknown enums " + printer.unknownEnumValues();
        }
        catch (final OtfDecodeException ex)
        {
            return "error at " + ex.bufferIndex() + ": " + ex.getMessage() + " leaving '" + sink + "'";
        }
    }
}
