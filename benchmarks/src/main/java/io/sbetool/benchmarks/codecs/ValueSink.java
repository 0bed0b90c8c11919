package io.sbetool.benchmarks.codecs;

import org.openjdk.jmh.infra.Blackhole;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Where every decoder in the benchmarks puts every value it reads. In a benchmark it hands each value to
 * JMH's Blackhole, so that no read can be optimised away and none costs more than the read itself (JDK 17
 * has compiler blackholes). At setup it records the values instead, in one canonical form for every codec
 * (integers as Long, floats as Double, choices as Boolean, text as String), so that a round trip through
 * any codec can be compared with the plain object the encoder started from.
 *
 * <p>One final class with both modes, rather than an interface with two implementations, so that the
 * code measured is exactly the code checked and every call is a direct one.
 */
public final class ValueSink
{
    private final Blackhole blackhole;
    private final List<Object> recorded;

    private ValueSink(final Blackhole blackhole, final List<Object> recorded)
    {
        this.blackhole = blackhole;
        this.recorded = recorded;
    }

    public static ValueSink into(final Blackhole blackhole)
    {
        return new ValueSink(blackhole, null);
    }

    public static ValueSink recording()
    {
        return new ValueSink(null, new ArrayList<>());
    }

    /**
     * @return what a recording sink has received, in order.
     */
    public List<Object> recorded()
    {
        if (recorded == null)
        {
            throw new IllegalStateException("a Blackhole sink records nothing");
        }
        return recorded;
    }

    /**
     * An integer of any width, an enum's raw value on the SBE wire, or a group's count.
     */
    public void integer(final long value)
    {
        if (blackhole != null)
        {
            blackhole.consume(value);
        }
        else
        {
            recorded.add(value);
        }
    }

    public void real(final double value)
    {
        if (blackhole != null)
        {
            blackhole.consume(value);
        }
        else
        {
            recorded.add(value);
        }
    }

    /**
     * One choice of a set.
     */
    public void choice(final boolean value)
    {
        if (blackhole != null)
        {
            blackhole.consume(value);
        }
        else
        {
            recorded.add(value);
        }
    }

    /**
     * Text a decoder copied into {@code bytes}; as with SBE char arrays, it ends at the first NUL.
     */
    public void text(final byte[] bytes, final int length)
    {
        if (blackhole != null)
        {
            blackhole.consume(bytes);
        }
        else
        {
            int end = 0;
            while (end < length && bytes[end] != 0)
            {
                end++;
            }
            recorded.add(new String(bytes, 0, end, StandardCharsets.ISO_8859_1));
        }
    }

    public void text(final String value)
    {
        if (blackhole != null)
        {
            blackhole.consume(value);
        }
        else
        {
            recorded.add(value);
        }
    }
}
