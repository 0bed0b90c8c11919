package com.palantir.javapoet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * sbetool's own printer of a {@link JavaFile}, not part of JavaPoet: the same text as {@link JavaFile#toString()}
 * in less time. It lives in JavaPoet's package because what it needs (a {@code CodeWriter} given its imports,
 * a {@code CodeBlock}'s parts, {@code TypeSpec.emit}) is package-private there.
 *
 * <p>{@code JavaFile} prints a file twice: the first time into nothing, only to learn which types to import,
 * the second time for real. The first pass cost as much as the second (JavaPoet splits every piece of text it
 * prints into lines with a regular expression), although only the type names matter to it. Here the first
 * pass is {@link ImportCollector}, which hands JavaPoet's import logic the type names alone, in the scopes and
 * order a full print would; the second pass is JavaPoet's writer given those imports, driven by
 * {@link ClassPrinter}, which prints most method bodies straight into the text ({@link BodyPrinter}) and gives
 * the writer the rest in fewer pieces.
 *
 * <p>A type the collector does not walk (a record, an annotation type, sealed types, initialiser blocks, type
 * variables) is printed by {@code JavaFile} itself. {@code JavaFilePrinterTest} and the golden files hold the
 * text to {@code JavaFile}'s.
 */
public final class JavaFilePrinter
{
    private JavaFilePrinter()
    {
    }

    /**
     * @param file a file built as {@code JavaFile.builder(packageName, type).addFileComment(fileComment)
     *     .skipJavaLangImports(true).indent(indent).build()}: no static imports.
     * @return {@code file.toString()}.
     */
    public static String print(final JavaFile file, final String fileComment, final String indent)
    {
        final TypeSpec type = file.typeSpec();
        if (!ImportCollector.walkable(type))
        {
            return file.toString();
        }
        final Set<String> alwaysQualify = new LinkedHashSet<>();
        alwaysQualified(type, alwaysQualify);
        final Set<String> qualify = Util.immutableSet(alwaysQualify);
        try
        {
            final Map<String, ClassName> imports =
                ImportCollector.suggestedImports(file.packageName(), type, indent, qualify);
            final StringBuilder out = new StringBuilder();
            final CodeWriter writer = new CodeWriter(out, indent, imports, Collections.emptySet(), qualify);
            emitFile(writer, out, file.packageName(), type, CodeBlock.of(fileComment), qualify, indent);
            return out.toString();
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }

    /** What {@code JavaFile} prints, in its order: comment, package, imports (java.lang's left out), type. */
    private static void emitFile(
        final CodeWriter writer, final StringBuilder out, final String packageName, final TypeSpec type,
        final CodeBlock comment, final Set<String> alwaysQualify, final String indent) throws IOException
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
        new ClassPrinter(writer, out, indent).type(type);
        writer.popPackage();
    }

    /** As {@code JavaFile}: the names every type of the file asks to be qualified always. */
    private static void alwaysQualified(final TypeSpec type, final Set<String> names)
    {
        names.addAll(type.alwaysQualifiedNames());
        for (final TypeSpec nested : type.typeSpecs())
        {
            alwaysQualified(nested, names);
        }
    }
}
