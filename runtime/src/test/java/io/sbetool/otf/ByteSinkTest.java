package io.sbetool.otf;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ByteSinkTest
{
    private static String floatText(final float value)
    {
        return new ByteSink().appendFloat(value).toString();
    }

    private static String doubleText(final double value)
    {
        return new ByteSink().appendDouble(value).toString();
    }

    @Test
    void arraysOfEveryShortLengthAreAppendedWholeAfterWhatPrecedes()
    {
        for (int count = 0; count <= 40; count++)
        {
            final byte[] src = new byte[count];
            for (int i = 0; i < count; i++)
            {
                src[i] = (byte)('a' + i % 26);
            }
            for (int before = 0; before <= 9; before++)
            {
                // a small sink grows on the append itself; the byte after shows the length moved on by the count
                final ByteSink sink = new ByteSink(16);
                final String prefix = "0123456789".substring(0, before);
                sink.append(prefix).append(src).append('.');
                assertEquals(prefix + new String(src, java.nio.charset.StandardCharsets.US_ASCII) + ".", sink.toString(),
                    count + " bytes after " + before);
            }
        }
    }

    @Test
    void negativeZeroKeepsItsSign()
    {
        assertEquals("-0.0", floatText(-0.0f));
        assertEquals("-0.0", doubleText(-0.0));
        assertEquals("0.0", floatText(0.0f));
        assertEquals("0.0", doubleText(0.0));
    }

    @Test
    void numbersReadBackAsTheSameValue()
    {
        for (final float value : new float[] {1.0f, -3.0f, 0.1f, Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, 1e7f, 16777216f})
        {
            assertEquals(value, Float.parseFloat(floatText(value)), floatText(value));
        }
        for (final double value : new double[] {1.0, -3.0, 0.1 + 0.2, Double.MIN_VALUE, Double.MAX_VALUE, 1e15, 9007199254740993.0})
        {
            assertEquals(value, Double.parseDouble(doubleText(value)), doubleText(value));
        }
    }

    @org.junit.jupiter.api.Test
    void integersOfEveryLengthAreWrittenAsLongToStringWritesThem()
    {
        final java.util.Random random = new java.util.Random(3);
        final ByteSink sink = new ByteSink(16);
        final long[] edges = {0, 9, 10, 99, 100, Integer.MAX_VALUE, Integer.MAX_VALUE + 1L, 999_999_999_999_999_999L,
            1_000_000_000_000_000_000L, Long.MAX_VALUE, Long.MIN_VALUE, -1};
        for (final long edge : edges)
        {
            sink.reset();
            org.junit.jupiter.api.Assertions.assertEquals(Long.toString(edge), sink.appendLong(edge).toString());
            sink.reset();
            org.junit.jupiter.api.Assertions.assertEquals(Long.toUnsignedString(edge),
                sink.appendUnsignedLong(edge).toString());
        }
        // every power of ten and its neighbours: where the digit count and the eight-digit blocks change
        for (long power = 1; ; power *= 10)
        {
            for (final long value : new long[] {power - 1, power, power + 1, power * 5 + 7, -power})
            {
                sink.reset();
                assertEquals(Long.toString(value), sink.appendLong(value).toString());
            }
            if (power > Long.MAX_VALUE / 10)
            {
                break;
            }
        }
        // every value of one to five digits: the single digits, the pairs' table, the eight-digit path
        for (long value = -99_999; value < 100_000; value++)
        {
            sink.reset();
            assertEquals(Long.toString(value), sink.appendLong(value).toString());
        }
        for (int i = 0; i < 200_000; i++)
        {
            final long value = random.nextLong() >> random.nextInt(64);
            sink.reset();
            org.junit.jupiter.api.Assertions.assertEquals(Long.toString(value), sink.appendLong(value).toString());
        }
    }

    @Test
    void eightDigitsHoldsEveryDigitInOrder()
    {
        final java.util.Random random = new java.util.Random(8);
        for (int i = 0; i < 2_000_000; i++)
        {
            // every value below 10^6, then random ones up to 10^8 - 1
            final int value = i < 1_000_000 ? i : 99_999_999 - random.nextInt(100_000_000);
            final long digits = ByteSink.eightDigits(value);
            final StringBuilder text = new StringBuilder(8);
            for (int b = 0; b < 8; b++)
            {
                text.append((char)(digits >>> (8 * b) & 0xFF));
            }
            assertEquals(String.format("%08d", value), text.toString());
        }
    }

    @Test
    void exchangeHandsOverTheFilledArrayEvenOnceGrownAndCarriesOnEmptyInTheReplacement()
    {
        final ByteSink sink = new ByteSink(16);
        final StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 20; i++)
        {
            sink.appendLong(1_000_000_000L + i).append((byte)'\n');
            expected.append(1_000_000_000L + i).append('\n');
        }
        final int length = sink.length();
        final byte[] replacement = new byte[32];
        final byte[] full = sink.exchange(replacement);

        assertEquals(expected.toString(), new String(full, 0, length, java.nio.charset.StandardCharsets.US_ASCII));
        assertEquals(0, sink.length());
        sink.appendLong(42);
        assertEquals("42", sink.toString());
        org.junit.jupiter.api.Assertions.assertSame(replacement, sink.array(), "appends go to the replacement");
    }
}
