package io.sbetool.capture;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.ir.Ir;
import io.sbetool.otf.ByteSink;
import io.sbetool.otf.JsonPrinter;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.OtfDecodeException;
import io.sbetool.otf.TextPrinter;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Truncation at every offset and every single-bit flip end in an {@link OtfDecodeException} or in a
 * decode that stays inside the bytes and prints valid JSON: never another exception, a hang or a read
 * past the buffer (the buffers are exactly as long as the bytes, so Agrona's bounds checks would throw).
 */
class CorruptionTest
{
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<Arguments> messages() throws Exception
    {
        final Path corpus = SharedFiles.testDataDir().resolve("corpus");
        final Ir examples = ReferenceIr.fromSchema(SharedFiles.specExamplesForReference());
        final Ir umdf = ReferenceIr.fromSchema(corpus.resolve("b3/B3.Equities.BinaryUmdf.Sbe.v1.8.xml"));
        final Ir mdp3 = ReferenceIr.fromSchema(corpus.resolve("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml"));
        final Ir ilink = ReferenceIr.fromSchema(corpus.resolve("cme/Cme.Futures.iLink3.Sbe.v8.5.xml"));
        final List<Arguments> arguments = new ArrayList<>();
        for (int i = 0; i < 3; i++)
        {
            arguments.add(Arguments.of(FramingTest.TEMPLATES[i], examples, exampleMessage(i)));
        }
        arguments.add(Arguments.of("B3 SecurityDefinition", umdf, firstMessage(umdf,
            corpus.resolve("b3/samples/BinaryUmdf.v1.8/SecurityDefinitionMessage.pcap"), "sofh", 16)));
        arguments.add(Arguments.of("CME SnapshotFullRefreshTCPLongQty", mdp3, firstMessage(mdp3,
            corpus.resolve("cme/samples/Mdp3.Sbe.v1.12/SnapshotFullRefreshTcpLongQty.Tcp.pcap"), "u16le-incl", 14)));
        arguments.add(Arguments.of("CME QuoteCancel", ilink, firstMessage(ilink,
            corpus.resolve("cme/samples/iLink3.Sbe.8.5/QuoteCancel.pcap"), "sofh", 0)));
        return arguments.stream();
    }

    private static byte[] exampleMessage(final int i) throws Exception
    {
        FramingTest.load();
        return FramingTest.MESSAGES[i];
    }

    /**
     * @return the first message of a capture, copied out.
     */
    static byte[] firstMessage(final Ir ir, final Path capture, final String framing, final int skip) throws Exception
    {
        final List<byte[]> found = new ArrayList<>();
        final FrameSplitter splitter = new FrameSplitter(Framing.parse(framing), new MessageDecoder(ir));
        final FrameHandler copy = (buffer, offset, length, fileOffset) ->
        {
            final byte[] bytes = new byte[length];
            buffer.getBytes(offset, bytes);
            found.add(bytes);
        };
        final TcpReassembler tcp = new TcpReassembler(splitter, skip, copy);
        try (MappedFile file = new MappedFile(capture))
        {
            new PcapReader(file).read(new PacketListener()
            {
                public void onUdp(final org.agrona.DirectBuffer buffer, final int offset, final int length, final long at)
                {
                    splitter.split(buffer, offset + skip, length - skip, at + skip, copy, false);
                }

                public void onTcp(final TcpSegment segment)
                {
                    tcp.onSegment(segment);
                }
            });
        }
        assertFalse(found.isEmpty());
        return found.get(0);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messages")
    void truncationAtEveryOffsetFailsCleanly(final String name, final Ir ir, final byte[] message)
    {
        final MessageDecoder decoder = new MessageDecoder(ir);
        final JsonPrinter json = new JsonPrinter(decoder);
        final ByteSink sink = new ByteSink();
        assertEquals(message.length, json.print(new UnsafeBuffer(message), 0, message.length, sink), name);
        assertTimeoutPreemptively(Duration.ofSeconds(30), () ->
        {
            int failures = 0;
            for (int length = 0; length < message.length; length++)
            {
                final byte[] truncated = Arrays.copyOf(message, length);
                if (!decodesOrFailsCleanly(json, truncated))
                {
                    failures++;
                }
            }
            assertEquals(message.length, failures, "every truncation is detected");
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messages")
    void everySingleBitFlipFailsCleanlyOrDecodesWithinBounds(final String name, final Ir ir, final byte[] message)
    {
        final MessageDecoder decoder = new MessageDecoder(ir);
        final JsonPrinter json = new JsonPrinter(decoder);
        final TextPrinter text = new TextPrinter(decoder);
        assertTimeoutPreemptively(Duration.ofSeconds(60), () ->
        {
            int decoded = 0;
            for (int bit = 0; bit < message.length * 8; bit++)
            {
                final byte[] flipped = message.clone();
                flipped[bit / 8] ^= (byte)(1 << (bit % 8));
                if (decodesOrFailsCleanly(json, flipped))
                {
                    decoded++;
                    text.print(new UnsafeBuffer(flipped), 0, flipped.length, new ByteSink());
                }
            }
            assertTrue(decoded > 0, "most flips change values, not structure");
        });
    }

    @org.junit.jupiter.api.Test
    void corruptedCapturesEndInCountedErrorsOnly(@org.junit.jupiter.api.io.TempDir final Path dir) throws Exception
    {
        final Path corpus = SharedFiles.testDataDir().resolve("corpus");
        final Ir ir = ReferenceIr.fromSchema(corpus.resolve("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml"));
        final byte[] capture = java.nio.file.Files.readAllBytes(
            corpus.resolve("cme/samples/Mdp3.Sbe.v1.12/MdIncrementalRefreshBookLongQty.pcap"));
        final Path file = dir.resolve("fuzz.pcap");
        assertTimeoutPreemptively(Duration.ofSeconds(120), () ->
        {
            for (int length = 0; length < capture.length; length++)
            {
                runSession(ir, file, Arrays.copyOf(capture, length));
            }
            for (int bit = 0; bit < capture.length * 8; bit++)
            {
                final byte[] flipped = capture.clone();
                flipped[bit / 8] ^= (byte)(1 << (bit % 8));
                runSession(ir, file, flipped);
            }
        });
    }

    private static void runSession(final Ir ir, final Path file, final byte[] bytes) throws Exception
    {
        java.nio.file.Files.write(file, bytes);
        final StringBuilder out = new StringBuilder();
        final int[] reported = new int[1];
        final DecodeResult result = DecodeSession.builder(ir).framing(Framing.parse("u16le-incl")).skip(14)
            .onError(DecodeSession.ErrorMode.SKIP).container(DecodeSession.Container.AUTO).output(out)
            .errors((f, offset, message) ->
            {
                assertTrue(offset >= 0 && offset <= bytes.length, message + " at " + offset);
                reported[0]++;
            })
            .build().decodeFile(file);
        assertEquals(result.errors(), reported[0]);
        for (final String line : out.toString().split("\n"))
        {
            if (!line.isEmpty())
            {
                JSON.readTree(line);
            }
        }
    }

    /**
     * @return true when it decoded (checked to be valid JSON within the bytes), false on a clean exception.
     */
    private static boolean decodesOrFailsCleanly(final JsonPrinter json, final byte[] bytes) throws Exception
    {
        final ByteSink sink = new ByteSink();
        try
        {
            final int length = json.print(new UnsafeBuffer(bytes), 0, bytes.length, sink);
            assertTrue(length <= bytes.length);
            JSON.readTree(sink.toString());
            return true;
        }
        catch (final OtfDecodeException ex)
        {
            assertEquals(0, sink.length(), "a failed message leaves no output");
            assertFalse(ex.getMessage().isEmpty());
            return false;
        }
    }
}
