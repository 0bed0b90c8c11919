package io.sbetool.benchmarks.codecs;

import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A comparison is only fair if both sides do the same work: each pair of codecs must write the same
 * bytes from the same values, and read the same values back from either side's bytes.
 */
class CodecEquivalenceTest
{
    @Test
    void carCodecsAgree()
    {
        final SbetoolCar sbetool = new SbetoolCar();
        final ReferenceCar reference = new ReferenceCar();
        final UnsafeBuffer ours = new UnsafeBuffer(new byte[Values.BUFFER_CAPACITY]);
        final UnsafeBuffer theirs = new UnsafeBuffer(new byte[Values.BUFFER_CAPACITY]);

        final int length = sbetool.encode(ours);
        assertEquals(length, reference.encode(theirs));
        assertArrayEquals(ours.byteArray(), theirs.byteArray());

        final long checksum = reference.decode(theirs);
        assertEquals(checksum, sbetool.decode(ours));
        assertEquals(checksum, sbetool.decode(theirs));
        assertEquals(checksum, reference.decode(ours));
    }

    @Test
    void tradesCodecsAgree()
    {
        final SbetoolTrades sbetool = new SbetoolTrades();
        final ReferenceTrades reference = new ReferenceTrades();
        final UnsafeBuffer ours = new UnsafeBuffer(new byte[Values.BUFFER_CAPACITY]);
        final UnsafeBuffer theirs = new UnsafeBuffer(new byte[Values.BUFFER_CAPACITY]);

        final int length = sbetool.encode(ours);
        assertEquals(length, reference.encode(theirs));
        assertArrayEquals(ours.byteArray(), theirs.byteArray());

        final long checksum = reference.decode(theirs);
        assertEquals(checksum, sbetool.decode(ours));
        assertEquals(checksum, sbetool.decode(theirs));
    }
}
