package io.sbetool.otf;

import io.sbetool.ir.PrimitiveType;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * A message plan flattened into one array of steps, built once per template, so that decoding is a
 * single loop over a switch instead of a walk of a node tree: the tree cost a virtual call per field
 * (four node classes through one call site, never inlined) and a recursive call per group element,
 * which the JIT cannot inline either.
 *
 * <p>Each step is an opcode with its node and arguments in parallel arrays. A body is laid out in
 * wire order: its fixed fields (composites as begin, members, end), an {@link #END_FIELDS} step, its
 * groups (each a {@link #GROUP} step, the group's body, an {@link #END_ELEMENT} step), its var data.
 */
final class Steps
{
    /** A primitive or primitive array at {@code offset} from the block start. */
    static final byte SCALAR = 0;
    static final byte ENUM = 1;
    static final byte SET = 2;
    /** {@code jump}: the step after the composite's end, where an absent composite goes. */
    static final byte BEGIN_COMPOSITE = 3;
    static final byte END_COMPOSITE = 4;
    /** The block's fields are done: what follows starts after the block. */
    static final byte END_FIELDS = 5;
    /**
     * {@code jump}: the step after the group's {@link #END_ELEMENT}; {@code offset}: the {@link #END_FIELDS}
     * of the group's body, where an element starts when only lengths are walked.
     */
    static final byte GROUP = 6;
    /** {@code jump}: the group's {@link #GROUP} step. */
    static final byte END_ELEMENT = 7;
    static final byte VAR_DATA = 8;
    static final byte END = 9;

    // What an OtfValueListener is given in place of SCALAR, ENUM and SET: values the decoder reads.
    /** Integers of {@code kind}, {@code arrayLength} of them. */
    static final byte INTEGERS = 10;
    static final byte REALS = 11;
    static final byte CHARS = 12;
    static final byte CONSTANT = 13;
    static final byte ENUM_VALUE = 14;
    static final byte ENUM_CONSTANT = 15;
    static final byte SET_VALUE = 16;

    final byte[] ops;
    /** The same steps for an {@link OtfValueListener}. */
    final byte[] valueOps;
    final Node[] nodes;
    final int[] offsets;
    /** Bytes the element needs inside its block, 0 for composite members (their composite is checked). */
    final int[] checkLengths;
    final int[] sinceVersions;
    final int[] jumps;
    /** The {@link PrimitiveReader} kind of a value step. */
    final byte[] kinds;
    final int[] arrayLengths;
    /** Bytes between array elements. */
    final int[] elementSizes;
    /** The schema's byte order, for every value. */
    final ByteOrder order;
    /** The root body's END_FIELDS step. */
    final int rootFieldsEnd;
    /** How deep groups nest. */
    final int maxDepth;

    private Steps(final Builder builder, final int rootFieldsEnd, final ByteOrder order)
    {
        final int n = builder.ops.size();
        ops = new byte[n];
        valueOps = new byte[n];
        kinds = new byte[n];
        arrayLengths = new int[n];
        elementSizes = new int[n];
        nodes = builder.nodes.toArray(new Node[0]);
        offsets = new int[n];
        checkLengths = new int[n];
        sinceVersions = new int[n];
        jumps = new int[n];
        for (int i = 0; i < n; i++)
        {
            final int[] args = builder.args.get(i);
            ops[i] = builder.ops.get(i);
            offsets[i] = args[0];
            checkLengths[i] = args[1];
            sinceVersions[i] = args[2];
            jumps[i] = args[3];
            valueOps[i] = (byte)args[4];
            kinds[i] = (byte)args[5];
            arrayLengths[i] = args[6];
            elementSizes[i] = PrimitiveReader.size(kinds[i]);
        }
        this.order = order;
        this.rootFieldsEnd = rootFieldsEnd;
        maxDepth = builder.maxDepth;
    }

    static Steps of(final Body root, final ByteOrder order)
    {
        final Builder builder = new Builder();
        final int rootFieldsEnd = builder.body(root, 0);
        builder.add(END, null, 0, 0, 0);
        return new Steps(builder, rootFieldsEnd, order);
    }

    /**
     * @return the arguments of a field's step: its opcodes for either kind of listener, its reader's kind
     * and its array length.
     */
    private static int[] fieldArgs(final FixedNode field)
    {
        if (field instanceof ScalarNode)
        {
            final ScalarNode scalar = (ScalarNode)field;
            final int kind = scalar.reader().kind();
            final byte op = scalar.isConstant() ? CONSTANT : scalar.primitiveType() == PrimitiveType.CHAR ? CHARS :
                scalar.primitiveType().isFloatingPoint() ? REALS : INTEGERS;
            return new int[]{SCALAR, op, kind, scalar.arrayLength()};
        }
        if (field instanceof EnumNode)
        {
            final EnumNode node = (EnumNode)field;
            return new int[]{ENUM, node.isConstant() ? ENUM_CONSTANT : ENUM_VALUE, node.reader().kind(), 1};
        }
        return new int[]{SET, SET_VALUE, ((SetNode)field).reader().kind(), 1};
    }

    private static final class Builder
    {
        final List<Byte> ops = new ArrayList<>();
        final List<Node> nodes = new ArrayList<>();
        /** offset, checkLength, sinceVersion, jump, value opcode, kind, array length. */
        final List<int[]> args = new ArrayList<>();
        int maxDepth;

        int add(final byte op, final Node node, final int offset, final int checkLength, final int sinceVersion)
        {
            ops.add(op);
            nodes.add(node);
            args.add(new int[]{offset, checkLength, sinceVersion, 0, op, 0, 0});
            return ops.size() - 1;
        }

        /**
         * @return the index of the body's END_FIELDS step.
         */
        int body(final Body body, final int depth)
        {
            maxDepth = Math.max(maxDepth, depth);
            for (final FixedNode field : body.fields)
            {
                field(field, field.offset(), field.encodedLength());
            }
            final int fieldsEnd = add(END_FIELDS, null, 0, 0, 0);
            for (final GroupNode group : body.groups)
            {
                final int begin = add(GROUP, group, 0, 0, group.sinceVersion());
                args.get(begin)[0] = body(group.body(), depth + 1);
                final int end = add(END_ELEMENT, group, 0, 0, 0);
                args.get(end)[3] = begin;
                args.get(begin)[3] = end + 1;
            }
            for (final VarDataNode data : body.varData)
            {
                add(VAR_DATA, data, 0, 0, data.sinceVersion());
            }
            return fieldsEnd;
        }

        private void field(final FixedNode field, final int offset, final int checkLength)
        {
            if (field instanceof CompositeNode)
            {
                final CompositeNode composite = (CompositeNode)field;
                final int begin = add(BEGIN_COMPOSITE, composite, offset, checkLength, composite.sinceVersion());
                for (int i = 0; i < composite.memberCount(); i++)
                {
                    final FixedNode member = composite.member(i);
                    field(member, offset + member.offset(), 0);
                }
                add(END_COMPOSITE, composite, 0, 0, 0);
                args.get(begin)[3] = ops.size();
            }
            else
            {
                final int[] value = fieldArgs(field);
                final int[] step = args.get(add((byte)value[0], field, offset, checkLength, field.sinceVersion()));
                System.arraycopy(value, 1, step, 4, 3);
            }
        }
    }
}
