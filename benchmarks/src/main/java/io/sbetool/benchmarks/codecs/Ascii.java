package io.sbetool.benchmarks.codecs;

import java.nio.charset.StandardCharsets;

/**
 * Text for SBE's allocation-free setters, which take bytes: an SBE application keeps the bytes of the
 * text it sends, as the reference implementation's own benchmarks do.
 */
final class Ascii
{
    private Ascii()
    {
    }

    static byte[] bytes(final String text)
    {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
