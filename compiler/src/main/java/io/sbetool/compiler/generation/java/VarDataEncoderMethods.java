package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.VarData;

import javax.lang.model.element.Modifier;

/**
 * The encoder side of var data: writes the length prefix and the bytes at the limit and moves it on.
 */
final class VarDataEncoderMethods
{
    private VarDataEncoderMethods()
    {
    }

    static void add(final TypeSpec.Builder type, final CodecClass codec, final VarData data, final String name)
    {
        final String capitalized = JavaNames.capitalize(name);
        for (final TypeName src : new TypeName[] {Buffers.DIRECT_BUFFER, ArrayTypeName.of(TypeName.BYTE)})
        {
            type.addMethod(VarDataAccessors.method("put" + capitalized, data).returns(codec.self())
                .addParameter(src, "src", Modifier.FINAL)
                .addParameter(int.class, "srcOffset", Modifier.FINAL)
                .addParameter(int.class, "length", Modifier.FINAL)
                .addCode(reserve(codec, data))
                .addCode(src == Buffers.DIRECT_BUFFER ? CodeBlock.of("buffer.putBytes(dataOffset, src, srcOffset, length);\n") :
                    VarDataAccessors.arrayCopy(data, false))
                .addStatement("return this")
                .build());
        }
        final String encoding = data.characterEncoding();
        if (encoding == null)
        {
            return;
        }
        final MethodSpec.Builder text = VarDataAccessors.method(name, data).returns(codec.self())
            .addParameter(CharSequence.class, "value", Modifier.FINAL);
        final int max = Charsets.singleByteMax(encoding);
        if (max == 0)
        {
            type.addMethod(text.addJavadoc("Writes the text as $L; allocates.\n", Charsets.canonical(encoding))
                .addStatement("final byte[] bytes = value == null ? new byte[0] : value.toString().getBytes($L)",
                    Charsets.expression(encoding))
                .addStatement("return put$L(bytes, 0, bytes.length)", capitalized)
                .build());
            return;
        }
        type.addMethod(text.addJavadoc("Writes the text without allocating; chars above $L become '?'.\n", max)
            .addStatement("final int length = value == null ? 0 : value.length()")
            .addCode(reserve(codec, data))
            .addCode(Charsets.writeSingleByteText(CodeBlock.of("dataOffset"), "length", max))
            .addStatement("return this")
            .build());
    }

    /**
     * Checks {@code length}, makes room for the data (see {@link Flyweights#makeRoom}), writes the length as the
     * prefix into the room made, without a check, declares {@code dataOffset} and moves the limit past
     * the data.
     */
    private static CodeBlock reserve(final CodecClass codec, final VarData data)
    {
        final PrimitiveEncoding length = data.length().encoding();
        return CodeBlock.builder()
            .add(Checks.check(
                CodeBlock.of("length < 0 || length > $L", data.maxLength()),
                CodeBlock.of("$S + length + $S", data.name() + ": length ", " outside 0.." + data.maxLength())))
            .addStatement("final int limit = $L()", codec.limit())
            .addStatement("final int dataOffset = limit + $L", data.headerLength())
            .add(Flyweights.makeRoom("limit", data.headerLength() + " + length", codec.kind() == CodecClass.Kind.MESSAGE ?
                CodeBlock.of("refreshMemory()") : CodeBlock.of("parentMessage.refreshMemory()")))
            .addStatement("$L(dataOffset + length)", codec.limit())
            .addStatement(Primitives.putInt(length.primitiveType(), length.byteOrder(), Primitives.MEMORY,
                Primitives.plus("limit", data.length().offset()), CodeBlock.of("length")))
            .build();
    }
}
