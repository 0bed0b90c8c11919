package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Choice;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.ir.PrimitiveType;

import java.util.List;

import javax.lang.model.element.Modifier;

/**
 * {@code appendTo(StringBuilder)} and {@code toString()} of decoders, printing every element readably:
 * {@code Car{serialNumber=1234, code=A, vehicleCode="abcdef", extras={sunRoof}, fuelFigures=[{speed=30}]}}.
 * Text is quoted, binary var data printed as hex, unsigned values unsigned. These are for logging and
 * debugging and may allocate.
 */
final class AppendToGenerator
{
    private AppendToGenerator()
    {
    }

    private static MethodSpec.Builder appendTo(final CodecClass decoder)
    {
        return Flyweights.overrideIf(MethodSpec.methodBuilder("appendTo"), decoder).addModifiers(Modifier.PUBLIC)
            .returns(StringBuilder.class)
            .addParameter(StringBuilder.class, "builder", Modifier.FINAL);
    }

    private static void addToString(final TypeSpec.Builder type)
    {
        type.addMethod(MethodSpec.methodBuilder("toString").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
            .returns(String.class)
            .addStatement("return appendTo(new $T()).toString()", StringBuilder.class).build());
    }

    static void addSet(final TypeSpec.Builder type, final CodecClass decoder, final List<Choice> choices)
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder("appendTo").addModifiers(Modifier.PUBLIC)
            .returns(StringBuilder.class)
            .addParameter(StringBuilder.class, "builder", Modifier.FINAL)
            .addStatement("builder.append('{')")
            .addStatement("boolean first = true");
        for (final Choice choice : choices)
        {
            final String name = MemberAccessors.property(decoder, choice);
            method.beginControlFlow("if ($L())", name)
                .addStatement("builder.append(first ? $S : $S)", name, ", " + name)
                .addStatement("first = false")
                .endControlFlow();
        }
        type.addMethod(method.addStatement("return builder.append('}')").build());
        addToString(type);
    }

    static void addComposite(final TypeSpec.Builder type, final CodecClass decoder, final List<Member> members)
    {
        final MethodSpec.Builder method = appendTo(decoder).beginControlFlow("if (buffer() == null)")
            .addStatement("return builder.append($S)", "null").endControlFlow()
            .addStatement("builder.append('{')");
        appendMembers(method, decoder, members, false);
        type.addMethod(method.addStatement("return builder.append('}')").build());
        addToString(type);
    }

    static void addMessage(final TypeSpec.Builder type, final CodecClass decoder, final String messageName, final Block message)
    {
        type.addMethod(appendTo(decoder)
            .addJavadoc("Appends every field, group and var-data element, read by a new decoder over the same\n")
            .addJavadoc("message, so this decoder's position is left as it is.\n")
            .beginControlFlow("if (buffer == null)")
            .addStatement("return builder.append($S)", messageName + "{}").endControlFlow()
            .addStatement("final $T decoder = new $T()", decoder.self(), decoder.self())
            .addStatement("decoder.wrap(buffer, offset, actingBlockLength, actingVersion)")
            .addStatement("return decoder.appendBody(builder)").build());
        final MethodSpec.Builder body = MethodSpec.methodBuilder("appendBody").addModifiers(Modifier.PRIVATE)
            .returns(StringBuilder.class)
            .addParameter(StringBuilder.class, "builder", Modifier.FINAL)
            .addStatement("builder.append($S)", messageName + "{");
        appendBlock(body, decoder, message);
        type.addMethod(body.addStatement("return builder.append('}')").build());
        addToString(type);
    }

    static void addGroup(final TypeSpec.Builder type, final CodecClass decoder, final Block group)
    {
        final MethodSpec.Builder method = appendTo(decoder)
            .addJavadoc("Appends the current entry; this moves past its nested groups and var data.\n")
            .addStatement("builder.append('{')");
        appendBlock(method, decoder, group);
        type.addMethod(method.addStatement("return builder.append('}')").build());
        addToString(type);
    }

    static void addEncoderToString(final TypeSpec.Builder type, final ClassName decoder, final CodeBlock wrapArguments)
    {
        type.addMethod(MethodSpec.methodBuilder("appendTo").addModifiers(Modifier.PUBLIC)
            .addJavadoc("Appends what a decoder reads from the encoded bytes; allocates the decoder.\n")
            .returns(StringBuilder.class)
            .addParameter(StringBuilder.class, "builder", Modifier.FINAL)
            .beginControlFlow("if (buffer() == null)").addStatement("return builder.append($S)", "null").endControlFlow()
            .addStatement("return new $T().wrap($L).appendTo(builder)", decoder, wrapArguments).build());
        type.addMethod(MethodSpec.methodBuilder("toString").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
            .addJavadoc("@return what a decoder reads from the encoded bytes.\n")
            .returns(String.class)
            .addStatement("return appendTo(new StringBuilder()).toString()").build());
    }

    private static void appendBlock(final MethodSpec.Builder method, final CodecClass decoder, final Block block)
    {
        appendMembers(method, decoder, block.fields(), false);
        boolean first = block.fields().isEmpty();
        for (final Group group : block.groups())
        {
            method.addStatement("builder.append($S)", (first ? "" : ", ") + group.name() + "=[")
                .addCode("{\n$>")
                .addStatement("final var group = $L()", MemberAccessors.property(decoder, group))
                .beginControlFlow("while (group.hasNext())")
                .addStatement("group.next().appendTo(builder)")
                .beginControlFlow("if (group.hasNext())")
                .addStatement("builder.append($S)", ", ")
                .endControlFlow()
                .endControlFlow()
                .addCode("$<}\n")
                .addStatement("builder.append(']')");
            first = false;
        }
        for (final VarData data : block.varData())
        {
            method.addStatement("builder.append($S)", (first ? "" : ", ") + data.name() + "=");
            appendVarData(method, decoder, data);
            first = false;
        }
    }

    private static void appendVarData(final MethodSpec.Builder method, final CodecClass decoder, final VarData data)
    {
        final String name = MemberAccessors.property(decoder, data);
        if (data.characterEncoding() != null)
        {
            method.addStatement("builder.append('\"')")
                .addStatement("get$L(builder)", JavaNames.capitalize(name))
                .addStatement("builder.append('\"')");
            return;
        }
        method.addCode("{\n$>")
            .addStatement("final int dataOffset = $L() + $L", decoder.limit(), data.headerLength())
            .addStatement("final int dataLength = skip$L()", JavaNames.capitalize(name))
            .addStatement("builder.append($S)", "0x")
            .beginControlFlow("for (int i = 0; i < dataLength; i++)")
            .addStatement("final int b = buffer.getByte(dataOffset + i) & 0xFF")
            .addStatement("builder.append(Character.forDigit(b >>> 4, 16)).append(Character.forDigit(b & 0xF, 16))")
            .endControlFlow()
            .addCode("$<}\n");
    }

    private static void appendMembers(
        final MethodSpec.Builder method, final CodecClass decoder, final List<Member> members, final boolean leadingSeparator)
    {
        boolean first = !leadingSeparator;
        for (final Member member : members)
        {
            method.addCode(Literals.statement("builder.append(" + Literals.quoted((first ? "" : ", ") + member.name() + "=") + ")"));
            appendValue(method, decoder, member);
            first = false;
        }
    }

    private static void appendValue(final MethodSpec.Builder method, final CodecClass decoder, final Member member)
    {
        final String name = MemberAccessors.property(decoder, member);
        final MemberType type = member.type();
        if (type instanceof MemberType.SetRef || type instanceof MemberType.CompositeRef)
        {
            if (Versions.absentWhen(decoder, member.sinceVersion()) != null)
            {
                method.beginControlFlow("if ($L() == null)", name).addStatement("builder.append($S)", "null")
                    .nextControlFlow("else").addStatement("$L().appendTo(builder)", name).endControlFlow();
            }
            else
            {
                method.addStatement("$L().appendTo(builder)", name);
            }
            return;
        }
        if (type instanceof MemberType.EnumRef)
        {
            method.addCode(Literals.statement("builder.append(" + name + "())"));
            return;
        }
        final PrimitiveEncoding encoding = member.encoding();
        final PrimitiveType primitive = encoding.primitiveType();
        if (MemberAccessors.isConstantText(member))
        {
            method.addStatement("builder.append('\"').append($L()).append('\"')", name);
        }
        else if (!member.isConstant() && encoding.isArray() && primitive == PrimitiveType.CHAR)
        {
            method.addStatement("builder.append('\"')")
                .addStatement("get$L(builder)", JavaNames.capitalize(name))
                .addStatement("builder.append('\"')");
        }
        else if (!member.isConstant() && encoding.isArray())
        {
            method.addStatement("builder.append('[')")
                .beginControlFlow("for (int i = 0; i < $L; i++)", encoding.length())
                .beginControlFlow("if (i > 0)").addStatement("builder.append($S)", ", ").endControlFlow()
                .addStatement("builder.append($L)", scalar(primitive, CodeBlock.of("$L(i)", name)))
                .endControlFlow()
                .addStatement("builder.append(']')");
        }
        else
        {
            method.addCode(Literals.statement("builder.append(" + scalar(primitive, CodeBlock.of("$L()", name)) + ")"));
        }
    }

    private static CodeBlock scalar(final PrimitiveType primitive, final CodeBlock value)
    {
        switch (primitive)
        {
            case CHAR:
                return CodeBlock.of("(char)$L", value);
            case UINT64:
                return CodeBlock.of("Long.toUnsignedString($L)", value);
            default:
                return value;
        }
    }
}
