package io.sbetool.benchmarks.otf;

import io.sbetool.benchmarks.codecs.MessageCase;
import io.sbetool.benchmarks.codecs.RoundTrip;
import io.sbetool.benchmarks.codecs.Sample;
import io.sbetool.benchmarks.codecs.ValueSink;
import io.sbetool.ir.file.IrFileReader;
import io.sbetool.otf.MessageDecoder;
import org.agrona.concurrent.UnsafeBuffer;
import uk.co.real_logic.sbe.ir.Ir;
import uk.co.real_logic.sbe.ir.IrDecoder;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * What the on-the-fly benchmarks decode: a benchmark message as sbetool's generated encoder writes it
 * (the same bytes as the reference's, which the codec benchmarks check), and each tool's decoder built
 * from the IR file that tool wrote at build time, as its users would load it.
 */
final class OtfFixture
{
    final UnsafeBuffer buffer = new UnsafeBuffer(new byte[RoundTrip.BUFFER_CAPACITY]);
    final int length;
    final List<Object> expected;
    final MessageDecoder sbetool;
    final Ir referenceIr;

    OtfFixture(final String message)
    {
        final MessageCase<Sample> codecs = MessageCase.named(message);
        final Sample sample = codecs.sample();
        length = codecs.sbetool().encode(sample, buffer);
        expected = RoundTrip.expected(sample);
        sbetool = new MessageDecoder(IrFileReader.decode(resource("ir/sbetool/" + codecs.irFile())));
        try (IrDecoder decoder = new IrDecoder(ByteBuffer.wrap(resource("ir/" + codecs.irFile()))))
        {
            referenceIr = decoder.decode();
        }
    }

    /**
     * Fails unless the values a listener reported are the plain object's.
     */
    void check(final String label, final ValueSink recorded)
    {
        if (!expected.equals(recorded.recorded()))
        {
            throw new IllegalStateException(label + " reported\n  " + recorded.recorded() + "\nbut the message holds\n  " +
                expected);
        }
    }

    private static byte[] resource(final String name)
    {
        try (InputStream in = OtfFixture.class.getResourceAsStream("/io/sbetool/benchmarks/" + name))
        {
            if (in == null)
            {
                throw new IllegalStateException(name + " is not on the classpath: build the benchmarks with Maven");
            }
            return in.readAllBytes();
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }
}
