package io.sbetool.otf;

import org.agrona.DirectBuffer;

import java.util.List;

/**
 * Every callback a decode makes, as lines of text, through either kind of listener: positions (with the
 * buffer index each element is reported at) or values (with the exact bits of each value), ending with
 * the decoded length or the error (message, buffer index, truncation). Two decoders agree on a message
 * when their logs are equal; used to hold the compiled decoder to the interpreter.
 */
public final class CallLog
{
    private CallLog()
    {
    }

    /**
     * @param values decode with an {@link OtfValueListener}, else with a positional {@link OtfListener}.
     */
    public static List<String> decode(
        final MessageDecoder decoder, final DirectBuffer buffer, final int offset, final int length, final boolean values)
    {
        final Recorder recorder = values ? new Values() : new Positions();
        try
        {
            recorder.lines.add("length " + decoder.decode(buffer, offset, length, recorder));
        }
        catch (final OtfDecodeException ex)
        {
            recorder.lines.add("error at " + ex.bufferIndex() + (ex.isTruncation() ? " (truncated): " : ": ") +
                ex.getMessage());
        }
        return recorder.lines;
    }

    /**
     * The structural lines are {@link RecordingListeners}'; var data and absent elements are logged by
     * position and by the node's whole description, which the agreement needs and that comparison does not.
     */
    private abstract static class Recorder extends RecordingListeners.Recorder
    {
        @Override
        public void onAbsent(final Node node)
        {
            lines.add("absent " + node);
        }

        @Override
        public void onVarData(final VarDataNode node, final DirectBuffer buffer, final int index, final int length)
        {
            lines.add("data " + node.name() + " @" + index + " " + length);
        }
    }

    private static final class Positions extends Recorder
    {
        @Override
        public void onEncoding(final ScalarNode node, final DirectBuffer buffer, final int index)
        {
            lines.add("encoding " + node.name() + " @" + index);
        }

        @Override
        public void onEnum(final EnumNode node, final DirectBuffer buffer, final int index)
        {
            lines.add("enum " + node.name() + " @" + index);
        }

        @Override
        public void onBitSet(final SetNode node, final DirectBuffer buffer, final int index)
        {
            lines.add("set " + node.name() + " @" + index);
        }
    }

    private static final class Values extends Recorder implements OtfValueListener
    {
        @Override
        public void onEncoding(final ScalarNode node, final DirectBuffer buffer, final int index)
        {
            lines.add("positional onEncoding on a value listener: " + node);
        }

        @Override
        public void onEnum(final EnumNode node, final DirectBuffer buffer, final int index)
        {
            lines.add("positional onEnum on a value listener: " + node);
        }

        @Override
        public void onBitSet(final SetNode node, final DirectBuffer buffer, final int index)
        {
            lines.add("positional onBitSet on a value listener: " + node);
        }

        @Override
        public void onInteger(final ScalarNode node, final int element, final long value)
        {
            lines.add("integer " + node.name() + "[" + element + "]=" + value);
        }

        @Override
        public void onReal(final ScalarNode node, final int element, final double value)
        {
            lines.add("real " + node.name() + "[" + element + "]=" + Long.toHexString(Double.doubleToRawLongBits(value)));
        }

        @Override
        public void onChars(final ScalarNode node, final DirectBuffer buffer, final int index, final int length)
        {
            lines.add("chars " + node.name() + " @" + index + " " + length);
        }

        @Override
        public void onConstant(final ScalarNode node)
        {
            lines.add("constant " + node.name());
        }

        @Override
        public void onEnumValue(final EnumNode node, final long raw)
        {
            lines.add("enum " + node.name() + "=" + raw);
        }

        @Override
        public void onSetValue(final SetNode node, final long raw)
        {
            lines.add("set " + node.name() + "=" + raw);
        }
    }
}
