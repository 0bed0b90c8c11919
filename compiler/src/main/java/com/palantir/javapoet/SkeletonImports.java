package com.palantir.javapoet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Modifier;

/**
 * sbetool's own printer of a {@link JavaFile}, not part of JavaPoet: the same text as {@link JavaFile#toString()}
 * in less time. It lives in JavaPoet's package because what it needs (a {@code CodeWriter} given its imports,
 * a {@code CodeBlock}'s parts, {@code TypeSpec.emit}) is package-private there.
 *
 * <p>{@code JavaFile} prints a file twice: the first time into nothing, only to learn which types to import,
 * the second time for real. The first pass costs as much as the second, as every piece of text goes through
 * the same line splitting (a regular expression per piece), although only the type names matter to it. Here
 * the first pass prints the type's <em>skeleton</em>: the same classes, fields and method signatures, each
 * code block cut down to the types it names (and the blocks and anonymous classes nested in it), in the same
 * order and the same nesting, so the import pass sees the same names in the same scopes and suggests the same
 * imports. The second pass is JavaPoet's own, given those imports.
 *
 * <p>A type with something the skeleton does not copy (a record, an annotation type, sealed types) is printed by
 * {@code JavaFile} itself. {@code SkeletonImportsTest} and the golden files hold the text to {@code JavaFile}'s.
 */
public final class SkeletonImports
{
    private static final Appendable NOWHERE = new Appendable()
    {
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
    };

    private static final CodeBlock EMPTY = CodeBlock.builder().build();

    private SkeletonImports()
    {
    }

    /**
     * @param file a file built as {@code JavaFile.builder(packageName, type).addFileComment(fileComment)
     *     .skipJavaLangImports(true).indent(indent).build()}: no static imports.
     * @return {@code file.toString()}.
     */
    public static String print(final JavaFile file, final String fileComment, final String indent)
    {
        final String packageName = file.packageName();
        final TypeSpec type = file.typeSpec();
        final TypeSpec skeleton;
        try
        {
            skeleton = copyable(type) ? skeleton(type) : null;
        }
        catch (final IllegalStateException | IllegalArgumentException ex)
        {
            // A builder refused a copy (JavaPoet checks more in later versions): its own printing is always right.
            return file.toString();
        }
        if (skeleton == null)
        {
            return file.toString();
        }
        final Set<String> alwaysQualify = new LinkedHashSet<>();
        alwaysQualified(type, alwaysQualify);
        final Set<String> qualify = Util.immutableSet(alwaysQualify);
        final Set<String> noStaticImports = Collections.emptySet();
        try
        {
            final CodeWriter importsCollector = new CodeWriter(NOWHERE, indent, noStaticImports, qualify);
            importsCollector.pushPackage(packageName);
            skeleton.emit(importsCollector, null, Collections.emptySet());
            importsCollector.popPackage();

            final StringBuilder out = new StringBuilder();
            final CodeWriter writer =
                new CodeWriter(out, indent, importsCollector.suggestedImports(), noStaticImports, qualify);
            emitFile(writer, packageName, type, CodeBlock.of(fileComment), qualify);
            return out.toString();
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }

    /** What {@code JavaFile} prints, in its order: comment, package, imports (java.lang's left out), type. */
    private static void emitFile(
        final CodeWriter writer, final String packageName, final TypeSpec type, final CodeBlock comment,
        final Set<String> alwaysQualify) throws IOException
    {
        writer.pushPackage(packageName);
        if (!comment.isEmpty())
        {
            writer.emitComment(comment);
        }
        if (!packageName.isEmpty())
        {
            writer.emit("package $L;\n", packageName);
            writer.emit("\n");
        }
        int imports = 0;
        for (final ClassName className : new TreeSet<>(writer.importedTypes().values()))
        {
            if (className.packageName().equals("java.lang") && !alwaysQualify.contains(className.simpleName()))
            {
                continue;
            }
            writer.emit("import $L;\n", className.withoutAnnotations());
            imports++;
        }
        if (imports > 0)
        {
            writer.emit("\n");
        }
        type.emit(writer, null, Collections.emptySet());
        writer.popPackage();
    }

    private static void alwaysQualified(final TypeSpec type, final Set<String> names)
    {
        names.addAll(type.alwaysQualifiedNames());
        for (final TypeSpec nested : type.typeSpecs())
        {
            alwaysQualified(nested, names);
        }
    }

    /** Kinds the skeleton copies whole; the others go to {@code JavaFile}. */
    private static boolean copyable(final TypeSpec type)
    {
        if (type.kind() == TypeSpec.Kind.RECORD || type.kind() == TypeSpec.Kind.ANNOTATION)
        {
            return false;
        }
        for (final TypeSpec constant : type.enumConstants().values())
        {
            if (!copyable(constant))
            {
                return false;
            }
        }
        for (final TypeSpec nested : type.typeSpecs())
        {
            if (!copyable(nested))
            {
                return false;
            }
        }
        return true;
    }

    private static TypeSpec skeleton(final TypeSpec type)
    {
        final TypeSpec.Builder builder;
        if (type.anonymousTypeArguments() != null)
        {
            builder = TypeSpec.anonymousClassBuilder(skeleton(type.anonymousTypeArguments()));
        }
        else if (type.kind() == TypeSpec.Kind.INTERFACE)
        {
            builder = TypeSpec.interfaceBuilder(type.name());
        }
        else if (type.kind() == TypeSpec.Kind.ENUM)
        {
            builder = TypeSpec.enumBuilder(type.name());
        }
        else
        {
            builder = TypeSpec.classBuilder(type.name());
        }
        builder.addJavadoc(skeleton(type.javadoc()))
            .addAnnotations(type.annotations())
            .addModifiers(type.modifiers().toArray(new Modifier[0]))
            .addTypeVariables(type.typeVariables())
            .addSuperinterfaces(type.superinterfaces())
            .alwaysQualify(type.alwaysQualifiedNames().toArray(new String[0]));
        if (!type.superclass().equals(ClassName.OBJECT))
        {
            builder.superclass(type.superclass());
        }
        for (final Map.Entry<String, TypeSpec> constant : type.enumConstants().entrySet())
        {
            builder.addEnumConstant(constant.getKey(), skeleton(constant.getValue()));
        }
        for (final FieldSpec field : type.fieldSpecs())
        {
            builder.addField(skeleton(field));
        }
        if (!type.staticBlock().isEmpty())
        {
            builder.addStaticBlock(skeleton(type.staticBlock()));
        }
        if (!type.initializerBlock().isEmpty())
        {
            builder.addInitializerBlock(skeleton(type.initializerBlock()));
        }
        for (final MethodSpec method : type.methodSpecs())
        {
            builder.addMethod(skeleton(method));
        }
        for (final TypeSpec nested : type.typeSpecs())
        {
            builder.addType(skeleton(nested));
        }
        return builder.build();
    }

    private static FieldSpec skeleton(final FieldSpec field)
    {
        final FieldSpec.Builder builder = FieldSpec.builder(field.type(), field.name())
            .addJavadoc(skeleton(field.javadoc()))
            .addAnnotations(field.annotations())
            .addModifiers(field.modifiers().toArray(new Modifier[0]));
        if (field.initializer() != null && !field.initializer().isEmpty())
        {
            builder.initializer(skeleton(field.initializer()));
        }
        return builder.build();
    }

    private static MethodSpec skeleton(final MethodSpec method)
    {
        final MethodSpec.Builder builder =
            method.isConstructor() ? MethodSpec.constructorBuilder() : MethodSpec.methodBuilder(method.name());
        builder.addJavadoc(skeleton(method.javadoc()))
            .addAnnotations(method.annotations())
            .addModifiers(method.modifiers())
            .addTypeVariables(method.typeVariables())
            .addParameters(method.parameters())
            .addExceptions(method.exceptions())
            .addCode(skeleton(method.code()));
        if (!method.isConstructor())
        {
            builder.returns(method.returnType());
        }
        if (method.varargs())
        {
            builder.varargs(true);
        }
        if (method.defaultValue() != null && !method.defaultValue().isEmpty())
        {
            builder.defaultValue(skeleton(method.defaultValue()));
        }
        return builder.build();
    }

    /**
     * @return the block cut down to what can name a type, in order: its {@code $T} arguments and the code
     * blocks, anonymous classes and annotations it holds as {@code $L} arguments (each cut down in turn).
     */
    private static CodeBlock skeleton(final CodeBlock block)
    {
        final List<String> parts = block.formatParts();
        final List<Object> args = block.args();
        final StringBuilder format = new StringBuilder();
        final Object[] kept = new Object[args.size()];
        int arg = 0;
        int count = 0;
        for (final String part : parts)
        {
            if (part.length() != 2 || part.charAt(0) != '$')
            {
                continue;
            }
            switch (part.charAt(1))
            {
                case 'T':
                    format.append("$T");
                    kept[count++] = args.get(arg++);
                    break;
                case 'L':
                    final Object value = args.get(arg++);
                    if (value instanceof CodeBlock nested)
                    {
                        format.append("$L");
                        kept[count++] = skeleton(nested);
                    }
                    else if (value instanceof TypeSpec anonymous)
                    {
                        format.append("$L");
                        kept[count++] = skeleton(anonymous);
                    }
                    else if (value instanceof AnnotationSpec)
                    {
                        format.append("$L");
                        kept[count++] = value;
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
        return count == 0 ? EMPTY : CodeBlock.builder().add(format.toString(), Arrays.copyOf(kept, count)).build();
    }
}
