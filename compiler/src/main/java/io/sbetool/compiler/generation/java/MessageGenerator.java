package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.codec.MessageDecoderFlyweight;
import io.sbetool.codec.MessageEncoderFlyweight;
import io.sbetool.compiler.generation.java.CodecModel.Block;
import io.sbetool.ir.HeaderStructure;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;

import java.util.List;
import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * A message's encoder or decoder: identity constants and static metadata, wrapping (optionally with the
 * message header), the limit that var data and groups move, and the message's contents.
 */
final class MessageGenerator
{
    private MessageGenerator()
    {
    }

    static TypeSpec generate(final Scope scope, final List<Token> tokens)
    {
        final Block message = CodecModel.message(tokens);
        final Token begin = message.begin();
        final TypeSpec.Builder type = TypeSpec.classBuilder(scope.self()).addModifiers(Modifier.PUBLIC, Modifier.FINAL);
        if (begin.description() != null && !begin.description().isBlank())
        {
            type.addJavadoc("$L\n\n", Docs.sanitize(begin.description()));
        }
        type.addJavadoc("<p>$L of message {@code $L} (template id $L).\n",
            scope.encoder() ? "Encoder" : "Decoder", begin.name(), begin.id());
        if (begin.deprecated() > 0)
        {
            type.addAnnotation(Deprecated.class);
        }
        if (scope.options().interfaces())
        {
            type.addSuperinterface(ClassName.get(scope.encoder() ? MessageEncoderFlyweight.class : MessageDecoderFlyweight.class));
        }
        addIdentity(type, scope.ir(), begin);
        Flyweights.addBufferFields(type, scope);
        type.addField(int.class, "limit", Modifier.PRIVATE);
        addLimit(type, scope);
        if (scope.encoder())
        {
            addEncoderWrap(type, scope);
        }
        else
        {
            addDecoderWrap(type, scope);
        }
        BlockBody.add(type, scope, message, Set.of(scope.self().simpleName()));
        if (scope.encoder())
        {
            AppendToGenerator.addEncoderToString(type, scope.names().messageClass(begin, false),
                CodeBlock.of("buffer, offset, BLOCK_LENGTH, SCHEMA_VERSION"));
        }
        else
        {
            SkipGenerator.add(type, scope, message);
            AppendToGenerator.addMessage(type, scope, message);
        }
        return type.build();
    }

    private static void addIdentity(final TypeSpec.Builder type, final Ir ir, final Token begin)
    {
        constant(type, "BLOCK_LENGTH", TypeName.INT, CodeBlock.of("$L", begin.encodedLength()));
        constant(type, "TEMPLATE_ID", TypeName.INT, CodeBlock.of("$L", begin.id()));
        constant(type, "SCHEMA_ID", TypeName.INT, CodeBlock.of("$L", ir.id()));
        constant(type, "SCHEMA_VERSION", TypeName.INT, CodeBlock.of("$L", ir.version()));
        constant(type, "SEMANTIC_VERSION", TypeName.get(String.class),
            CodeBlock.of("$S", ir.semanticVersion() == null ? "" : ir.semanticVersion()));
        staticGetter(type, "sbeBlockLength", TypeName.INT, "BLOCK_LENGTH");
        staticGetter(type, "sbeTemplateId", TypeName.INT, "TEMPLATE_ID");
        staticGetter(type, "sbeSchemaId", TypeName.INT, "SCHEMA_ID");
        staticGetter(type, "sbeSchemaVersion", TypeName.INT, "SCHEMA_VERSION");
        staticGetter(type, "sbeSemanticVersion", TypeName.get(String.class), "SEMANTIC_VERSION");
        final String semanticType = begin.encoding().semanticType();
        type.addMethod(MethodSpec.methodBuilder("sbeSemanticType").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(String.class).addStatement("return $S", semanticType == null ? "" : semanticType).build());
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

    private static void addLimit(final TypeSpec.Builder type, final Scope scope)
    {
        type.addMethod(Flyweights.overrideIf(MethodSpec.methodBuilder("encodedLength"), scope)
            .addModifiers(Modifier.PUBLIC).returns(int.class)
            .addJavadoc(scope.encoder() ? "@return the bytes written so far, from the offset to the limit.\n" :
                "@return the bytes read so far, from the offset to the limit; after {@link #sbeSkip()} the whole message.\n")
            .addStatement("return limit - offset").build());
        final MethodSpec.Builder limit = MethodSpec.methodBuilder("limit").addModifiers(Modifier.PUBLIC).returns(int.class)
            .addJavadoc("@return the position in the buffer where the next group or var data goes.\n")
            .addStatement("return limit");
        if (scope.encoder())
        {
            Flyweights.overrideIf(limit, scope);
        }
        type.addMethod(limit.build());
        type.addMethod(MethodSpec.methodBuilder("limit").addModifiers(Modifier.PUBLIC)
            .addParameter(int.class, "limit", Modifier.FINAL)
            .addStatement("this.limit = limit").build());
    }

    private static void addEncoderWrap(final TypeSpec.Builder type, final Scope scope)
    {
        type.addMethod(Flyweights.overrideIf(MethodSpec.methodBuilder("wrap"), scope).addModifiers(Modifier.PUBLIC)
            .returns(scope.self())
            .addParameter(scope.bufferType(), "buffer", Modifier.FINAL)
            .addParameter(int.class, "offset", Modifier.FINAL)
            .addCode(Flyweights.storeBuffer())
            .addStatement("this.offset = offset")
            .addStatement("this.limit = offset + BLOCK_LENGTH")
            .addStatement("return this").build());
        final ClassName header = scope.names().headerClass(true);
        if (header == null)
        {
            return;
        }
        final HeaderStructure structure = scope.ir().headerStructure();
        final MethodSpec.Builder method = MethodSpec.methodBuilder("wrapAndApplyHeader").addModifiers(Modifier.PUBLIC)
            .addJavadoc("Writes the message header at {@code offset}, then wraps this encoder after it.\n")
            .returns(scope.self())
            .addParameter(scope.bufferType(), "buffer", Modifier.FINAL)
            .addParameter(int.class, "offset", Modifier.FINAL)
            .addParameter(header, "headerEncoder", Modifier.FINAL)
            .addStatement("headerEncoder.wrap(buffer, offset)");
        setHeader(method, structure.blockLength(), "BLOCK_LENGTH");
        setHeader(method, structure.templateId(), "TEMPLATE_ID");
        setHeader(method, structure.schemaId(), "SCHEMA_ID");
        setHeader(method, structure.schemaVersion(), "SCHEMA_VERSION");
        type.addMethod(method.addStatement("return wrap(buffer, offset + $T.ENCODED_LENGTH)", header).build());
    }

    private static void setHeader(final MethodSpec.Builder method, final Token token, final String value)
    {
        if (token != null && !token.isConstantEncoding())
        {
            method.addStatement("headerEncoder.$L($L$L)", MemberAccessors.property(token.name()),
                Primitives.castFromInt(Primitives.javaType(token.encoding().primitiveType())), value);
        }
    }

    private static CodeBlock headerValue(final Token token, final String fallback)
    {
        if (token == null)
        {
            return CodeBlock.of("$L", fallback);
        }
        return Primitives.asInt(Primitives.javaType(token.encoding().primitiveType()),
            CodeBlock.of("headerDecoder.$L()", MemberAccessors.property(token.name())));
    }

    private static void addDecoderWrap(final TypeSpec.Builder type, final Scope scope)
    {
        type.addField(int.class, "actingBlockLength", Modifier.PRIVATE);
        type.addField(int.class, "actingVersion", Modifier.PRIVATE);
        type.addMethod(Flyweights.overrideIf(MethodSpec.methodBuilder("wrap"), scope).addModifiers(Modifier.PUBLIC)
            .addJavadoc("@param actingBlockLength the block length on the wire, from the message header.\n")
            .addJavadoc("@param actingVersion     the schema version the message was encoded with, from the header.\n")
            .returns(scope.self())
            .addParameter(scope.bufferType(), "buffer", Modifier.FINAL)
            .addParameter(int.class, "offset", Modifier.FINAL)
            .addParameter(int.class, "actingBlockLength", Modifier.FINAL)
            .addParameter(int.class, "actingVersion", Modifier.FINAL)
            .addCode(Flyweights.storeBuffer())
            .addStatement("this.offset = offset")
            .addStatement("this.actingBlockLength = actingBlockLength")
            .addStatement("this.actingVersion = actingVersion")
            .addStatement("this.limit = offset + actingBlockLength")
            .addStatement("return this").build());
        type.addMethod(Flyweights.overrideIf(MethodSpec.methodBuilder("actingBlockLength"), scope)
            .addModifiers(Modifier.PUBLIC).returns(int.class).addStatement("return actingBlockLength").build());
        type.addMethod(Flyweights.overrideIf(MethodSpec.methodBuilder("actingVersion"), scope)
            .addModifiers(Modifier.PUBLIC).returns(int.class).addStatement("return actingVersion").build());
        final ClassName header = scope.names().headerClass(false);
        if (header == null)
        {
            return;
        }
        final HeaderStructure structure = scope.ir().headerStructure();
        final MethodSpec.Builder method = MethodSpec.methodBuilder("wrapAndApplyHeader").addModifiers(Modifier.PUBLIC)
            .addJavadoc("Reads the message header at {@code offset}, checks the template id, and wraps this decoder\n")
            .addJavadoc("after the header with the header's block length and version.\n")
            .returns(scope.self())
            .addParameter(scope.bufferType(), "buffer", Modifier.FINAL)
            .addParameter(int.class, "offset", Modifier.FINAL)
            .addParameter(header, "headerDecoder", Modifier.FINAL)
            .addStatement("headerDecoder.wrap(buffer, offset)");
        if (structure.templateId() != null)
        {
            method.addStatement("final int templateId = $L", headerValue(structure.templateId(), "TEMPLATE_ID"))
                .beginControlFlow("if (templateId != TEMPLATE_ID)")
                .addStatement("throw new $T($S + templateId)", IllegalStateException.class, "invalid TEMPLATE_ID: ")
                .endControlFlow();
        }
        type.addMethod(method.addStatement("return wrap(buffer, offset + $T.ENCODED_LENGTH, $L, $L)", header,
            headerValue(structure.blockLength(), "BLOCK_LENGTH"), headerValue(structure.schemaVersion(), "SCHEMA_VERSION"))
            .build());
    }
}
