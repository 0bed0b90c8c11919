package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

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

    static TypeSpec generate(final List<Token> tokens, final CodecNames names)
    {
        final Token begin = tokens.get(0);
        final PrimitiveType primitive = begin.encoding().primitiveType();
        final TypeName rawType = Primitives.javaType(primitive);
        final ClassName self = names.enumClass(begin);
        final TypeSpec.Builder type = TypeSpec.enumBuilder(self).addModifiers(Modifier.PUBLIC);
        type.addJavadoc(begin.description() != null ? Docs.sanitize(begin.description()) + "\n\n" : "");
        type.addJavadoc("<p>Unknown raw values decode to {@link #SBE_UNKNOWN}, the null value to {@link #NULL_VAL}.\n");
        final List<Token> values = tokens.subList(1, tokens.size() - 1);
        for (final Token value : values)
        {
            final TypeSpec.Builder constant = TypeSpec.anonymousClassBuilder("$L",
                Primitives.literal(value.encoding().constValue(), primitive));
            if (value.description() != null && !value.description().isBlank())
            {
                constant.addJavadoc("$L\n", Docs.sanitize(value.description()));
            }
            if (value.deprecated() > 0)
            {
                constant.addAnnotation(AnnotationSpec.builder(Deprecated.class).build());
            }
            type.addEnumConstant(JavaNames.constantName(value.name()), constant.build());
        }
        final CodeBlock nullLiteral = Primitives.literal(begin.encoding().applicableNullValue(), primitive);
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
        type.addMethod(get(self, rawType, primitive, values, begin));
        return type.build();
    }

    private static MethodSpec get(
        final ClassName self, final TypeName rawType, final PrimitiveType primitive, final List<Token> values, final Token begin)
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder("get")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("@param value a raw value from the wire.\n")
            .addJavadoc("@return its constant, {@link #NULL_VAL} for the null value, {@link #SBE_UNKNOWN} otherwise.\n")
            .returns(self)
            .addParameter(rawType, "value", Modifier.FINAL);
        if (values.stream().anyMatch((v) -> v.deprecated() > 0))
        {
            method.addAnnotation(Suppressions.DEPRECATION);
        }
        final boolean useSwitch = !rawType.equals(TypeName.LONG);
        final Set<Long> seen = new HashSet<>();
        if (useSwitch)
        {
            method.beginControlFlow("switch (value)");
        }
        for (final Token value : values)
        {
            final long raw = value.encoding().constValue().longValue();
            if (seen.add(raw))
            {
                addCase(method, useSwitch, Primitives.literal(raw, primitive), caseLabel(raw, primitive),
                    JavaNames.constantName(value.name()));
            }
        }
        final long nullRaw = begin.encoding().applicableNullValue().longValue();
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
        final MethodSpec.Builder method, final boolean useSwitch, final CodeBlock literal, final String label, final String constant)
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
    private static String caseLabel(final long raw, final PrimitiveType primitive)
    {
        if (primitive == PrimitiveType.CHAR && raw >= 0x20 && raw < 0x7F && raw != '\'' && raw != '\\')
        {
            return "'" + (char)raw + "'";
        }
        switch (primitive)
        {
            case CHAR:
            case INT8:
                return Long.toString((byte)raw);
            case UINT8:
                return Long.toString(raw & 0xFF);
            case INT16:
                return Long.toString((short)raw);
            case UINT16:
                return Long.toString(raw & 0xFFFF);
            default:
                return Long.toString((int)raw);
        }
    }

    /**
     * @param enumTokens BEGIN_ENUM to END_ENUM.
     * @param ref        a valueRef, {@code Enum.Value}.
     * @return whether the value it names is deprecated.
     */
    static boolean isDeprecatedValue(final List<Token> enumTokens, final String ref)
    {
        final String valueName = ref.substring(ref.lastIndexOf('.') + 1);
        for (final Token token : enumTokens)
        {
            if (token.signal() == Signal.VALID_VALUE && token.name().equals(valueName))
            {
                return token.deprecated() > 0;
            }
        }
        return false;
    }
}
