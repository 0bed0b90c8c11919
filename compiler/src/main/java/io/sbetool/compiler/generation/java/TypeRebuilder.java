package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Copies a generated class with some of its methods and nested classes replaced: JavaPoet's builders can
 * add members but not swap them, so a class a later pass changes is built again from its public parts.
 */
final class TypeRebuilder
{
    private TypeRebuilder()
    {
    }

    /**
     * @param type    a class (not an enum, interface or record).
     * @param methods gives each method's replacement (or the method itself).
     * @param types   gives each nested class's replacement.
     * @return a builder of the class with the replacements, to add members to.
     */
    static TypeSpec.Builder rebuild(
        final TypeSpec type, final UnaryOperator<MethodSpec> methods, final UnaryOperator<TypeSpec> types)
    {
        final TypeSpec.Builder copy = TypeSpec.classBuilder(type.name())
            .addJavadoc(type.javadoc())
            .addAnnotations(type.annotations())
            .addModifiers(type.modifiers().toArray(new javax.lang.model.element.Modifier[0]))
            .addTypeVariables(type.typeVariables())
            .superclass(type.superclass())
            .addSuperinterfaces(type.superinterfaces())
            .addFields(type.fieldSpecs());
        if (!type.staticBlock().isEmpty())
        {
            copy.addStaticBlock(type.staticBlock());
        }
        if (!type.initializerBlock().isEmpty())
        {
            copy.addInitializerBlock(type.initializerBlock());
        }
        type.methodSpecs().forEach(method -> copy.addMethod(methods.apply(method)));
        type.typeSpecs().forEach(nested -> copy.addType(types.apply(nested)));
        type.alwaysQualifiedNames().forEach(copy::alwaysQualify);
        return copy;
    }

    /** @return {@code method} with {@code before} first and {@code after} last in its body. */
    static MethodSpec around(final MethodSpec method, final CodeBlock before, final CodeBlock after)
    {
        final MethodSpec.Builder copy = method.isConstructor() ? MethodSpec.constructorBuilder() :
            MethodSpec.methodBuilder(method.name()).returns(method.returnType());
        return copy.addJavadoc(method.javadoc())
            .addAnnotations(method.annotations())
            .addModifiers(method.modifiers())
            .addTypeVariables(method.typeVariables())
            .addParameters(method.parameters())
            .varargs(method.varargs())
            .addExceptions(method.exceptions())
            .addCode(before)
            .addCode(method.code())
            .addCode(after)
            .build();
    }

    /** @return whether the method has a parameter of that name. */
    static boolean hasParameter(final MethodSpec method, final String name)
    {
        return method.parameters().stream().anyMatch(parameter -> parameter.name().equals(name));
    }

    static List<String> parameterNames(final MethodSpec method)
    {
        return method.parameters().stream().map(parameter -> parameter.name()).toList();
    }
}
