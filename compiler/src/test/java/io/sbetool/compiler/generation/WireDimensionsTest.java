package io.sbetool.compiler.generation;

import io.sbetool.codec.BoundsCheckException;
import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.cpp.NativeBuild;
import io.sbetool.compiler.generation.java.InMemoryCompiler;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.ir.Ir;
import io.sbetool.otf.JsonPrinter;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.OtfDecodeException;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Group counts on the wire outside their dimension's range, through the generated Java, the generated
 * C++ and the on-the-fly decoder, with {@code schemas/signed-dimension.xml}: a count above numInGroup's
 * maxValue, or negative in a signed numInGroup, is corrupt input that each reports at the count's byte
 * offset (Java's BoundsCheckException, C++'s sbetool::BoundsError, OTF's OtfDecodeException) rather than
 * iterating it or reading a negative count as an empty group. The messages are made by hand here, not
 * by a generated encoder, which would refuse such counts.
 */
class WireDimensionsTest
{
    /** Header (8) and bookId (4): where the levels dimension starts; its numInGroup is 2 bytes further. */
    private static final int LEVELS_COUNT_OFFSET = 8 + 4 + 2;

    private static Ir ir;
    private static Function<DirectBuffer, String> javaReader;

    @BeforeAll
    @SuppressWarnings("unchecked")
    static void compile() throws Exception
    {
        ir = Compilation.compileOrThrow(schema());
        final Map<String, String> sources = new JavaGenerator(ir, JavaOptions.defaults()).generateSources();
        sources.put("wire.dims.BookReader", resource("BookReader.java.template"));
        javaReader = (Function<DirectBuffer, String>)InMemoryCompiler.compile(sources)
            .loadClass("wire.dims.BookReader").getConstructor().newInstance();
    }

    /** A Book with levels of the given count on the wire (the elements actually present) and trades. */
    static byte[] book(final int levelsOnWire, final int levelsPresent, final int tradesOnWire, final int tradesPresent)
    {
        final ByteBuffer out = ByteBuffer.allocate(8 + 4 + 4 + 8 * levelsPresent + 4 + 4 * tradesPresent)
            .order(ByteOrder.LITTLE_ENDIAN);
        out.putShort((short)4).putShort((short)1).putShort((short)9).putShort((short)0).putInt(100);
        out.putShort((short)8).putShort((short)levelsOnWire);
        for (int i = 1; i <= levelsPresent; i++)
        {
            out.putLong(10L * i);
        }
        out.putShort((short)4).putShort((short)tradesOnWire);
        for (int i = 1; i <= tradesPresent; i++)
        {
            out.putInt(i);
        }
        return out.array();
    }

    private static int tradesCountOffset(final int levelsPresent)
    {
        return LEVELS_COUNT_OFFSET + 2 + 8 * levelsPresent + 2;
    }

    @Test
    void countsWithinTheirRangeReadTheSameEverywhere() throws Exception
    {
        final byte[] valid = book(10, 10, 5, 5);
        final String expected = "levels=10 trades=5 sum=" + (100 + 10 * 55 + 15);
        assertEquals(expected, javaReader.apply(new UnsafeBuffer(valid)));
        assertEquals(List.of(expected), cpp(valid));
        final String json = new JsonPrinter(new MessageDecoder(ir)).toJson(valid);
        assertTrue(json.contains("\"trades\":[{\"qty\":1},{\"qty\":2},{\"qty\":3},{\"qty\":4},{\"qty\":5}]"), json);
    }

    @Test
    void aSignedCountAboveMaxValue() throws Exception
    {
        refusedEverywhere(book(11, 11, 0, 0), "levels", 11, "0..10", LEVELS_COUNT_OFFSET);
    }

    @Test
    void aNegativeSignedCount() throws Exception
    {
        // Read as an empty group, the levels' bytes would be taken for the trades' dimension.
        refusedEverywhere(book(-1, 1, 0, 0), "levels", -1, "0..10", LEVELS_COUNT_OFFSET);
        refusedEverywhere(book(-32768, 0, 0, 0), "levels", -32768, "0..10", LEVELS_COUNT_OFFSET);
    }

    @Test
    void anUnsignedCountAboveMaxValue() throws Exception
    {
        refusedEverywhere(book(2, 2, 6, 6), "trades", 6, "0..5", tradesCountOffset(2));
        refusedEverywhere(book(0, 0, 65535, 0), "trades", 65535, "0..5", tradesCountOffset(0));
    }

    private static void refusedEverywhere(final byte[] message, final String group, final int count,
        final String range, final int offset) throws Exception
    {
        final BoundsCheckException java = assertThrows(BoundsCheckException.class,
            () -> javaReader.apply(new UnsafeBuffer(message)));
        assertEquals(group + ": count " + count + " outside " + range + " at offset " + offset, java.getMessage());

        assertEquals(List.of("BoundsError at " + offset + ": Book." + group + " group header: count " + count +
            " outside " + range + " at offset " + offset), cpp(message));

        final OtfDecodeException otf = assertThrows(OtfDecodeException.class,
            () -> new JsonPrinter(new MessageDecoder(ir)).toJson(message));
        assertEquals(offset, otf.bufferIndex(), otf.getMessage());
        assertEquals("group '" + group + "' numInGroup " + count + " is outside " + range + " at message offset " + offset,
            otf.getMessage());
    }

    /** What the C++ reader prints for each message, built once under the sanitizers. */
    private static List<String> cpp(final byte[]... messages) throws Exception
    {
        final List<String> command = new ArrayList<>(List.of(cppReader().toString()));
        for (final byte[] message : messages)
        {
            command.add(HexFormat.of().formatHex(message));
        }
        return List.of(NativeBuild.run(cppReader().getParent(), command).strip().split("\n"));
    }

    private static Path cppProgram;

    private static synchronized Path cppReader() throws Exception
    {
        if (cppProgram == null)
        {
            final Path dir = NativeBuild.ROOT.resolve("wire-dimensions");
            Files.createDirectories(dir);
            NativeBuild.generate(schema(), dir, null);
            final Path source = Files.writeString(dir.resolve("book-reader.cpp"), resource("book-reader.cpp"));
            cppProgram = NativeBuild.buildProgram(dir, dir.resolve("book-reader"), List.of(source));
        }
        return cppProgram;
    }

    private static Path schema() throws URISyntaxException
    {
        return Path.of(WireDimensionsTest.class.getResource("/schemas/signed-dimension.xml").toURI());
    }

    private static String resource(final String name) throws IOException
    {
        try (InputStream in = WireDimensionsTest.class.getResourceAsStream("/wiredims/" + name))
        {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
