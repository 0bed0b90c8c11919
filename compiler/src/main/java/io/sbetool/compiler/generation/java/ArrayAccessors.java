package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
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

    private ArrayAccessors()
    {
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
