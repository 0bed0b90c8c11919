package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

import javax.lang.model.element.Modifier;

/**
 * What a message's DTO has beyond its block's: decoding from a buffer and encoding into one or into a new
 * {@code byte[]}, with or without the message header, by the reference's names ({@code decodeFrom},
 * {@code encodeWith}, {@code encodeWithHeaderWith}, {@code bytes}, {@code bytesWithHeader}).
 */
final class DtoMessageMethods
{
    private static final ClassName UNSAFE_BUFFER = ClassName.get("org.agrona.concurrent", "UnsafeBuffer");

    private DtoMessageMethods()
    {
    }

    /**
     * @param header the header encoder, or null when the schema has none (then no method writes one).
     */
    static void add(final TypeSpec.Builder type, final ClassName self, final ClassName decoder, final ClassName encoder,
        final ClassName header)
    {
        type.addMethod(MethodSpec.methodBuilder("decodeFrom").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("@return the message at {@code offset} (after its header), read at the header's block length and version.\n")
            .returns(self)
            .addParameter(Buffers.DIRECT_BUFFER, "buffer", Modifier.FINAL)
            .addParameter(TypeName.INT, "offset", Modifier.FINAL)
            .addParameter(TypeName.INT, "actingBlockLength", Modifier.FINAL)
            .addParameter(TypeName.INT, "actingVersion", Modifier.FINAL)
            .addStatement("final $T decoder = new $T()", decoder, decoder)
            .addStatement("decoder.wrap(buffer, offset, actingBlockLength, actingVersion)")
            .addStatement("final $T dto = new $T()", self, self)
            .addStatement("decodeWith(decoder, dto)")
            .addStatement("return dto")
            .build());
        type.addMethod(MethodSpec.methodBuilder("encodeWith").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("@return the bytes written: {@code dto} encoded at {@code offset}, with no header.\n")
            .returns(TypeName.INT)
            .addParameter(self, "dto", Modifier.FINAL)
            .addParameter(Buffers.MUTABLE_DIRECT_BUFFER, "buffer", Modifier.FINAL)
            .addParameter(TypeName.INT, "offset", Modifier.FINAL)
            .addStatement("final $T encoder = new $T()", encoder, encoder)
            .addStatement("encoder.wrap(buffer, offset)")
            .addStatement("encodeWith(encoder, dto)")
            .addStatement("return encoder.encodedLength()")
            .build());
        type.addMethod(bytes("bytes", self, CodeBlock.of("dto.computeEncodedLength()"), "encodeWith"));
        if (header == null)
        {
            return;
        }
        type.addMethod(MethodSpec.methodBuilder("encodeWithHeaderWith").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("@return the bytes written: the message header, then {@code dto} encoded.\n")
            .returns(TypeName.INT)
            .addParameter(self, "dto", Modifier.FINAL)
            .addParameter(Buffers.MUTABLE_DIRECT_BUFFER, "buffer", Modifier.FINAL)
            .addParameter(TypeName.INT, "offset", Modifier.FINAL)
            .addStatement("final $T encoder = new $T()", encoder, encoder)
            .addStatement("encoder.wrapAndApplyHeader(buffer, offset, new $T())", header)
            .addStatement("encodeWith(encoder, dto)")
            .addStatement("return encoder.limit() - offset")
            .build());
        type.addMethod(bytes("bytesWithHeader", self,
            CodeBlock.of("dto.computeEncodedLength() + $T.ENCODED_LENGTH", header), "encodeWithHeaderWith"));
    }

    private static MethodSpec bytes(final String name, final ClassName self, final CodeBlock length, final String encode)
    {
        return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("@return {@code dto} encoded into a new array of the length it needs.\n")
            .returns(ArrayTypeName.of(TypeName.BYTE))
            .addParameter(self, "dto", Modifier.FINAL)
            .addStatement("final byte[] bytes = new byte[$L]", length)
            .addStatement("$N(dto, new $T(bytes), 0)", encode, UNSAFE_BUFFER)
            .addStatement("return bytes")
            .build();
    }
}
