package io.sbetool.otf;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import java.nio.ByteOrder;

/**
 * Writes the code of fixed fields into one method of a {@link TemplateClassWriter}: what
 * {@link FixedNode#decode} and each node's {@code report} do, with offsets, types and array lengths
 * known when the code is written. Values are read with the same {@link org.agrona.DirectBuffer} methods
 * and the same widening as {@link PrimitiveReader}.
 */
final class FieldCode
{
    private static final String BUFFER = TemplateClassWriter.BUFFER;
    /** Arrays longer than this are a loop rather than one call per element. */
    private static final int UNROLLED_ELEMENTS = 8;

    private final MethodVisitor mv;
    private final TemplateClassWriter owner;
    private final boolean values;
    private final boolean printer;

    FieldCode(final MethodVisitor mv, final TemplateClassWriter owner)
    {
        this.mv = mv;
        this.owner = owner;
        this.values = owner.kind() == ListenerKind.VALUES;
        this.printer = owner.kind() == ListenerKind.PRINTER;
    }

    /**
     * @param base       the offset from the block's start of what holds the field (a composite), or 0.
     * @param inBlock    a field of the block, absent when the block on the wire is too short; else a
     *                   composite member, checked only against the acting version.
     */
    void field(final FixedNode node, final int base, final boolean inBlock)
    {
        final Label absent = new Label();
        final Label done = new Label();
        // Layout.isPresent, in bytecode: in the acting version, and inside the block unless a constant.
        TemplateClassWriter.versionCheck(mv, node, absent);
        if (inBlock && node.encodedLength() > 0)
        {
            mv.visitVarInsn(Opcodes.ILOAD, TemplateClassWriter.LENGTH);
            push(mv, node.offset() + node.encodedLength());
            mv.visitJumpInsn(Opcodes.IF_ICMPLT, absent);
        }
        report(node, base + node.offset());
        owner.absent(mv, node, absent, done);
    }

    private void report(final FixedNode node, final int offset)
    {
        if (node instanceof ScalarNode)
        {
            scalar((ScalarNode)node, offset);
        }
        else if (node instanceof EnumNode)
        {
            final EnumNode enumNode = (EnumNode)node;
            if (printer && !enumNode.isConstant())
            {
                // printEnum(node, buffer, index, raw): the position for an unknown value's printing
                owner.listenerAndConstant(mv, node);
                mv.visitVarInsn(Opcodes.ALOAD, TemplateClassWriter.BUF);
                index(offset);
                readLong(offset, enumNode.reader());
                owner.callback(mv, "printEnum", "(Lio/sbetool/otf/EnumNode;L" + BUFFER + ";IJ)V");
            }
            else if (!values)
            {
                position(node, offset, "onEnum", "EnumNode");
            }
            else
            {
                owner.listenerAndConstant(mv, node);
                if (enumNode.isConstant())
                {
                    mv.visitLdcInsn(enumNode.constantRaw());
                }
                else
                {
                    readLong(offset, enumNode.reader());
                }
                owner.callback(mv, "onEnumValue", "(Lio/sbetool/otf/EnumNode;J)V");
            }
        }
        else if (node instanceof SetNode)
        {
            if (printer)
            {
                owner.listenerAndConstant(mv, node);
                readLong(offset, ((SetNode)node).reader());
                owner.callback(mv, "printSet", "(Lio/sbetool/otf/SetNode;J)V");
            }
            else if (!values)
            {
                position(node, offset, "onBitSet", "SetNode");
            }
            else
            {
                owner.listenerAndConstant(mv, node);
                readLong(offset, ((SetNode)node).reader());
                owner.callback(mv, "onSetValue", "(Lio/sbetool/otf/SetNode;J)V");
            }
        }
        else
        {
            composite((CompositeNode)node, offset);
        }
    }

    private void composite(final CompositeNode node, final int offset)
    {
        owner.listenerAndConstant(mv, node);
        owner.callback(mv, "onBeginComposite", "(Lio/sbetool/otf/CompositeNode;)V");
        for (int i = 0; i < node.memberCount(); i++)
        {
            field(node.member(i), offset, false);
        }
        owner.listenerAndConstant(mv, node);
        owner.callback(mv, "onEndComposite", "(Lio/sbetool/otf/CompositeNode;)V");
    }

    private void scalar(final ScalarNode node, final int offset)
    {
        if (printer)
        {
            printedScalar(node, offset);
        }
        else if (!values)
        {
            position(node, offset, "onEncoding", "ScalarNode");
        }
        else if (node.isConstant())
        {
            owner.listenerAndConstant(mv, node);
            owner.callback(mv, "onConstant", "(Lio/sbetool/otf/ScalarNode;)V");
        }
        else if (node.isText())
        {
            owner.listenerAndConstant(mv, node);
            mv.visitVarInsn(Opcodes.ALOAD, TemplateClassWriter.BUF);
            index(offset);
            push(mv, node.arrayLength());
            owner.callback(mv, "onChars", "(Lio/sbetool/otf/ScalarNode;L" + BUFFER + ";II)V");
        }
        else if (node.arrayLength() <= UNROLLED_ELEMENTS)
        {
            for (int i = 0; i < node.arrayLength(); i++)
            {
                owner.listenerAndConstant(mv, node);
                push(mv, i);
                mv.visitVarInsn(Opcodes.ALOAD, TemplateClassWriter.BUF);
                index(offset + i * node.primitiveType().size());
                element(node);
            }
        }
        else
        {
            elementLoop(node, offset);
        }
    }

    /**
     * For {@link ListenerKind#PRINTER}: a constant and a single integer (read here) have a method of their
     * own, text, reals and arrays go to the printer's {@code onEncoding}.
     */
    private void printedScalar(final ScalarNode node, final int offset)
    {
        if (node.isConstant())
        {
            owner.listenerAndConstant(mv, node);
            owner.callback(mv, "printConstant", "(Lio/sbetool/otf/ScalarNode;)V");
        }
        else if (node.isText() || node.isReal() || node.arrayLength() != 1)
        {
            position(node, offset, "onEncoding", "ScalarNode");
        }
        else
        {
            owner.listenerAndConstant(mv, node);
            readLong(offset, node.reader());
            owner.callback(mv, "printInteger", "(Lio/sbetool/otf/ScalarNode;J)V");
        }
    }

    /** {@code for (element = 0, at = index; element < arrayLength; element++, at += size)}. */
    private void elementLoop(final ScalarNode node, final int offset)
    {
        final Label next = new Label();
        final Label last = new Label();
        push(mv, 0);
        mv.visitVarInsn(Opcodes.ISTORE, TemplateClassWriter.ELEMENT);
        index(offset);
        mv.visitVarInsn(Opcodes.ISTORE, TemplateClassWriter.AT);
        mv.visitLabel(next);
        mv.visitVarInsn(Opcodes.ILOAD, TemplateClassWriter.ELEMENT);
        push(mv, node.arrayLength());
        mv.visitJumpInsn(Opcodes.IF_ICMPGE, last);
        owner.listenerAndConstant(mv, node);
        mv.visitVarInsn(Opcodes.ILOAD, TemplateClassWriter.ELEMENT);
        mv.visitVarInsn(Opcodes.ALOAD, TemplateClassWriter.BUF);
        mv.visitVarInsn(Opcodes.ILOAD, TemplateClassWriter.AT);
        element(node);
        mv.visitIincInsn(TemplateClassWriter.ELEMENT, 1);
        mv.visitIincInsn(TemplateClassWriter.AT, node.primitiveType().size());
        mv.visitJumpInsn(Opcodes.GOTO, next);
        mv.visitLabel(last);
    }

    /** With the listener, node, element number, buffer and index on the stack: reads and hands over one element. */
    private void element(final ScalarNode node)
    {
        if (node.primitiveType().isFloatingPoint())
        {
            readDouble(mv, node.reader());
            owner.callback(mv, "onReal", "(Lio/sbetool/otf/ScalarNode;ID)V");
        }
        else
        {
            readLong(mv, node.reader());
            owner.callback(mv, "onInteger", "(Lio/sbetool/otf/ScalarNode;IJ)V");
        }
    }

    /** {@code listener.callback(node, buffer, blockStart + offset)}. */
    private void position(final FixedNode node, final int offset, final String callback, final String nodeClass)
    {
        owner.listenerAndConstant(mv, node);
        mv.visitVarInsn(Opcodes.ALOAD, TemplateClassWriter.BUF);
        index(offset);
        owner.callback(mv, callback, "(Lio/sbetool/otf/" + nodeClass + ";L" + BUFFER + ";I)V");
    }

    private void readLong(final int offset, final PrimitiveReader reader)
    {
        mv.visitVarInsn(Opcodes.ALOAD, TemplateClassWriter.BUF);
        index(offset);
        readLong(mv, reader);
    }

    /** Pushes {@code blockStart + offset}. */
    private void index(final int offset)
    {
        mv.visitVarInsn(Opcodes.ILOAD, TemplateClassWriter.START);
        if (offset != 0)
        {
            push(mv, offset);
            mv.visitInsn(Opcodes.IADD);
        }
    }

    /**
     * With a buffer and an index on the stack, leaves what {@link PrimitiveReader#readLong} returns.
     */
    static void readLong(final MethodVisitor mv, final PrimitiveReader reader)
    {
        switch (reader.kind())
        {
            case PrimitiveReader.INT8:
                mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, BUFFER, "getByte", "(I)B", true);
                mv.visitInsn(Opcodes.I2L);
                break;
            case PrimitiveReader.UINT8:
                mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, BUFFER, "getByte", "(I)B", true);
                push(mv, 0xFF);
                mv.visitInsn(Opcodes.IAND);
                mv.visitInsn(Opcodes.I2L);
                break;
            case PrimitiveReader.INT16:
                get(mv, reader, "getShort", "S");
                mv.visitInsn(Opcodes.I2L);
                break;
            case PrimitiveReader.UINT16:
                get(mv, reader, "getShort", "S");
                push(mv, 0xFFFF);
                mv.visitInsn(Opcodes.IAND);
                mv.visitInsn(Opcodes.I2L);
                break;
            case PrimitiveReader.INT32:
            case PrimitiveReader.FLOAT:
                get(mv, reader, "getInt", "I");
                mv.visitInsn(Opcodes.I2L);
                break;
            case PrimitiveReader.UINT32:
                get(mv, reader, "getInt", "I");
                mv.visitInsn(Opcodes.I2L);
                mv.visitLdcInsn(0xFFFF_FFFFL);
                mv.visitInsn(Opcodes.LAND);
                break;
            default:
                get(mv, reader, "getLong", "J");
                break;
        }
    }

    /**
     * With a buffer and an index on the stack, leaves what {@link PrimitiveReader#readDouble} returns.
     */
    static void readDouble(final MethodVisitor mv, final PrimitiveReader reader)
    {
        switch (reader.kind())
        {
            case PrimitiveReader.FLOAT:
                get(mv, reader, "getFloat", "F");
                mv.visitInsn(Opcodes.F2D);
                break;
            case PrimitiveReader.DOUBLE:
                get(mv, reader, "getDouble", "D");
                break;
            default:
                readLong(mv, reader);
                mv.visitInsn(Opcodes.L2D);
                break;
        }
    }

    private static void get(final MethodVisitor mv, final PrimitiveReader reader, final String method, final String type)
    {
        final String order = reader.order() == ByteOrder.BIG_ENDIAN ? "BIG_ENDIAN" : "LITTLE_ENDIAN";
        mv.visitFieldInsn(Opcodes.GETSTATIC, "java/nio/ByteOrder", order, "Ljava/nio/ByteOrder;");
        mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, BUFFER, method, "(ILjava/nio/ByteOrder;)" + type, true);
    }

    static void push(final MethodVisitor mv, final int value)
    {
        if (value >= -1 && value <= 5)
        {
            mv.visitInsn(Opcodes.ICONST_0 + value);
        }
        else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE)
        {
            mv.visitIntInsn(Opcodes.BIPUSH, value);
        }
        else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE)
        {
            mv.visitIntInsn(Opcodes.SIPUSH, value);
        }
        else
        {
            mv.visitLdcInsn(value);
        }
    }

    /**
     * @return how many values the fields' code hands over, to keep methods small.
     */
    static int valueCount(final FixedNode[] fields, final boolean values)
    {
        int count = 0;
        for (final FixedNode field : fields)
        {
            count += valueCount(field, values);
        }
        return count;
    }

    static int valueCount(final FixedNode field, final boolean values)
    {
        if (field instanceof CompositeNode)
        {
            final CompositeNode composite = (CompositeNode)field;
            int count = 2;
            for (int i = 0; i < composite.memberCount(); i++)
            {
                count += valueCount(composite.member(i), values);
            }
            return count;
        }
        if (values && field instanceof ScalarNode && !((ScalarNode)field).isText())
        {
            final int elements = ((ScalarNode)field).arrayLength();
            return elements <= UNROLLED_ELEMENTS ? Math.max(1, elements) : 1;
        }
        return 1;
    }
}
