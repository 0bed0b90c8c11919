package io.sbetool.benchmarks.otf;

import io.sbetool.benchmarks.codecs.BenchmarkJvm;
import io.sbetool.benchmarks.codecs.MessageCase;
import io.sbetool.otf.ByteSink;
import io.sbetool.otf.JsonPrinter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * Printing a benchmark message as JSON from its schema's IR alone: sbetool's JsonPrinter into a reused
 * ByteSink against the reference implementation's JsonPrinter into a reused StringBuilder. Setup
 * checks that the two print the same fields and values.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = BenchmarkJvm.FORKS, jvmArgs = {BenchmarkJvm.HEAP_MIN, BenchmarkJvm.HEAP_MAX})
@State(Scope.Thread)
public class JsonPrintBenchmark
{
    @Param({MessageCase.CAR, MessageCase.MARKET_DATA})
    public String message;

    private OtfFixture fixture;
    private JsonPrinter sbetoolPrinter;
    private final ByteSink sbetoolOut = new ByteSink(4096);
    private uk.co.real_logic.sbe.json.JsonPrinter referencePrinter;
    private final StringBuilder referenceOut = new StringBuilder(4096);

    @Setup
    public void checkPrinters()
    {
        fixture = new OtfFixture(message);
        sbetoolPrinter = new JsonPrinter(fixture.sbetool);
        referencePrinter = new uk.co.real_logic.sbe.json.JsonPrinter(fixture.referenceIr);
        sbetool();
        reference();
        JsonAgreement.check(message, sbetoolOut.toString(), referenceOut.toString());
    }

    @Benchmark
    public int sbetool()
    {
        sbetoolOut.reset();
        sbetoolPrinter.print(fixture.buffer, 0, fixture.length, sbetoolOut);
        return sbetoolOut.length();
    }

    @Benchmark
    public int reference()
    {
        referenceOut.setLength(0);
        referencePrinter.print(referenceOut, fixture.buffer, 0);
        return referenceOut.length();
    }
}
