package io.sbetool.compiler.generation;

import io.sbetool.codec.BoundsCheckException;
import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.cli.SbeTool;
import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.compiler.generation.cpp.NativeBuild;
import io.sbetool.compiler.generation.java.InMemoryCompiler;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.ir.Ir;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.OtfDecodeException;
import io.sbetool.otf.OtfListener;
import io.sbetool.otf.VarDataNode;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.lang.reflect.InvocationTargetException;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Var data whose length prefix is wider than 32 bits or signed (issue 32, item 8): the generated Java and
 * C++ decoders, the OTF decoder (interpreted and compiled) and {@code sbetool decode} are given the same
 * bytes and must agree, by one rule: the length is taken as unsigned, or refused when a signed one is
 * negative, and refused when it exceeds what remains in the buffer, compared in 64 bits so that
 * 0x100000004 is never read as 4.
 */
class WideVarDataLengthsTest
{
    private static final String PACKAGE = "varlen.wide";
    private static final String REFUSED = "refused";
    private static final String ABCD = "ok 4 abcd";

    /** A message of the schema: its template, the length prefix's bytes, then the bytes after it. */
    private record Case(String name, int templateId, byte[] prefix, String data, String expected)
    {
        byte[] message()
        {
            final byte[] body = data.getBytes(StandardCharsets.US_ASCII);
            final ByteBuffer bytes = ByteBuffer.allocate(8 + prefix.length + body.length).order(ByteOrder.LITTLE_ENDIAN);
            bytes.putShort((short)0).putShort((short)templateId).putShort((short)32).putShort((short)0);
            return bytes.put(prefix).put(body).array();
        }
    }

    private static final List<Case> CASES = List.of(
        new Case("uint64 0x100000004", 1, le(0x1_0000_0004L, 8), "abcd", REFUSED),
        new Case("uint64 2^64 - 1", 1, le(-1L, 8), "abcd", REFUSED),
        new Case("uint64 2^63 + 4", 1, le(0x8000_0000_0000_0004L, 8), "abcd", REFUSED),
        new Case("uint64 4", 1, le(4, 8), "abcd", ABCD),
        new Case("uint64 5, one byte short", 1, le(5, 8), "abcd", REFUSED),
        new Case("uint64 prefix cut short", 1, le(4, 4), "", REFUSED),
        new Case("int64 -1", 2, le(-1L, 8), "abcd", REFUSED),
        new Case("int64 0x100000004", 2, le(0x1_0000_0004L, 8), "abcd", REFUSED),
        new Case("int64 4", 2, le(4, 8), "abcd", ABCD),
        new Case("int32 -4", 3, le(-4, 4), "abcd", REFUSED),
        new Case("int32 Integer.MIN_VALUE", 3, le(Integer.MIN_VALUE, 4), "abcd", REFUSED),
        new Case("int32 4", 3, le(4, 4), "abcd", ABCD),
        new Case("uint32 2^32 - 1", 4, le(0xFFFF_FFFFL, 4), "abcd", REFUSED),
        new Case("uint32 2^31 + 4", 4, le(0x8000_0004L, 4), "abcd", REFUSED),
        new Case("uint32 4", 4, le(4, 4), "abcd", ABCD),
        new Case("uint32 prefix cut short", 4, le(4, 2), "", REFUSED),
        new Case("int8 -1", 5, le(-1, 1), "abcd", REFUSED),
        new Case("int8 4", 5, le(4, 1), "abcd", ABCD));

    /** The messages by template id - 1. */
    private static final List<String> MESSAGES = List.of("U64", "I64", "I32", "U32", "I8");

    private static Path schema;
    private static Ir ir;

    @TempDir
    Path dir;

    @BeforeAll
    static void compileSchema() throws URISyntaxException
    {
        schema = Paths.get(WideVarDataLengthsTest.class.getResource("/varlen/wide-lengths.xml").toURI());
        ir = Compilation.compileOrThrow(schema);
    }

    @Test
    void generatedJavaRefusesWhatItsBufferCannotHold() throws Exception
    {
        final ClassLoader loader = InMemoryCompiler.compile(
            new JavaGenerator(ir, JavaOptions.defaults().withPackageName(PACKAGE)).generateSources());
        assertOutcomes("Java", message -> javaDecode(loader, message));
    }

    /** Each encoder writes the bytes of its "4" case; a uint64's maximum once refused every length. */
    @Test
    void generatedJavaEncodersWriteEveryLengthType() throws Exception
    {
        final ClassLoader loader = InMemoryCompiler.compile(
            new JavaGenerator(ir, JavaOptions.defaults().withPackageName(PACKAGE)).generateSources());
        final Class<?> headerType = loader.loadClass(PACKAGE + ".MessageHeaderEncoder");
        for (final Case c : CASES.stream().filter(c -> c.expected().equals(ABCD)).toList())
        {
            final Class<?> type = loader.loadClass(PACKAGE + "." + MESSAGES.get(c.templateId() - 1) + "Encoder");
            final Object encoder = type.getConstructor().newInstance();
            final UnsafeBuffer buffer = new UnsafeBuffer(new byte[64]);
            type.getMethod("wrapAndApplyHeader", MutableDirectBuffer.class, int.class, headerType)
                .invoke(encoder, buffer, 0, headerType.getConstructor().newInstance());
            try
            {
                type.getMethod("putPayload", byte[].class, int.class, int.class)
                    .invoke(encoder, "abcd".getBytes(StandardCharsets.US_ASCII), 0, 4);
            }
            catch (final InvocationTargetException ex)
            {
                throw new AssertionError(c.name() + ": " + ex.getCause(), ex.getCause());
            }
            final byte[] written = new byte[8 + (int)type.getMethod("encodedLength").invoke(encoder)];
            buffer.getBytes(0, written);
            assertEquals(HexFormat.of().formatHex(c.message()), HexFormat.of().formatHex(written), c.name());
        }
    }

    @Test
    void generatedCppRefusesByTheSameRule() throws Exception
    {
        final Path root = NativeBuild.fresh("wide-lengths");
        new CppGenerator(ir, new CppOptions(null, schema)).generate(root);
        final Path program = NativeBuild.buildProgram(root, root.resolve("wide-lengths"),
            List.of(Path.of("src", "test", "cpp", "WideLengthsProgram.cpp")));
        final StringBuilder input = new StringBuilder();
        for (final Case c : CASES)
        {
            input.append(c.templateId()).append(' ').append(HexFormat.of().formatHex(c.message())).append('\n');
        }
        final Path cases = Files.writeString(root.resolve("cases.txt"), input);
        final List<String> outcomes = NativeBuild.run(root, List.of(program.toString(), cases.toString())).lines().toList();
        final List<String> expected = CASES.stream().map(Case::expected).toList();
        assertEquals(labelled(expected), labelled(outcomes), "C++");
    }

    @Test
    void theOtfDecoderRefusesByTheSameRuleInterpretedAndCompiled()
    {
        assertOutcomes("OTF interpreted", message -> otfDecode(new MessageDecoder(ir).compileAfter(-1), message));
        assertOutcomes("OTF compiled", message -> otfDecode(new MessageDecoder(ir).compileAfter(0), message));
    }

    @Test
    void decodeReportsARefusedLengthAtItsOffset() throws Exception
    {
        for (final Case c : CASES)
        {
            final Path file = Files.write(dir.resolve("message.bin"), c.message());
            final ByteArrayOutputStream out = new ByteArrayOutputStream();
            final ByteArrayOutputStream err = new ByteArrayOutputStream();
            final int exit = SbeTool.run(new String[] {"decode", "--schema", schema.toString(), file.toString()}, out, err);
            final String stderr = err.toString(StandardCharsets.UTF_8);
            if (c.expected().equals(REFUSED))
            {
                assertEquals(1, exit, c.name() + ": " + stderr);
                assertTrue(stderr.contains("offset"), c.name() + ": " + stderr);
                assertTrue(!stderr.contains("needs -"), c.name() + ": a length shown as negative: " + stderr);
            }
            else
            {
                assertEquals(0, exit, c.name() + ": " + stderr);
                assertTrue(out.toString(StandardCharsets.UTF_8).contains("\"payload\":\"YWJjZA==\""),
                    c.name() + ": " + out.toString(StandardCharsets.UTF_8));
            }
        }
    }

    private static void assertOutcomes(final String target, final Function<byte[], String> decoder)
    {
        final List<String> outcomes = new ArrayList<>();
        CASES.forEach(c -> outcomes.add(decoder.apply(c.message())));
        assertEquals(labelled(CASES.stream().map(Case::expected).toList()), labelled(outcomes), target);
    }

    /** The outcomes with each case's name, so that a failure says which cases differ. */
    private static List<String> labelled(final List<String> outcomes)
    {
        final List<String> lines = new ArrayList<>();
        for (int i = 0; i < CASES.size(); i++)
        {
            lines.add(CASES.get(i).name() + ": " + (i < outcomes.size() ? outcomes.get(i) : "(none)"));
        }
        return lines;
    }

    private static String javaDecode(final ClassLoader loader, final byte[] message)
    {
        final int templateId = message[2];
        final String name = MESSAGES.get(templateId - 1);
        try
        {
            final Class<?> type = loader.loadClass(PACKAGE + "." + name + "Decoder");
            final Object decoder = type.getConstructor().newInstance();
            type.getMethod("wrap", DirectBuffer.class, int.class, int.class, int.class)
                .invoke(decoder, new UnsafeBuffer(message), 8, 0, 0);
            final int length = (int)type.getMethod("payloadLength").invoke(decoder);
            final byte[] bytes = new byte[64];
            final int copied = (int)type.getMethod("getPayload", byte[].class, int.class, int.class)
                .invoke(decoder, bytes, 0, bytes.length);
            return "ok " + length + " " + new String(bytes, 0, copied, StandardCharsets.US_ASCII);
        }
        catch (final InvocationTargetException ex)
        {
            // Only sbetool's own check counts: Agrona's IndexOutOfBoundsException is not the documented error.
            return ex.getCause() instanceof BoundsCheckException ? REFUSED : "threw " + ex.getCause();
        }
        catch (final ReflectiveOperationException ex)
        {
            throw new AssertionError(ex);
        }
    }

    private static String otfDecode(final MessageDecoder decoder, final byte[] message)
    {
        final StringBuilder seen = new StringBuilder();
        final OtfListener listener = new OtfListener()
        {
            @Override
            public void onVarData(final VarDataNode node, final DirectBuffer buffer, final int index, final int length)
            {
                seen.append("ok ").append(length).append(' ').append(buffer.getStringWithoutLengthAscii(index, length));
            }
        };
        try
        {
            // Decoded twice, so that a decoder compiling after its first decode runs its compiled code too.
            for (int i = 0; i < 2; i++)
            {
                seen.setLength(0);
                decoder.decode(new UnsafeBuffer(message), 0, message.length, listener);
            }
            return seen.toString();
        }
        catch (final OtfDecodeException ex)
        {
            return REFUSED;
        }
    }

    /** The low {@code size} bytes of {@code value}, little-endian. */
    private static byte[] le(final long value, final int size)
    {
        final byte[] bytes = new byte[size];
        for (int i = 0; i < size; i++)
        {
            bytes[i] = (byte)(value >>> (8 * i));
        }
        return bytes;
    }
}
