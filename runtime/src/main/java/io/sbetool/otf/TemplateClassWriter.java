package io.sbetool.otf;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes the class file of one template's {@link CompiledBody}: a static method per body (the root
 * block and each group's element), each doing what {@link Body#decode} does, with the fixed fields written
 * by {@link FieldCode}. Nodes are loaded as constants from the hidden class's data, so the JIT sees each
 * call's node as a constant. Bodies with many values have their fields split over several methods to stay
 * far below the size HotSpot stops compiling at (8000 bytes of bytecode).
 */
final class TemplateClassWriter
{
    static final String CLASS_NAME = "io/sbetool/otf/CompiledTemplate";
    static final String BUFFER = "org/agrona/DirectBuffer";
    static final String CURSOR = "io/sbetool/otf/DecodeCursor";

    /** Local variable slots of every body method: its parameters, then scratch values. */
    static final int BUF = 0;
    static final int START = 1;
    static final int LENGTH = 2;
    static final int VERSION = 3;
    static final int CURSOR_SLOT = 4;
    static final int LISTENER = 5;
    static final int LIMIT = 6;
    static final int ELEMENT = 7;
    static final int AT = 8;
    private static final int BLOCK_LENGTH = 9;
    private static final int COUNT = 11;
    private static final int INDEX = 13;
    private static final int ELEMENT_LENGTH = 15;
    private static final int DATA_LENGTH = 16;
    private static final int DATA = 18;

    private static final Handle CLASS_DATA_AT = new Handle(Opcodes.H_INVOKESTATIC, "java/lang/invoke/MethodHandles",
        "classDataAt", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;I)Ljava/lang/Object;",
        false);

    /** Values in a body's fields beyond which they go into methods of their own, this many each at most. */
    static final int VALUES_PER_METHOD = 64;

    private final ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES)
    {
        @Override
        protected String getCommonSuperClass(final String type1, final String type2)
        {
            // frames only ever merge the method's own parameters: no class need be loaded to compare types
            return "java/lang/Object";
        }
    };
    private final List<Object> constants = new ArrayList<>();
    private final ListenerKind kind;
    private final boolean values;
    private final int valuesPerMethod;
    private final String bodyDescriptor;
    private int methods;
    private String current;

    /**
     * @param valuesPerMethod at most this many values' code in one method ({@link #VALUES_PER_METHOD}; tests
     *                        make it smaller to split small messages).
     */
    TemplateClassWriter(final ListenerKind kind, final int valuesPerMethod)
    {
        this.valuesPerMethod = valuesPerMethod;
        this.kind = kind;
        this.values = kind == ListenerKind.VALUES;
        bodyDescriptor = "(L" + BUFFER + ";IIIL" + CURSOR + ";L" + kind.type + ";)";
    }

    /**
     * @return the nodes the code loads as constants, the hidden class's data.
     */
    List<Object> constants()
    {
        return List.copyOf(constants);
    }

    byte[] write(final Body root)
    {
        writer.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, CLASS_NAME, null, "java/lang/Object",
            new String[] {"io/sbetool/otf/CompiledBody"});
        constructor();
        decodeMethod(body(root));
        writer.visitEnd();
        return writer.toByteArray();
    }

    private void constructor()
    {
        final MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private void decodeMethod(final String root)
    {
        final MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PUBLIC, "decode",
            "(L" + BUFFER + ";IIL" + CURSOR + ";Lio/sbetool/otf/OtfListener;)I", null, null);
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        mv.visitVarInsn(Opcodes.ILOAD, 2);
        mv.visitVarInsn(Opcodes.ILOAD, 3);
        mv.visitVarInsn(Opcodes.ALOAD, 4);
        mv.visitFieldInsn(Opcodes.GETFIELD, CURSOR, "actingVersion", "I");
        mv.visitVarInsn(Opcodes.ALOAD, 4);
        mv.visitVarInsn(Opcodes.ALOAD, 5);
        mv.visitTypeInsn(Opcodes.CHECKCAST, kind.type);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, CLASS_NAME, root, bodyDescriptor + "I", false);
        mv.visitInsn(Opcodes.IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /**
     * Writes the method of a body, after those of its groups' elements.
     *
     * @return its name.
     */
    private String body(final Body body)
    {
        final String[] elements = new String[body.groups.length];
        for (int i = 0; i < elements.length; i++)
        {
            elements[i] = body(body.groups[i].body());
        }
        final List<String> chunks = FieldCode.valueCount(body.fields, values) > valuesPerMethod ?
            fieldMethods(body.fields) : null;
        final MethodVisitor mv = method("body", "I");
        if (chunks == null)
        {
            final FieldCode fields = new FieldCode(mv, this);
            for (final FixedNode field : body.fields)
            {
                fields.field(field, 0, true);
            }
        }
        else
        {
            for (final String chunk : chunks)
            {
                loadParameters(mv);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, CLASS_NAME, chunk, bodyDescriptor + "V", false);
            }
        }
        mv.visitVarInsn(Opcodes.ILOAD, START);
        mv.visitVarInsn(Opcodes.ILOAD, LENGTH);
        mv.visitInsn(Opcodes.IADD);
        mv.visitVarInsn(Opcodes.ISTORE, LIMIT);
        for (int i = 0; i < elements.length; i++)
        {
            group(mv, body.groups[i], elements[i]);
        }
        for (final VarDataNode data : body.varData)
        {
            varData(mv, data);
        }
        mv.visitVarInsn(Opcodes.ILOAD, LIMIT);
        mv.visitInsn(Opcodes.IRETURN);
        return end(mv);
    }

    /**
     * Writes a body's fields as methods of at most {@link #valuesPerMethod} values each (a field is
     * never split).
     */
    private List<String> fieldMethods(final FixedNode[] fields)
    {
        final List<String> names = new ArrayList<>();
        int i = 0;
        while (i < fields.length)
        {
            final MethodVisitor mv = method("fields", "V");
            final FieldCode code = new FieldCode(mv, this);
            int count = 0;
            do
            {
                code.field(fields[i], 0, true);
                count += FieldCode.valueCount(fields[i], values);
                i++;
            }
            while (i < fields.length && count + FieldCode.valueCount(fields[i], values) <= valuesPerMethod);
            mv.visitInsn(Opcodes.RETURN);
            names.add(end(mv));
        }
        return names;
    }

    private MethodVisitor method(final String kind, final String returnType)
    {
        current = kind + methods++;
        final MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC, current,
            bodyDescriptor + returnType, null, null);
        mv.visitCode();
        return mv;
    }

    private String end(final MethodVisitor mv)
    {
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        return current;
    }

    private static void loadParameters(final MethodVisitor mv)
    {
        mv.visitVarInsn(Opcodes.ALOAD, BUF);
        mv.visitVarInsn(Opcodes.ILOAD, START);
        mv.visitVarInsn(Opcodes.ILOAD, LENGTH);
        mv.visitVarInsn(Opcodes.ILOAD, VERSION);
        mv.visitVarInsn(Opcodes.ALOAD, CURSOR_SLOT);
        mv.visitVarInsn(Opcodes.ALOAD, LISTENER);
    }

    /**
     * What {@link GroupNode#decode} does, the element's body a call to its method.
     */
    private void group(final MethodVisitor mv, final GroupNode group, final String element)
    {
        final Label absent = new Label();
        final Label done = new Label();
        versionCheck(mv, group, absent);
        groupHeader(mv, group);
        elements(mv, group, element);
        listenerAndConstant(mv, group);
        callback(mv, "onEndGroup", "(Lio/sbetool/otf/GroupNode;)V");
        absent(mv, group, absent, done);
    }

    /**
     * The dimension: checked, read, its counts checked, reported; limit left at the first element.
     */
    private void groupHeader(final MethodVisitor mv, final GroupNode group)
    {
        // cursor.require(limit, dimensionLength, group, "dimension"); blockLength = ...; count = ...;
        require(mv, LIMIT, group.dimensionLength(), group, "dimension");
        read(mv, LIMIT, group.blockLengthOffset(), group.blockLengthReader(), BLOCK_LENGTH);
        read(mv, LIMIT, group.numInGroupOffset(), group.numInGroupReader(), COUNT);
        // limit += dimensionLength; group.checkDimensions(cursor, blockLength, count, limit);
        mv.visitVarInsn(Opcodes.ILOAD, LIMIT);
        FieldCode.push(mv, group.dimensionLength());
        mv.visitInsn(Opcodes.IADD);
        mv.visitVarInsn(Opcodes.ISTORE, LIMIT);
        constant(mv, group);
        mv.visitVarInsn(Opcodes.ALOAD, CURSOR_SLOT);
        mv.visitVarInsn(Opcodes.LLOAD, BLOCK_LENGTH);
        mv.visitVarInsn(Opcodes.LLOAD, COUNT);
        mv.visitVarInsn(Opcodes.ILOAD, LIMIT);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "io/sbetool/otf/GroupNode", "checkDimensions",
            "(L" + CURSOR + ";JJI)V", false);
        // elementLength = (int)blockLength; listener.onGroupHeader(group, elementLength, count);
        mv.visitVarInsn(Opcodes.LLOAD, BLOCK_LENGTH);
        mv.visitInsn(Opcodes.L2I);
        mv.visitVarInsn(Opcodes.ISTORE, ELEMENT_LENGTH);
        listenerAndConstant(mv, group);
        mv.visitVarInsn(Opcodes.ILOAD, ELEMENT_LENGTH);
        mv.visitVarInsn(Opcodes.LLOAD, COUNT);
        callback(mv, "onGroupHeader", "(Lio/sbetool/otf/GroupNode;IJ)V");
    }

    /**
     * {@code for (index = 0; index < count; index++)}: each element checked, reported and decoded.
     */
    private void elements(final MethodVisitor mv, final GroupNode group, final String element)
    {
        final Label next = new Label();
        final Label last = new Label();
        mv.visitInsn(Opcodes.LCONST_0);
        mv.visitVarInsn(Opcodes.LSTORE, INDEX);
        mv.visitLabel(next);
        mv.visitVarInsn(Opcodes.LLOAD, INDEX);
        mv.visitVarInsn(Opcodes.LLOAD, COUNT);
        mv.visitInsn(Opcodes.LCMP);
        mv.visitJumpInsn(Opcodes.IFGE, last);
        // cursor.require(limit, elementLength + (long)minTrailingLength, group, "element");
        mv.visitVarInsn(Opcodes.ALOAD, CURSOR_SLOT);
        mv.visitVarInsn(Opcodes.ILOAD, LIMIT);
        mv.visitVarInsn(Opcodes.ILOAD, ELEMENT_LENGTH);
        mv.visitInsn(Opcodes.I2L);
        mv.visitLdcInsn((long)group.body().minTrailingLength);
        mv.visitInsn(Opcodes.LADD);
        constant(mv, group);
        mv.visitLdcInsn("element");
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CURSOR, "require", "(IJLio/sbetool/otf/Node;Ljava/lang/String;)V", false);
        elementCallback(mv, group, "onBeginGroupElement");
        // limit = element(buffer, limit, elementLength, actingVersion, cursor, listener);
        mv.visitVarInsn(Opcodes.ALOAD, BUF);
        mv.visitVarInsn(Opcodes.ILOAD, LIMIT);
        mv.visitVarInsn(Opcodes.ILOAD, ELEMENT_LENGTH);
        mv.visitVarInsn(Opcodes.ILOAD, VERSION);
        mv.visitVarInsn(Opcodes.ALOAD, CURSOR_SLOT);
        mv.visitVarInsn(Opcodes.ALOAD, LISTENER);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, CLASS_NAME, element, bodyDescriptor + "I", false);
        mv.visitVarInsn(Opcodes.ISTORE, LIMIT);
        elementCallback(mv, group, "onEndGroupElement");
        mv.visitVarInsn(Opcodes.LLOAD, INDEX);
        mv.visitInsn(Opcodes.LCONST_1);
        mv.visitInsn(Opcodes.LADD);
        mv.visitVarInsn(Opcodes.LSTORE, INDEX);
        mv.visitJumpInsn(Opcodes.GOTO, next);
        mv.visitLabel(last);
    }

    private void elementCallback(final MethodVisitor mv, final GroupNode group, final String name)
    {
        listenerAndConstant(mv, group);
        mv.visitVarInsn(Opcodes.LLOAD, INDEX);
        mv.visitVarInsn(Opcodes.LLOAD, COUNT);
        callback(mv, name, "(Lio/sbetool/otf/GroupNode;JJ)V");
    }

    /**
     * What {@link VarDataNode#decode} does.
     */
    private void varData(final MethodVisitor mv, final VarDataNode data)
    {
        final Label absent = new Label();
        final Label done = new Label();
        versionCheck(mv, data, absent);
        require(mv, LIMIT, data.headerLength(), data, "length");
        read(mv, LIMIT, data.lengthOffset(), data.lengthReader(), DATA_LENGTH);
        mv.visitVarInsn(Opcodes.ILOAD, LIMIT);
        FieldCode.push(mv, data.headerLength());
        mv.visitInsn(Opcodes.IADD);
        mv.visitVarInsn(Opcodes.ISTORE, DATA);
        mv.visitVarInsn(Opcodes.ALOAD, CURSOR_SLOT);
        mv.visitVarInsn(Opcodes.ILOAD, DATA);
        mv.visitVarInsn(Opcodes.LLOAD, DATA_LENGTH);
        constant(mv, data);
        mv.visitLdcInsn("data");
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CURSOR, "require", "(IJLio/sbetool/otf/Node;Ljava/lang/String;)V", false);
        listenerAndConstant(mv, data);
        mv.visitVarInsn(Opcodes.ALOAD, BUF);
        mv.visitVarInsn(Opcodes.ILOAD, DATA);
        mv.visitVarInsn(Opcodes.LLOAD, DATA_LENGTH);
        mv.visitInsn(Opcodes.L2I);
        callback(mv, "onVarData", "(Lio/sbetool/otf/VarDataNode;L" + BUFFER + ";II)V");
        mv.visitVarInsn(Opcodes.ILOAD, DATA);
        mv.visitVarInsn(Opcodes.LLOAD, DATA_LENGTH);
        mv.visitInsn(Opcodes.L2I);
        mv.visitInsn(Opcodes.IADD);
        mv.visitVarInsn(Opcodes.ISTORE, LIMIT);
        absent(mv, data, absent, done);
    }

    /** {@code cursor.require(local, length, node, what)}, the int length widened as the interpreter's is. */
    private void require(final MethodVisitor mv, final int local, final int length, final Node node, final String what)
    {
        mv.visitVarInsn(Opcodes.ALOAD, CURSOR_SLOT);
        mv.visitVarInsn(Opcodes.ILOAD, local);
        mv.visitLdcInsn((long)length);
        constant(mv, node);
        mv.visitLdcInsn(what);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CURSOR, "require", "(IJLio/sbetool/otf/Node;Ljava/lang/String;)V", false);
    }

    /** Stores the integer at {@code local + offset} into the long local {@code into}. */
    private void read(final MethodVisitor mv, final int local, final int offset, final PrimitiveReader reader,
        final int into)
    {
        mv.visitVarInsn(Opcodes.ALOAD, BUF);
        mv.visitVarInsn(Opcodes.ILOAD, local);
        FieldCode.push(mv, offset);
        mv.visitInsn(Opcodes.IADD);
        FieldCode.readLong(mv, reader);
        mv.visitVarInsn(Opcodes.LSTORE, into);
    }

    /** Jumps to {@code absent} when the node's sinceVersion is above the acting version ({@code Layout.inVersion}, in bytecode). */
    static void versionCheck(final MethodVisitor mv, final Node node, final Label absent)
    {
        mv.visitVarInsn(Opcodes.ILOAD, VERSION);
        FieldCode.push(mv, node.sinceVersion());
        mv.visitJumpInsn(Opcodes.IF_ICMPLT, absent);
    }

    /** Ends a node's code: a jump over its {@code onAbsent} call, which {@code absent} labels. */
    void absent(final MethodVisitor mv, final Node node, final Label absent, final Label done)
    {
        mv.visitJumpInsn(Opcodes.GOTO, done);
        mv.visitLabel(absent);
        listenerAndConstant(mv, node);
        callback(mv, "onAbsent", "(Lio/sbetool/otf/Node;)V");
        mv.visitLabel(done);
    }

    void listenerAndConstant(final MethodVisitor mv, final Node node)
    {
        mv.visitVarInsn(Opcodes.ALOAD, LISTENER);
        constant(mv, node);
    }

    void callback(final MethodVisitor mv, final String name, final String descriptor)
    {
        mv.visitMethodInsn(kind.isInterface ? Opcodes.INVOKEINTERFACE : Opcodes.INVOKEVIRTUAL, kind.type, name,
            descriptor, kind.isInterface);
    }

    /**
     * Loads an object as a constant: an entry of the class data, through a dynamic constant the JIT folds.
     */
    void constant(final MethodVisitor mv, final Object value)
    {
        int index = -1;
        for (int i = 0; i < constants.size() && index < 0; i++)
        {
            index = constants.get(i) == value ? i : -1;
        }
        if (index < 0)
        {
            index = constants.size();
            constants.add(value);
        }
        mv.visitLdcInsn(new ConstantDynamic("_", Type.getDescriptor(value.getClass()), CLASS_DATA_AT, index));
    }

    ListenerKind kind()
    {
        return kind;
    }
}
