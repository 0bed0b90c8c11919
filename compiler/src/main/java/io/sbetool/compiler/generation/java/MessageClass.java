package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;

import javax.lang.model.element.Modifier;

/**
 * What a message's encoder and decoder share: identity constants and static metadata, the buffer, and the
 * limit that var data and groups move.
 */
final class MessageClass
{
    private MessageClass()
    {
    }

    /**
     * @return the class up to its limit methods.
     */
    static TypeSpec.Builder skeleton(final CodecClass codec, final Message message)
    {
        final TypeSpec.Builder type = TypeSpec.classBuilder(codec.self()).addModifiers(Modifier.PUBLIC, Modifier.FINAL);
        if (message.description() != null && !message.description().isBlank())
        {
            type.addJavadoc("$L\n\n", Docs.sanitize(message.description()));
        }
        type.addJavadoc("<p>$L of message {@code $L} (template id $L).\n", codec.side().suffix(), message.name(), message.id());
        if (message.isDeprecated())
        {
            type.addAnnotation(Deprecated.class);
        }
        if (codec.options().interfaces())
        {
            type.addSuperinterface(codec.side().messageInterface());
        }
        addIdentity(type, codec.context().schema(), message);
        Flyweights.addBufferFields(type, codec, "BLOCK_LENGTH");
        type.addField(int.class, "limit", Modifier.PRIVATE);
        return type;
    }

    private static void addIdentity(final TypeSpec.Builder type, final Schema schema, final Message message)
    {
        constant(type, "BLOCK_LENGTH", TypeName.INT, CodeBlock.of("$L", message.block().blockLength()));
        constant(type, "TEMPLATE_ID", TypeName.INT, CodeBlock.of("$L", message.id()));
        addSchemaIdentity(type, schema);
        staticGetter(type, "sbeBlockLength", TypeName.INT, "BLOCK_LENGTH");
        staticGetter(type, "sbeTemplateId", TypeName.INT, "TEMPLATE_ID");
        staticGetter(type, "sbeSemanticVersion", TypeName.get(String.class), "SEMANTIC_VERSION");
        final String semanticType = message.semanticType();
        type.addMethod(MethodSpec.methodBuilder("sbeSemanticType").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(String.class).addStatement("return $S", semanticType == null ? "" : semanticType).build());
    }

    /**
     * The schema's identity, as the reference gives it to every message, composite and set codec:
     * {@code SCHEMA_ID}, {@code SCHEMA_VERSION}, {@code SEMANTIC_VERSION}, {@code BYTE_ORDER} (the schema's,
     * a {@code java.nio.ByteOrder}), {@code sbeSchemaId()} and {@code sbeSchemaVersion()}.
     */
    static void addSchemaIdentity(final TypeSpec.Builder type, final Schema schema)
    {
        constant(type, "SCHEMA_ID", TypeName.INT, CodeBlock.of("$L", schema.id()));
        constant(type, "SCHEMA_VERSION", TypeName.INT, CodeBlock.of("$L", schema.version()));
        constant(type, "SEMANTIC_VERSION", TypeName.get(String.class),
            CodeBlock.of("$S", schema.semanticVersion() == null ? "" : schema.semanticVersion()));
        constant(type, "BYTE_ORDER", TypeName.get(java.nio.ByteOrder.class), CodeBlock.of("$T.$L",
            java.nio.ByteOrder.class, java.nio.ByteOrder.BIG_ENDIAN.equals(schema.byteOrder()) ? "BIG_ENDIAN" : "LITTLE_ENDIAN"));
        staticGetter(type, "sbeSchemaId", TypeName.INT, "SCHEMA_ID");
        staticGetter(type, "sbeSchemaVersion", TypeName.INT, "SCHEMA_VERSION");
    }

    private static void constant(final TypeSpec.Builder type, final String name, final TypeName typeName, final CodeBlock value)
    {
        type.addField(FieldSpec.builder(typeName, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .initializer(value).build());
    }

    private static void staticGetter(final TypeSpec.Builder type, final String name, final TypeName typeName, final String constant)
    {
        type.addMethod(MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(typeName).addStatement("return $L", constant).build());
    }

    /**
     * @param javadoc what the length covers for this side.
     */
    static MethodSpec encodedLength(final CodecClass codec, final String javadoc)
    {
        return Flyweights.overrideIf(MethodSpec.methodBuilder("encodedLength"), codec)
            .addModifiers(Modifier.PUBLIC).returns(int.class)
            .addJavadoc(javadoc)
            .addStatement("return limit - offset").build();
    }

    static MethodSpec.Builder limitGetter()
    {
        return MethodSpec.methodBuilder("limit").addModifiers(Modifier.PUBLIC).returns(int.class)
            .addJavadoc("@return the position in the buffer where the next group or var data goes.\n")
            .addStatement("return limit");
    }

    static MethodSpec limitSetter()
    {
        return MethodSpec.methodBuilder("limit").addModifiers(Modifier.PUBLIC)
            .addParameter(int.class, "limit", Modifier.FINAL)
            .addStatement("this.limit = limit").build();
    }

    /**
     * @return {@code wrapAndApplyHeader(buffer, offset, header)}, up to the header's wrap.
     */
    static MethodSpec.Builder wrapAndApplyHeader(final CodecClass codec, final TypeName header, final String headerName)
    {
        return MethodSpec.methodBuilder("wrapAndApplyHeader").addModifiers(Modifier.PUBLIC)
            .returns(codec.self())
            .addParameter(codec.bufferType(), "buffer", Modifier.FINAL)
            .addParameter(int.class, "offset", Modifier.FINAL)
            .addParameter(header, headerName, Modifier.FINAL)
            .addStatement("$L.wrap(buffer, offset)", headerName);
    }
}
