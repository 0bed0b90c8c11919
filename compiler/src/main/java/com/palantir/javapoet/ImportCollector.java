package com.palantir.javapoet;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * sbetool's, not JavaPoet's: JavaPoet's import pass without the printing. It walks a type as
 * {@code TypeSpec.emit} prints it (the same members in the same order, the same types on the
 * {@code CodeWriter}'s stack, javadoc printed as javadoc) but hands the writer only what can name a type:
 * type names, annotations and parameters, each printed into nothing. The writer's import logic sees the names
 * it would see in a full print, in the same scopes and order, and so suggests the same imports.
 *
 * <p>Types it does not walk ({@link #walkable}): records, annotation types, sealed types, initialiser blocks
 * and type variables; {@link JavaFilePrinter} leaves those to {@code JavaFile}.
 */
final class ImportCollector
{
    private final CodeWriter writer;

    /** @param writer a writer into nothing, with the file's package pushed. */
    ImportCollector(final CodeWriter writer)
    {
        this.writer = writer;
    }

    static boolean walkable(final TypeSpec type)
    {
        if (type.kind() == TypeSpec.Kind.RECORD || type.kind() == TypeSpec.Kind.ANNOTATION ||
            type.modifiers().contains(Modifier.SEALED) || type.modifiers().contains(Modifier.NON_SEALED) ||
            !type.staticBlock().isEmpty() || !type.initializerBlock().isEmpty() || !type.typeVariables().isEmpty())
        {
            return false;
        }
        for (final MethodSpec method : type.methodSpecs())
        {
            if (!method.typeVariables().isEmpty())
            {
                return false;
            }
        }
        for (final TypeSpec constant : type.enumConstants().values())
        {
            if (!walkable(constant))
            {
                return false;
            }
        }
        for (final TypeSpec nested : type.typeSpecs())
        {
            if (!walkable(nested))
            {
                return false;
            }
        }
        return true;
    }

    /** As {@code TypeSpec.emit(writer, enumName, ...)}: a named type, an enum constant or an anonymous class. */
    void type(final TypeSpec type, final String enumName) throws IOException
    {
        if (enumName != null)
        {
            javadoc(type.javadoc());
            writer.emitAnnotations(type.annotations(), false);
            code(type.anonymousTypeArguments());
            if (type.fieldSpecs().isEmpty() && type.methodSpecs().isEmpty() && type.typeSpecs().isEmpty())
            {
                return;
            }
        }
        else if (type.anonymousTypeArguments() != null)
        {
            name(!type.superinterfaces().isEmpty() ? type.superinterfaces().get(0) : type.superclass());
            code(type.anonymousTypeArguments());
        }
        else
        {
            // JavaPoet resolves the header's names with the type on the stack but not its nested types.
            writer.pushType(TypeSpec.classBuilder(type.name()).build());
            javadoc(type.javadoc());
            writer.emitAnnotations(type.annotations(), false);
            if (type.kind() != TypeSpec.Kind.INTERFACE && !type.superclass().equals(ClassName.OBJECT))
            {
                name(type.superclass());
            }
            for (final TypeName superinterface : type.superinterfaces())
            {
                name(superinterface);
            }
            writer.popType();
        }
        writer.pushType(type);
        members(type);
        writer.popType();
    }

    /** In {@code TypeSpec.emit}'s order: enum constants, static fields, other fields, constructors, methods, types. */
    private void members(final TypeSpec type) throws IOException
    {
        for (final Map.Entry<String, TypeSpec> constant : type.enumConstants().entrySet())
        {
            type(constant.getValue(), constant.getKey());
        }
        for (final FieldSpec field : type.fieldSpecs())
        {
            if (field.modifiers().contains(Modifier.STATIC))
            {
                field(field);
            }
        }
        for (final FieldSpec field : type.fieldSpecs())
        {
            if (!field.modifiers().contains(Modifier.STATIC))
            {
                field(field);
            }
        }
        for (final MethodSpec method : type.methodSpecs())
        {
            if (method.isConstructor())
            {
                method(method);
            }
        }
        for (final MethodSpec method : type.methodSpecs())
        {
            if (!method.isConstructor())
            {
                method(method);
            }
        }
        for (final TypeSpec nested : type.typeSpecs())
        {
            type(nested, null);
        }
    }

    private void field(final FieldSpec field) throws IOException
    {
        javadoc(field.javadoc());
        writer.emitAnnotations(field.annotations(), false);
        name(field.type());
        if (field.initializer() != null)
        {
            code(field.initializer());
        }
    }

    /** As {@code MethodSpec.emit}: javadoc with the parameters', annotations, return type, parameters, throws, body. */
    private void method(final MethodSpec method) throws IOException
    {
        final List<CodeBlock> docs = new ArrayList<>(1 + method.parameters().size());
        docs.add(method.javadoc());
        for (final ParameterSpec parameter : method.parameters())
        {
            docs.add(parameter.javadoc());
        }
        javadoc(docs);
        writer.emitAnnotations(method.annotations(), false);
        if (!method.isConstructor())
        {
            name(method.returnType());
        }
        for (final ParameterSpec parameter : method.parameters())
        {
            // ParameterSpec.emit names its annotations and type (a varargs array's component type, the same).
            writer.emitAnnotations(parameter.annotations(), true);
            name(parameter.type());
        }
        if (method.defaultValue() != null && !method.defaultValue().isEmpty())
        {
            code(method.defaultValue());
        }
        for (final TypeName exception : method.exceptions())
        {
            name(exception);
        }
        code(method.code());
    }

    /** As {@code type.emit(writer)}, printing nothing where {@link PlainTypeNames} can name the type alone. */
    private void name(final TypeName type) throws IOException
    {
        if (PlainTypeNames.text(writer, type) == null)
        {
            type.emit(writer);
        }
    }

    /** The names in a block, in order: its {@code $T} arguments and those of the blocks and classes it holds. */
    private void code(final CodeBlock block) throws IOException
    {
        final List<Object> args = block.args();
        int arg = 0;
        for (final String part : block.formatParts())
        {
            if (part.length() != 2 || part.charAt(0) != '$')
            {
                continue;
            }
            switch (part.charAt(1))
            {
                case 'T':
                    name((TypeName)args.get(arg++));
                    break;
                case 'L':
                    final Object value = args.get(arg++);
                    if (value instanceof CodeBlock nested)
                    {
                        code(nested);
                    }
                    else if (value instanceof TypeSpec anonymous)
                    {
                        type(anonymous, null);
                    }
                    else if (value instanceof AnnotationSpec annotation)
                    {
                        annotation.emit(writer, true);
                    }
                    break;
                case 'N':
                case 'S':
                    arg++;
                    break;
                default:
                    break;
            }
        }
    }

    private void javadoc(final CodeBlock javadoc) throws IOException
    {
        javadoc(Collections.singletonList(javadoc));
    }

    /**
     * Names in javadoc are looked up as javadoc: they are never imported but can still stop an import. The
     * writer knows it is in javadoc only while it prints some, so the names go to it as javadoc of their own.
     */
    private void javadoc(final List<CodeBlock> javadocs) throws IOException
    {
        List<Object> names = null;
        for (final CodeBlock javadoc : javadocs)
        {
            names = typeArguments(javadoc, names);
        }
        if (names != null)
        {
            writer.emitJavadoc(CodeBlock.builder().add("$T".repeat(names.size()), names.toArray()).build());
        }
    }

    /** Adds the block's {@code $T} arguments (and its nested blocks') to {@code names}, made when first needed. */
    private static List<Object> typeArguments(final CodeBlock block, final List<Object> names)
    {
        List<Object> found = names;
        final List<Object> args = block.args();
        int arg = 0;
        for (final String part : block.formatParts())
        {
            if (part.length() != 2 || part.charAt(0) != '$' || "$$><[]WZ".indexOf(part.charAt(1)) >= 0)
            {
                continue;
            }
            final Object value = args.get(arg++);
            if (part.charAt(1) == 'T' || value instanceof CodeBlock)
            {
                found = found == null ? new ArrayList<>() : found;
                if (value instanceof CodeBlock nested)
                {
                    found = typeArguments(nested, found);
                }
                else
                {
                    found.add(value);
                }
            }
        }
        return found;
    }

    /** @return the imports JavaPoet would suggest for a file of the type in the writer's package. */
    static Map<String, ClassName> suggestedImports(
        final String packageName, final TypeSpec type, final String indent, final Set<String> alwaysQualify)
        throws IOException
    {
        final CodeWriter writer = new CodeWriter(Nowhere.INSTANCE, indent, Collections.emptySet(), alwaysQualify);
        writer.pushPackage(packageName);
        new ImportCollector(writer).type(type, null);
        writer.popPackage();
        return writer.suggestedImports();
    }

    /** Where the import pass prints. */
    private static final class Nowhere implements Appendable
    {
        static final Nowhere INSTANCE = new Nowhere();

        @Override
        public Appendable append(final CharSequence csq)
        {
            return this;
        }

        @Override
        public Appendable append(final CharSequence csq, final int start, final int end)
        {
            return this;
        }

        @Override
        public Appendable append(final char c)
        {
            return this;
        }
    }
}
