package io.sbetool.capture;

import io.sbetool.ir.Ir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;

/**
 * When a capture's first frames fail to decode, tries the framings and the packet-header skips
 * venues use on the capture's first messages and says which one decodes them, so that a user who
 * guessed the options wrong is told the right ones instead of only that the bytes are bad.
 */
public final class FramingAdvisor
{
    private static final String[] FRAMINGS = {
        "sofh", "u16le-incl", "u16le", "u16be", "u16be-incl", "u32le", "u32be", "u32le-incl", "u32be-incl", "raw"};
    /** Packet headers seen in the corpus (CME 12 and 14, B3 16, MEMX 20, Coinbase 24) and round numbers. */
    private static final int[] SKIPS = {0, 2, 4, 8, 12, 14, 16, 20, 24, 32};
    /** Messages that must decode without an error for options to count as working. */
    private static final int SAMPLE = 20;
    private static final OutputStream NOWHERE = OutputStream.nullOutputStream();

    private FramingAdvisor()
    {
    }

    /**
     * @return e.g. {@code --framing u16le-incl --skip 12}: the options that decode the most of the
     * file's first {@value #SAMPLE} messages with no error, or null when none does.
     */
    public static String suggest(final List<Ir> irs, final Path file) throws IOException
    {
        String best = null;
        long bestMessages = 0;
        for (final int skip : SKIPS)
        {
            for (final String framing : FRAMINGS)
            {
                final DecodeSession session = DecodeSession.builder(irs).framing(Framing.parse(framing)).skip(skip)
                    .maxMessages(SAMPLE).output(NOWHERE).build();
                final DecodeResult result = session.decodeFile(file);
                if (result.errors() == 0 && result.messages() > bestMessages)
                {
                    best = "--framing " + framing + " --skip " + skip;
                    bestMessages = result.messages();
                }
            }
        }
        return best;
    }
}
