package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.ir.PrimitiveType;

import java.io.IOException;
import java.io.UncheckedIOException;

import javax.lang.model.element.Modifier;

/**
 * The decoder side of var data: reads the length prefix at the limit, then copies, wraps, skips or decodes
 * the bytes and moves the limit past them. Data newer than the acting version reads as empty.
 */
final class VarDataDecoderMethods
{
    private static final CodeBlock ZERO = CodeBlock.of("0");

    private VarDataDecoderMethods()
    {
    }

    static void add(final TypeSpec.Builder type, final CodecClass codec, final VarData data, final String name)
    {
        final String capitalized = JavaNames.capitalize(name);
        final MethodSpec.Builder lengthMethod = VarDataAccessors.method(name + "Length", data).returns(int.class)
            .addJavadoc("@return the length of the data, without moving past it.\n");
        Versions.returnWhenAbsent(lengthMethod, codec, data.sinceVersion(), ZERO);
        type.addMethod(lengthMethod.addCode(read(codec, data)).addStatement("return dataLength").build());

        final MethodSpec.Builder skip = VarDataAccessors.method("skip" + capitalized, data).returns(int.class)
            .addJavadoc("Moves past the data.\n@return its length.\n");
        Versions.returnWhenAbsent(skip, codec, data.sinceVersion(), ZERO);
        type.addMethod(skip.addCode(consume(codec, data)).addStatement("return dataLength").build());

        for (final TypeName dst : new TypeName[] {Buffers.MUTABLE_DIRECT_BUFFER, ArrayTypeName.of(TypeName.BYTE)})
        {
            final MethodSpec.Builder get = VarDataAccessors.method("get" + capitalized, data).returns(int.class)
                .addJavadoc("Copies up to {@code length} bytes of the data and moves past all of it.\n")
                .addJavadoc("@return the number of bytes copied.\n")
                .addParameter(dst, "dst", Modifier.FINAL)
                .addParameter(int.class, "dstOffset", Modifier.FINAL)
                .addParameter(int.class, "length", Modifier.FINAL);
            Versions.returnWhenAbsent(get, codec, data.sinceVersion(), ZERO);
            get.addCode(consume(codec, data)).addStatement("final int bytesCopied = Math.min(length, dataLength)");
            if (dst == Buffers.MUTABLE_DIRECT_BUFFER)
            {
                get.addStatement("buffer.getBytes(dataOffset, dst, dstOffset, bytesCopied)");
            }
            else
            {
                get.addCode(VarDataAccessors.arrayCopy(data, true));
            }
            type.addMethod(get.addStatement("return bytesCopied").build());
        }
        type.addMethod(wrap(codec, data, capitalized));
        if (data.characterEncoding() != null)
        {
            type.addMethod(text(codec, data, name));
            type.addMethod(appendText(codec, data, name));
        }
    }

    /**
     * Declares {@code limit}, {@code dataLength} and {@code dataOffset}, checks they fit the buffer, and
     * moves the limit past the data.
     */
    private static CodeBlock consume(final CodecClass codec, final VarData data)
    {
        return CodeBlock.builder()
            .add(read(codec, data))
            .addStatement("$L(dataOffset + dataLength)", codec.limit())
            .build();
    }

    /**
     * Declares {@code limit}, {@code dataLength} and {@code dataOffset} and checks the length prefix and the
     * data fit the buffer, by the rule every target follows (issue 32): the prefix is checked before it is
     * read, so a short buffer is our BoundsCheckException rather than Agrona's; the length is compared in
     * 64 bits before it becomes an int, so that a uint64's 0x100000004 is refused, not read as 4; a
     * negative length (a signed prefix, or a uint64 past 2^63) is refused as one too long.
     */
    private static CodeBlock read(final CodecClass codec, final VarData data)
    {
        final PrimitiveEncoding length = data.length().encoding();
        final CodeBlock wire = Primitives.get(length.primitiveType(), length.byteOrder(), "buffer",
            Primitives.plus("limit", data.length().offset()));
        final boolean wide = Primitives.isLong(length.primitiveType());
        final String shown = length.primitiveType() == PrimitiveType.UINT64 ? "Long.toUnsignedString(wireLength)" :
            wide ? "wireLength" : "dataLength";
        final CodeBlock.Builder code = CodeBlock.builder()
            .addStatement("final int limit = $L()", codec.limit())
            .add(Checks.check(CodeBlock.of("limit < 0 || limit > buffer.capacity() - $L", data.headerLength()),
                CodeBlock.of("$S + limit + $S", data.name() + ": length at offset ", " runs past the buffer")))
            .addStatement("final int dataOffset = limit + $L", data.headerLength());
        if (wide)
        {
            code.addStatement("final long wireLength = $L", wire)
                .add(Checks.check(CodeBlock.of("wireLength < 0 || wireLength > buffer.capacity() - dataOffset"),
                    CodeBlock.of("$S + $L + $S", data.name() + ": length ", shown, " runs past the buffer")))
                .addStatement("final int dataLength = (int)wireLength");
        }
        else
        {
            code.addStatement("final int dataLength = $L", wire)
                .add(Checks.check(CodeBlock.of("dataLength < 0 || dataLength > buffer.capacity() - dataOffset"),
                    CodeBlock.of("$S + dataLength + $S", data.name() + ": length ", " runs past the buffer")));
        }
        return code.build();
    }

    private static MethodSpec wrap(final CodecClass codec, final VarData data, final String capitalized)
    {
        final MethodSpec.Builder wrap = VarDataAccessors.method("wrap" + capitalized, data)
            .addJavadoc("Wraps {@code wrapBuffer} over the data, without copying, and moves past it.\n")
            .addParameter(Buffers.DIRECT_BUFFER, "wrapBuffer", Modifier.FINAL);
        final CodeBlock absent = Versions.absentWhen(codec, data.sinceVersion());
        if (absent != null)
        {
            wrap.beginControlFlow("if ($L)", absent).addStatement("wrapBuffer.wrap(buffer, offset, 0)")
                .addStatement("return").endControlFlow();
        }
        return wrap.addCode(consume(codec, data)).addStatement("wrapBuffer.wrap(buffer, dataOffset, dataLength)").build();
    }

    private static MethodSpec text(final CodecClass codec, final VarData data, final String name)
    {
        final String encoding = data.characterEncoding();
        final MethodSpec.Builder text = VarDataAccessors.method(name, data).returns(String.class)
            .addJavadoc("@return the data decoded as $L, moving past it; allocates.\n", Charsets.canonical(encoding));
        Versions.returnWhenAbsent(text, codec, data.sinceVersion(), CodeBlock.of("$S", ""));
        return text.addCode(consume(codec, data))
            .addStatement("final byte[] bytes = new byte[dataLength]")
            .addStatement("buffer.getBytes(dataOffset, bytes, 0, dataLength)")
            .addStatement("return new String(bytes, $L)", Charsets.expression(encoding))
            .build();
    }

    private static MethodSpec appendText(final CodecClass codec, final VarData data, final String name)
    {
        final String encoding = data.characterEncoding();
        final boolean multiByte = Charsets.singleByteMax(encoding) == 0;
        final MethodSpec.Builder append = VarDataAccessors.method("get" + JavaNames.capitalize(name), data).returns(int.class)
            .addParameter(Appendable.class, "dst", Modifier.FINAL);
        Versions.returnWhenAbsent(append, codec, data.sinceVersion(), ZERO);
        if (multiByte)
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
                .addCode(consume(codec, data))
                .beginControlFlow("try")
                .beginControlFlow("for (int i = 0; i < dataLength; i++)")
                .addStatement("dst.append((char)(buffer.getByte(dataOffset + i) & 0xFF))")
                .endControlFlow();
        }
        return append
            .nextControlFlow("catch (final $T ex)", IOException.class)
            .addStatement("throw new $T(ex)", UncheckedIOException.class)
            .endControlFlow()
            .addStatement(multiByte ? "return text.length()" : "return dataLength")
            .build();
    }
}
