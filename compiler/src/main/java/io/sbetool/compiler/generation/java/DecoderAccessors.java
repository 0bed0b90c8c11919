package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.ir.PrimitiveType;

import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * The decoder's accessors: getters that read at fixed offsets and return the null value for elements newer
 * than the acting version, group readers, var-data readers.
 *
 * @param throughBlock whether the decoder is a composite's that attaches ({@link BlockMemoryGenerator#attaches}),
 * which reads through its block.
 */
record DecoderAccessors(CodecClass codec, boolean throughBlock) implements Accessors
{
    DecoderAccessors(final CodecClass codec)
    {
        this(codec, false);
    }

    @Override
    public void scalar(final TypeSpec.Builder type, final Member member, final PrimitiveEncoding encoding)
    {
        final PrimitiveType primitive = encoding.primitiveType();
        final MethodSpec.Builder getter = MemberAccessors.accessor(MemberAccessors.property(codec, member), member)
            .returns(Primitives.javaType(primitive));
        Versions.returnWhenAbsent(getter, codec, member.sinceVersion(), Primitives.literal(encoding.nullValue(), primitive));
        type.addMethod(getter
            .addStatement("return $L", Primitives.get(primitive, encoding.byteOrder(), BlockMemoryGenerator.memory(throughBlock),
                BlockMemoryGenerator.index(throughBlock, member)))
            .build());
    }

    @Override
    public void enumValue(final TypeSpec.Builder type, final Member member, final MemberType.EnumRef enumRef)
    {
        final PrimitiveEncoding encoding = enumRef.encoding();
        final PrimitiveType primitive = encoding.primitiveType();
        final TypeName rawType = Primitives.javaType(primitive);
        final ClassName enumClass = codec.names().enumClass(enumRef.definition());
        final String name = MemberAccessors.property(codec, member);
        final CodeBlock get = Primitives.get(primitive, encoding.byteOrder(), BlockMemoryGenerator.memory(throughBlock),
            BlockMemoryGenerator.index(throughBlock, member));
        final MethodSpec.Builder raw = MemberAccessors.accessor(name + "Raw", member).returns(rawType);
        Versions.returnWhenAbsent(raw, codec, member.sinceVersion(), Primitives.literal(encoding.nullValue(), primitive));
        type.addMethod(raw.addStatement("return $L", get).build());
        final MethodSpec.Builder getter = MemberAccessors.accessor(name, member).returns(enumClass);
        Versions.returnWhenAbsent(getter, codec, member.sinceVersion(), CodeBlock.of("$T.NULL_VAL", enumClass));
        type.addMethod(getter.addStatement("return $T.get($L)", enumClass, get).build());
    }

    @Override
    public void flyweight(final TypeSpec.Builder type, final Member member, final ClassName flyweight, final String name)
    {
        final MethodSpec.Builder getter = MemberAccessors.accessor(name, member).returns(flyweight);
        if (Versions.absentWhen(codec, member.sinceVersion()) != null)
        {
            getter.addJavadoc("@return the flyweight, or null when the acting version predates this field.\n");
            Versions.returnWhenAbsent(getter, codec, member.sinceVersion(), CodeBlock.of("null"));
        }
        type.addMethod(BlockMemoryGenerator.addAccess(getter, codec, member, name, true));
    }

    @Override
    public void array(final TypeSpec.Builder type, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        ArrayAccessors.add(type, new ArrayDecoderAccessors(codec), member, encoding, name);
    }

    @Override
    public void groupAccessor(final TypeSpec.Builder type, final Group group, final ClassName groupClass, final String name)
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(groupClass);
        Docs.describe(method, group.description());
        Docs.deprecate(method, group.isDeprecated());
        final CodeBlock absent = Versions.absentWhen(codec, group.sinceVersion());
        if (absent != null)
        {
            method.beginControlFlow("if ($L)", absent)
                .addStatement("$L.wrapEmpty(buffer)", name)
                .addStatement("return $L", name)
                .endControlFlow();
        }
        type.addMethod(method.addStatement("$L.wrap(buffer)", name).addStatement("return $L", name).build());
    }

    @Override
    public TypeSpec groupClass(final CodecClass groupCodec, final Group group, final Set<String> enclosing)
    {
        return GroupDecoderGenerator.generate(groupCodec, group, enclosing);
    }

    @Override
    public void varData(final TypeSpec.Builder type, final VarData data, final String name)
    {
        VarDataDecoderMethods.add(type, codec, data, name);
    }
}
