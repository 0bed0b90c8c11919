package io.sbetool.benchmarks.codecs;

import java.nio.charset.StandardCharsets;

/**
 * The field values both implementations encode, so that each benchmark pair does the same work on
 * the same bytes (CodecEquivalenceTest checks that the encodings are identical).
 */
final class Values
{
    // Car
    static final long SERIAL_NUMBER = 1234;
    static final int MODEL_YEAR = 2013;
    static final int[] SOME_NUMBERS = {1, 2, 3, 4, 5};
    static final byte[] VEHICLE_CODE = ascii("abcdef");
    static final int ENGINE_CAPACITY = 2000;
    static final short ENGINE_CYLINDERS = 4;
    static final byte[] ENGINE_MANUFACTURER = ascii("123");
    static final int[] FUEL_SPEED = {30, 55, 75};
    static final float[] FUEL_MPG = {35.9f, 49.0f, 40.0f};
    static final short[] OCTANE = {95, 99};
    static final int[] ACCELERATION_MPH = {30, 60, 100};
    static final float[][] ACCELERATION_SECONDS = {{4.0f, 7.5f, 12.2f}, {3.8f, 7.1f, 11.8f}};
    static final byte[] MANUFACTURER = ascii("Honda");
    static final byte[] MODEL = ascii("Civic VTi");

    // MarketDataIncrementalRefreshTrades, two trades
    static final long TRANSACT_TIME = 1_704_205_800_123_456_789L;
    static final int EVENT_TIME_DELTA = 17;
    static final long[] TRADE_ID = {1_234_567_890L, 1_234_567_891L};
    static final long[] SECURITY_ID = {56_789L, 56_790L};
    static final long[] PRICE_MANTISSA = {45_002_500L, 45_002_750L};
    static final int[] SIZE_MANTISSA = {5, 12};
    static final int[] NUMBER_OF_ORDERS = {3, 1};
    static final short[] RPT_SEQ = {101, 102};

    /** Large enough for either message, so neither benchmark pays for growing a buffer. */
    static final int BUFFER_CAPACITY = 1024;

    private Values()
    {
    }

    private static byte[] ascii(final String text)
    {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    /**
     * Folds one decoded value into a running checksum: order-sensitive, so the equivalence test
     * notices a field read wrongly or out of place.
     */
    static long mix(final long checksum, final long value)
    {
        return checksum * 31 + value;
    }
}
