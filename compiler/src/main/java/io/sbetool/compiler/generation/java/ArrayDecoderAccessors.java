package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.ir.PrimitiveType;

import java.io.IOException;
import java.io.UncheckedIOException;

import javax.lang.model.element.Modifier;

/**
 * The decoder's accessors of a fixed-length array: get by index, bulk copies out, and text for char arrays
 * (up to the first zero byte or the array's end).
 */
record ArrayDecoderAccessors(CodecClass codec) implements ArrayAccessors.Methods
{
    private static final CodeBlock ZERO = CodeBlock.of("0");

    @Override
    public void indexed(final TypeSpec.Builder type, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        final PrimitiveType primitive = encoding.primitiveType();
        final MethodSpec.Builder indexed = ArrayAccessors.indexed(member, encoding, name).returns(Primitives.javaType(primitive));
        Versions.returnWhenAbsent(indexed, codec, member.sinceVersion(), Primitives.literal(encoding.nullValue(), primitive));
        type.addMethod(indexed.addStatement("return $L", Primitives.get(primitive, encoding.byteOrder(), Primitives.MEMORY,
            ArrayAccessors.elementIndex(member, encoding, "index"))).build());
    }

    @Override
    public void byteCopies(final TypeSpec.Builder type, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        for (final TypeName destination : new TypeName[] {ArrayTypeName.of(TypeName.BYTE), Buffers.MUTABLE_DIRECT_BUFFER})
        {
            final MethodSpec.Builder method = MemberAccessors.accessor("get" + JavaNames.capitalize(name), member)
                .returns(int.class)
                .addJavadoc("Copies the first {@code length} bytes of the array.\n@return the number of bytes copied.\n")
                .addParameter(destination, "dst", Modifier.FINAL)
                .addParameter(int.class, "dstOffset", Modifier.FINAL)
                .addParameter(int.class, "length", Modifier.FINAL)
                .addCode(ArrayAccessors.lengthCheck(member, encoding, "length"));
            Versions.returnWhenAbsent(method, codec, member.sinceVersion(), ZERO);
            if (destination instanceof ArrayTypeName && ArrayAccessors.copiedInline(encoding))
            {
                method.beginControlFlow("if (length == $L)", encoding.length())
                    .addStatement("return get$L(dst, dstOffset)", JavaNames.capitalize(name))
                    .endControlFlow()
                    .addCode(ArrayAccessors.byteLoop("0", "length", ArrayAccessors.byteOut(member, encoding)));
            }
            else
            {
                method.addStatement("buffer.getBytes(offset + $L, dst, dstOffset, length)", member.offset());
            }
            type.addMethod(method.addStatement("return length").build());
        }
        // The reference implementation's form, which users of its codecs call: the whole array to an offset.
        final int length = encoding.length();
        final MethodSpec.Builder whole = ArrayAccessors.typedCopy("get" + JavaNames.capitalize(name), member, encoding,
                ArrayTypeName.of(TypeName.BYTE), "dst")
            .addJavadoc("Copies all $L bytes of the array into {@code dst}.\n@return the number of bytes copied.\n", length)
            .returns(int.class);
        Versions.returnWhenAbsent(whole, codec, member.sinceVersion(), ZERO);
        if (ArrayAccessors.copiedInline(encoding))
        {
            whole.addCode(ArrayAccessors.wordMoves(member, encoding, "dst", true));
        }
        else
        {
            whole.addStatement("buffer.getBytes(offset + $L, dst, dstOffset, $L)", member.offset(), length);
        }
        type.addMethod(whole.addStatement("return $L", length).build());
    }

    @Override
    public void typedCopy(final TypeSpec.Builder type, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        final PrimitiveType primitive = encoding.primitiveType();
        final int length = encoding.length();
        final MethodSpec.Builder method = ArrayAccessors.typedCopy("get" + JavaNames.capitalize(name), member, encoding,
                ArrayTypeName.of(Primitives.javaType(primitive)), "dst")
            .addJavadoc("Copies all $L elements into {@code dst}.\n@return the number of elements copied.\n", length)
            .returns(int.class);
        Versions.returnWhenAbsent(method, codec, member.sinceVersion(), ZERO);
        type.addMethod(method.beginControlFlow("for (int i = 0; i < $L; i++)", length)
            .addStatement("dst[dstOffset + i] = $L",
                Primitives.get(primitive, encoding.byteOrder(), Primitives.MEMORY, ArrayAccessors.elementIndex(member, encoding, "i")))
            .endControlFlow()
            .addStatement("return $L", length)
            .build());
    }

    @Override
    public void text(final TypeSpec.Builder type, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        type.addMethod(textGetter(codec, member, encoding, name));
        type.addMethod(appendText(codec, member, encoding, name));
    }

    private static MethodSpec textGetter(
        final CodecClass codec, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        final String characterEncoding = encoding.characterEncoding();
        final MethodSpec.Builder method = MemberAccessors.accessor(name, member).returns(String.class)
            .addJavadoc("@return the text up to the first zero byte, decoded as $L; allocates.\n",
                Charsets.canonical(characterEncoding));
        Versions.returnWhenAbsent(method, codec, member.sinceVersion(), CodeBlock.of("$S", ""));
        return method.addCode(ArrayAccessors.textLength(member, encoding))
            .addStatement("final byte[] bytes = new byte[end]")
            .addStatement("buffer.getBytes(offset + $L, bytes, 0, end)", member.offset())
            .addStatement("return new String(bytes, $L)", Charsets.expression(characterEncoding))
            .build();
    }

    private static MethodSpec appendText(
        final CodecClass codec, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        final String characterEncoding = encoding.characterEncoding();
        final MethodSpec.Builder method = MemberAccessors.accessor("get" + JavaNames.capitalize(name), member)
            .returns(int.class)
            .addParameter(Appendable.class, "dst", Modifier.FINAL);
        Versions.returnWhenAbsent(method, codec, member.sinceVersion(), ZERO);
        if (Charsets.singleByteMax(characterEncoding) == 0)
        {
            return method.addJavadoc("Appends the text; allocates, as $L is a multi-byte encoding.\n",
                    Charsets.canonical(characterEncoding))
                .addJavadoc("@return the number of chars appended.\n")
                .addStatement("final String text = $L()", name)
                .beginControlFlow("try")
                .addStatement("dst.append(text)")
                .nextControlFlow("catch (final $T ex)", IOException.class)
                .addStatement("throw new $T(ex)", UncheckedIOException.class)
                .endControlFlow()
                .addStatement("return text.length()")
                .build();
        }
        return method.addJavadoc("Appends the text up to the first zero byte without allocating.\n")
            .addJavadoc("@return the number of chars appended.\n")
            .addCode(ArrayAccessors.textLength(member, encoding))
            .beginControlFlow("try")
            .beginControlFlow("for (int i = 0; i < end; i++)")
            .addStatement("dst.append((char)(buffer.getByte(offset + $L + i) & 0xFF))", member.offset())
            .endControlFlow()
            .nextControlFlow("catch (final $T ex)", IOException.class)
            .addStatement("throw new $T(ex)", UncheckedIOException.class)
            .endControlFlow()
            .addStatement("return end")
            .build();
    }
}
