package io.sbetool.compiler.compat;

import io.sbetool.compiler.SchemaLoader;
import io.sbetool.compiler.link.LinkedSchema;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker over the versioning family (which the matrix shows to be compatible on the wire): each
 * step, and the whole way from v0 to v3, is compatible and lists exactly what was added; going back is not.
 */
class FamilyCompatTest
{
    /** What each step adds, as kind and subject, in report order (by place in the new schema). */
    private static final List<List<String>> ADDED = List.of(
        List.of(),
        List.of("version-raised messageSchema", "enum-value-added Side.SHORT", "member-added Trade.price",
            "member-added Trade.fills.fillPx", "member-added Trade.legs"),
        List.of("version-raised messageSchema", "enum-value-added Side.CROSS", "member-added Trade.venue",
            "member-added Trade.conditions", "member-added Trade.legs.ratio", "member-added Trade.note"),
        List.of("version-raised messageSchema", "enum-value-added Side.EXEMPT", "set-choice-added Conditions.auction",
            "member-added Trade.settleDate", "member-added Trade.fills.fillTime", "member-added Trade.memo"));

    private static LinkedSchema load(final Path file)
    {
        return SchemaLoader.load(file).schema().orElseThrow(() -> new AssertionError(file + " has errors"));
    }

    private static List<String> kindsAndSubjects(final CompatReport report)
    {
        return report.changes().stream().map(c -> c.kind().jsonName() + " " + c.subject()).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"le", "be"})
    void everyStepIsCompatibleAndListsWhatItAdds(final String byteOrder)
    {
        for (int version = 1; version <= VersioningFamily.LATEST; version++)
        {
            final CompatReport report = CompatibilityChecker.check(
                load(VersioningFamily.schema(byteOrder, version - 1)), load(VersioningFamily.schema(byteOrder, version)));
            assertTrue(report.compatible(), report.changes()::toString);
            assertEquals(ADDED.get(version), kindsAndSubjects(report), "v" + (version - 1) + " -> v" + version);
            assertTrue(report.changes().stream().allMatch(c -> c.newLocation().line() > 0 && c.oldLocation().line() > 0));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"le", "be"})
    void allTheWayIsCompatibleAndBackIsNot(final String byteOrder)
    {
        final LinkedSchema first = load(VersioningFamily.schema(byteOrder, 0));
        final LinkedSchema last = load(VersioningFamily.schema(byteOrder, VersioningFamily.LATEST));
        final CompatReport forward = CompatibilityChecker.check(first, last);
        assertTrue(forward.compatible(), forward.changes()::toString);
        // The steps' additions, less the field added to legs, a group that is new as a whole here, and
        // one version-raised instead of three.
        assertEquals(14, forward.safeCount(), forward.changes()::toString);
        assertFalse(kindsAndSubjects(forward).contains("member-added Trade.legs.ratio"));
        final CompatReport back = CompatibilityChecker.check(last, first);
        assertFalse(back.compatible());
        assertTrue(kindsAndSubjects(back).containsAll(List.of("version-not-raised messageSchema",
            "block-length-reduced Trade", "block-length-reduced Trade.fills", "member-removed Trade.price", "member-removed Trade.legs", "member-removed Trade.memo",
            "enum-value-removed Side.EXEMPT", "set-choice-removed Conditions.auction")), kindsAndSubjects(back)::toString);
    }

    @ParameterizedTest
    @ValueSource(strings = {"le", "be"})
    void aVersionAgainstItselfHasNoChanges(final String byteOrder)
    {
        final Path file = VersioningFamily.schema(byteOrder, 2);
        final CompatReport report = CompatibilityChecker.check(load(file), load(file));
        assertTrue(report.compatible());
        assertEquals(List.of(), report.changes());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 3})
    void changingTheByteOrderBreaks(final int version)
    {
        final CompatReport report = CompatibilityChecker.check(
            load(VersioningFamily.schema("le", version)), load(VersioningFamily.schema("be", version)));
        assertFalse(report.compatible());
        assertEquals(List.of("byte-order-changed messageSchema", "version-not-raised messageSchema"),
            kindsAndSubjects(report));
    }
}
