package io.sbetool.benchmarks.otf;

import io.sbetool.benchmarks.codecs.MessageBenchmark;
import io.sbetool.otf.ByteSink;
import io.sbetool.otf.JsonPrinter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * Printing a benchmark message as JSON from its schema's IR alone: sbetool's JsonPrinter into a reused
 * ByteSink against the reference implementation's JsonPrinter into a reused StringBuilder. Setup
 * checks that the two print the same fields and values.
 */
public class JsonPrintBenchmark extends MessageBenchmark
{
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
