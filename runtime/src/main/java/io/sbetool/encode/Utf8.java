package io.sbetool.encode;

/**
 * Checks the UTF-8 of NDJSON strings as they are scanned (RFC 3629): Java's decoder would turn a malformed
 * sequence into U+FFFD without a word, and the encoder would write that, while an escaped lone surrogate
 * ({@code \ud800}) is refused; a surrogate or overlong form spelled in UTF-8 is refused here the same way.
 */
final class Utf8
{
    /** {@link #sequence} when the bytes at hand end inside a sequence that may still be valid. */
    static final int INCOMPLETE = 0;
    /** {@link #sequence} when the bytes are not UTF-8. */
    static final int INVALID = -1;

    private Utf8()
    {
    }

    /**
     * @param at the index of a byte of 0x80 or above.
     * @return the length of the valid multi-byte sequence starting at {@code at}, {@link #INCOMPLETE} when
     * {@code limit} cuts a sequence short that is valid so far, or {@link #INVALID}.
     */
    static int sequence(final byte[] bytes, final int at, final int limit)
    {
        final int lead = bytes[at] & 0xFF;
        final int length;
        int low = 0x80;
        int high = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF)
        {
            length = 2;
        }
        else if (lead >= 0xE0 && lead <= 0xEF)
        {
            length = 3;
            low = lead == 0xE0 ? 0xA0 : 0x80; // no overlong form
            high = lead == 0xED ? 0x9F : 0xBF; // no surrogate
        }
        else if (lead >= 0xF0 && lead <= 0xF4)
        {
            length = 4;
            low = lead == 0xF0 ? 0x90 : 0x80; // no overlong form
            high = lead == 0xF4 ? 0x8F : 0xBF; // nothing above U+10FFFF
        }
        else
        {
            return INVALID;
        }
        for (int i = 1; i < length; i++)
        {
            if (at + i >= limit)
            {
                return INCOMPLETE;
            }
            final int b = bytes[at + i] & 0xFF;
            if (b < (i == 1 ? low : 0x80) || b > (i == 1 ? high : 0xBF))
            {
                return INVALID;
            }
        }
        return length;
    }
}
