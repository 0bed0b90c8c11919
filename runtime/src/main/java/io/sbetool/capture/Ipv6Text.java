package io.sbetool.capture;

import io.sbetool.otf.ByteSink;

/**
 * An IPv6 address in its canonical text form (RFC 5952): lowercase hexadecimal groups without
 * leading zeros, the longest run of two or more zero groups (the first of equal runs) written as
 * {@code ::}. Written straight into a sink, allocating nothing.
 */
final class Ipv6Text
{
    private static final byte[] HEX = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private Ipv6Text()
    {
    }

    static void append(final ByteSink out, final long high, final long low)
    {
        int runStart = -1;
        int runLength = 1;
        for (int i = 0; i < 8; )
        {
            if (group(high, low, i) != 0)
            {
                i++;
                continue;
            }
            int end = i;
            while (end < 8 && group(high, low, end) == 0)
            {
                end++;
            }
            if (end - i > runLength)
            {
                runStart = i;
                runLength = end - i;
            }
            i = end;
        }
        for (int i = 0; i < 8; i++)
        {
            if (i == runStart)
            {
                out.append((byte)':').append((byte)':');
                i += runLength - 1;
                continue;
            }
            if (i > 0 && i != runStart + runLength)
            {
                out.append((byte)':');
            }
            appendHex(out, group(high, low, i));
        }
    }

    static String toString(final long high, final long low)
    {
        final ByteSink sink = new ByteSink(64);
        append(sink, high, low);
        return sink.toString();
    }

    private static int group(final long high, final long low, final int index)
    {
        final long half = index < 4 ? high : low;
        return (int)(half >>> (48 - 16 * (index & 3))) & 0xFFFF;
    }

    private static void appendHex(final ByteSink out, final int group)
    {
        boolean started = false;
        for (int shift = 12; shift >= 0; shift -= 4)
        {
            final int digit = (group >>> shift) & 0xF;
            if (digit != 0 || started || shift == 0)
            {
                out.append(HEX[digit]);
                started = true;
            }
        }
    }
}
