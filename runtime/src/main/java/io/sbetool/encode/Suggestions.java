package io.sbetool.encode;

import java.util.Collection;

/**
 * "Did you mean" for a misspelt field name: the closest known name within a few edits.
 */
final class Suggestions
{
    private Suggestions()
    {
    }

    /**
     * @return {@code "; did you mean 'x'?"}, or empty when no name is close.
     */
    static String didYouMean(final String name, final Collection<String> known)
    {
        String best = null;
        int bestDistance = Math.max(2, name.length() / 3) + 1;
        for (final String candidate : known)
        {
            final int distance = distance(name.toLowerCase(java.util.Locale.ROOT),
                candidate.toLowerCase(java.util.Locale.ROOT));
            if (distance < bestDistance)
            {
                best = candidate;
                bestDistance = distance;
            }
        }
        return best == null ? "" : "; did you mean '" + best + "'?";
    }

    private static int distance(final String a, final String b)
    {
        int[] previous = new int[b.length() + 1];
        int[] row = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++)
        {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++)
        {
            row[0] = i;
            for (int j = 1; j <= b.length(); j++)
            {
                final int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                row[j] = Math.min(Math.min(row[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }
            final int[] swap = previous;
            previous = row;
            row = swap;
        }
        return previous[b.length()];
    }
}
