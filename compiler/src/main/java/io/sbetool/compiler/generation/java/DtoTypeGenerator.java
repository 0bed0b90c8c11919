package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Choice;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.SetDef;

import javax.lang.model.element.Modifier;

/**
 * The DTO of a composite (its members, constants as static accessors) and of a set (a {@code boolean} per
 * choice, with fluent setters and {@code clear()}, as the reference's), each with static
 * {@code decodeWith}/{@code encodeWith} over the type's codecs.
 */
final class DtoTypeGenerator
{
    /** DTOs read and write deprecated members and types too: a user who keeps them gets no warning from ours. */
    static final AnnotationSpec SUPPRESS_DEPRECATION =
        AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "$S", "deprecation").build();

    private DtoTypeGenerator()
    {
    }

    static TypeSpec composite(final CodecNames names, final CompositeDef composite)
    {
        final ClassName self = DtoNames.typeDto(names, composite);
        final ClassName decoder = names.codecClass(composite, Side.DECODER);
        final ClassName encoder = names.codecClass(composite, Side.ENCODER);
        final TypeSpec.Builder type = TypeSpec.classBuilder(self).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addAnnotation(SUPPRESS_DEPRECATION).addJavadoc("A value of the composite {@code $L}.\n", composite.name());
        final DtoBeans beans = new DtoBeans(self);
        final CodeBlock.Builder decode = CodeBlock.builder();
        final CodeBlock.Builder encode = CodeBlock.builder();
        for (final Member member : composite.members())
        {
            final DtoProperty property = DtoProperty.of(names, member);
            if (member.isConstant())
            {
                final MethodSpec constant = property.constantAccessor();
                if (constant != null)
                {
                    type.addMethod(constant);
                }
                continue;
            }
            beans.add(type, new DtoBeans.Property(property.name(), property.type(),
                property.isDtoValued() ? CodeBlock.of("new $T()", property.type()) : null, property.check()), false);
            decode.add(property.decode(decoder));
            encode.add(property.encode(encoder));
        }
        addCodecMethods(type, self, decoder, encoder, decode.build(), encode.build());
        beans.addValueMethods(type);
        return type.build();
    }

    static TypeSpec set(final CodecNames names, final SetDef set)
    {
        final ClassName self = DtoNames.typeDto(names, set);
        final TypeSpec.Builder type = TypeSpec.classBuilder(self).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addAnnotation(SUPPRESS_DEPRECATION).addJavadoc("A value of the set {@code $L}: which of its choices are set.\n", set.name());
        final DtoBeans beans = new DtoBeans(self);
        final CodeBlock.Builder decode = CodeBlock.builder();
        final CodeBlock.Builder encode = CodeBlock.builder().addStatement("encoder.clear()");
        final MethodSpec.Builder clear = MethodSpec.methodBuilder("clear").addModifiers(Modifier.PUBLIC).returns(self)
            .addJavadoc("Unsets every choice.\n\n@return this DTO.\n");
        for (final Choice choice : set.choices())
        {
            final String name = names.member(choice);
            beans.add(type, new DtoBeans.Property(name, TypeName.BOOLEAN, null), true);
            decode.addStatement("dto.$N(decoder.$N())", name, name);
            encode.addStatement("encoder.$N(dto.$N())", name, name);
            clear.addStatement("this.$N = false", name);
        }
        type.addMethod(clear.addStatement("return this").build());
        addCodecMethods(type, self, names.codecClass(set, Side.DECODER), names.codecClass(set, Side.ENCODER),
            decode.build(), encode.build());
        beans.addValueMethods(type);
        return type.build();
    }

    private static void addCodecMethods(final TypeSpec.Builder type, final ClassName self, final ClassName decoder,
        final ClassName encoder, final CodeBlock decode, final CodeBlock encode)
    {
        type.addMethod(MethodSpec.methodBuilder("decodeWith").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("Reads the value {@code decoder} is wrapped at into {@code dto}.\n")
            .addParameter(decoder, "decoder", Modifier.FINAL).addParameter(self, "dto", Modifier.FINAL)
            .addCode(decode).build());
        type.addMethod(MethodSpec.methodBuilder("encodeWith").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("Writes {@code dto} with {@code encoder}.\n")
            .addParameter(encoder, "encoder", Modifier.FINAL).addParameter(self, "dto", Modifier.FINAL)
            .addCode(encode).build());
    }
}
