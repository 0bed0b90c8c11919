package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.codec.BufferMemory;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.ir.PrimitiveType;

import javax.lang.model.element.Modifier;

/**
 * What the accessors of fixed-length arrays share on both sides: element positions and bounds checks.
 * Element access by index exists for every array; bulk copies are of bytes for one-byte elements and of
 * typed arrays otherwise; char arrays have text access honouring their characterEncoding.
 */
final class ArrayAccessors
{
    /**
     * The array accessors of one side, {@link ArrayEncoderAccessors} or {@link ArrayDecoderAccessors}.
     */
    interface Methods
    {
        /**
         * Access to one element by index.
         */
        void indexed(TypeSpec.Builder type, Member member, PrimitiveEncoding encoding, String name);

        /**
         * Bulk copies of a one-byte-element array, to or from a byte array and a buffer.
         */
        void byteCopies(TypeSpec.Builder type, Member member, PrimitiveEncoding encoding, String name);

        /**
         * The bulk copy of a wider-element array, to or from a Java array of the element type.
         */
        void typedCopy(TypeSpec.Builder type, Member member, PrimitiveEncoding encoding, String name);

        /**
         * Text access to a char array.
         */
        void text(TypeSpec.Builder type, Member member, PrimitiveEncoding encoding, String name);
    }

    /**
     * Arrays of one-byte elements up to this many bytes are copied to and from a {@code byte[]} inline, within
     * the block checked at wrap: for a few bytes that is cheaper than an Agrona copy, which checks the range
     * again and calls a copy stub (Car encode 37 to 34 ns). The whole array moves in words after a check of
     * the Java array's range; part of it moves byte by byte through the Java array, which the JVM checks.
     */
    private static final int INLINE_COPY_MAX = 16;

    private ArrayAccessors()
    {
    }

    static boolean copiedInline(final PrimitiveEncoding encoding)
    {
        return encoding.elementSize() == 1 && encoding.length() <= INLINE_COPY_MAX;
    }

    /**
     * @param to the loop's bound: {@code length} or a constant.
     * @return a loop over the array's bytes {@code i} from {@code from}, running the statement for each.
     */
    static CodeBlock byteLoop(final String from, final Object to, final CodeBlock statement)
    {
        return CodeBlock.builder()
            .beginControlFlow("for (int i = $L; i < $L; i++)", from, to)
            .addStatement(statement)
            .endControlFlow()
            .build();
    }

    /**
     * @param javaArray {@code src} or {@code dst}: the Java array copied from or to.
     * @param reading whether the array's bytes go to {@code javaArray}, rather than from it.
     * @return statements copying all the array's bytes in the widest moves that fit (8, 4, 2, 1 bytes), between
     * the block and {@code javaArray} from {@code javaArray + "Offset"}, whose range the caller has checked.
     */
    static CodeBlock wordMoves(final Member member, final PrimitiveEncoding encoding, final String javaArray,
        final boolean reading)
    {
        final CodeBlock.Builder moves = CodeBlock.builder()
            .addStatement("final long at = $T.ARRAY_BASE_OFFSET + $L", BufferMemory.class, javaArray + "Offset");
        int done = 0;
        for (final int size : new int[] {8, 4, 2, 1})
        {
            final String word = size == 8 ? "LongLE" : size == 4 ? "IntLE" : size == 2 ? "ShortLE" : "Byte";
            for (; encoding.length() - done >= size; done += size)
            {
                final CodeBlock block = Primitives.plus("address + offset", member.offset() + done);
                final CodeBlock java = Primitives.plus("at", done);
                moves.addStatement("$T.put$L($L, $L, $T.get$L($L, $L))", BufferMemory.class, word,
                    reading ? javaArray : "array", reading ? java : block,
                    BufferMemory.class, word, reading ? "array" : javaArray, reading ? block : java);
            }
        }
        return moves.build();
    }

    /**
     * @return the statement reading byte {@code i} of the array into {@code dst}.
     */
    static CodeBlock byteOut(final Member member, final PrimitiveEncoding encoding)
    {
        return CodeBlock.of("dst[dstOffset + i] = $L",
            Primitives.get(PrimitiveType.INT8, null, Primitives.MEMORY, elementIndex(member, encoding, "i")));
    }

    /**
     * @return the statement writing {@code value} to byte {@code i} of the array.
     */
    static CodeBlock byteIn(final Member member, final PrimitiveEncoding encoding, final CodeBlock value)
    {
        return Primitives.put(PrimitiveType.INT8, null, Primitives.MEMORY, elementIndex(member, encoding, "i"), value);
    }

    /**
     * Adds the accessors of a non-constant array, after its static length.
     */
    static void add(
        final TypeSpec.Builder type, final Methods methods, final Member member, final PrimitiveEncoding encoding,
        final String name)
    {
        methods.indexed(type, member, encoding, name);
        if (encoding.elementSize() == 1)
        {
            methods.byteCopies(type, member, encoding, name);
        }
        else
        {
            methods.typedCopy(type, member, encoding, name);
        }
        if (encoding.primitiveType() == PrimitiveType.CHAR)
        {
            methods.text(type, member, encoding, name);
        }
    }

    static CodeBlock elementIndex(final Member member, final PrimitiveEncoding encoding, final String index)
    {
        final int size = encoding.elementSize();
        return size == 1 ?
            CodeBlock.of("offset + $L + $L", member.offset(), index) :
            CodeBlock.of("offset + $L + $L * $L", member.offset(), index, size);
    }

    /**
     * @return the indexed accessor, up to its bounds check on {@code index}.
     */
    static MethodSpec.Builder indexed(final Member member, final PrimitiveEncoding encoding, final String name)
    {
        final int length = encoding.length();
        return MemberAccessors.accessor(name, member)
            .addParameter(int.class, "index", Modifier.FINAL)
            .addCode(Checks.check(
                CodeBlock.of("index < 0 || index >= $L", length),
                CodeBlock.of("$S + index + $S", member.name() + ": index ", " outside 0.." + (length - 1))));
    }

    static CodeBlock lengthCheck(final Member member, final PrimitiveEncoding encoding, final String variable)
    {
        final int length = encoding.length();
        return Checks.check(
            CodeBlock.of("$L < 0 || $L > $L", variable, variable, length),
            CodeBlock.of("$S + $L + $S", member.name() + ": length ", variable, " outside 0.." + length));
    }

    /**
     * @param array {@code src} or {@code dst}.
     * @return the typed bulk copy, up to its check that the array holds every element.
     */
    static MethodSpec.Builder typedCopy(
        final String methodName, final Member member, final PrimitiveEncoding encoding, final TypeName arrayType,
        final String array)
    {
        final int length = encoding.length();
        return MemberAccessors.accessor(methodName, member)
            .addParameter(arrayType, array, Modifier.FINAL)
            .addParameter(int.class, array + "Offset", Modifier.FINAL)
            .addCode(Checks.check(
                CodeBlock.of("$L < 0 || $L > $L.length - $L", array + "Offset", array + "Offset", array, length),
                CodeBlock.of("$S + $L.length", member.name() + ": " + array + " too short for " + length + " elements: ", array)));
    }

    /**
     * @return statements finding {@code end}, the length of the text: up to the first zero byte or the array's end.
     */
    static CodeBlock textLength(final Member member, final PrimitiveEncoding encoding)
    {
        return CodeBlock.builder()
            .addStatement("int end = 0")
            .beginControlFlow("while (end < $L && buffer.getByte(offset + $L + end) != 0)", encoding.length(), member.offset())
            .addStatement("end++")
            .endControlFlow()
            .build();
    }
}
