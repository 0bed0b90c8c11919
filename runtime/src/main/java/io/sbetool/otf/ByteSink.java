package io.sbetool.otf;

import io.sbetool.codec.BufferMemory;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A growable UTF-8 output buffer that printers append to. Numbers are formatted straight into it, so
 * printing a message allocates nothing once the buffer has grown to fit; callers reuse one sink and
 * write it out in bulk.
 */
public final class ByteSink
{
    private static final byte[] LONG_MIN = Long.toString(Long.MIN_VALUE).getBytes(StandardCharsets.US_ASCII);
    /** 10^0 to 10^17, all exact in a double and a long, for the decimal fast path. */
    private static final double[] POW10 = new double[18];
    private static final long[] LONG_POW10 = new long[19];
    /** Integers up to 2^53 are exact in a double. */
    private static final double EXACT_LIMIT = 9007199254740992.0;
    /** Eight bytes of a byte array as one little-endian long, for storing eight digits at once. */
    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** Two bytes of a byte array as one little-endian short, for storing a pair of digits at once. */
    private static final VarHandle SHORT_LE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    /** The ASCII digits of 0 to 99, two each ("00" to "99"), as a little-endian short: the first digit low. */
    private static final short[] DIGIT_PAIRS = new short[100];
    /** Room made before a number: its stores reach at most 19 bytes (its digits) past its start. */
    private static final int MAX_STORE = 24;

    static
    {
        long power = 1;
        for (int i = 0; i < LONG_POW10.length; i++)
        {
            LONG_POW10[i] = power;
            if (i < POW10.length)
            {
                POW10[i] = power;
            }
            power *= 10;
        }
        for (int i = 0; i < DIGIT_PAIRS.length; i++)
        {
            DIGIT_PAIRS[i] = (short)(('0' + i / 10) | ('0' + i % 10) << 8);
        }
    }

    private byte[] bytes;
    private int length;

    public ByteSink()
    {
        this(1024);
    }

    public ByteSink(final int initialCapacity)
    {
        bytes = new byte[Math.max(16, initialCapacity)];
    }

    public int length()
    {
        return length;
    }

    public byte[] array()
    {
        return bytes;
    }

    public void reset()
    {
        length = 0;
    }

    /**
     * Hands over the array holding what was appended (its first {@link #length()} bytes, read before
     * this call) and carries on, empty, in {@code replacement}: lines decoded on one thread pass to
     * the thread that writes them without being copied.
     *
     * @return the array that held the content.
     */
    public byte[] exchange(final byte[] replacement)
    {
        final byte[] full = bytes;
        bytes = replacement;
        length = 0;
        return full;
    }

    /**
     * Drops everything after {@code newLength}, e.g. a partly printed message that failed to decode.
     */
    public void truncate(final int newLength)
    {
        length = Math.min(length, Math.max(0, newLength));
    }

    public ByteSink append(final byte b)
    {
        if (length == bytes.length)
        {
            grow(1);
        }
        bytes[length++] = b;
        return this;
    }

    public ByteSink append(final char asciiChar)
    {
        return append((byte)asciiChar);
    }

    /**
     * Most arrays appended are keys and enum fields the nodes pre-encode, {@code ,"MDEntryPx":} and the
     * like, of 8 to 32 bytes: those are moved as two or four eight-byte loads and stores (the first and
     * last eight bytes, and for more than 16 the first and last sixteen, overlapping where they meet)
     * instead of a call to the arraycopy stub, which took 5% of the time of printing MDP 3.0 captures.
     * They go through the unchecked {@link BufferMemory} rather than checked array views so that the method
     * stays small enough for the JIT to inline into every printer callback (with the views' checks it was
     * compiled on its own, too big to inline): room for the bytes is made first, and every access lies
     * within {@code src} and the {@code count} bytes from {@link #length}.
     */
    public ByteSink append(final byte[] src)
    {
        final int count = src.length;
        if (count < 8 || count > 32)
        {
            return append(src, 0, count);
        }
        ensure(count);
        final byte[] b = bytes;
        final long at = BufferMemory.ARRAY_BASE_OFFSET + length;
        final long from = BufferMemory.ARRAY_BASE_OFFSET;
        BufferMemory.putLongLE(b, at, BufferMemory.getLongLE(src, from));
        BufferMemory.putLongLE(b, at + count - 8, BufferMemory.getLongLE(src, from + count - 8));
        if (count > 16)
        {
            BufferMemory.putLongLE(b, at + 8, BufferMemory.getLongLE(src, from + 8));
            BufferMemory.putLongLE(b, at + count - 16, BufferMemory.getLongLE(src, from + count - 16));
        }
        length += count;
        return this;
    }

    public ByteSink append(final byte[] src, final int offset, final int count)
    {
        ensure(count);
        System.arraycopy(src, offset, bytes, length, count);
        length += count;
        return this;
    }

    /**
     * Appends text as UTF-8 without any escaping.
     */
    public ByteSink append(final CharSequence text)
    {
        for (int i = 0, n = text.length(); i < n; i++)
        {
            final char c = text.charAt(i);
            if (c < 0x80)
            {
                append((byte)c);
            }
            else
            {
                append(text.subSequence(i, n).toString().getBytes(StandardCharsets.UTF_8));
                break;
            }
        }
        return this;
    }

    public ByteSink appendLong(final long value)
    {
        if (value == Long.MIN_VALUE)
        {
            return append(LONG_MIN);
        }
        if (value < 0)
        {
            append((byte)'-');
            return appendPositive(-value);
        }
        return appendPositive(value);
    }

    /**
     * Appends the long's bits read as an unsigned 64-bit number (uint64).
     */
    public ByteSink appendUnsignedLong(final long value)
    {
        if (value >= 0)
        {
            return appendPositive(value);
        }
        final long quotient = (value >>> 1) / 5;
        final long remainder = value - quotient * 10;
        appendPositive(quotient);
        return append((byte)('0' + remainder));
    }

    /**
     * Appends a double in a form JSON accepts, keeping the sign of a negative zero; callers handle NaN and
     * infinities.
     */
    public ByteSink appendDouble(final double value)
    {
        if (value == (long)value && Math.abs(value) < 1e15 && !isNegativeZero(value))
        {
            appendLong((long)value);
            return append((byte)'.').append((byte)'0');
        }
        if (appendShortDecimal(value))
        {
            return this;
        }
        return append(Double.toString(value));
    }

    /**
     * Writes values between 0.001 and 10^7 (where Double.toString uses plain notation too) with the
     * fewest decimals that read back as the same double, without allocating. m / 10^k, both exact
     * doubles, is correctly rounded, so when it equals the value the decimal text m&middot;10^-k parses
     * back to exactly that value.
     *
     * @return false when the value is out of that range or needs more digits than a long holds exactly.
     */
    private boolean appendShortDecimal(final double value)
    {
        final double magnitude = Math.abs(value);
        if (!(magnitude >= 1e-3 && magnitude < 1e7))
        {
            return false;
        }
        for (int decimals = 1; decimals < POW10.length; decimals++)
        {
            final double scaled = magnitude * POW10[decimals];
            if (scaled >= EXACT_LIMIT)
            {
                return false;
            }
            final long digits = Math.round(scaled);
            if (digits / POW10[decimals] == magnitude)
            {
                if (value < 0)
                {
                    append((byte)'-');
                }
                appendFixed(digits, decimals);
                return true;
            }
        }
        return false;
    }

    private void appendFixed(final long digits, final int decimals)
    {
        appendPositive(digits / LONG_POW10[decimals]);
        append((byte)'.');
        final long fraction = digits % LONG_POW10[decimals];
        for (int i = decimals - 1; i >= 0; i--)
        {
            append((byte)('0' + (fraction / LONG_POW10[i]) % 10));
        }
    }

    public ByteSink appendFloat(final float value)
    {
        if (value == (long)value && Math.abs(value) < 1e7f && !isNegativeZero(value))
        {
            appendLong((long)value);
            return append((byte)'.').append((byte)'0');
        }
        if (appendShortFloatDecimal(value))
        {
            return this;
        }
        return append(Float.toString(value));
    }

    /**
     * {@link #appendShortDecimal} for a float, in float arithmetic: 10^k up to 10^10 and integers up to
     * 2^24 are exact floats.
     */
    private boolean appendShortFloatDecimal(final float value)
    {
        final float magnitude = Math.abs(value);
        if (!(magnitude >= 1e-3f && magnitude < 1e7f))
        {
            return false;
        }
        for (int decimals = 1; decimals <= 10; decimals++)
        {
            final float scaled = magnitude * (float)POW10[decimals];
            if (scaled >= 16777216f)
            {
                return false;
            }
            final long digits = Math.round(scaled);
            if ((float)digits / (float)POW10[decimals] == magnitude)
            {
                if (value < 0)
                {
                    append((byte)'-');
                }
                appendFixed(digits, decimals);
                return true;
            }
        }
        return false;
    }

    private static boolean isNegativeZero(final double value)
    {
        return value == 0 && Double.doubleToRawLongBits(value) != 0;
    }

    public void writeTo(final OutputStream out) throws IOException
    {
        out.write(bytes, 0, length);
    }

    @Override
    public String toString()
    {
        return new String(bytes, 0, length, StandardCharsets.UTF_8);
    }

    void ensure(final int extra)
    {
        if (length + extra > bytes.length)
        {
            grow(extra);
        }
    }

    void putUnchecked(final byte b)
    {
        bytes[length++] = b;
    }

    /**
     * Most values printed are small (sizes, counts, levels, exponents of one or two digits), the rest
     * ids of five to eight digits, prices' 13-digit mantissas and 19-digit timestamps. So: below 100 one
     * byte or a pair from {@link #DIGIT_PAIRS}; above, a leading block of one to eight digits and up to
     * two whole blocks of eight split off by long division, each block's digits made at once inside one
     * long ({@link #eightDigits}), the leading block's leading zeros shifted out. Those zeros are counted
     * in the leading block's digits themselves (the low bytes that hold '0', found by one count of
     * trailing zero bits) rather than from the value's bit length and a table of powers of ten: on MDP
     * 3.0's mix of numbers 7.2-7.4 ns a value instead of 9.0-9.4 (a loop over 32,000 of them, best rounds
     * of three runs each, one core). One straight path for
     * every value of three digits or more: splitting it by size (a method of its own above 10^8) cost
     * MarketData's JSON printing, whose values are mostly large, about a fifth. Every store may write up
     * to eight bytes: those past the digits are overwritten by what comes next, so room for
     * {@link #MAX_STORE} bytes is made once.
     */
    private ByteSink appendPositive(final long value)
    {
        ensure(MAX_STORE);
        final byte[] b = bytes;
        final int at = length;
        if (value < 100)
        {
            if (value < 10)
            {
                b[at] = (byte)('0' + value);
                length = at + 1;
            }
            else
            {
                SHORT_LE.set(b, at, DIGIT_PAIRS[(int)value]);
                length = at + 2;
            }
            return this;
        }
        long leading = value;
        long middle = 0;
        long last = 0;
        int blocks = 0;
        if (leading >= 100_000_000L)
        {
            long q = leading / 100_000_000L;
            last = eightDigits((int)(leading - q * 100_000_000L));
            leading = q;
            blocks = 1;
            if (leading >= 100_000_000L)
            {
                q = leading / 100_000_000L;
                middle = eightDigits((int)(leading - q * 100_000_000L));
                leading = q;
                blocks = 2;
            }
        }
        // the leading block is at least 1, so its digits less '0' in every byte are not all zero: their
        // trailing zero bits, whole bytes of them, are its leading zeros (the first digit is the lowest byte)
        final long lead = eightDigits((int)leading);
        final int zeroBits = Long.numberOfTrailingZeros(lead - 0x3030_3030_3030_3030L) & ~7;
        LONG_LE.set(b, at, lead >>> zeroBits);
        int to = at + 8 - (zeroBits >>> 3);
        if (blocks == 2)
        {
            LONG_LE.set(b, to, middle);
            to += 8;
        }
        if (blocks > 0)
        {
            LONG_LE.set(b, to, last);
            to += 8;
        }
        length = to;
        return this;
    }

    /**
     * The eight decimal digits of a value below 10^8, leading zeros included, as ASCII in a
     * little-endian long (the first digit in the lowest byte). The value is split into two halves
     * of four digits in 32-bit lanes, each into two pairs in 16-bit lanes, each into two digits in
     * 8-bit lanes, every lane divided at once by a multiplication: x * 10486 >>> 20 is x / 100 for
     * x below 10^4, and x * 103 >>> 10 is x / 10 for x below 100, and no lane's product reaches the
     * next lane.
     */
    static long eightDigits(final int value)
    {
        final int high = value / 10_000;
        long lanes = high | (long)(value - high * 10_000) << 32;
        long quotients = (lanes * 10486 >>> 20) & 0x0000_007F_0000_007FL;
        lanes = (lanes - quotients * 100) << 16 | quotients;
        quotients = (lanes * 103 >>> 10) & 0x000F_000F_000F_000FL;
        lanes = (lanes - quotients * 10) << 8 | quotients;
        return lanes | 0x3030_3030_3030_3030L;
    }

    private void grow(final int extra)
    {
        final long wanted = Math.max((long)bytes.length * 2, (long)length + extra);
        if (wanted > Integer.MAX_VALUE - 16)
        {
            throw new IllegalStateException("output buffer would exceed 2 GiB");
        }
        bytes = Arrays.copyOf(bytes, (int)wanted);
    }
}
