package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * The plain-value part of a DTO class: a private field, a getter and a setter per property (the reference's
 * {@code name()} and {@code name(value)}), and {@code equals}, {@code hashCode} and {@code toString} over all
 * of them. Floating-point values compare as {@link Double#compare} does, so a NaN equals itself.
 */
final class DtoBeans
{
    /**
     * One property: its name, type, the value a new DTO holds (null for the type's default) and the setter's
     * checks of its {@code value} (null for none).
     */
    record Property(String name, TypeName type, CodeBlock initial, CodeBlock check)
    {
        Property(final String name, final TypeName type, final CodeBlock initial)
        {
            this(name, type, initial, null);
        }
    }

    private final ClassName self;
    private final List<Property> properties = new ArrayList<>();

    DtoBeans(final ClassName self)
    {
        this.self = self;
    }

    /**
     * Adds a property's field and accessors; the setter returns this DTO when {@code fluent}, else nothing.
     */
    void add(final TypeSpec.Builder type, final Property property, final boolean fluent)
    {
        properties.add(property);
        final FieldSpec.Builder field = FieldSpec.builder(property.type(), property.name(), Modifier.PRIVATE);
        if (property.initial() != null)
        {
            field.initializer(property.initial());
        }
        type.addField(field.build());
        type.addMethod(MethodSpec.methodBuilder(property.name()).addModifiers(Modifier.PUBLIC).returns(property.type())
            .addStatement("return this.$N", property.name()).build());
        final MethodSpec.Builder setter = MethodSpec.methodBuilder(property.name()).addModifiers(Modifier.PUBLIC)
            .addParameter(property.type(), "value", Modifier.FINAL);
        if (property.check() != null)
        {
            // a private method, as the reference's validate<Name>, so that the setter's early return for null
            // or the null value does not skip the assignment
            final String validate = "validate" + Character.toUpperCase(property.name().charAt(0)) + property.name().substring(1);
            type.addMethod(MethodSpec.methodBuilder(validate).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addParameter(property.type(), "value", Modifier.FINAL).addCode(property.check()).build());
            setter.addStatement("$N(value)", validate);
        }
        setter.addStatement("this.$N = value", property.name());
        if (fluent)
        {
            setter.returns(self).addStatement("return this");
        }
        type.addMethod(setter.build());
    }

    void addValueMethods(final TypeSpec.Builder type)
    {
        type.addMethod(equalsMethod()).addMethod(hashCodeMethod()).addMethod(toStringMethod());
    }

    /**
     * {@code equals} as one early return per member rather than one {@code &&} chain: javac 17 overflows its stack
     * on a chain of several hundred operands (a message with that many fields), and statements it takes in turn.
     */
    private MethodSpec equalsMethod()
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder("equals").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(TypeName.BOOLEAN).addParameter(Object.class, "other", Modifier.FINAL)
            .beginControlFlow("if (this == other)").addStatement("return true").endControlFlow()
            .beginControlFlow("if (!(other instanceof $T))", self).addStatement("return false").endControlFlow();
        if (properties.isEmpty())
        {
            return method.addStatement("return true").build();
        }
        method.addStatement("final $T that = ($T)other", self, self);
        for (final Property property : properties)
        {
            method.beginControlFlow("if ($L)", differ(property)).addStatement("return false").endControlFlow();
        }
        return method.addStatement("return true").build();
    }

    private static CodeBlock differ(final Property property)
    {
        final TypeName type = property.type();
        final String name = property.name();
        if (type.equals(TypeName.FLOAT) || type.equals(TypeName.DOUBLE))
        {
            return CodeBlock.of("$T.compare(this.$N, that.$N) != 0", type.box(), name, name);
        }
        if (type.isPrimitive())
        {
            return CodeBlock.of("this.$N != that.$N", name, name);
        }
        if (type instanceof ArrayTypeName)
        {
            return CodeBlock.of("!$T.equals(this.$N, that.$N)", Arrays.class, name, name);
        }
        return CodeBlock.of("!$T.equals(this.$N, that.$N)", Objects.class, name, name);
    }

    private MethodSpec hashCodeMethod()
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder("hashCode").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(TypeName.INT).addStatement("int result = 1");
        for (final Property property : properties)
        {
            final TypeName type = property.type();
            final CodeBlock hash = type.isPrimitive() ? CodeBlock.of("$T.hashCode(this.$N)", type.box(), property.name()) :
                type instanceof ArrayTypeName ? CodeBlock.of("$T.hashCode(this.$N)", Arrays.class, property.name()) :
                CodeBlock.of("$T.hashCode(this.$N)", Objects.class, property.name());
            method.addStatement("result = 31 * result + $L", hash);
        }
        return method.addStatement("return result").build();
    }

    private MethodSpec toStringMethod()
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder("toString").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(String.class)
            .addStatement("final $T builder = new $T($S)", StringBuilder.class, StringBuilder.class,
                self.simpleName() + "{");
        String separator = "";
        for (final Property property : properties)
        {
            final CodeBlock value = property.type() instanceof ArrayTypeName ?
                CodeBlock.of("$T.toString(this.$N)", Arrays.class, property.name()) : CodeBlock.of("this.$N", property.name());
            method.addStatement("builder.append($S).append($L)", separator + property.name() + "=", value);
            separator = ", ";
        }
        return method.addStatement("return builder.append('}').toString()").build();
    }
}
