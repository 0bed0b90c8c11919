package io.sbetool.compiler.diagnostics;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds the known name closest to a misspelt one, for "did you mean ...?" hints.
 */
public final class Suggestions
{
    private Suggestions()
    {
    }

    /** The closest candidate by edit distance, if it is close enough to be a plausible typo. */
    public static Optional<String> closest(final String wrong, final Collection<String> candidates)
    {
        if (wrong == null || wrong.isEmpty())
        {
            return Optional.empty();
        }
        final int allowed = Math.max(2, wrong.length() / 3);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (final String candidate : candidates)
        {
            // Case differences are the most common slip, so they count less than any real edit.
            final int distance = candidate.equalsIgnoreCase(wrong) ? 0 :
                1 + distance(wrong.toLowerCase(Locale.ROOT), candidate.toLowerCase(Locale.ROOT));
            if (distance < bestDistance)
            {
                best = candidate;
                bestDistance = distance;
            }
        }
        return bestDistance <= allowed + 1 ? Optional.ofNullable(best) : Optional.empty();
    }

    /** " (did you mean 'x'?)" or an empty string, ready to append to a message. */
    public static String didYouMean(final String wrong, final Collection<String> candidates)
    {
        return closest(wrong, candidates).map(name -> "; did you mean '" + name + "'?").orElse("");
    }

    static int distance(final String a, final String b)
    {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++)
        {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++)
        {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++)
            {
                final int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j] + 1, current[j - 1] + 1));
            }
            final int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
