package io.sbetool.otf;

import org.agrona.DirectBuffer;

/**
 * A listener that is handed values instead of positions: the decoder reads each primitive itself, with
 * the reader its plan chose for the field's type, and calls one small method per value. This is the
 * faster way to consume messages: with {@link OtfListener}'s positional callbacks a listener reads
 * values through the node (type checks and a type switch per value, in a callback big enough that the
 * JIT compiles it on its own), while these callbacks are typically one line, inlined into the node
 * that calls them.
 *
 * <p>Decoding with an OtfValueListener calls these methods in place of {@link #onEncoding}, {@link #onEnum}
 * and {@link #onBitSet}; every other callback (messages, composites, groups, var data, absent elements) is
 * called as for any {@link OtfListener}. Every method defaults to doing nothing.
 */
public interface OtfValueListener extends OtfListener
{
    /**
     * An integer primitive, or one element of an integer array: int8 to int64 and uint8 to uint32 as their
     * value, uint64 as the long with the same bits.
     *
     * @param element which array element, 0 for a single value.
     */
    default void onInteger(ScalarNode node, int element, long value)
    {
    }

    /**
     * A float or double, or one element of an array of them.
     */
    default void onReal(ScalarNode node, int element, double value)
    {
    }

    /**
     * A char or char array: its bytes on the wire, trailing NULs included ({@link ScalarNode#textKind}
     * says how to read them).
     *
     * @param length the array length, 1 for a single char.
     */
    default void onChars(ScalarNode node, DirectBuffer buffer, int index, int length)
    {
    }

    /**
     * A constant: it takes no bytes on the wire; its value is {@link ScalarNode#constValue}.
     */
    default void onConstant(ScalarNode node)
    {
    }

    /**
     * An enum's raw value on the wire (a constant enum's referenced value); {@link EnumNode#valueIndexOf}
     * maps it to a valid value.
     */
    default void onEnumValue(EnumNode node, long raw)
    {
    }

    /**
     * A set's raw value; {@link SetNode#isSet} tells each choice.
     */
    default void onSetValue(SetNode node, long raw)
    {
    }
}
