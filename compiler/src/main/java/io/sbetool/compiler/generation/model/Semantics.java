package io.sbetool.compiler.generation.model;

/**
 * The attributes that say what a value means rather than how it is encoded; null when absent.
 *
 * @param semanticType e.g. {@code Price}, {@code UTCTimestamp}.
 * @param epoch        the epoch of a time value, e.g. {@code unix}.
 * @param timeUnit     the unit of a time value, e.g. {@code nanosecond}.
 */
public record Semantics(String semanticType, String epoch, String timeUnit)
{
}
