package io.sbetool.otf;

import io.sbetool.compiler.Compilation;
import io.sbetool.ir.Ir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The on-the-fly decoder at the largest blocks the layout allows (schemas/largest-blocks.xml, issue 32
 * item 1): a 65,535-byte root block with a 65,535-element array decodes whole from exactly its bytes,
 * and one byte short is a truncation reported at the block's offset, not a read past the message;
 * likewise a 255-byte entry of a uint8 dimension's group. Interpreted and compiled plans alike.
 */
class LargestBlocksOtfTest
{
    private static final int HEADER = 8;
    private static final int ROOT = 65_535;
    private static final int ENTRY = 255;

    private static Ir ir() throws Exception
    {
        return Compilation.compileOrThrow(Path.of(LargestBlocksOtfTest.class.getResource("/schemas/largest-blocks.xml").toURI()));
    }

    private static ByteBuffer message(final int templateId, final int length)
    {
        final ByteBuffer message = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
        message.putShort(0, (short)ROOT).putShort(2, (short)templateId).putShort(4, (short)32).putShort(6, (short)0);
        return message;
    }

    /** @param compileAfter -1 to interpret every decode, 0 to compile the plan at once. */
    @ParameterizedTest(name = "compileAfter={0}")
    @ValueSource(ints = {-1, 0})
    void aRootBlockOf65535BytesDecodesWholeAndOneByteLessIsATruncationAtItsOffset(final int compileAfter)
        throws Exception
    {
        final ByteBuffer message = message(1, HEADER + ROOT);
        message.put(HEADER, (byte)1).put(HEADER + ROOT - 1, (byte)0xFE);
        final JsonPrinter printer = new JsonPrinter(new MessageDecoder(ir()).compileAfter(compileAfter));

        final String json = printer.toJson(message.array());
        assertTrue(json.contains("\"bytes\":[1,0,0,"), json.substring(0, 200));
        assertTrue(json.endsWith(",0,254]}"), json.substring(json.length() - 200));

        final OtfDecodeException truncated = assertThrows(OtfDecodeException.class,
            () -> printer.toJson(Arrays.copyOf(message.array(), HEADER + ROOT - 1)));
        assertTrue(truncated.isTruncation(), truncated.getMessage());
        assertEquals("root block needs 65535 bytes at message offset 8 but only 65534 remain", truncated.getMessage());
        assertEquals(HEADER, truncated.bufferIndex());
    }

    @ParameterizedTest(name = "compileAfter={0}")
    @ValueSource(ints = {-1, 0})
    void aGroupEntryOf255BytesDecodesWholeAndOneByteLessIsATruncationAtItsOffset(final int compileAfter)
        throws Exception
    {
        final int entries = HEADER + ROOT + 2;
        final ByteBuffer message = message(2, entries + ENTRY);
        final byte[] text = new byte[ROOT];
        Arrays.fill(text, (byte)'q');
        text[ROOT - 1] = 'z';
        message.put(HEADER, text).put(HEADER + ROOT, (byte)ENTRY).put(HEADER + ROOT + 1, (byte)1);
        message.put(entries, (byte)7);
        final byte[] label = new byte[ENTRY - 1];
        Arrays.fill(label, (byte)'L');
        message.put(entries + 1, label);
        final JsonPrinter printer = new JsonPrinter(new MessageDecoder(ir()).compileAfter(compileAfter));

        final String json = printer.toJson(message.array());
        assertTrue(json.contains("\"text\":\"" + "q".repeat(ROOT - 1) + "z\""), json.substring(0, 200));
        assertTrue(json.endsWith("\"rows\":[{\"flag\":7,\"label\":\"" + "L".repeat(ENTRY - 1) + "\"}]}"),
            json.substring(json.length() - 300));

        final OtfDecodeException truncated = assertThrows(OtfDecodeException.class,
            () -> printer.toJson(Arrays.copyOf(message.array(), entries + ENTRY - 1)));
        assertTrue(truncated.isTruncation(), truncated.getMessage());
        assertEquals("group 'rows' numInGroup 1 × blockLength 255 exceeds the buffer at message offset " + entries,
            truncated.getMessage());
        assertEquals(entries, truncated.bufferIndex());
    }
}
