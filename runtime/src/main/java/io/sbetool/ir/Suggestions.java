package io.sbetool.ir;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds the known name closest to a misspelt one, for "did you mean ...?" hints: one rule for the
 * compiler's schema errors, the CLI's usage errors, and the encoder's and decoder's name lookups.
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
        int bestLengthDifference = Integer.MAX_VALUE;
        for (final String candidate : candidates)
        {
            // Case differences are the most common slip, so they count less than any real edit.
            final int distance = candidate.equalsIgnoreCase(wrong) ? 0 :
                1 + distance(wrong.toLowerCase(Locale.ROOT), candidate.toLowerCase(Locale.ROOT));
            // On a tie, a candidate of the same length is the likelier typo (swapped rather than lost letters).
            final int lengthDifference = Math.abs(candidate.length() - wrong.length());
            if (distance < bestDistance || (distance == bestDistance && lengthDifference < bestLengthDifference))
            {
                best = candidate;
                bestDistance = distance;
                bestLengthDifference = lengthDifference;
            }
        }
        return bestDistance <= allowed + 1 ? Optional.ofNullable(best) : Optional.empty();
    }

    /** " (did you mean 'x'?)" or an empty string, ready to append to a message. */
    public static String didYouMean(final String wrong, final Collection<String> candidates)
    {
        return closest(wrong, candidates).map(name -> "; did you mean '" + name + "'?").orElse("");
    }

    /** Edit distance where swapping two adjacent characters counts as one edit, like other single slips. */
    public static int distance(final String a, final String b)
    {
        final int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++)
        {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++)
        {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++)
        {
            for (int j = 1; j <= b.length(); j++)
            {
                final int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(d[i - 1][j - 1] + cost, Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1));
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1))
                {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
