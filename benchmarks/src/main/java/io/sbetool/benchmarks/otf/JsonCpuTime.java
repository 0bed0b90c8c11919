package io.sbetool.benchmarks.otf;

import io.sbetool.otf.ByteSink;
import io.sbetool.otf.JsonPrinter;

/**
 * {@link JsonPrintBenchmark}'s two printers compared by CPU time ({@link CpuTimeRace}), each into its reused
 * output as in the benchmark; the printed lines are checked to agree first.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.sbetool.benchmarks.otf.JsonCpuTime Car
 * </pre>
 */
public final class JsonCpuTime
{
    private JsonCpuTime()
    {
    }

    public static void main(final String[] args)
    {
        if (args.length != 1)
        {
            System.err.println("usage: JsonCpuTime Car|MarketData");
            System.exit(2);
        }
        final String message = args[0];
        final OtfFixture fixture = new OtfFixture(message);
        final JsonPrinter ours = new JsonPrinter(fixture.sbetool);
        final ByteSink ourOut = new ByteSink(4096);
        final uk.co.real_logic.sbe.json.JsonPrinter theirs = new uk.co.real_logic.sbe.json.JsonPrinter(fixture.referenceIr);
        final StringBuilder theirOut = new StringBuilder(4096);
        ours.print(fixture.buffer, 0, fixture.length, ourOut);
        theirs.print(theirOut, fixture.buffer, 0);
        JsonAgreement.check(message, ourOut.toString(), theirOut.toString());
        CpuTimeRace.run(message + " JSON print", (times) ->
        {
            for (int i = 0; i < times; i++)
            {
                ourOut.reset();
                ours.print(fixture.buffer, 0, fixture.length, ourOut);
            }
        }, (times) ->
        {
            for (int i = 0; i < times; i++)
            {
                theirOut.setLength(0);
                theirs.print(theirOut, fixture.buffer, 0);
            }
        });
    }
}
