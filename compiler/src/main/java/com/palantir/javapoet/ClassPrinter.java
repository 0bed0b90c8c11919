package com.palantir.javapoet;

import java.io.IOException;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * sbetool's, not JavaPoet's: prints a class as {@code TypeSpec.emit} does, with fewer pieces of text.
 * JavaPoet's {@code CodeWriter} splits each piece it is given into lines with a regular expression, and a method
 * body is dozens of pieces (every run of text and every {@code $L}, {@code $N} and {@code $S} argument). Here each
 * run of them up to the next type name or indentation mark goes to the writer as one piece; the writer prints
 * text line by line whatever the pieces, so the output is the same. Type names, parameters, fields, annotations,
 * javadoc, enums, interfaces and anonymous classes are printed by JavaPoet's own code, on the same writer. Method
 * bodies, javadoc and fields are printed without the writer where {@link BlockPrinter} can, and a member's modifiers,
 * type and name go to the writer as one piece.
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
    /** Each modifier as {@code CodeWriter.emitModifiers} prints it, by ordinal. */
    private static final String[] MODIFIERS = new String[Modifier.values().length];

    static
    {
        for (final Modifier modifier : Modifier.values())
        {
            MODIFIERS[modifier.ordinal()] = modifier.name().toLowerCase(Locale.US);
        }
    }

    private final CodeWriter writer;
    private final String indent;
    private final StringBuilder text = new StringBuilder();
    private final BlockPrinter blocks;
    /** The writer's indentation level, followed here because the writer does not tell it. */
    private int level;

    /**
     * @param writer a writer at indentation level 0 printing into {@code out} directly, where method bodies
     *     and javadoc are printed without it ({@link BlockPrinter}).
     */
    ClassPrinter(final CodeWriter writer, final StringBuilder out, final String indent)
    {
        this.writer = writer;
        this.indent = indent;
        this.blocks = new BlockPrinter(writer, out, indent);
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
            level++;
            members(type);
            level--;
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
        javadoc(type.javadoc());
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
                field(field);
            }
        }
        for (final FieldSpec field : type.fieldSpecs())
        {
            if (!field.modifiers().contains(Modifier.STATIC))
            {
                first = separate(first);
                field(field);
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

    /** As {@code FieldSpec.emit}. */
    private void field(final FieldSpec field) throws IOException
    {
        javadoc(field.javadoc());
        writer.emitAnnotations(field.annotations(), false);
        final String type = PlainTypeNames.text(writer, field.type());
        if (type == null)
        {
            writer.emitModifiers(field.modifiers(), NO_MODIFIERS);
            writer.emit("$T $L", field.type(), field.name());
        }
        else
        {
            writer.emit(modifiers(field.modifiers()).append(type).append(' ').append(field.name()).toString());
        }
        if (!field.initializer().isEmpty())
        {
            writer.emit(" = ");
            writer.emit(field.initializer());
        }
        writer.emit(";\n");
    }

    /** As {@code writer.emitJavadoc(javadoc)} at the start of a member. */
    private void javadoc(final CodeBlock javadoc) throws IOException
    {
        if (!blocks.javadoc(javadoc, level))
        {
            writer.emitJavadoc(javadoc);
        }
    }

    /** Whether a parameter has javadoc of its own, which {@code emitJavadocWithParameters} adds to the method's. */
    private static boolean documented(final List<ParameterSpec> parameters)
    {
        for (final ParameterSpec parameter : parameters)
        {
            if (!parameter.javadoc().isEmpty())
            {
                return true;
            }
        }
        return false;
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
        if (documented(method.parameters()))
        {
            writer.emitJavadocWithParameters(method.javadoc(), method.parameters());
        }
        else
        {
            javadoc(method.javadoc());
        }
        writer.emitAnnotations(method.annotations(), false);
        signature(method, enclosingName);
        writer.emitParameters(method.parameters(), method.varargs());
        writer.emit(" {\n");
        writer.indent();
        if (!blocks.body(method.code(), level + 1))
        {
            code(method.code());
            endText();
            writer.emit(NOTHING, true);
        }
        writer.unindent();
        writer.emit("}\n");
    }

    /**
     * Modifiers, return type and name, as {@code MethodSpec.emit} prints them, given to the writer as one piece
     * where it can: the writer takes each modifier and the space after it as a piece of its own, and every piece
     * costs a regular expression. They start a line, where no line wrapping is pending.
     */
    private void signature(final MethodSpec method, final String enclosingName) throws IOException
    {
        final String returnType = method.isConstructor() ? null : PlainTypeNames.text(writer, method.returnType());
        if (!method.isConstructor() && returnType == null)
        {
            writer.emitModifiers(method.modifiers(), NO_MODIFIERS);
            method.returnType().emit(writer);
            writer.emit(" " + method.name());
            return;
        }
        final StringBuilder signature = modifiers(method.modifiers());
        signature.append(method.isConstructor() ? enclosingName : returnType + " " + method.name());
        writer.emit(signature.toString());
    }

    /** As {@code CodeWriter.emitModifiers} prints them: in declaration order, each followed by a space. */
    private static StringBuilder modifiers(final Set<Modifier> modifiers)
    {
        final StringBuilder text = new StringBuilder();
        if (!modifiers.isEmpty())
        {
            for (final Modifier modifier : EnumSet.copyOf(modifiers))
            {
                text.append(MODIFIERS[modifier.ordinal()]).append(' ');
            }
        }
        return text;
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
