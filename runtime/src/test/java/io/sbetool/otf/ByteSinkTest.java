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
}
