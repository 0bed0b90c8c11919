package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.EnumDef;
import io.sbetool.compiler.generation.model.EnumValue;
import io.sbetool.ir.PrimitiveType;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * A schema enum as a Java enum holding its raw value, with {@code get(raw)} that never throws: the null
 * value decodes to {@code NULL_VAL}, any value the schema does not list to {@code SBE_UNKNOWN}.
 */
final class EnumGenerator
{
    private EnumGenerator()
    {
    }

    static TypeSpec generate(final EnumDef definition, final CodecNames names)
    {
        final PrimitiveType primitive = definition.encoding().primitiveType();
        final TypeName rawType = Primitives.javaType(primitive);
        final ClassName self = names.enumClass(definition);
        final TypeSpec.Builder type = TypeSpec.enumBuilder(self).addModifiers(Modifier.PUBLIC);
        type.addJavadoc(definition.description() != null ? Docs.sanitize(definition.description()) + "\n\n" : "");
        type.addJavadoc("<p>Unknown raw values decode to {@link #SBE_UNKNOWN}, the null value to {@link #NULL_VAL}.\n");
        final List<EnumValue> values = definition.values();
        for (final EnumValue value : values)
        {
            final TypeSpec.Builder constant = TypeSpec.anonymousClassBuilder("$L", Primitives.literal(value.value(), primitive));
            if (value.description() != null && !value.description().isBlank())
            {
                constant.addJavadoc("$L\n", Docs.sanitize(value.description()));
            }
            if (value.isDeprecated())
            {
                constant.addAnnotation(AnnotationSpec.builder(Deprecated.class).build());
            }
            type.addEnumConstant(names.member(value), constant.build());
        }
        final CodeBlock nullLiteral = Primitives.literal(definition.encoding().nullValue(), primitive);
        type.addEnumConstant("SBE_UNKNOWN", TypeSpec.anonymousClassBuilder("$L", nullLiteral)
            .addJavadoc("A raw value this schema version does not define (e.g. from a newer schema); it holds the null value.\n")
            .build());
        type.addEnumConstant("NULL_VAL", TypeSpec.anonymousClassBuilder("$L", nullLiteral)
            .addJavadoc("The null value: the field holds no value.\n").build());
        type.addField(rawType, "value", Modifier.PRIVATE, Modifier.FINAL);
        type.addMethod(MethodSpec.constructorBuilder().addParameter(rawType, "value", Modifier.FINAL)
            .addStatement("this.value = value").build());
        type.addMethod(MethodSpec.methodBuilder("value").addModifiers(Modifier.PUBLIC).returns(rawType)
            .addJavadoc("@return the raw value on the wire.\n")
            .addStatement("return value").build());
        type.addMethod(get(names, self, rawType, primitive, values, definition.encoding().nullValue().longValue()));
        return type.build();
    }

    private static MethodSpec get(
        final CodecNames names, final ClassName self, final TypeName rawType, final PrimitiveType primitive, final List<EnumValue> values,
        final long nullRaw)
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder("get")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("@param value a raw value from the wire.\n")
            .addJavadoc("@return its constant, {@link #NULL_VAL} for the null value, {@link #SBE_UNKNOWN} otherwise.\n")
            .returns(self)
            .addParameter(rawType, "value", Modifier.FINAL);
        if (values.stream().anyMatch(EnumValue::isDeprecated))
        {
            method.addAnnotation(Suppressions.DEPRECATION);
        }
        final boolean useSwitch = !rawType.equals(TypeName.LONG);
        final Set<Long> seen = new HashSet<>();
        if (useSwitch)
        {
            method.beginControlFlow("switch (value)");
        }
        for (final EnumValue value : values)
        {
            final long raw = value.value().longValue();
            if (seen.add(raw))
            {
                addCase(method, useSwitch, Primitives.literal(raw, primitive), caseLabel(raw, primitive),
                    names.member(value));
            }
        }
        if (seen.add(nullRaw))
        {
            addCase(method, useSwitch, Primitives.literal(nullRaw, primitive), caseLabel(nullRaw, primitive), "NULL_VAL");
        }
        if (useSwitch)
        {
            method.addStatement("default: return SBE_UNKNOWN").endControlFlow();
        }
        else
        {
            method.addStatement("return SBE_UNKNOWN");
        }
        return method.build();
    }

    private static void addCase(
        final MethodSpec.Builder method, final boolean useSwitch, final CodeBlock literal, final CodeBlock label, final String constant)
    {
        if (useSwitch)
        {
            method.addStatement("case $L: return $L", label, constant);
        }
        else
        {
            method.beginControlFlow("if (value == $L)", literal).addStatement("return $L", constant).endControlFlow();
        }
    }

    /**
     * @return a case label of the switch's type: a char literal for printable chars, else the number.
     */
    private static CodeBlock caseLabel(final long raw, final PrimitiveType primitive)
    {
        if (primitive == PrimitiveType.CHAR && raw >= 0x20 && raw < 0x7F && raw != '\'' && raw != '\\')
        {
            return CodeBlock.of("'$L'", (char)raw);
        }
        switch (primitive)
        {
            case CHAR:
            case INT8:
                return CodeBlock.of("$L", (byte)raw);
            case UINT8:
                return CodeBlock.of("$L", raw & 0xFF);
            case INT16:
                return CodeBlock.of("$L", (short)raw);
            case UINT16:
                return CodeBlock.of("$L", raw & 0xFFFF);
            default:
                return CodeBlock.of("$L", (int)raw);
        }
    }
}
