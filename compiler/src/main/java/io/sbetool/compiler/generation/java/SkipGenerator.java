package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.VarData;

import javax.lang.model.element.Modifier;

/**
 * {@code sbeSkip()} of decoders: moves the limit past every group and var-data element of the message (or
 * of the current group entry), so that {@code encodedLength()} covers all of it.
 */
final class SkipGenerator
{
    private SkipGenerator()
    {
    }

    static void add(final TypeSpec.Builder type, final CodecClass decoder, final Block block)
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder("sbeSkip").addModifiers(Modifier.PUBLIC)
            .returns(decoder.self())
            .addJavadoc("Moves past the groups and var data that follow the fixed fields.\n@return this decoder.\n");
        if (block.groups().stream().anyMatch(Group::isDeprecated) || block.varData().stream().anyMatch(VarData::isDeprecated))
        {
            method.addAnnotation(Suppressions.DEPRECATION);
        }
        for (final Group group : block.groups())
        {
            method.addCode("{\n$>")
                .addStatement("final var group = $L()", MemberAccessors.property(decoder, group))
                .beginControlFlow("while (group.hasNext())")
                .addStatement("group.next().sbeSkip()")
                .endControlFlow()
                .addCode("$<}\n");
        }
        for (final VarData data : block.varData())
        {
            method.addStatement("skip$L()", JavaNames.capitalize(MemberAccessors.property(decoder, data)));
        }
        type.addMethod(method.addStatement("return this").build());
    }
}
