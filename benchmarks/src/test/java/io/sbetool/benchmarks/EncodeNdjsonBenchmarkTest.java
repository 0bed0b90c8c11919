package io.sbetool.benchmarks;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The encode benchmark's setup, with its check that encoding decode's NDJSON of the MDP 3.0 mix and
 * decoding the frames gives the same lines, passes on a small capture, and one operation encodes
 * every message.
 */
class EncodeNdjsonBenchmarkTest
{
    @Test
    void setupChecksTheRoundTripAndAnOperationEncodesEveryMessage() throws Exception
    {
        final EncodeNdjsonBenchmark benchmark = new EncodeNdjsonBenchmark();
        benchmark.messages = 3000;
        benchmark.setUp();
        final DecodeCaptureBenchmark.Counters counters = new DecodeCaptureBenchmark.Counters();

        assertEquals(3000, benchmark.encode(counters));
        assertEquals(3000, counters.messages);
    }
}
