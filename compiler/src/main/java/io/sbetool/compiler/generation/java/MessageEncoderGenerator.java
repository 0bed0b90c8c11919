package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.MessageHeader;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;

import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * A message's encoder: wraps a buffer (optionally writing the message header first), then writes the fields,
 * groups and var data in schema order, moving the limit past each group entry and var-data element.
 */
final class MessageEncoderGenerator
{
    private MessageEncoderGenerator()
    {
    }

    static TypeSpec generate(final CodecClass codec, final Message message)
    {
        final TypeSpec.Builder type = MessageClass.skeleton(codec, message);
        type.addMethod(MessageClass.encodedLength(codec, "@return the bytes written so far, from the offset to the limit.\n"));
        type.addMethod(Flyweights.overrideIf(MessageClass.limitGetter(), codec).build());
        type.addMethod(MessageClass.limitSetter());
        type.addMethod(Flyweights.overrideIf(MethodSpec.methodBuilder("wrap"), codec).addModifiers(Modifier.PUBLIC)
            .returns(codec.self())
            .addParameter(codec.bufferType(), "buffer", Modifier.FINAL)
            .addParameter(int.class, "offset", Modifier.FINAL)
            .addCode(Flyweights.makeRoom("offset", "BLOCK_LENGTH"))
            .addCode(Flyweights.storeBuffer())
            .addCode(Flyweights.captureMemory())
            .addStatement("this.offset = offset")
            .addStatement("this.limit = offset + BLOCK_LENGTH")
            .addStatement("return this").build());
        final ClassName header = codec.names().headerClass(Side.ENCODER);
        if (header != null)
        {
            type.addMethod(wrapAndApplyHeader(codec, header, codec.context().schema().header()));
        }
        BlockBody.add(type, new EncoderAccessors(codec), message.block(), Set.of(codec.self().simpleName()));
        AppendToGenerator.addEncoderToString(type, codec.names().messageClass(message, Side.DECODER),
            CodeBlock.of("buffer, offset, BLOCK_LENGTH, SCHEMA_VERSION"));
        return Flyweights.withRefreshMemory(type.build());
    }

    /**
     * The header encoder is wrapped, as callers may write to it afterwards, but the header's values are written
     * straight through the memory its wrap has just checked (and grown, if the buffer grew), not through its
     * setters, which load its array, address and offset again for each value. CodecCpuTime, MarketData encode
     * with checks on, sbetool's time over the hand-written codec's, medians of 26 alternating JVMs in three
     * runs: 1.41-1.42 through the setters, 1.35-1.40 this way. One check of room for the header and the block
     * together, instead of one each, measured no better (1.38).
     */
    private static MethodSpec wrapAndApplyHeader(final CodecClass codec, final ClassName header, final MessageHeader structure)
    {
        final MethodSpec.Builder method = MessageClass.wrapAndApplyHeader(codec, header, "headerEncoder")
            .addJavadoc("Writes the message header at {@code offset}, then wraps this encoder after it.\n")
            .addStatement("final byte[] array = buffer.byteArray()")
            .addStatement("final long address = buffer.addressOffset()");
        setHeader(method, structure.blockLength(), "BLOCK_LENGTH");
        setHeader(method, structure.templateId(), "TEMPLATE_ID");
        setHeader(method, structure.schemaId(), "SCHEMA_ID");
        setHeader(method, structure.schemaVersion(), "SCHEMA_VERSION");
        return method.addStatement("return wrap(buffer, offset + $T.ENCODED_LENGTH)", header).build();
    }

    private static void setHeader(final MethodSpec.Builder method, final Member member, final String value)
    {
        if (member != null && !member.isConstant())
        {
            final PrimitiveEncoding encoding = member.encoding();
            method.addStatement(Primitives.putInt(encoding.primitiveType(), encoding.byteOrder(), Primitives.MEMORY,
                Primitives.plus("offset", member.offset()), CodeBlock.of("$L", value)));
        }
    }
}
