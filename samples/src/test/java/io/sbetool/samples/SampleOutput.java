package io.sbetool.samples;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Runs a sample's main method and returns what it printed.
 */
final class SampleOutput
{
    interface Main
    {
        void run(String[] args) throws Exception;
    }

    private SampleOutput()
    {
    }

    // System.out is swapped for the duration; surefire runs this module's test classes one at a time.
    static synchronized String ofMain(final Main main)
    {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final PrintStream original = System.out;
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try
        {
            main.run(new String[0]);
        }
        catch (final Exception ex)
        {
            throw new AssertionError("main threw", ex);
        }
        finally
        {
            System.setOut(original);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
