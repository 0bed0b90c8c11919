package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.VarData;

import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * The encoder's accessors: fluent setters that write at fixed offsets, group starters, var-data writers.
 *
 * @param throughBlock whether the encoder is a composite's that attaches ({@link BlockMemoryGenerator#attaches}),
 * which writes through its block.
 */
record EncoderAccessors(CodecClass codec, boolean throughBlock) implements Accessors
{
    EncoderAccessors(final CodecClass codec)
    {
        this(codec, false);
    }

    @Override
    public void scalar(final TypeSpec.Builder type, final Member member, final PrimitiveEncoding encoding)
    {
        type.addMethod(MemberAccessors.accessor(MemberAccessors.property(codec, member), member).returns(codec.self())
            .addParameter(Primitives.javaType(encoding.primitiveType()), "value", Modifier.FINAL)
            .addStatement(Primitives.put(encoding.primitiveType(), encoding.byteOrder(), BlockMemoryGenerator.memory(throughBlock),
                BlockMemoryGenerator.index(throughBlock, member), CodeBlock.of("value")))
            .addStatement("return this")
            .build());
    }

    @Override
    public void enumValue(final TypeSpec.Builder type, final Member member, final MemberType.EnumRef enumRef)
    {
        final PrimitiveEncoding encoding = enumRef.encoding();
        type.addMethod(MemberAccessors.accessor(MemberAccessors.property(codec, member), member).returns(codec.self())
            .addParameter(codec.names().enumClass(enumRef.definition()), "value", Modifier.FINAL)
            .addStatement(Primitives.put(encoding.primitiveType(), encoding.byteOrder(), BlockMemoryGenerator.memory(throughBlock),
                BlockMemoryGenerator.index(throughBlock, member), CodeBlock.of("value.value()")))
            .addStatement("return this")
            .build());
    }

    @Override
    public void flyweight(final TypeSpec.Builder type, final Member member, final ClassName flyweight, final String name)
    {
        type.addMethod(BlockMemoryGenerator.addAccess(MemberAccessors.accessor(name, member).returns(flyweight), codec, member,
            name, false));
    }

    @Override
    public void array(final TypeSpec.Builder type, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        ArrayAccessors.add(type, new ArrayEncoderAccessors(codec), member, encoding, name);
    }

    @Override
    public void groupAccessor(final TypeSpec.Builder type, final Group group, final ClassName groupClass, final String name)
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder(name + "Count").addModifiers(Modifier.PUBLIC)
            .returns(groupClass)
            .addParameter(int.class, "count", Modifier.FINAL)
            .addStatement("$L.wrap(buffer, count)", name)
            .addStatement("return $L", name);
        Docs.describe(method, group.description());
        method.addJavadoc("@param count the number of entries that follow; call {@code next()} before each.\n");
        Docs.deprecate(method, group.isDeprecated());
        type.addMethod(method.build());
    }

    @Override
    public TypeSpec groupClass(final CodecClass groupCodec, final Group group, final Set<String> enclosing)
    {
        return GroupEncoderGenerator.generate(groupCodec, group, enclosing);
    }

    @Override
    public void varData(final TypeSpec.Builder type, final VarData data, final String name)
    {
        VarDataEncoderMethods.add(type, codec, data, name);
    }
}
