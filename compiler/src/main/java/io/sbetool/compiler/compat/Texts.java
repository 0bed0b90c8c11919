package io.sbetool.compiler.compat;

import java.util.Locale;
import java.util.Objects;

/** Small text helpers for change messages. */
final class Texts
{
    private Texts()
    {
    }

    static String lower(final Enum<?> value)
    {
        return value == null ? "none" : value.name().toLowerCase(Locale.ROOT);
    }

    /** Whether two optional attribute texts differ once trimmed (null and empty being the same). */
    static boolean differ(final String a, final String b)
    {
        return !Objects.equals(trimmed(a), trimmed(b));
    }

    private static String trimmed(final String text)
    {
        return text == null || text.isBlank() ? "" : text.trim();
    }
}
