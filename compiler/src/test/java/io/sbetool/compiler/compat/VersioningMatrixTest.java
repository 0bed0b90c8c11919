package io.sbetool.compiler.compat;

import io.sbetool.compiler.Compilation;
import io.sbetool.otf.JsonPrinter;
import io.sbetool.otf.MessageDecoder;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToIntFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every version of the family's encoder against every version of its decoder, through the generated
 * Java, in both byte orders: old readers of new messages and new readers of old ones see what
 * {@link FamilyExpectations} says, the acting version and blockLength of the writer honoured; and the
 * on-the-fly decoder, given each version's schema, prints what {@link FamilyJson} says.
 */
class VersioningMatrixTest
{
    static List<Arguments> matrix()
    {
        final List<Arguments> cases = new ArrayList<>();
        for (final String byteOrder : VersioningFamily.BYTE_ORDERS)
        {
            for (int writer = 0; writer <= VersioningFamily.LATEST; writer++)
            {
                for (int reader = 0; reader <= VersioningFamily.LATEST; reader++)
                {
                    cases.add(Arguments.of(byteOrder, writer, reader));
                }
            }
        }
        return cases;
    }

    /** Writes a Trade with the FamilyWriter of a version and returns exactly its bytes. */
    static byte[] written(final String byteOrder, final int writer)
    {
        final MutableDirectBuffer buffer = new UnsafeBuffer(new byte[512]);
        @SuppressWarnings("unchecked")
        final ToIntFunction<MutableDirectBuffer> write =
            VersioningFamily.instance(byteOrder, writer, "FamilyWriter", ToIntFunction.class);
        final int length = write.applyAsInt(buffer);
        assertEquals(FamilyExpectations.encodedLength(writer, writer), length, "length written by v" + writer);
        final byte[] bytes = new byte[length];
        buffer.getBytes(0, bytes);
        checkByteOrder(byteOrder, writer, buffer);
        return bytes;
    }

    /** The header and tradeId are where the standard puts them, in the schema's byte order. */
    private static void checkByteOrder(final String byteOrder, final int writer, final DirectBuffer buffer)
    {
        final ByteOrder order = "be".equals(byteOrder) ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
        assertEquals(FamilyExpectations.TRADE_BLOCK_LENGTH[writer], buffer.getShort(0, order));
        assertEquals(1, buffer.getShort(2, order), "templateId");
        assertEquals(91, buffer.getShort(4, order), "schemaId");
        assertEquals(writer, buffer.getShort(6, order), "version");
        assertEquals(1001L, buffer.getLong(8, order), "tradeId");
    }

    @ParameterizedTest(name = "{0}: v{1} encoder, v{2} decoder")
    @MethodSource("matrix")
    void generatedDecoderReadsEveryVersion(final String byteOrder, final int writer, final int reader)
    {
        final byte[] bytes = written(byteOrder, writer);
        @SuppressWarnings("unchecked")
        final Function<DirectBuffer, Map<String, String>> read =
            VersioningFamily.instance(byteOrder, reader, "FamilyReader", Function.class);
        final Map<String, String> seen = read.apply(new UnsafeBuffer(bytes));
        assertEquals(FamilyExpectations.of(writer, reader), seen);
    }

    @ParameterizedTest(name = "{0}: v{1} encoder, on-the-fly decoder with the v{2} schema")
    @MethodSource("matrix")
    void onTheFlyDecoderReadsEveryVersion(final String byteOrder, final int writer, final int reader) throws Exception
    {
        final byte[] bytes = written(byteOrder, writer);
        final MessageDecoder decoder = new MessageDecoder(Compilation.compileOrThrow(VersioningFamily.schema(byteOrder, reader)));
        assertEquals(FamilyJson.of(writer, reader), FamilyJson.parse(new JsonPrinter(decoder).toJson(bytes)));
        assertEquals(FamilyExpectations.encodedLength(writer, Math.min(writer, reader)),
            decoder.encodedLength(new UnsafeBuffer(bytes), 0, bytes.length), "bytes the on-the-fly decoder walks");
    }
}
