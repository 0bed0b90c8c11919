package io.sbetool.codec;

/**
 * The switch for the bounds checks in generated codecs.
 *
 * <p>Generated encoders and decoders check array indexes, group counts, group entry iteration,
 * var-data lengths and the Java arrays copied to and from, and each block against the buffer once (a
 * message at wrap, a decoder group's header, a group's entries, a composite wrapped on its own) before
 * reading and writing its fields through {@link BufferMemory} without further checks; they throw
 * {@link BoundsCheckException} naming the field or group. Start the JVM with
 * {@code -Dsbetool.disable.bounds.checks=true} to remove these checks: the flag is read once into a
 * {@code static final}, so the JIT compiler drops the checks entirely. (Agrona's own buffer checks, where a
 * codec still reads or writes through Agrona (var-data lengths in decoders, {@code DirectBuffer} copies,
 * text), are governed separately by {@code agrona.disable.bounds.checks}.)
 */
public final class BoundsChecks
{
    /**
     * The system property that, set to {@code true}, disables the bounds checks of generated codecs.
     */
    public static final String DISABLE_BOUNDS_CHECKS_PROP_NAME = "sbetool.disable.bounds.checks";

    /**
     * Whether generated codecs check bounds: true unless {@link #DISABLE_BOUNDS_CHECKS_PROP_NAME} is true.
     */
    public static final boolean ENABLED = !Boolean.getBoolean(DISABLE_BOUNDS_CHECKS_PROP_NAME);

    private BoundsChecks()
    {
    }
}
