package io.sbetool.otf;

import org.agrona.DirectBuffer;

import java.nio.ByteOrder;

/**
 * Runs a message's {@link Steps}: one loop, one switch, the listener called directly from each case, so
 * that every call site sees one node class and the JIT can inline the listener's callbacks. Group
 * elements are iterated with a stack of counts rather than by recursion. Bounds are checked once per
 * block (the root block, each group element with its minimum trailing headers, each dimension and var
 * data); fields are then reported without further checks, as they lie inside their checked block.
 */
final class StepRunner
{
    private StepRunner()
    {
    }

    /**
     * @param full whether to report fields to the listener; if not, only lengths are walked.
     */
    static void run(final DecodeCursor cursor, final Steps steps, final int rootStart, final int rootLength,
        final boolean full)
    {
        final Node[] nodes = steps.nodes;
        final int[] offsets = steps.offsets;
        final int[] checkLengths = steps.checkLengths;
        final int[] sinceVersions = steps.sinceVersions;
        final int[] jumps = steps.jumps;
        final OtfListener listener = cursor.listener;
        final OtfValueListener values = listener instanceof OtfValueListener ? (OtfValueListener)listener : null;
        final byte[] ops = values != null ? steps.valueOps : steps.ops;
        final byte[] kinds = steps.kinds;
        final int[] arrayLengths = steps.arrayLengths;
        final int[] elementSizes = steps.elementSizes;
        final ByteOrder order = steps.order;
        final DirectBuffer buffer = cursor.buffer;
        final int actingVersion = cursor.actingVersion;
        final long[] counts = cursor.counts(steps.maxDepth);
        final long[] indexes = cursor.indexes;
        final int[] lengths = cursor.lengths;
        int depth = 0;
        int blockStart = rootStart;
        int blockLength = rootLength;
        int pc = full ? 0 : steps.rootFieldsEnd;
        while (true)
        {
            switch (ops[pc])
            {
                case Steps.SCALAR:
                    if (isPresent(sinceVersions[pc], actingVersion, offsets[pc], checkLengths[pc], blockLength))
                    {
                        listener.onEncoding((ScalarNode)nodes[pc], buffer, blockStart + offsets[pc]);
                    }
                    else
                    {
                        listener.onAbsent(nodes[pc]);
                    }
                    pc++;
                    break;
                case Steps.ENUM:
                    if (isPresent(sinceVersions[pc], actingVersion, offsets[pc], checkLengths[pc], blockLength))
                    {
                        listener.onEnum((EnumNode)nodes[pc], buffer, blockStart + offsets[pc]);
                    }
                    else
                    {
                        listener.onAbsent(nodes[pc]);
                    }
                    pc++;
                    break;
                case Steps.SET:
                    if (isPresent(sinceVersions[pc], actingVersion, offsets[pc], checkLengths[pc], blockLength))
                    {
                        listener.onBitSet((SetNode)nodes[pc], buffer, blockStart + offsets[pc]);
                    }
                    else
                    {
                        listener.onAbsent(nodes[pc]);
                    }
                    pc++;
                    break;
                case Steps.INTEGERS:
                    if (isPresent(sinceVersions[pc], actingVersion, offsets[pc], checkLengths[pc], blockLength))
                    {
                        final ScalarNode node = (ScalarNode)nodes[pc];
                        final int kind = kinds[pc];
                        final int size = elementSizes[pc];
                        int at = blockStart + offsets[pc];
                        for (int i = 0, n = arrayLengths[pc]; i < n; i++, at += size)
                        {
                            values.onInteger(node, i, PrimitiveReader.readLong(kind, buffer, at, order));
                        }
                    }
                    else
                    {
                        listener.onAbsent(nodes[pc]);
                    }
                    pc++;
                    break;
                case Steps.REALS:
                    if (isPresent(sinceVersions[pc], actingVersion, offsets[pc], checkLengths[pc], blockLength))
                    {
                        final ScalarNode node = (ScalarNode)nodes[pc];
                        final int kind = kinds[pc];
                        final int size = elementSizes[pc];
                        int at = blockStart + offsets[pc];
                        for (int i = 0, n = arrayLengths[pc]; i < n; i++, at += size)
                        {
                            values.onReal(node, i, PrimitiveReader.readDouble(kind, buffer, at, order));
                        }
                    }
                    else
                    {
                        listener.onAbsent(nodes[pc]);
                    }
                    pc++;
                    break;
                case Steps.CHARS:
                    if (isPresent(sinceVersions[pc], actingVersion, offsets[pc], checkLengths[pc], blockLength))
                    {
                        values.onChars((ScalarNode)nodes[pc], buffer, blockStart + offsets[pc], arrayLengths[pc]);
                    }
                    else
                    {
                        listener.onAbsent(nodes[pc]);
                    }
                    pc++;
                    break;
                case Steps.CONSTANT:
                    if (sinceVersions[pc] <= actingVersion)
                    {
                        values.onConstant((ScalarNode)nodes[pc]);
                    }
                    else
                    {
                        listener.onAbsent(nodes[pc]);
                    }
                    pc++;
                    break;
                case Steps.ENUM_VALUE:
                    if (isPresent(sinceVersions[pc], actingVersion, offsets[pc], checkLengths[pc], blockLength))
                    {
                        values.onEnumValue((EnumNode)nodes[pc],
                            PrimitiveReader.readLong(kinds[pc], buffer, blockStart + offsets[pc], order));
                    }
                    else
                    {
                        listener.onAbsent(nodes[pc]);
                    }
                    pc++;
                    break;
                case Steps.ENUM_CONSTANT:
                    if (sinceVersions[pc] <= actingVersion)
                    {
                        final EnumNode node = (EnumNode)nodes[pc];
                        values.onEnumValue(node, node.constantRaw());
                    }
                    else
                    {
                        listener.onAbsent(nodes[pc]);
                    }
                    pc++;
                    break;
                case Steps.SET_VALUE:
                    if (isPresent(sinceVersions[pc], actingVersion, offsets[pc], checkLengths[pc], blockLength))
                    {
                        values.onSetValue((SetNode)nodes[pc],
                            PrimitiveReader.readLong(kinds[pc], buffer, blockStart + offsets[pc], order));
                    }
                    else
                    {
                        listener.onAbsent(nodes[pc]);
                    }
                    pc++;
                    break;
                case Steps.BEGIN_COMPOSITE:
                    if (isPresent(sinceVersions[pc], actingVersion, offsets[pc], checkLengths[pc], blockLength))
                    {
                        listener.onBeginComposite((CompositeNode)nodes[pc]);
                        pc++;
                    }
                    else
                    {
                        listener.onAbsent(nodes[pc]);
                        pc = jumps[pc];
                    }
                    break;
                case Steps.END_COMPOSITE:
                    listener.onEndComposite((CompositeNode)nodes[pc]);
                    pc++;
                    break;
                case Steps.END_FIELDS:
                    cursor.limit = blockStart + blockLength;
                    pc++;
                    break;
                case Steps.GROUP:
                {
                    final GroupNode group = (GroupNode)nodes[pc];
                    final long count = sinceVersions[pc] > actingVersion ? -1 : group.readHeader(cursor, full);
                    if (count <= 0)
                    {
                        if (count < 0 && full)
                        {
                            listener.onAbsent(group);
                        }
                        else if (full)
                        {
                            listener.onEndGroup(group);
                        }
                        pc = jumps[pc];
                        break;
                    }
                    blockLength = cursor.elementLength;
                    counts[depth] = count;
                    indexes[depth] = 0;
                    lengths[depth] = blockLength;
                    depth++;
                    blockStart = group.beginElement(cursor, 0, count, blockLength, full);
                    pc = full ? pc + 1 : offsets[pc];
                    break;
                }
                case Steps.END_ELEMENT:
                {
                    final int groupPc = jumps[pc];
                    final GroupNode group = (GroupNode)nodes[groupPc];
                    final long count = counts[depth - 1];
                    final long index = indexes[depth - 1];
                    if (full)
                    {
                        listener.onEndGroupElement(group, index, count);
                    }
                    if (index + 1 < count)
                    {
                        indexes[depth - 1] = index + 1;
                        blockLength = lengths[depth - 1];
                        blockStart = group.beginElement(cursor, index + 1, count, blockLength, full);
                        pc = full ? groupPc + 1 : offsets[groupPc];
                    }
                    else
                    {
                        if (full)
                        {
                            listener.onEndGroup(group);
                        }
                        depth--;
                        pc++;
                    }
                    break;
                }
                case Steps.VAR_DATA:
                    if (sinceVersions[pc] > actingVersion)
                    {
                        if (full)
                        {
                            listener.onAbsent(nodes[pc]);
                        }
                    }
                    else
                    {
                        ((VarDataNode)nodes[pc]).decode(cursor, full);
                    }
                    pc++;
                    break;
                default:
                    return;
            }
        }
    }

    /**
     * Whether a fixed element is in this message: not added after the acting version, and inside the
     * block on the wire (older, shorter blocks lack the later fields).
     */
    private static boolean isPresent(
        final int sinceVersion, final int actingVersion, final int offset, final int checkLength, final int blockLength)
    {
        return sinceVersion <= actingVersion && (checkLength == 0 || offset + checkLength <= blockLength);
    }
}
