package io.sbetool.benchmarks.otf;

import io.sbetool.benchmarks.codecs.MessageCase;
import io.sbetool.benchmarks.codecs.ValueSink;
import io.sbetool.otf.ByteSink;
import io.sbetool.otf.JsonPrinter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The on-the-fly benchmarks compare like with like: both listeners report every value of the message,
 * both printers print the same JSON, and the checks notice when they do not.
 */
class OtfAgreementTest
{
    @ParameterizedTest
    @ValueSource(strings = {MessageCase.CAR, MessageCase.MARKET_DATA})
    void bothListenersReportEveryValueOfTheMessage(final String message)
    {
        final OtfFixture fixture = new OtfFixture(message);
        final ValueSink ours = ValueSink.recording();
        final int ourLength = fixture.sbetool.decode(fixture.buffer, 0, fixture.length, new SbetoolValueListener().into(ours));
        final ValueSink theirs = ValueSink.recording();
        final int theirEnd = new ReferenceOtf(fixture.referenceIr).decode(fixture.buffer, 0,
            new ReferenceValueListener().into(theirs));

        assertEquals(fixture.expected, ours.recorded());
        assertEquals(fixture.expected, theirs.recorded());
        assertEquals(fixture.length, ourLength);
        assertEquals(fixture.length, theirEnd);
    }

    @Test
    void aListenerThatMissesAValueFailsTheCheck()
    {
        final OtfFixture fixture = new OtfFixture(MessageCase.CAR);
        final ValueSink short1 = ValueSink.recording();
        fixture.expected.subList(1, fixture.expected.size()).forEach(value -> short1.text(String.valueOf(value)));
        final IllegalStateException failure = assertThrows(IllegalStateException.class,
            () -> fixture.check("lossy listener", short1));
        assertTrue(failure.getMessage().startsWith("lossy listener reported"), failure.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {MessageCase.CAR, MessageCase.MARKET_DATA})
    void bothPrintersPrintTheSameJson(final String message)
    {
        final OtfFixture fixture = new OtfFixture(message);
        final String ours = print(fixture);
        final StringBuilder theirs = new StringBuilder();
        new uk.co.real_logic.sbe.json.JsonPrinter(fixture.referenceIr).print(theirs, fixture.buffer, 0);

        JsonAgreement.check(message, ours, theirs.toString());
    }

    @Test
    void aValueThatDiffersFailsTheJsonCheck()
    {
        final OtfFixture fixture = new OtfFixture(MessageCase.CAR);
        final String ours = print(fixture);
        final StringBuilder theirs = new StringBuilder();
        new uk.co.real_logic.sbe.json.JsonPrinter(fixture.referenceIr).print(theirs, fixture.buffer, 0);
        final String changed = theirs.toString().replace("\"Honda\"", "\"Hondb\"");

        final IllegalStateException failure = assertThrows(IllegalStateException.class,
            () -> JsonAgreement.check("Car", ours, changed));
        assertTrue(failure.getMessage().startsWith("Car: the JSON printers disagree"), failure.getMessage());
        assertThrows(IllegalStateException.class, () -> JsonAgreement.check("Car", ours, "{\"serialNumber\": "));
    }

    private static String print(final OtfFixture fixture)
    {
        final ByteSink out = new ByteSink();
        new JsonPrinter(fixture.sbetool).print(fixture.buffer, 0, fixture.length, out);
        return out.toString();
    }
}
