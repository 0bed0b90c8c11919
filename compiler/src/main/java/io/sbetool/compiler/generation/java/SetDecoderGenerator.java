package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Choice;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.SetDef;
import io.sbetool.ir.PrimitiveType;

import javax.lang.model.element.Modifier;

/**
 * A set's decoder: a flyweight over the bit field with the raw value, {@code isEmpty()}, a boolean per choice
 * (and a static one testing a raw value), and {@code appendTo} listing the choices set.
 */
final class SetDecoderGenerator
{
    private SetDecoderGenerator()
    {
    }

    static TypeSpec generate(final CodecClass codec, final SetDef set)
    {
        final PrimitiveEncoding encoding = set.encoding();
        final PrimitiveType primitive = encoding.primitiveType();
        final TypeName rawType = Primitives.javaType(primitive);
        final TypeSpec.Builder type = Flyweights.compositeClass(codec, set, set.encodedLength());
        final CodeBlock get = Primitives.get(primitive, encoding.byteOrder(), Primitives.MEMORY, CodeBlock.of("offset"));
        type.addMethod(MethodSpec.methodBuilder("rawValue").addModifiers(Modifier.PUBLIC).returns(rawType)
            .addStatement("return $L", get).build());
        type.addMethod(MethodSpec.methodBuilder("getRaw").addModifiers(Modifier.PUBLIC).returns(rawType)
            .addJavadoc("@return the raw value, as {@link #rawValue()}: the reference implementation's name.\n")
            .addStatement("return $L", get).build());
        type.addMethod(MethodSpec.methodBuilder("isEmpty").addModifiers(Modifier.PUBLIC).returns(boolean.class)
            .addJavadoc("@return whether no choice is set.\n")
            .addStatement("return $L == 0", get).build());
        for (final Choice choice : set.choices())
        {
            final String name = MemberAccessors.property(codec, choice);
            final MethodSpec.Builder instance = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC)
                .returns(boolean.class).addStatement("return ($L & $L) != 0", get, mask(choice, primitive));
            Docs.describe(instance, choice.description());
            Docs.deprecate(instance, choice.isDeprecated());
            type.addMethod(instance.build());
            type.addMethod(MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("@return whether the raw value has {@code $L} set.\n", name)
                .returns(boolean.class).addParameter(rawType, "value", Modifier.FINAL)
                .addStatement("return (value & $L) != 0", mask(choice, primitive)).build());
        }
        AppendToGenerator.addSet(type, codec, set.choices());
        return type.build();
    }

    /**
     * @return the choice's bit as a mask of the raw value's Java type: {@code (1 << n)} or {@code (1L << n)}.
     */
    static CodeBlock mask(final Choice choice, final PrimitiveType primitive)
    {
        return CodeBlock.of(Primitives.isLong(primitive) ? "(1L << $L)" : "(1 << $L)", choice.bitPosition());
    }
}
