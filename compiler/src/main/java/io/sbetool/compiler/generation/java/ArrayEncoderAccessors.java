package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.ir.PrimitiveType;

import javax.lang.model.element.Modifier;

/**
 * The encoder's accessors of a fixed-length array: set by index, bulk copies in, and text for char arrays.
 */
record ArrayEncoderAccessors(CodecClass codec) implements ArrayAccessors.Methods
{
    @Override
    public void indexed(final TypeSpec.Builder type, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        final PrimitiveType primitive = encoding.primitiveType();
        type.addMethod(ArrayAccessors.indexed(member, encoding, name)
            .returns(codec.self())
            .addParameter(Primitives.javaType(primitive), "value", Modifier.FINAL)
            .addStatement(Primitives.put(primitive, encoding.byteOrder(), Primitives.MEMORY,
                ArrayAccessors.elementIndex(member, encoding, "index"), CodeBlock.of("value")))
            .addStatement("return this")
            .build());
    }

    @Override
    public void byteCopies(final TypeSpec.Builder type, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        final int length = encoding.length();
        final int offset = member.offset();
        for (final TypeName source : new TypeName[] {ArrayTypeName.of(TypeName.BYTE), Buffers.DIRECT_BUFFER})
        {
            final MethodSpec.Builder method = MemberAccessors.accessor("put" + JavaNames.capitalize(name), member)
                .returns(codec.self())
                .addJavadoc("Copies {@code length} bytes into the array and pads the rest with zero bytes.\n")
                .addParameter(source, "src", Modifier.FINAL)
                .addParameter(int.class, "srcOffset", Modifier.FINAL)
                .addParameter(int.class, "length", Modifier.FINAL)
                .addCode(ArrayAccessors.lengthCheck(member, encoding, "length"));
            if (source instanceof ArrayTypeName && ArrayAccessors.copiedInline(encoding))
            {
                method.beginControlFlow("if (length == $L)", length)
                    .addStatement("return put$L(src, srcOffset)", JavaNames.capitalize(name))
                    .endControlFlow()
                    .addCode(ArrayAccessors.byteLoop("0", "length", fromSource(member, encoding)))
                    .addCode(ArrayAccessors.byteLoop("length", length,
                        ArrayAccessors.byteIn(member, encoding, CodeBlock.of("(byte)0"))));
            }
            else
            {
                method.addStatement("buffer.putBytes(offset + $L, src, srcOffset, length)", offset)
                    .addStatement("buffer.setMemory(offset + $L + length, $L - length, (byte)0)", offset, length);
            }
            type.addMethod(method.addStatement("return this").build());
        }
        // The reference implementation's form, which users of its codecs call: the whole array from an offset.
        final MethodSpec.Builder whole = ArrayAccessors.typedCopy("put" + JavaNames.capitalize(name), member, encoding,
                ArrayTypeName.of(TypeName.BYTE), "src")
            .addJavadoc("Copies all $L bytes of the array from {@code src}.\n", length).returns(codec.self());
        if (ArrayAccessors.copiedInline(encoding))
        {
            whole.addCode(ArrayAccessors.wordMoves(member, encoding, "src", false));
        }
        else
        {
            whole.addStatement("buffer.putBytes(offset + $L, src, srcOffset, $L)", offset, length);
        }
        type.addMethod(whole.addStatement("return this").build());
    }

    @Override
    public void typedCopy(final TypeSpec.Builder type, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        final PrimitiveType primitive = encoding.primitiveType();
        final int length = encoding.length();
        type.addMethod(ArrayAccessors.typedCopy("put" + JavaNames.capitalize(name), member, encoding,
                ArrayTypeName.of(Primitives.javaType(primitive)), "src")
            .addJavadoc("Copies all $L elements from {@code src}.\n", length).returns(codec.self())
            .beginControlFlow("for (int i = 0; i < $L; i++)", length)
            .addStatement(Primitives.put(primitive, encoding.byteOrder(), Primitives.MEMORY,
                ArrayAccessors.elementIndex(member, encoding, "i"), CodeBlock.of("src[srcOffset + i]")))
            .endControlFlow()
            .addStatement("return this")
            .build());
    }

    private static CodeBlock fromSource(final Member member, final PrimitiveEncoding encoding)
    {
        return ArrayAccessors.byteIn(member, encoding, CodeBlock.of("src[srcOffset + i]"));
    }

    /**
     * The text setter of a char array: the text, padded with zero bytes.
     */
    @Override
    public void text(final TypeSpec.Builder type, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        type.addMethod(textSetter(codec, member, encoding, name));
    }

    private static MethodSpec textSetter(
        final CodecClass codec, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        final String characterEncoding = encoding.characterEncoding();
        final int length = encoding.length();
        final int offset = member.offset();
        final int max = Charsets.singleByteMax(characterEncoding);
        final MethodSpec.Builder method = MemberAccessors.accessor(name, member).returns(codec.self())
            .addParameter(CharSequence.class, "value", Modifier.FINAL);
        if (max == 0)
        {
            return method.addJavadoc("Writes the text as $L, padded with zero bytes; allocates.\n", Charsets.canonical(characterEncoding))
                .addStatement("final byte[] bytes = value == null ? new byte[0] : value.toString().getBytes($L)",
                    Charsets.expression(characterEncoding))
                .addCode(ArrayAccessors.lengthCheck(member, encoding, "bytes.length"))
                .addStatement("final int length = Math.min(bytes.length, $L)", length)
                .addStatement("buffer.putBytes(offset + $L, bytes, 0, length)", offset)
                .addStatement("buffer.setMemory(offset + $L + length, $L - length, (byte)0)", offset, length)
                .addStatement("return this")
                .build();
        }
        return method.addJavadoc("Writes the text, padded with zero bytes, without allocating; chars above $L become '?'.\n", max)
            .addStatement("final int length = value == null ? 0 : value.length()")
            .addCode(ArrayAccessors.lengthCheck(member, encoding, "length"))
            .addStatement("final int limit = Math.min(length, $L)", length)
            .addCode(Charsets.writeSingleByteText(Primitives.plus("offset", offset), "limit", max))
            .addStatement("buffer.setMemory(offset + $L + limit, $L - limit, (byte)0)", offset, length)
            .addStatement("return this")
            .build();
    }
}
