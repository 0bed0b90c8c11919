package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.sbetool.compiler.generation.model.VarData;

/**
 * A var data of a DTO: a {@code String} when it is text (it has a characterEncoding), else a {@code byte[]};
 * empty in a new DTO, null when decoded from an acting version that lacks it.
 *
 * @param name      the DTO's accessor name.
 * @param codecName the codecs' accessor name, which differs where the DTO keeps {@code name} for itself.
 */
record DtoVarData(String name, String codecName, VarData data)
{
    boolean isText()
    {
        return data.characterEncoding() != null;
    }

    TypeName type()
    {
        return isText() ? ClassName.get(String.class) : ArrayTypeName.of(TypeName.BYTE);
    }

    CodeBlock initial()
    {
        return isText() ? CodeBlock.of("$S", "") : CodeBlock.of("new byte[0]");
    }

    CodeBlock decode(final ClassName decoderClass)
    {
        final CodeBlock.Builder code = CodeBlock.builder();
        if (data.sinceVersion() > 0)
        {
            code.beginControlFlow("if (decoder.actingVersion() >= $T.$NSinceVersion())", decoderClass, codecName);
        }
        if (isText())
        {
            code.addStatement("dto.$N(decoder.$N())", name, codecName);
        }
        else
        {
            final String bytes = name + "Bytes";
            code.addStatement("final byte[] $N = new byte[decoder.$NLength()]", bytes, codecName)
                .addStatement("decoder.get$L($N, 0, $N.length)", JavaNames.capitalize(codecName), bytes, bytes)
                .addStatement("dto.$N($N)", name, bytes);
        }
        if (data.sinceVersion() > 0)
        {
            code.nextControlFlow("else").addStatement("dto.$N(null)", name).endControlFlow();
        }
        return code.build();
    }

    CodeBlock encode()
    {
        if (isText())
        {
            return CodeBlock.of("encoder.$N(dto.$N() != null ? dto.$N() : $S);\n", codecName, name, name, "");
        }
        final String bytes = name + "Bytes";
        return CodeBlock.builder()
            .addStatement("final byte[] $N = dto.$N() != null ? dto.$N() : new byte[0]", bytes, name, name)
            .addStatement("encoder.put$L($N, 0, $N.length)", JavaNames.capitalize(codecName), bytes, bytes)
            .build();
    }

    CodeBlock length(final ClassName decoderClass)
    {
        final CodeBlock.Builder code = CodeBlock.builder()
            .addStatement("encodedLength += $T.$NHeaderLength()", decoderClass, codecName)
            .beginControlFlow("if (this.$N != null)", name);
        if (isText())
        {
            code.addStatement("encodedLength += this.$N.getBytes($L).length", name, Charsets.expression(data.characterEncoding()));
        }
        else
        {
            code.addStatement("encodedLength += this.$N.length", name);
        }
        return code.endControlFlow().build();
    }
}
