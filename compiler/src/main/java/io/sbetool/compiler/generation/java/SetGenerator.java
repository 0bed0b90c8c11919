package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Token;

import java.nio.ByteOrder;
import java.util.List;

import javax.lang.model.element.Modifier;

/**
 * A schema set (a bit field) as an encoder and a decoder flyweight: a boolean per choice, raw access, and
 * {@code clear()} on the encoder.
 */
final class SetGenerator
{
    private SetGenerator()
    {
    }

    static TypeSpec generate(final List<Token> tokens, final Scope scope)
    {
        final Token begin = tokens.get(0);
        final PrimitiveType primitive = begin.encoding().primitiveType();
        final ByteOrder order = begin.encoding().byteOrder();
        final TypeName rawType = Primitives.javaType(primitive);
        final TypeSpec.Builder type = Flyweights.compositeClass(scope, begin, begin.encodedLength());
        final CodeBlock index = CodeBlock.of("offset");
        final CodeBlock get = Primitives.get(primitive, order, "buffer", index);
        final List<Token> choices = tokens.subList(1, tokens.size() - 1);
        if (scope.encoder())
        {
            type.addMethod(MethodSpec.methodBuilder("clear").addModifiers(Modifier.PUBLIC).returns(scope.self())
                .addJavadoc("Clears every choice.\n")
                .addStatement(Primitives.put(primitive, order, "buffer", index, Primitives.literal(0, primitive).toString()))
                .addStatement("return this").build());
            type.addMethod(MethodSpec.methodBuilder("rawValue").addModifiers(Modifier.PUBLIC).returns(scope.self())
                .addParameter(rawType, "value", Modifier.FINAL)
                .addStatement(Primitives.put(primitive, order, "buffer", index, "value"))
                .addStatement("return this").build());
            for (final Token choice : choices)
            {
                type.addMethod(encodeChoice(scope, choice, primitive, order, rawType, get));
            }
        }
        else
        {
            type.addMethod(MethodSpec.methodBuilder("rawValue").addModifiers(Modifier.PUBLIC).returns(rawType)
                .addStatement("return $L", get).build());
            type.addMethod(MethodSpec.methodBuilder("isEmpty").addModifiers(Modifier.PUBLIC).returns(boolean.class)
                .addJavadoc("@return whether no choice is set.\n")
                .addStatement("return $L == 0", get).build());
            for (final Token choice : choices)
            {
                final String name = MemberAccessors.property(choice.name());
                final MethodSpec.Builder instance = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC)
                    .returns(boolean.class).addStatement("return ($L & $L) != 0", get, mask(choice, primitive));
                Docs.describe(instance, choice.description());
                Docs.deprecate(instance, choice.deprecated() > 0);
                type.addMethod(instance.build());
                type.addMethod(MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                    .addJavadoc("@return whether the raw value has {@code $L} set.\n", name)
                    .returns(boolean.class).addParameter(rawType, "value", Modifier.FINAL)
                    .addStatement("return (value & $L) != 0", mask(choice, primitive)).build());
            }
            AppendToGenerator.addSet(type, choices);
        }
        return type.build();
    }

    static CodeBlock mask(final Token choice, final PrimitiveType primitive)
    {
        final long bit = choice.encoding().constValue().longValue();
        return CodeBlock.of(Primitives.isLong(primitive) ? "(1L << $L)" : "(1 << $L)", bit);
    }

    private static MethodSpec encodeChoice(
        final Scope scope, final Token choice, final PrimitiveType primitive, final ByteOrder order,
        final TypeName rawType, final CodeBlock get)
    {
        final CodeBlock mask = mask(choice, primitive);
        final CodeBlock bits = Primitives.narrowerThanInt(primitive) ?
            CodeBlock.of("($T)(value ? bits | $L : bits & ~$L)", rawType, mask, mask) :
            CodeBlock.of("value ? bits | $L : bits & ~$L", mask, mask);
        final MethodSpec.Builder method = MethodSpec.methodBuilder(MemberAccessors.property(choice.name()))
            .addModifiers(Modifier.PUBLIC).returns(scope.self())
            .addParameter(boolean.class, "value", Modifier.FINAL)
            .addStatement("final $T bits = $L", rawType, get)
            .addStatement(Primitives.put(primitive, order, "buffer", CodeBlock.of("offset"), "(" + bits + ")"))
            .addStatement("return this");
        Docs.describe(method, choice.description());
        Docs.deprecate(method, choice.deprecated() > 0);
        return method.build();
    }
}
