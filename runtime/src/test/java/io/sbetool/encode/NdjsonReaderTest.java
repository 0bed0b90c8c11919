package io.sbetool.encode;

import io.sbetool.otf.ByteSink;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The NDJSON reader and its value source: numbers in every form decode writes them, text with
 * escapes, base64, lines longer than the buffer or split across reads, blank lines and CRLF, and
 * syntax errors with their column, after which reading goes on.
 */
class NdjsonReaderTest
{
    private static final Name A = new Name("a");
    private static final Name B = new Name("b");

    private static NdjsonReader reader(final String text)
    {
        return new NdjsonReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void readsIntegersAtTheEdgesOfTheirRangesAndAsStrings() throws IOException
    {
        final ValueSource line = reader("{\"a\":18446744073709551615,\"b\":-9223372036854775808}").next();
        assertEquals(-1L, line.unsignedLongValue(line.find(A)));
        assertEquals(Long.MIN_VALUE, line.longValue(line.find(B)));
        assertThrows(ValueException.class, () -> line.longValue(line.find(A)));
        final ValueSource quoted = reader("{\"a\":\"9223372036854775807\",\"b\":\"-1\"}").next();
        assertEquals(Long.MAX_VALUE, quoted.longValue(quoted.find(A)));
        assertEquals(-1, quoted.longValue(quoted.find(B)));
        assertThrows(ValueException.class, () -> quoted.unsignedLongValue(quoted.find(B)));
        final ValueSource over = reader("{\"a\":9223372036854775808,\"b\":18446744073709551616}").next();
        assertThrows(ValueException.class, () -> over.longValue(over.find(A)));
        assertThrows(ValueException.class, () -> over.unsignedLongValue(over.find(B)));
    }

    /**
     * Whatever double or float the decoder prints, the text reads back as exactly that value, on the
     * fast path and off it.
     */
    @Test
    void readsBackEveryDoubleAndFloatAsTheDecoderPrintsIt() throws IOException
    {
        final Random random = new Random(42);
        for (int i = 0; i < 20_000; i++)
        {
            final double value = i % 3 == 0 ? Double.longBitsToDouble(random.nextLong()) :
                Math.round(random.nextGaussian() * 1e6) / Math.pow(10, random.nextInt(9));
            final float single = i % 3 == 0 ? Float.intBitsToFloat(random.nextInt()) : (float)value;
            if (Double.isNaN(value) || Double.isInfinite(value) || Float.isNaN(single) || Float.isInfinite(single))
            {
                continue;
            }
            final ByteSink sink = new ByteSink();
            sink.append("{\"a\":").appendDouble(value).append(",\"b\":").appendFloat(single).append("}\n");
            final ValueSource line = reader(sink.toString()).next();
            assertEquals(Double.doubleToRawLongBits(value), Double.doubleToRawLongBits(line.doubleValue(line.find(A))),
                sink::toString);
            assertEquals(Float.floatToRawIntBits(single), Float.floatToRawIntBits(line.floatValue(line.find(B))),
                sink::toString);
        }
    }

    @Test
    void readsNonFiniteValuesAsDecodeWritesThem() throws IOException
    {
        final ValueSource line = reader("{\"a\":\"-Infinity\",\"b\":\"NaN(0x7ff0000000000001)\",\"c\":\"NaN\"}").next();
        assertEquals(Double.NEGATIVE_INFINITY, line.doubleValue(line.find(A)));
        assertEquals(0x7ff0000000000001L, Double.doubleToRawLongBits(line.doubleValue(line.find(B))));
        assertEquals(Float.floatToRawIntBits(Float.NaN), Float.floatToRawIntBits(line.floatValue(line.find(new Name("c")))));
    }

    @Test
    void writesTextWithEscapesInItsCharsetAndBase64AsBytes() throws IOException
    {
        final ValueSource line = reader("{\"a\":\"q\\\"\\u00e9\\n\",\"b\":\"AQID/w==\"}").next();
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[16]);
        assertEquals(4, line.putText(line.find(A), StandardCharsets.ISO_8859_1, buffer, 0, 16));
        assertEquals("q\"\u00e9\n", new String(buffer.byteArray(), 0, 4, StandardCharsets.ISO_8859_1));
        assertEquals(5, line.putText(line.find(A), StandardCharsets.UTF_8, buffer, 0, 16));
        assertEquals(-1, line.putText(line.find(A), StandardCharsets.UTF_8, buffer, 0, 4));
        assertThrows(ValueException.class, () -> line.putText(line.find(A), StandardCharsets.US_ASCII, buffer, 0, 16));
        assertEquals(4, line.putBase64(line.find(B), buffer, 0, 16));
        assertEquals(0xFF, buffer.getByte(3) & 0xFF);
        assertThrows(ValueException.class, () -> line.putBase64(line.find(A), buffer, 0, 16));
    }

    @Test
    void readsLinesLongerThanTheBufferAndSplitAcrossReadsSkippingBlankOnes() throws IOException
    {
        final String longText = "x".repeat(3 << 20);
        final String text = "\r\n{\"a\":1}\r\n\n  {\"a\":\"" + longText + "\"}\n{\"a\":[1,{\"b\":2}]}";
        final InputStream trickle = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))
        {
            @Override
            public synchronized int read(final byte[] b, final int off, final int len)
            {
                return super.read(b, off, Math.min(len, 7777));
            }
        };
        final NdjsonReader reader = new NdjsonReader(trickle);
        final ValueSource first = reader.next();
        assertEquals(2, reader.lineNumber());
        assertEquals(1, first.longValue(first.find(A)));
        final ValueSource second = reader.next();
        assertEquals(4, reader.lineNumber());
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[longText.length()]);
        assertEquals(longText.length(), second.putText(second.find(A), StandardCharsets.UTF_8, buffer, 0,
            longText.length()));
        final ValueSource third = reader.next();
        final int array = third.find(A);
        assertEquals(ValueKind.ARRAY, third.kind(array));
        final ValueSource inner = third.object(third.element(array, 1));
        assertEquals(2, inner.longValue(inner.find(B)));
        assertNull(reader.next());
    }

    @Test
    void aSyntaxErrorNamesItsColumnAndReadingGoesOnWithTheNextLine() throws IOException
    {
        final NdjsonReader reader = reader("{\"a\":1}\n{\"a\":tru}\n{\"a\":1,}\n{\"a\":2} x\n{\"a\":3}\n");
        reader.next();
        final JsonSyntaxException literal = assertThrows(JsonSyntaxException.class, reader::next);
        assertEquals(6, literal.column());
        assertEquals(2, reader.lineNumber());
        final JsonSyntaxException comma = assertThrows(JsonSyntaxException.class, reader::next);
        assertEquals("expected a quoted name, found '}'", comma.getMessage());
        final JsonSyntaxException trailing = assertThrows(JsonSyntaxException.class, reader::next);
        assertEquals("expected the end of the line after the object, found 'x'", trailing.getMessage());
        final ValueSource last = reader.next();
        assertEquals(3, last.longValue(last.find(A)));
        assertEquals(5, reader.lineNumber());
    }
    /** RFC 3629's UTF-8 and nothing else, in strings and names, at the byte where it goes wrong. */
    @Test
    void bytesThatAreNotUtf8AreRefusedAtTheirColumn() throws IOException
    {
        final byte[][] invalid = {
            {(byte)0xC3, 0x28}, // a lead byte without its continuation
            {(byte)0x80}, // a continuation byte alone
            {(byte)0xC0, (byte)0xAF}, // an overlong '/'
            {(byte)0xE0, (byte)0x80, (byte)0xAF}, // an overlong three-byte form
            {(byte)0xED, (byte)0xA0, (byte)0x80}, // the surrogate U+D800, as the escape \\ud800 is refused
            {(byte)0xF4, (byte)0x90, (byte)0x80, (byte)0x80}, // above U+10FFFF
            {(byte)0xFF},
        };
        for (final byte[] bad : invalid)
        {
            for (final String where : new String[] {"{\"a\":\"x%s\"}", "{\"x%s\":1}"})
            {
                final String[] parts = where.split("%s");
                final ByteArrayOutputStream line = new ByteArrayOutputStream();
                line.write(parts[0].getBytes(StandardCharsets.US_ASCII));
                line.write(bad);
                line.write((parts[1] + "\n{\"a\":2}\n").getBytes(StandardCharsets.US_ASCII));
                final NdjsonReader reader = new NdjsonReader(new ByteArrayInputStream(line.toByteArray()));
                final JsonSyntaxException ex = assertThrows(JsonSyntaxException.class, reader::next,
                    () -> HexFormat.of().formatHex(bad) + " in " + where);
                assertEquals(parts[0].length() + 1, ex.column(), ex.getMessage());
                final ValueSource next = reader.next();
                assertEquals(2, next.longValue(next.find(A)), "reading goes on with the next line");
            }
        }
        // Cut short by the end of the input.
        final byte[] cut = {'{', '"', 'a', '"', ':', '"', (byte)0xE2, (byte)0x82};
        assertEquals(7, assertThrows(JsonSyntaxException.class,
            () -> new NdjsonReader(new ByteArrayInputStream(cut)).next()).column());
        // Every valid length, split across reads one byte at a time.
        final String text = "\u00e9\u20ac\ud83d\ude00\u07ff\uffff";
        final byte[] valid = ("{\"a\":\"" + text + "\"}").getBytes(StandardCharsets.UTF_8);
        final NdjsonReader trickle = new NdjsonReader(new ByteArrayInputStream(valid)
        {
            @Override
            public synchronized int read(final byte[] b, final int off, final int len)
            {
                return super.read(b, off, Math.min(len, 1));
            }
        });
        final ValueSource line = trickle.next();
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[32]);
        final int written = line.putText(line.find(A), StandardCharsets.UTF_8, buffer, 0, 32);
        assertEquals(text, buffer.getStringWithoutLengthUtf8(0, written));
    }

    @Test
    void numbersBeyondADoubleOrAFloatAreRefusedNotMadeInfinite() throws IOException
    {
        final ValueSource line = reader("{\"a\":1e400,\"b\":-3.5e38}").next();
        assertEquals("1e400 is out of the range of a double (-1.7976931348623157E308..1.7976931348623157E308)",
            assertThrows(ValueException.class, () -> line.doubleValue(line.find(A))).getMessage());
        assertEquals("-3.5e38 is out of the range of a float (-3.4028235E38..3.4028235E38)",
            assertThrows(ValueException.class, () -> line.floatValue(line.find(B))).getMessage());
        assertEquals(-3.5e38, line.doubleValue(line.find(B)));
        assertEquals(6, line.column(line.find(A)), "where the encoder's error points");
        assertEquals(16, line.column(line.find(B)));
    }

    @Test
    void aLineLongerThanTheLimitIsRefusedWithoutBeingHeldAndReadingGoesOn() throws IOException
    {
        final String exact = "{\"a\":\"" + "x".repeat(92) + "\"}";
        assertEquals(100, exact.length());
        final String over = "{\"a\":\"" + "y".repeat(93) + "\"}";
        final byte[] huge = ("{\"a\":\"" + "z".repeat(5 << 20) + "\"}\n").getBytes(StandardCharsets.US_ASCII);
        final ByteArrayOutputStream all = new ByteArrayOutputStream();
        all.write((exact + "\n" + over + "\n").getBytes(StandardCharsets.US_ASCII));
        all.write(huge);
        all.write("{\"a\":3}".getBytes(StandardCharsets.US_ASCII));
        for (final int chunk : new int[] {1 << 20, 7})
        {
            final NdjsonReader reader = new NdjsonReader(new ByteArrayInputStream(all.toByteArray())
            {
                @Override
                public synchronized int read(final byte[] b, final int off, final int len)
                {
                    return super.read(b, off, Math.min(len, chunk));
                }
            }, 100);
            final ValueSource first = reader.next();
            assertEquals(ValueKind.STRING, first.kind(first.find(A)));
            for (int lineNumber = 2; lineNumber <= 3; lineNumber++)
            {
                final JsonSyntaxException ex = assertThrows(JsonSyntaxException.class, reader::next);
                assertEquals("the line is longer than 100 bytes, the longest a line may be (sbetool encode " +
                    "--max-line raises it)", ex.getMessage());
                assertEquals(101, ex.column());
                assertEquals(lineNumber, reader.lineNumber());
            }
            final ValueSource last = reader.next();
            assertEquals(3, last.longValue(last.find(A)));
            assertEquals(4, reader.lineNumber());
        }
        assertThrows(IllegalArgumentException.class, () -> new NdjsonReader(new ByteArrayInputStream(new byte[0]), 0));
    }
}
