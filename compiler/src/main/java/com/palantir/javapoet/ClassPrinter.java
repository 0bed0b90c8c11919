package com.palantir.javapoet;

import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * sbetool's, not JavaPoet's: prints a class as {@code TypeSpec.emit} does, with fewer pieces of text.
 * JavaPoet's {@code CodeWriter} splits each piece it is given into lines with a regular expression, and a method
 * body is dozens of pieces (every run of text and every {@code $L}, {@code $N} and {@code $S} argument). Here each
 * run of them up to the next type name or indentation mark goes to the writer as one piece; the writer prints
 * text line by line whatever the pieces, so the output is the same. Type names, parameters, fields, annotations,
 * javadoc, enums, interfaces and anonymous classes are printed by JavaPoet's own code, on the same writer.
 *
 * <p>Only classes are printed here ({@link #printable}); {@link JavaFilePrinter} leaves the rest to JavaPoet.
 */
final class ClassPrinter
{
    private static final CodeBlock NOTHING = CodeBlock.builder().build();
    /** Statements ({@code addStatement}) start and end with these marks, which CodeWriter indents by. */
    private static final CodeBlock STATEMENT_START = CodeBlock.of("$[");
    private static final CodeBlock STATEMENT_END = CodeBlock.of("$]");
    private static final Set<Modifier> NO_MODIFIERS = Collections.emptySet();

    private final CodeWriter writer;
    private final String indent;
    private final StringBuilder text = new StringBuilder();

    ClassPrinter(final CodeWriter writer, final String indent)
    {
        this.writer = writer;
        this.indent = indent;
    }

    /** Named classes; JavaPoet prints enums, interfaces and anonymous classes, which have other implicit modifiers. */
    private static boolean printable(final TypeSpec type)
    {
        return type.kind() == TypeSpec.Kind.CLASS && type.anonymousTypeArguments() == null;
    }

    /** As {@code type.emit(writer, null, Collections.emptySet())} for a top-level or a class's member type. */
    void type(final TypeSpec type) throws IOException
    {
        if (!printable(type))
        {
            type.emit(writer, null, NO_MODIFIERS);
            return;
        }
        final int statementLine = writer.statementLine;
        writer.statementLine = -1;
        try
        {
            header(type);
            writer.pushType(type);
            writer.indent();
            members(type);
            writer.unindent();
            writer.popType();
            writer.emit("}\n");
        }
        finally
        {
            writer.statementLine = statementLine;
        }
    }

    private void header(final TypeSpec type) throws IOException
    {
        // JavaPoet resolves the header's names with the type on the stack but not its nested types.
        writer.pushType(TypeSpec.classBuilder(type.name()).build());
        writer.emitJavadoc(type.javadoc());
        writer.emitAnnotations(type.annotations(), false);
        writer.emitModifiers(type.modifiers(), NO_MODIFIERS);
        writer.emit("class " + type.name());
        if (!type.superclass().equals(ClassName.OBJECT))
        {
            writer.emit(" extends ");
            type.superclass().emit(writer);
        }
        final List<TypeName> interfaces = type.superinterfaces();
        for (int i = 0; i < interfaces.size(); i++)
        {
            writer.emit(i == 0 ? " implements " : ", ");
            interfaces.get(i).emit(writer);
        }
        writer.popType();
        writer.emit(" {\n");
    }

    /** In {@code TypeSpec.emit}'s order, a blank line between two: static fields, fields, constructors, methods, types. */
    private void members(final TypeSpec type) throws IOException
    {
        boolean first = true;
        for (final FieldSpec field : type.fieldSpecs())
        {
            if (field.modifiers().contains(Modifier.STATIC))
            {
                first = separate(first);
                field.emit(writer, NO_MODIFIERS);
            }
        }
        for (final FieldSpec field : type.fieldSpecs())
        {
            if (!field.modifiers().contains(Modifier.STATIC))
            {
                first = separate(first);
                field.emit(writer, NO_MODIFIERS);
            }
        }
        for (final MethodSpec method : type.methodSpecs())
        {
            if (method.isConstructor())
            {
                first = separate(first);
                method(method, type.name());
            }
        }
        for (final MethodSpec method : type.methodSpecs())
        {
            if (!method.isConstructor())
            {
                first = separate(first);
                method(method, type.name());
            }
        }
        for (final TypeSpec nested : type.typeSpecs())
        {
            first = separate(first);
            type(nested);
        }
    }

    private boolean separate(final boolean first) throws IOException
    {
        if (!first)
        {
            writer.emit("\n");
        }
        return false;
    }

    /**
     * As {@code MethodSpec.emit} for a method with a body and no type variables, default value or exceptions;
     * others are printed by JavaPoet.
     */
    private void method(final MethodSpec method, final String enclosingName) throws IOException
    {
        if ((method.defaultValue() != null && !method.defaultValue().isEmpty()) || !method.exceptions().isEmpty() ||
            method.modifiers().contains(Modifier.ABSTRACT) || method.modifiers().contains(Modifier.NATIVE))
        {
            method.emit(writer, enclosingName, NO_MODIFIERS);
            return;
        }
        writer.emitJavadocWithParameters(method.javadoc(), method.parameters());
        writer.emitAnnotations(method.annotations(), false);
        writer.emitModifiers(method.modifiers(), NO_MODIFIERS);
        if (method.isConstructor())
        {
            writer.emit(enclosingName);
        }
        else
        {
            method.returnType().emit(writer);
            writer.emit(" " + method.name());
        }
        writer.emitParameters(method.parameters(), method.varargs());
        writer.emit(" {\n");
        writer.indent();
        code(method.code());
        endText();
        writer.emit(NOTHING, true);
        writer.unindent();
        writer.emit("}\n");
    }

    /** As {@code CodeWriter.emit(block)}, text gathered into {@link #text} until something else must be printed. */
    private void code(final CodeBlock block) throws IOException
    {
        final List<Object> args = block.args();
        int arg = 0;
        for (final String part : block.formatParts())
        {
            if (part.length() != 2 || part.charAt(0) != '$')
            {
                text.append(part);
                continue;
            }
            switch (part.charAt(1))
            {
                case 'L':
                    literal(args.get(arg++));
                    break;
                case 'N':
                    text.append((String)args.get(arg++));
                    break;
                case 'S':
                    final String string = (String)args.get(arg++);
                    text.append(string == null ? "null" : Util.stringLiteralWithDoubleQuotes(string, indent));
                    break;
                case '$':
                    text.append('$');
                    break;
                case 'T':
                    endText();
                    ((TypeName)args.get(arg++)).emit(writer);
                    break;
                case '>':
                    endText();
                    writer.indent();
                    break;
                case '<':
                    endText();
                    writer.unindent();
                    break;
                case '[':
                    endText();
                    writer.emit(STATEMENT_START);
                    break;
                case ']':
                    endText();
                    writer.emit(STATEMENT_END);
                    break;
                default:
                    // $W $Z: wrapping, which CodeWriter keeps track of.
                    endText();
                    writer.emit(CodeBlock.of(part));
                    break;
            }
        }
    }

    private void literal(final Object value) throws IOException
    {
        if (value instanceof CodeBlock nested)
        {
            code(nested);
        }
        else if (value instanceof TypeSpec anonymous)
        {
            endText();
            anonymous.emit(writer, null, NO_MODIFIERS);
        }
        else if (value instanceof AnnotationSpec annotation)
        {
            endText();
            annotation.emit(writer, true);
        }
        else
        {
            text.append(value);
        }
    }

    /** Prints the text gathered so far as one piece. */
    private void endText() throws IOException
    {
        if (text.length() > 0)
        {
            writer.emit(text.toString());
            text.setLength(0);
        }
    }
}
