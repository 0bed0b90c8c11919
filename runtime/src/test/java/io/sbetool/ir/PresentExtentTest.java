package io.sbetool.ir;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The end of the fields present at each version, the one computation the generated codecs, the
 * on-the-fly decoder and the encoder share; and the presence rules of {@link Layout}.
 */
class PresentExtentTest
{
    @Test
    void theEndRisesAtTheVersionsOfNewFields()
    {
        // A (v0, 0..4), B (v2, 4..12), C (v3, 12..14), in schema order.
        final PresentExtent extent = PresentExtent.builder().add(0, 0, 4).add(2, 4, 8).add(3, 12, 2).build();

        assertEquals(4, extent.endAt(0));
        assertEquals(4, extent.endAt(1));
        assertEquals(12, extent.endAt(2));
        assertEquals(14, extent.endAt(3));
        assertEquals(14, extent.endAt(9));
        assertEquals(14, extent.end());
        assertArrayEquals(new int[] {0, 2, 3}, extent.steps());
        assertFalse(extent.isFixed());
    }

    @Test
    void aVersionWhoseFieldsLieInsideOlderOnesIsAVersionButNotAStep()
    {
        // A newer field at a lower offset (the schema gave offsets) leaves the end where it was.
        final PresentExtent extent = PresentExtent.builder().add(1, 0, 2).add(0, 2, 6).add(2, 8, 4).build();

        assertArrayEquals(new int[] {0, 1, 2}, extent.versions());
        assertArrayEquals(new int[] {0, 2}, extent.steps());
        assertEquals(8, extent.endAt(1));
        assertEquals(12, extent.endAt(2));
    }

    @Test
    void constantsTakeNoBytesAndNeverMoveTheEnd()
    {
        // A constant (encodedLength 0) after the fields, and one of a later version.
        final PresentExtent extent = PresentExtent.builder().add(0, 0, 4).add(0, 20, 0).add(5, 24, 0).build();

        assertEquals(4, extent.end());
        assertArrayEquals(new int[] {0}, extent.versions());
        assertTrue(extent.isFixed());
    }

    @Test
    void aBlockWithoutFieldsEndsAtZeroAndANegativeVersionCountsAsZero()
    {
        final PresentExtent empty = PresentExtent.builder().build();
        assertEquals(0, empty.end());
        assertEquals(0, empty.endAt(0));
        assertTrue(empty.isFixed());

        final PresentExtent negative = PresentExtent.builder().add(-1, 0, 8).build();
        assertArrayEquals(new int[] {0}, negative.versions());
        assertEquals(8, negative.endAt(0));
    }

    @Test
    void noFieldOfALaterVersionIsPresentBeforeIt()
    {
        // Before the first field of version 0 exists, a block of only newer fields has none.
        final PresentExtent extent = PresentExtent.builder().add(1, 0, 4).build();

        assertEquals(0, extent.endAt(0));
        assertEquals(4, extent.endAt(1));
        assertArrayEquals(new int[] {0, 1}, extent.steps());
    }

    @Test
    void manyFieldsGrowTheBuilder()
    {
        final PresentExtent.Builder builder = PresentExtent.builder();
        for (int i = 0; i < 100; i++)
        {
            builder.add(i / 10, i * 2, 2);
        }
        final PresentExtent extent = builder.build();

        assertEquals(200, extent.end());
        assertEquals(20, extent.endAt(0));
        assertEquals(10, extent.steps().length);
    }

    @Test
    void layoutRulesOfPresence()
    {
        assertTrue(Layout.inVersion(0, 0));
        assertTrue(Layout.inVersion(2, 3));
        assertFalse(Layout.inVersion(3, 2));
        assertFalse(Layout.isVersioned(0));
        assertTrue(Layout.isVersioned(1));

        assertTrue(Layout.inBlock(4, 4, 8));
        assertFalse(Layout.inBlock(4, 5, 8));
        // A constant is never outside the block, wherever its offset.
        assertTrue(Layout.inBlock(40, 0, 8));

        assertTrue(Layout.isPresent(1, 0, 4, 1, 4));
        assertFalse(Layout.isPresent(2, 0, 4, 1, 4));
        assertFalse(Layout.isPresent(0, 4, 4, 1, 4));
    }
}
