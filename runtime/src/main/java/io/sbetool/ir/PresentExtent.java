package io.sbetool.ir;

import java.util.Arrays;

/**
 * Where the fixed fields of a block end at each acting version: the end of the furthest field with bytes on
 * the wire that the version has. The one place this is computed, so that generated codecs (Java, C++, Rust),
 * the on-the-fly decoder and the encoder cannot disagree about it.
 *
 * <p>Rules: a field is in every version from its {@code sinceVersion} on ({@link Layout#inVersion}); a
 * field of {@code encodedLength} 0 (a constant) takes no bytes and never moves the end; a negative
 * {@code sinceVersion} counts as 0. The end at a version is therefore a step function of the version,
 * rising at some of the fields' sinceVersions:
 *
 * <pre>{@code
 * PresentExtent extent = PresentExtent.builder().add(0, 0, 4).add(2, 4, 8).build();
 * extent.endAt(1);   // 4
 * extent.endAt(2);   // 12
 * extent.end();      // 12, every field's
 * }</pre>
 */
public final class PresentExtent
{
    /** The distinct sinceVersions of fields with bytes, and 0, ascending. */
    private final int[] versions;
    /** The end at each of {@link #versions}. */
    private final int[] ends;

    private PresentExtent(final int[] versions, final int[] ends)
    {
        this.versions = versions;
        this.ends = ends;
    }

    public static Builder builder()
    {
        return new Builder();
    }

    /**
     * @return the end of the furthest field with bytes that a block of {@code actingVersion} has; 0 when none.
     */
    public int endAt(final int actingVersion)
    {
        int end = 0;
        for (int i = 0; i < versions.length && Layout.inVersion(versions[i], actingVersion); i++)
        {
            end = ends[i];
        }
        return end;
    }

    /**
     * @return the end of the furthest field with bytes of any version: the fixed fields of the schema's version.
     */
    public int end()
    {
        return ends[ends.length - 1];
    }

    /**
     * @return 0 and every sinceVersion of a field with bytes, ascending, whether or not the end moves there
     * (a target that prints one case per field version uses these).
     */
    public int[] versions()
    {
        return versions.clone();
    }

    /**
     * @return 0 and each version at which the end moves further, ascending: the fewest cases a choice of
     * the end by version needs ({@code endAt} of each is larger than of the one before).
     */
    public int[] steps()
    {
        final int[] steps = new int[versions.length];
        int count = 0;
        for (int i = 0; i < versions.length; i++)
        {
            if (i == 0 || ends[i] > ends[i - 1])
            {
                steps[count++] = versions[i];
            }
        }
        return Arrays.copyOf(steps, count);
    }

    /**
     * @return whether the end is the same at every version (no field with bytes is newer than version 0).
     */
    public boolean isFixed()
    {
        return steps().length == 1;
    }

    /** Collects the fields of one block, in any order. */
    public static final class Builder
    {
        private int[] sinces = new int[8];
        private int[] fieldEnds = new int[8];
        private int count;

        private Builder()
        {
        }

        /**
         * @param sinceVersion  the version the field was added in.
         * @param offset        its offset in the block.
         * @param encodedLength its bytes on the wire; 0 for a constant, which is left out.
         */
        public Builder add(final int sinceVersion, final int offset, final int encodedLength)
        {
            if (encodedLength <= 0)
            {
                return this;
            }
            if (count == sinces.length)
            {
                sinces = Arrays.copyOf(sinces, count * 2);
                fieldEnds = Arrays.copyOf(fieldEnds, count * 2);
            }
            sinces[count] = Math.max(0, sinceVersion);
            fieldEnds[count] = offset + encodedLength;
            count++;
            return this;
        }

        public PresentExtent build()
        {
            final int[] distinct = distinctVersions();
            final int[] ends = new int[distinct.length];
            for (int v = 0; v < distinct.length; v++)
            {
                int end = v == 0 ? 0 : ends[v - 1];
                for (int f = 0; f < count; f++)
                {
                    if (sinces[f] == distinct[v])
                    {
                        end = Math.max(end, fieldEnds[f]);
                    }
                }
                ends[v] = end;
            }
            return new PresentExtent(distinct, ends);
        }

        /** 0 and the fields' sinceVersions, each once, ascending. */
        private int[] distinctVersions()
        {
            final int[] sorted = Arrays.copyOf(sinces, count + 1);
            sorted[count] = 0;
            Arrays.sort(sorted);
            int distinct = 0;
            for (int i = 0; i < sorted.length; i++)
            {
                if (i == 0 || sorted[i] != sorted[i - 1])
                {
                    sorted[distinct++] = sorted[i];
                }
            }
            return Arrays.copyOf(sorted, distinct);
        }
    }
}
