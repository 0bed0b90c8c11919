package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.codec.CompositeDecoderFlyweight;
import io.sbetool.codec.EncoderFlyweight;
import io.sbetool.ir.Token;

import javax.lang.model.element.Modifier;

/**
 * The skeleton every flyweight shares: the buffer and offset it is wrapped over, and their accessors.
 */
final class Flyweights
{
    private Flyweights()
    {
    }

    /**
     * @return a final class for a composite or set codec, with {@code ENCODED_LENGTH}, {@code wrap},
     * {@code buffer()}, {@code offset()} and {@code encodedLength()}.
     */
    static TypeSpec.Builder compositeClass(final Scope scope, final Token begin, final int encodedLength)
    {
        final TypeSpec.Builder type = TypeSpec.classBuilder(scope.self()).addModifiers(Modifier.PUBLIC, Modifier.FINAL);
        if (begin.description() != null && !begin.description().isBlank())
        {
            type.addJavadoc("$L\n\n", Docs.sanitize(begin.description()));
        }
        type.addJavadoc("<p>$L of {@code $L}: a flyweight over $L bytes.\n",
            scope.encoder() ? "Encoder" : "Decoder", begin.name(), encodedLength);
        if (scope.options().interfaces())
        {
            type.addSuperinterface(ClassName.get(scope.encoder() ? EncoderFlyweight.class : CompositeDecoderFlyweight.class));
        }
        type.addField(FieldSpec.builder(int.class, "ENCODED_LENGTH", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .initializer("$L", encodedLength).build());
        addBufferFields(type, scope);
        final MethodSpec.Builder wrap = MethodSpec.methodBuilder("wrap").addModifiers(Modifier.PUBLIC)
            .returns(scope.self())
            .addParameter(scope.bufferType(), "buffer", Modifier.FINAL)
            .addParameter(int.class, "offset", Modifier.FINAL)
            .addCode(storeBuffer())
            .addStatement("this.offset = offset")
            .addStatement("return this");
        overrideIf(wrap, scope);
        type.addMethod(wrap.build());
        type.addMethod(overrideIf(MethodSpec.methodBuilder("encodedLength"), scope).addModifiers(Modifier.PUBLIC)
            .returns(int.class).addStatement("return ENCODED_LENGTH").build());
        return type;
    }

    /**
     * Wraps are called per message, per group and per composite access. Storing a reference field
     * costs a GC write barrier, and the buffer is nearly always the one already held, so the store
     * is skipped when nothing changes.
     */
    static CodeBlock storeBuffer()
    {
        return CodeBlock.builder()
            .beginControlFlow("if (buffer != this.buffer)")
            .addStatement("this.buffer = buffer")
            .endControlFlow()
            .build();
    }

    static void addBufferFields(final TypeSpec.Builder type, final Scope scope)
    {
        type.addField(scope.bufferType(), "buffer", Modifier.PRIVATE);
        type.addField(int.class, "offset", Modifier.PRIVATE);
        type.addMethod(overrideIf(MethodSpec.methodBuilder("buffer"), scope).addModifiers(Modifier.PUBLIC)
            .returns(scope.bufferType()).addStatement("return buffer").build());
        type.addMethod(overrideIf(MethodSpec.methodBuilder("offset"), scope).addModifiers(Modifier.PUBLIC)
            .returns(int.class).addStatement("return offset").build());
    }

    static MethodSpec.Builder overrideIf(final MethodSpec.Builder method, final Scope scope)
    {
        if (scope.options().interfaces() && scope.kind() != Scope.Kind.GROUP)
        {
            method.addAnnotation(Override.class);
        }
        return method;
    }
}
