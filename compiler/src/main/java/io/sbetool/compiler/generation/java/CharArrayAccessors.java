package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.java.CodecModel.Member;

import java.io.IOException;
import java.io.UncheckedIOException;

import javax.lang.model.element.Modifier;

/**
 * Text accessors of fixed-length char arrays: the text ends at the first zero byte or the array's end.
 */
final class CharArrayAccessors
{
    private CharArrayAccessors()
    {
    }

    static void add(final TypeSpec.Builder type, final Scope scope, final Member member, final String name)
    {
        final String encoding = member.typeToken().encoding().characterEncoding();
        if (scope.encoder())
        {
            type.addMethod(encode(scope, member, name, encoding));
        }
        else
        {
            type.addMethod(decodeString(scope, member, name, encoding));
            type.addMethod(decodeAppendable(scope, member, name, encoding));
        }
    }

    private static CodeBlock textLength(final Member member)
    {
        final int length = member.typeToken().arrayLength();
        return CodeBlock.builder()
            .addStatement("int end = 0")
            .beginControlFlow("while (end < $L && buffer.getByte(offset + $L + end) != 0)", length, member.offset())
            .addStatement("end++")
            .endControlFlow()
            .build();
    }

    private static MethodSpec decodeString(final Scope scope, final Member member, final String name, final String encoding)
    {
        final MethodSpec.Builder method = MemberAccessors.accessor(name, member).returns(String.class)
            .addJavadoc("@return the text up to the first zero byte, decoded as $L; allocates.\n", Charsets.canonical(encoding));
        MemberAccessors.returnWhenAbsent(method, scope, member, "\"\"");
        return method.addCode(textLength(member))
            .addStatement("final byte[] bytes = new byte[end]")
            .addStatement("buffer.getBytes(offset + $L, bytes, 0, end)", member.offset())
            .addStatement("return new String(bytes, $L)", Charsets.expression(encoding))
            .build();
    }

    private static MethodSpec decodeAppendable(final Scope scope, final Member member, final String name, final String encoding)
    {
        final MethodSpec.Builder method = MemberAccessors.accessor("get" + JavaNames.capitalize(name), member)
            .returns(int.class)
            .addParameter(Appendable.class, "dst", Modifier.FINAL);
        MemberAccessors.returnWhenAbsent(method, scope, member, 0);
        if (Charsets.singleByteMax(encoding) == 0)
        {
            return method.addJavadoc("Appends the text; allocates, as $L is a multi-byte encoding.\n", Charsets.canonical(encoding))
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
            .addCode(textLength(member))
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

    private static MethodSpec encode(final Scope scope, final Member member, final String name, final String encoding)
    {
        final int length = member.typeToken().arrayLength();
        final int offset = member.offset();
        final int max = Charsets.singleByteMax(encoding);
        final MethodSpec.Builder method = MemberAccessors.accessor(name, member).returns(scope.self())
            .addParameter(CharSequence.class, "value", Modifier.FINAL);
        if (max == 0)
        {
            return method.addJavadoc("Writes the text as $L, padded with zero bytes; allocates.\n", Charsets.canonical(encoding))
                .addStatement("final byte[] bytes = value == null ? new byte[0] : value.toString().getBytes($L)",
                    Charsets.expression(encoding))
                .addCode(ArrayAccessors.lengthCheck(member, "bytes.length"))
                .addStatement("final int length = Math.min(bytes.length, $L)", length)
                .addStatement("buffer.putBytes(offset + $L, bytes, 0, length)", offset)
                .addStatement("buffer.setMemory(offset + $L + length, $L - length, (byte)0)", offset, length)
                .addStatement("return this")
                .build();
        }
        return method.addJavadoc("Writes the text, padded with zero bytes, without allocating; chars above $L become '?'.\n", max)
            .addStatement("final int length = value == null ? 0 : value.length()")
            .addCode(ArrayAccessors.lengthCheck(member, "length"))
            .addStatement("final int limit = Math.min(length, $L)", length)
            .addCode(Charsets.writeSingleByteText(Primitives.plus("offset", offset), "limit", max))
            .addStatement("buffer.setMemory(offset + $L + limit, $L - limit, (byte)0)", offset, length)
            .addStatement("return this")
            .build();
    }
}
