package io.sbetool.benchmarks.otf;

import io.sbetool.benchmarks.codecs.ValueSink;
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@link OtfDecodeBenchmark}'s two decoders compared by CPU time ({@link CpuTimeRace}), with the same
 * listeners and fixture the benchmark uses.
 *
 * <pre>
 * java -Djmh.blackhole.mode=COMPILER -XX:+UnlockExperimentalVMOptions \
 *      -XX:CompileCommand=blackhole,org.openjdk.jmh.infra.Blackhole::consumeCompiler \
 *      -cp benchmarks/target/benchmarks.jar io.sbetool.benchmarks.otf.OtfCpuTime Car
 * </pre>
 *
 * One message per JVM, as JMH forks per parameter, so one message's profile does not shape the other's code.
 */
public final class OtfCpuTime
{
    private OtfCpuTime()
    {
    }

    public static void main(final String[] args)
    {
        if (args.length != 1)
        {
            System.err.println("usage: OtfCpuTime Car|MarketData");
            System.exit(2);
        }
        final String message = args[0];
        final OtfFixture fixture = new OtfFixture(message);
        final ReferenceOtf reference = new ReferenceOtf(fixture.referenceIr);
        // JMH's Blackhole outside JMH: the constructor asks its caller to acknowledge that
        final ValueSink sink = ValueSink.into(new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous."));
        final SbetoolValueListener ours = new SbetoolValueListener().into(sink);
        final ReferenceValueListener theirs = new ReferenceValueListener().into(sink);
        CpuTimeRace.run(message + " decode", (times) ->
        {
            for (int i = 0; i < times; i++)
            {
                fixture.sbetool.decode(fixture.buffer, 0, fixture.length, ours);
            }
        }, (times) ->
        {
            for (int i = 0; i < times; i++)
            {
                reference.decode(fixture.buffer, 0, theirs);
            }
        });
    }
}
