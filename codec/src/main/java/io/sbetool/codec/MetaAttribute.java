package io.sbetool.codec;

/**
 * The schema attributes of a field that generated codecs report through their
 * {@code <field>MetaAttribute(MetaAttribute)} methods.
 */
public enum MetaAttribute
{
    /** The epoch of a time field, e.g. {@code unix}. */
    EPOCH,
    /** The time unit of a time field, e.g. {@code nanosecond}. */
    TIME_UNIT,
    /** The FIX semantic type, e.g. {@code UTCTimestamp}. */
    SEMANTIC_TYPE,
    /** {@code required}, {@code optional} or {@code constant}. */
    PRESENCE
}
