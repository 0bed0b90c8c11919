package io.sbetool.otf;

import org.agrona.DirectBuffer;

import java.util.ArrayList;
import java.util.List;

/**
 * Two listeners that write what they are told as the same lines of text: one through the positional
 * {@link OtfListener} callbacks, reading each value through its node as a printer does, one through the
 * {@link OtfValueListener} callbacks, given the values the decoder read. Equal lines mean both APIs
 * report the same elements with the same values.
 */
final class RecordingListeners
{
    private RecordingListeners()
    {
    }

    /**
     * The callbacks both APIs share: message, composites, groups, var data and absent elements
     * ({@link CallLog}'s recorders extend it too).
     */
    abstract static class Recorder implements OtfListener
    {
        final List<String> lines = new ArrayList<>();

        @Override
        public void onBeginMessage(final MessagePlan message, final int actingVersion, final int blockLength)
        {
            lines.add("message " + message.name() + " v" + actingVersion + " block " + blockLength);
        }

        @Override
        public void onEndMessage(final MessagePlan message)
        {
            lines.add("end message " + message.name());
        }

        @Override
        public void onBeginComposite(final CompositeNode node)
        {
            lines.add("composite " + node.name());
        }

        @Override
        public void onEndComposite(final CompositeNode node)
        {
            lines.add("end composite " + node.name());
        }

        @Override
        public void onAbsent(final Node node)
        {
            lines.add("absent " + node.name());
        }

        @Override
        public void onGroupHeader(final GroupNode node, final int blockLength, final long numInGroup)
        {
            lines.add("group " + node.name() + " block " + blockLength + " x" + numInGroup);
        }

        @Override
        public void onBeginGroupElement(final GroupNode node, final long index, final long numInGroup)
        {
            lines.add("element " + node.name() + " " + index + "/" + numInGroup);
        }

        @Override
        public void onEndGroupElement(final GroupNode node, final long index, final long numInGroup)
        {
            lines.add("end element " + node.name() + " " + index + "/" + numInGroup);
        }

        @Override
        public void onEndGroup(final GroupNode node)
        {
            lines.add("end group " + node.name());
        }

        @Override
        public void onVarData(final VarDataNode node, final DirectBuffer buffer, final int index, final int length)
        {
            lines.add("data " + node.name() + "=" + bytes(buffer, index, length));
        }

        static String bytes(final DirectBuffer buffer, final int index, final int length)
        {
            final StringBuilder hex = new StringBuilder();
            for (int i = 0; i < length; i++)
            {
                hex.append(String.format("%02x", buffer.getByte(index + i)));
            }
            return hex.toString();
        }

        static String enumLine(final EnumNode node, final long raw)
        {
            final int valueIndex = node.valueIndexOf(raw);
            return "enum " + node.name() + "=" + raw + " " + (valueIndex >= 0 ? node.valueName(valueIndex) : valueIndex);
        }

        static String setLine(final SetNode node, final long raw)
        {
            final StringBuilder line = new StringBuilder("set " + node.name() + "=" + raw);
            for (int i = 0; i < node.choiceCount(); i++)
            {
                line.append(node.isSet(raw, i) ? " " + node.choiceName(i) : "");
            }
            return line.toString();
        }
    }

    static final class Positions extends Recorder
    {
        @Override
        public void onEncoding(final ScalarNode node, final DirectBuffer buffer, final int index)
        {
            if (node.isConstant())
            {
                lines.add("constant " + node.name() + "=" + node.constValue());
            }
            else if (node.isText())
            {
                lines.add("chars " + node.name() + "=" + bytes(buffer, index, node.arrayLength()));
            }
            else
            {
                for (int i = 0; i < node.arrayLength(); i++)
                {
                    lines.add(node.primitiveType().isFloatingPoint() ?
                        "real " + node.name() + "[" + i + "]=" + node.doubleValue(buffer, index, i) :
                        "integer " + node.name() + "[" + i + "]=" + node.longValue(buffer, index, i));
                }
            }
        }

        @Override
        public void onEnum(final EnumNode node, final DirectBuffer buffer, final int index)
        {
            lines.add(enumLine(node, node.rawValue(buffer, index)));
        }

        @Override
        public void onBitSet(final SetNode node, final DirectBuffer buffer, final int index)
        {
            lines.add(setLine(node, node.rawValue(buffer, index)));
        }
    }

    static final class Values extends Recorder implements OtfValueListener
    {
        @Override
        public void onEncoding(final ScalarNode node, final DirectBuffer buffer, final int index)
        {
            throw new AssertionError("a value listener is not called with positions");
        }

        @Override
        public void onEnum(final EnumNode node, final DirectBuffer buffer, final int index)
        {
            throw new AssertionError("a value listener is not called with positions");
        }

        @Override
        public void onBitSet(final SetNode node, final DirectBuffer buffer, final int index)
        {
            throw new AssertionError("a value listener is not called with positions");
        }

        @Override
        public void onInteger(final ScalarNode node, final int element, final long value)
        {
            lines.add("integer " + node.name() + "[" + element + "]=" + value);
        }

        @Override
        public void onReal(final ScalarNode node, final int element, final double value)
        {
            lines.add("real " + node.name() + "[" + element + "]=" + value);
        }

        @Override
        public void onChars(final ScalarNode node, final DirectBuffer buffer, final int index, final int length)
        {
            lines.add("chars " + node.name() + "=" + bytes(buffer, index, length));
        }

        @Override
        public void onConstant(final ScalarNode node)
        {
            lines.add("constant " + node.name() + "=" + node.constValue());
        }

        @Override
        public void onEnumValue(final EnumNode node, final long raw)
        {
            lines.add(enumLine(node, raw));
        }

        @Override
        public void onSetValue(final SetNode node, final long raw)
        {
            lines.add(setLine(node, raw));
        }
    }
}
