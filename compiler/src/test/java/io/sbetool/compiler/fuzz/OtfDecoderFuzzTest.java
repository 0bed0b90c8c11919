package io.sbetool.compiler.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.sbetool.compiler.Compilation;
import io.sbetool.otf.ByteSink;
import io.sbetool.otf.EnumNode;
import io.sbetool.otf.JsonPrinter;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.OtfDecodeException;
import io.sbetool.otf.OtfValueListener;
import io.sbetool.otf.ScalarNode;
import io.sbetool.otf.SetNode;
import io.sbetool.otf.TextPrinter;
import io.sbetool.otf.VarDataNode;
import io.sbetool.testing.SharedFiles;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The on-the-fly decoder over arbitrary bytes, from the IR alone, as {@code sbetool decode} drives it: the
 * first byte picks a schema (car.xml, CME MDP 3.0, the FIX message samples), the rest is one message.
 * Walking, printing as JSON and as text, and decoding with an {@link OtfValueListener} (the decoder reads
 * every value) may only fail with an {@link OtfDecodeException} whose byte offset lies in the input: the
 * buffer is exactly the input, so a read outside it is Agrona's IndexOutOfBoundsException.
 */
class OtfDecoderFuzzTest
{
    private static final Otf[] SCHEMAS = {
        new Otf(SharedFiles.projectSchema("car.xml")),
        new Otf(SharedFiles.corpus("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml")),
        new Otf(SharedFiles.projectSchema("fix-message-samples.xml")),
    };

    @FuzzTest(maxDuration = FuzzFiles.MAX_DURATION)
    void decodingFailsOnlyWithAnOffset(final byte[] input)
    {
        if (input.length == 0)
        {
            return;
        }
        SCHEMAS[(input[0] & 0xFF) % SCHEMAS.length].decode(new UnsafeBuffer(input), 1, input.length - 1);
    }

    /** One schema's decoder and printers, reused across inputs as decode reuses them across messages. */
    private static final class Otf
    {
        private final MessageDecoder decoder;
        private final JsonPrinter json;
        private final TextPrinter text;
        private final ByteSink out = new ByteSink();
        private final ValueReader values = new ValueReader();

        Otf(final Path schema)
        {
            decoder = new MessageDecoder(Compilation.compileOrThrow(schema));
            json = new JsonPrinter(decoder);
            text = new TextPrinter(decoder);
        }

        void decode(final UnsafeBuffer buffer, final int offset, final int length)
        {
            decoder.isPlausibleHeader(buffer, offset, length);
            try
            {
                final int walked = decoder.encodedLength(buffer, offset, length);
                assertTrue(walked > 0 && walked <= length, () -> "walked " + walked + " of " + length + " bytes");
                out.reset();
                json.print(buffer, offset, length, out);
                out.reset();
                text.print(buffer, offset, length, out);
                decoder.decode(buffer, offset, length, values);
            }
            catch (final OtfDecodeException ex)
            {
                assertTrue(ex.bufferIndex() >= offset && ex.bufferIndex() <= offset + length,
                    () -> "offset " + ex.bufferIndex() + " outside the input's " + offset + ".." + (offset + length) +
                        ": " + ex.getMessage());
            }
        }
    }

    /** Takes every value the decoder reads, and touches the last byte of every char array and var data. */
    private static final class ValueReader implements OtfValueListener
    {
        long sum;

        @Override
        public void onInteger(final ScalarNode node, final int element, final long value)
        {
            sum += value;
        }

        @Override
        public void onReal(final ScalarNode node, final int element, final double value)
        {
            sum += (long)value;
        }

        @Override
        public void onChars(final ScalarNode node, final DirectBuffer buffer, final int index, final int length)
        {
            sum += length > 0 ? buffer.getByte(index + length - 1) : 0;
        }

        @Override
        public void onEnumValue(final EnumNode node, final long raw)
        {
            sum += node.valueIndexOf(raw);
        }

        @Override
        public void onSetValue(final SetNode node, final long raw)
        {
            sum += node.choiceCount() > 0 && node.isSet(raw, 0) ? 1 : 0;
        }

        @Override
        public void onVarData(final VarDataNode node, final DirectBuffer buffer, final int index, final int length)
        {
            sum += length > 0 ? buffer.getByte(index + length - 1) : 0;
        }
    }
}
