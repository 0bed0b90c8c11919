package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.java.CodecModel.VarData;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Token;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * Accessors of a var-data element: a length prefix from its composite, then the bytes, at the message's
 * current limit. Reading or writing one moves the limit past it, so elements are accessed in schema order.
 */
final class VarDataAccessors
{
    private VarDataAccessors()
    {
    }

    static String limit(final Scope scope)
    {
        return scope.kind() == Scope.Kind.MESSAGE ? "limit" : "parentMessage.limit";
    }

    static void add(final TypeSpec.Builder type, final Scope scope, final VarData data, final Set<String> taken)
    {
        final String name = MemberAccessors.property(data.name());
        MetadataMethods.addStatic(type, taken, name + "Id", TypeName.INT, CodeBlock.of("$L", data.begin().id()));
        MetadataMethods.addStatic(type, taken, name + "SinceVersion", TypeName.INT, CodeBlock.of("$L", data.begin().version()));
        MetadataMethods.addStatic(type, taken, name + "HeaderLength", TypeName.INT, CodeBlock.of("$L", data.headerLength()));
        if (scope.encoder())
        {
            VarDataEncoderMethods.add(type, scope, data, name);
        }
        else
        {
            addDecoder(type, scope, data, name);
        }
    }

    static MethodSpec.Builder method(final String name, final VarData data)
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC);
        Docs.describe(method, data.begin().description());
        Docs.deprecate(method, data.begin().deprecated() > 0);
        return method;
    }

    private static void returnWhenAbsent(final MethodSpec.Builder method, final Scope scope, final VarData data, final Object value)
    {
        final CodeBlock absent = scope.absentWhen(data.begin().version());
        if (absent != null)
        {
            method.beginControlFlow("if ($L)", absent).addStatement("return $L", value).endControlFlow();
        }
    }

    /**
     * Declares {@code limit}, {@code dataLength} and {@code dataOffset}, checks they fit the buffer, and
     * moves the limit past the data.
     */
    private static CodeBlock consume(final Scope scope, final VarData data)
    {
        final Token length = data.lengthToken();
        final PrimitiveType type = length.encoding().primitiveType();
        return CodeBlock.builder()
            .addStatement("final int limit = $L()", limit(scope))
            .addStatement("final int dataLength = $L",
                Primitives.getInt(type, length.encoding().byteOrder(), "buffer", Primitives.plus("limit", length.offset())))
            .addStatement("final int dataOffset = limit + $L", data.headerLength())
            .add(Scope.check(CodeBlock.of("dataLength < 0 || dataLength > buffer.capacity() - dataOffset"),
                CodeBlock.of("$S + dataLength + $S", data.name() + ": length ", " runs past the buffer")))
            .addStatement("$L(dataOffset + dataLength)", limit(scope))
            .build();
    }

    private static void addDecoder(final TypeSpec.Builder type, final Scope scope, final VarData data, final String name)
    {
        final String capitalized = JavaNames.capitalize(name);
        final Token length = data.lengthToken();
        final MethodSpec.Builder lengthMethod = method(name + "Length", data).returns(int.class)
            .addJavadoc("@return the length of the data, without moving past it.\n");
        returnWhenAbsent(lengthMethod, scope, data, 0);
        type.addMethod(lengthMethod.addStatement("return $L", Primitives.getInt(length.encoding().primitiveType(),
            length.encoding().byteOrder(), "buffer", Primitives.plus(limit(scope) + "()", length.offset()))).build());

        final MethodSpec.Builder skip = method("skip" + capitalized, data).returns(int.class)
            .addJavadoc("Moves past the data.\n@return its length.\n");
        returnWhenAbsent(skip, scope, data, 0);
        type.addMethod(skip.addCode(consume(scope, data)).addStatement("return dataLength").build());

        for (final TypeName dst : new TypeName[] {Scope.MUTABLE_DIRECT_BUFFER, ArrayTypeName.of(TypeName.BYTE)})
        {
            final MethodSpec.Builder get = method("get" + capitalized, data).returns(int.class)
                .addJavadoc("Copies up to {@code length} bytes of the data and moves past all of it.\n")
                .addJavadoc("@return the number of bytes copied.\n")
                .addParameter(dst, "dst", Modifier.FINAL)
                .addParameter(int.class, "dstOffset", Modifier.FINAL)
                .addParameter(int.class, "length", Modifier.FINAL);
            returnWhenAbsent(get, scope, data, 0);
            type.addMethod(get.addCode(consume(scope, data))
                .addStatement("final int bytesCopied = Math.min(length, dataLength)")
                .addStatement("buffer.getBytes(dataOffset, dst, dstOffset, bytesCopied)")
                .addStatement("return bytesCopied")
                .build());
        }

        final MethodSpec.Builder wrap = method("wrap" + capitalized, data)
            .addJavadoc("Wraps {@code wrapBuffer} over the data, without copying, and moves past it.\n")
            .addParameter(Scope.DIRECT_BUFFER, "wrapBuffer", Modifier.FINAL);
        final CodeBlock absent = scope.absentWhen(data.begin().version());
        if (absent != null)
        {
            wrap.beginControlFlow("if ($L)", absent).addStatement("wrapBuffer.wrap(buffer, offset, 0)")
                .addStatement("return").endControlFlow();
        }
        type.addMethod(wrap.addCode(consume(scope, data))
            .addStatement("wrapBuffer.wrap(buffer, dataOffset, dataLength)").build());

        if (data.characterEncoding() != null)
        {
            addDecoderText(type, scope, data, name);
        }
    }

    private static void addDecoderText(final TypeSpec.Builder type, final Scope scope, final VarData data, final String name)
    {
        final String encoding = data.characterEncoding();
        final MethodSpec.Builder text = method(name, data).returns(String.class)
            .addJavadoc("@return the data decoded as $L, moving past it; allocates.\n", Charsets.canonical(encoding));
        returnWhenAbsent(text, scope, data, "\"\"");
        type.addMethod(text.addCode(consume(scope, data))
            .addStatement("final byte[] bytes = new byte[dataLength]")
            .addStatement("buffer.getBytes(dataOffset, bytes, 0, dataLength)")
            .addStatement("return new String(bytes, $L)", Charsets.expression(encoding))
            .build());

        final MethodSpec.Builder append = method("get" + JavaNames.capitalize(name), data).returns(int.class)
            .addParameter(Appendable.class, "dst", Modifier.FINAL);
        returnWhenAbsent(append, scope, data, 0);
        if (Charsets.singleByteMax(encoding) == 0)
        {
            append.addJavadoc("Appends the text, moving past it; allocates, as $L is a multi-byte encoding.\n",
                Charsets.canonical(encoding))
                .addJavadoc("@return the number of chars appended.\n")
                .addStatement("final String text = $L()", name)
                .beginControlFlow("try")
                .addStatement("dst.append(text)");
        }
        else
        {
            append.addJavadoc("Appends the text, moving past it, without allocating.\n")
                .addJavadoc("@return the number of chars appended.\n")
                .addCode(consume(scope, data))
                .beginControlFlow("try")
                .beginControlFlow("for (int i = 0; i < dataLength; i++)")
                .addStatement("dst.append((char)(buffer.getByte(dataOffset + i) & 0xFF))")
                .endControlFlow();
        }
        type.addMethod(append
            .nextControlFlow("catch (final $T ex)", IOException.class)
            .addStatement("throw new $T(ex)", UncheckedIOException.class)
            .endControlFlow()
            .addStatement(Charsets.singleByteMax(encoding) == 0 ? "return text.length()" : "return dataLength")
            .build());
    }
}
