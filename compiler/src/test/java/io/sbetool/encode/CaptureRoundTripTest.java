package io.sbetool.encode;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.cli.CorpusCapturesTest;
import io.sbetool.compiler.cli.ExitCode;
import io.sbetool.compiler.cli.SbeTool;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;
import io.sbetool.otf.JsonPrinter;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.testing.SharedFiles;
import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@code sbetool decode} then {@link MessageEncoder} gives back every message of every corpus sample
 * capture, and of the project's two sample captures, byte for byte but for padding: each line of
 * decode's NDJSON is encoded on its own and compared with the bytes at the offset decode named, and the
 * encoded message decodes to the same line.
 *
 * <p>Padding is what decode does not print, so no encoder can give it back: block and header bytes no
 * field covers (venues leave garbage there: CME's MDP 3.0 group entries, B3's blocks), the bytes after
 * the NUL that ends a char array's text, and header fields other than the standard four (Coinbase's
 * sequence numbers and times). The test finds them by encoding each line twice, with blocks filled
 * with 0x00 and with 0xA5 before values are written: the bytes that differ are padding, and only they
 * may differ from the capture; in the real encoding they are zero. Coinbase's market-data frames are
 * longer than their messages (padded to a boundary), so the header's frameLength, which counts the
 * padding, is left out too.
 */
class CaptureRoundTripTest
{
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final byte FILL = (byte)0xA5;

    static Stream<Arguments> captures()
    {
        final Stream<Arguments> samples = Stream.of(
            Arguments.of("samples/captures/car.sofh", "schemas/car.xml", "sofh", 0, new String[] {"Car"}),
            Arguments.of("samples/captures/market-data.pcap", "schemas/fix-message-samples.xml", "u16le-incl", 12,
                new String[] {"MarketDataIncrementalRefreshTrades"}));
        return Stream.concat(samples, CorpusCapturesTest.samples());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("captures")
    void encodingDecodedMessagesGivesBackTheirBytesButPadding(
        final String capture, final String schema, final String framing, final int skip, final String[] templates)
        throws Exception
    {
        final Path captureFile = resolve(capture);
        final Path schemaFile = resolve(schema);
        final String[] options = CorpusCapturesTest.options(schema, framing, skip);
        final String[] lines = decode(captureFile, schemaFile, options);
        assertTrue(lines.length >= templates.length);

        final Ir ir = Compilation.compileOrThrow(schemaFile);
        final String lengthField = lengthField(options);
        final MessageEncoder encoder = new MessageEncoder(ir).lengthField(lengthField);
        final MessageEncoder filling = new MessageEncoder(ir).lengthField(lengthField);
        filling.paddingFill(FILL);
        final JsonPrinter printer = new JsonPrinter(new MessageDecoder(ir));
        final byte[] bytes = Files.readAllBytes(captureFile);
        int paddingBytes = 0;
        for (final String line : lines)
        {
            final byte[] actual = encode(encoder, line);
            final byte[] filled = encode(filling, line);
            assertEquals(actual.length, filled.length);
            final int offset = JSON.readTree(line).get("offset").asInt();
            final byte[] expected = Arrays.copyOfRange(bytes, offset, offset + actual.length);
            final boolean[] skipped = lengthFieldBytes(ir, lengthField, actual.length);
            for (int i = 0; i < actual.length; i++)
            {
                final boolean padding = actual[i] != filled[i];
                if (padding)
                {
                    paddingBytes++;
                    assertEquals(0, actual[i], "padding is written as zero");
                }
                else if (!skipped[i] && actual[i] != expected[i])
                {
                    fail("byte " + i + " of the message at offset " + offset + " differs: " + line + "\nexpected " +
                        hex(expected) + "\nactual   " + hex(actual));
                }
            }
            assertEquals(withoutEnvelope(line), withoutEnvelope(printer.toJson(actual)));
        }
        assertTrue(paddingBytes >= 0);
    }

    private static String[] decode(final Path captureFile, final Path schemaFile, final String[] options)
    {
        final List<String> args = new ArrayList<>(List.of("decode", "--schema", schemaFile.toString()));
        args.addAll(Arrays.asList(options));
        args.add(captureFile.toString());
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(ExitCode.OK, SbeTool.run(args.toArray(new String[0]), out, err), err::toString);
        return out.toString(StandardCharsets.UTF_8).split("\n");
    }

    static byte[] encode(final MessageEncoder encoder, final String line) throws Exception
    {
        final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(256);
        try (NdjsonReader reader = new NdjsonReader(new ByteArrayInputStream(line.getBytes(StandardCharsets.UTF_8))))
        {
            final int length = encoder.encode(reader.next(), buffer, 0);
            return Arrays.copyOf(buffer.byteArray(), length);
        }
    }

    private static boolean[] lengthFieldBytes(final Ir ir, final String lengthField, final int length)
    {
        final boolean[] skipped = new boolean[length];
        for (final Token token : ir.headerStructure().tokens())
        {
            if (token.name().equals(lengthField) && token.encoding().primitiveType() != null)
            {
                Arrays.fill(skipped, token.offset(), token.offset() + token.encodedLength(), true);
            }
        }
        return skipped;
    }

    private static String hex(final byte[] bytes)
    {
        final StringBuilder text = new StringBuilder();
        for (final byte b : bytes)
        {
            text.append(String.format("%02x", b & 0xFF));
        }
        return text.toString();
    }

    private static String lengthField(final String[] options)
    {
        final int at = Arrays.asList(options).indexOf("--length-field");
        return at < 0 ? null : options[at + 1];
    }

    static JsonNode withoutEnvelope(final String line) throws Exception
    {
        final ObjectNode node = (ObjectNode)JSON.readTree(line);
        node.remove(List.of("file", "offset"));
        return node;
    }

    private static Path resolve(final String relative)
    {
        return relative.startsWith("samples/") || relative.startsWith("schemas/") ?
            SharedFiles.projectDir().resolve(relative) : SharedFiles.testDataDir().resolve("corpus").resolve(relative);
    }
}
