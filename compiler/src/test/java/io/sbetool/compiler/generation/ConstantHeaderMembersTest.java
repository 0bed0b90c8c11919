package io.sbetool.compiler.generation;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.cli.SbeTool;
import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.compiler.generation.cpp.NativeBuild;
import io.sbetool.compiler.generation.java.InMemoryCompiler;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.ir.Ir;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A message header whose schemaId and version are constants (issue 30): constants take no bytes, so the
 * header is blockLength and templateId alone, and no encoder may call a setter for them. Every target
 * encodes or decodes Ping (seq 7) of {@code header/constant-members.xml} to the same bytes: the generated
 * Java and C++ encode and decode it, {@code sbetool decode} (the OTF decoder) reads it and {@code sbetool
 * encode} writes it again.
 */
class ConstantHeaderMembersTest
{
    private static final String PACKAGE = "constant.header";
    /** blockLength 4, templateId 1, then seq 7: no bytes for the constant schemaId and version. */
    private static final String PING = "0400" + "0100" + "07000000";

    private static Path schema;
    private static Ir ir;

    @TempDir
    Path dir;

    @BeforeAll
    static void compileSchema() throws URISyntaxException
    {
        schema = Paths.get(ConstantHeaderMembersTest.class.getResource("/header/constant-members.xml").toURI());
        ir = Compilation.compileOrThrow(schema);
    }

    @Test
    void generatedJavaEncodesAndDecodesWithoutWritingTheConstants() throws Exception
    {
        final ClassLoader loader = InMemoryCompiler.compile(
            new JavaGenerator(ir, JavaOptions.defaults()).generateSources());
        final Class<?> headerEncoder = loader.loadClass(PACKAGE + ".MessageHeaderEncoder");
        final Class<?> encoderType = loader.loadClass(PACKAGE + ".PingEncoder");
        final Object encoder = encoderType.getConstructor().newInstance();
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[64]);
        encoderType.getMethod("wrapAndApplyHeader", MutableDirectBuffer.class, int.class, headerEncoder)
            .invoke(encoder, buffer, 0, headerEncoder.getConstructor().newInstance());
        encoderType.getMethod("seq", long.class).invoke(encoder, 7L);
        final byte[] written = new byte[4 + (int)encoderType.getMethod("encodedLength").invoke(encoder)];
        buffer.getBytes(0, written);
        assertEquals(PING, HexFormat.of().formatHex(written));

        final Class<?> headerDecoderType = loader.loadClass(PACKAGE + ".MessageHeaderDecoder");
        final Object header = headerDecoderType.getConstructor().newInstance();
        headerDecoderType.getMethod("wrap", DirectBuffer.class, int.class).invoke(header, buffer, 0);
        final Class<?> decoderType = loader.loadClass(PACKAGE + ".PingDecoder");
        final Object decoder = decoderType.getConstructor().newInstance();
        decoderType.getMethod("wrapAndApplyHeader", DirectBuffer.class, int.class, headerDecoderType)
            .invoke(decoder, buffer, 0, header);
        assertEquals("1 42 3 7", headerDecoderType.getMethod("templateId").invoke(header) + " "
            + headerDecoderType.getMethod("schemaId").invoke(header) + " "
            + headerDecoderType.getMethod("version").invoke(header) + " "
            + decoderType.getMethod("seq").invoke(decoder));
    }

    @Test
    void generatedCppEncodesAndDecodesWithoutWritingTheConstants() throws Exception
    {
        final Path root = NativeBuild.fresh("constant-header");
        new CppGenerator(ir, new CppOptions(null, schema)).generate(root);
        final Path program = NativeBuild.buildProgram(root, root.resolve("constant-header"),
            List.of(Path.of("src", "test", "cpp", "ConstantHeaderProgram.cpp")));
        final List<String> lines = NativeBuild.run(root, List.of(program.toString())).lines().toList();
        assertEquals(List.of(PING, "1 42 3 7"), lines);
    }

    @Test
    void sbetoolDecodeReadsTheHeaderWithoutTheConstantsBytes() throws Exception
    {
        final Path file = Files.write(dir.resolve("ping.bin"), HexFormat.of().parseHex(PING));
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final int exit = SbeTool.run(new String[] {"decode", "--schema", schema.toString(), file.toString()}, out, err);
        final String stdout = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        assertEquals(1, stdout.lines().count(), stdout);
        assertTrue(stdout.contains("\"seq\":7"), stdout);
    }

    /** What decode printed, encoded again: the same bytes, with nothing written where the constants would be. */
    @Test
    void sbetoolEncodeWritesTheHeaderWithoutTheConstants() throws Exception
    {
        final Path file = Files.write(dir.resolve("ping.bin"), HexFormat.of().parseHex(PING));
        final ByteArrayOutputStream decoded = new ByteArrayOutputStream();
        assertEquals(0, SbeTool.run(new String[] {"decode", "--schema", schema.toString(), file.toString()}, decoded,
            new ByteArrayOutputStream()));
        final Path ndjson = Files.write(dir.resolve("ping.ndjson"), decoded.toByteArray());
        final Path encoded = dir.resolve("encoded.bin");
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final int exit = SbeTool.run(new String[] {"encode", "--schema", schema.toString(), "-o", encoded.toString(),
            ndjson.toString()}, new ByteArrayOutputStream(), err);
        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        assertEquals(PING, HexFormat.of().formatHex(Files.readAllBytes(encoded)));
    }
}
