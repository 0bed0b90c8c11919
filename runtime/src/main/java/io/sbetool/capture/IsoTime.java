package io.sbetool.capture;

import io.sbetool.otf.ByteSink;

/**
 * Formats nanoseconds since the Unix epoch as ISO-8601 UTC with nine decimals,
 * {@code 2024-03-15T14:30:00.000125000Z}, without allocating: the date from the day number by the
 * proleptic Gregorian calendar's 400-year cycles (H. Hinnant's days-to-civil algorithm).
 */
final class IsoTime
{
    private static final long NANOS_PER_DAY = 86_400_000_000_000L;

    private IsoTime()
    {
    }

    static void append(final ByteSink out, final long epochNanos)
    {
        final long days = Math.floorDiv(epochNanos, NANOS_PER_DAY);
        final long nanosOfDay = Math.floorMod(epochNanos, NANOS_PER_DAY);
        final long z = days + 719_468;
        final long era = Math.floorDiv(z, 146_097);
        final long dayOfEra = z - era * 146_097;
        final long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        final long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        final long shiftedMonth = (5 * dayOfYear + 2) / 153;
        final long day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1;
        final long month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
        final long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);

        digits(out, year, 4);
        out.append((byte)'-');
        digits(out, month, 2);
        out.append((byte)'-');
        digits(out, day, 2);
        out.append((byte)'T');
        final long seconds = nanosOfDay / 1_000_000_000L;
        digits(out, seconds / 3600, 2);
        out.append((byte)':');
        digits(out, seconds / 60 % 60, 2);
        out.append((byte)':');
        digits(out, seconds % 60, 2);
        out.append((byte)'.');
        digits(out, nanosOfDay % 1_000_000_000L, 9);
        out.append((byte)'Z');
    }

    private static void digits(final ByteSink out, final long value, final int width)
    {
        long divisor = 1;
        for (int i = 1; i < width; i++)
        {
            divisor *= 10;
        }
        if (value >= divisor * 10)
        {
            out.appendLong(value / (divisor * 10));
        }
        for (long d = divisor; d > 0; d /= 10)
        {
            out.append((byte)('0' + value / d % 10));
        }
    }
}
