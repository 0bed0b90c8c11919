package io.sbetool.compiler.compat;

import io.sbetool.compiler.diagnostics.SourceLocation;

import java.util.Comparator;

/**
 * One difference between two versions of a schema.
 *
 * @param subject     what changed, as a dotted path: {@code Order.legs.ratio}, {@code enum Side}.
 * @param message     what happened, for a person.
 * @param oldLocation where it is in the old schema; for something added, the element that now holds it.
 * @param newLocation where it is in the new schema; for something removed, the element that held it.
 */
public record Change(
    ChangeKind kind, String subject, String message, SourceLocation oldLocation, SourceLocation newLocation)
{
    /** Breaking changes first, then by place in the new schema, so output is stable. */
    public static final Comparator<Change> REPORT_ORDER = Comparator
        .comparing((Change change) -> !change.breaking())
        .thenComparing(Change::newLocation)
        .thenComparing(Change::oldLocation)
        .thenComparing(Change::message);

    public boolean breaking()
    {
        return kind.breaking();
    }
}
