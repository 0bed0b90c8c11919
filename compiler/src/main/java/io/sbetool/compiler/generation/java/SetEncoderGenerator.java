package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Choice;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.SetDef;
import io.sbetool.ir.PrimitiveType;

import java.nio.ByteOrder;

import javax.lang.model.element.Modifier;

/**
 * A set's encoder: a flyweight over the bit field with {@code clear()}, the raw value, and a fluent setter per
 * choice.
 */
final class SetEncoderGenerator
{
    private static final CodeBlock INDEX = CodeBlock.of("offset");

    private SetEncoderGenerator()
    {
    }

    static TypeSpec generate(final CodecClass codec, final SetDef set)
    {
        final PrimitiveEncoding encoding = set.encoding();
        final PrimitiveType primitive = encoding.primitiveType();
        final ByteOrder order = encoding.byteOrder();
        final TypeSpec.Builder type = Flyweights.compositeClass(codec, set, set.encodedLength());
        type.addMethod(MethodSpec.methodBuilder("clear").addModifiers(Modifier.PUBLIC).returns(codec.self())
            .addJavadoc("Clears every choice.\n")
            .addStatement(Primitives.put(primitive, order, Primitives.MEMORY, INDEX, Primitives.literal(0, primitive)))
            .addStatement("return this").build());
        type.addMethod(MethodSpec.methodBuilder("rawValue").addModifiers(Modifier.PUBLIC).returns(codec.self())
            .addParameter(Primitives.javaType(primitive), "value", Modifier.FINAL)
            .addStatement(Primitives.put(primitive, order, Primitives.MEMORY, INDEX, CodeBlock.of("value")))
            .addStatement("return this").build());
        for (final Choice choice : set.choices())
        {
            type.addMethod(choice(codec, choice, encoding));
        }
        return Flyweights.withRefreshMemory(type.build());
    }

    private static MethodSpec choice(final CodecClass codec, final Choice choice, final PrimitiveEncoding encoding)
    {
        final PrimitiveType primitive = encoding.primitiveType();
        final TypeName rawType = Primitives.javaType(primitive);
        final CodeBlock mask = SetDecoderGenerator.mask(choice, primitive);
        final CodeBlock bits = Primitives.narrowerThanInt(primitive) ?
            CodeBlock.of("($T)(value ? bits | $L : bits & ~$L)", rawType, mask, mask) :
            CodeBlock.of("value ? bits | $L : bits & ~$L", mask, mask);
        final MethodSpec.Builder method = MethodSpec.methodBuilder(MemberAccessors.property(codec, choice))
            .addModifiers(Modifier.PUBLIC).returns(codec.self())
            .addParameter(boolean.class, "value", Modifier.FINAL)
            .addStatement("final $T bits = $L", rawType, Primitives.get(primitive, encoding.byteOrder(), Primitives.MEMORY, INDEX))
            .addStatement(Primitives.put(primitive, encoding.byteOrder(), Primitives.MEMORY, INDEX, CodeBlock.of("($L)", bits)))
            .addStatement("return this");
        Docs.describe(method, choice.description());
        Docs.deprecate(method, choice.isDeprecated());
        return method.build();
    }
}
