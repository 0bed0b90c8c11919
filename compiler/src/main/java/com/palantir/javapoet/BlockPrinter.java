package com.palantir.javapoet;

import java.util.List;

/**
 * sbetool's, not JavaPoet's: prints method bodies and javadoc straight into the file's text, as
 * {@code CodeWriter} would print them, without the writer. The writer splits every piece of text it is given
 * into lines with a regular expression (a {@code Matcher} and a scan of every character per piece), and bodies
 * and javadoc are most of a generated file; here lines are found with {@code indexOf('\n')}.
 *
 * <p>This is possible because of where they start and end. A body starts after the {@code " {\n"} of its
 * method's signature, javadoc after the member before it: the writer has handed everything to the text (a
 * pending line wrap is flushed at a newline), is at the start of a line, and is in no statement. A block that
 * leaves its indentation and statements balanced and ends with a newline leaves the writer exactly as it found
 * it, with the text after that newline. Anything else the writer tracks (line wrapping marks, anonymous
 * classes, annotations, names this cannot print, names in javadoc, a line break other than {@code '\n'}) makes
 * the printing methods undo what they printed and say so, and the caller prints the block through the writer.
 */
final class BlockPrinter
{
    private final CodeWriter writer;
    private final StringBuilder out;
    private final String indent;
    /** The writer's indentation level as the body would move it. */
    private int level;
    /** As {@code CodeWriter.statementLine}: -1 outside a statement, else the statement's lines so far. */
    private int statementLine;
    private boolean lineStart;
    /** Printing javadoc: lines start with " * ", and names are not looked up. */
    private boolean javadoc;

    /**
     * @param writer the writer printing into {@code out}, used only to look up type names.
     * @param out the text the writer prints into, directly (no wrapper of its own buffering).
     */
    BlockPrinter(final CodeWriter writer, final StringBuilder out, final String indent)
    {
        this.writer = writer;
        this.out = out;
        this.indent = indent;
    }

    /**
     * As {@code writer.emit(body, true)} at the start of a line, outside a statement, at indentation
     * {@code level}.
     *
     * @return whether the body was printed; if not, {@code out} is as it was.
     */
    boolean body(final CodeBlock body, final int level)
    {
        final int start = out.length();
        if (!begin(body, level) || statementLine != -1 || this.level != level)
        {
            out.setLength(start);
            return false;
        }
        endLine();
        return true;
    }

    /**
     * As {@code writer.emitJavadoc(javadoc)} at the start of a line at indentation {@code level}.
     *
     * @return whether the javadoc was printed; if not, {@code out} is as it was.
     */
    boolean javadoc(final CodeBlock javadoc, final int level)
    {
        if (javadoc.isEmpty())
        {
            return true;
        }
        final int start = out.length();
        indentation(level);
        out.append("/**\n");
        this.javadoc = true;
        final boolean printed = begin(javadoc, level);
        this.javadoc = false;
        if (!printed)
        {
            out.setLength(start);
            return false;
        }
        endLine();
        indentation(level);
        out.append(" */\n");
        return true;
    }

    /** Prints a block from the start of a line. */
    private boolean begin(final CodeBlock block, final int level)
    {
        this.level = level;
        statementLine = -1;
        lineStart = true;
        return code(block);
    }

    /** As {@code writer.emit(..., true)} ends a block: on a line of its own. */
    private void endLine()
    {
        if (out.charAt(out.length() - 1) != '\n')
        {
            out.append('\n');
            lineStart = true;
        }
    }

    private void indentation(final int level)
    {
        for (int i = 0; i < level; i++)
        {
            out.append(indent);
        }
    }

    private boolean code(final CodeBlock block)
    {
        final List<Object> args = block.args();
        int arg = 0;
        for (final String part : block.formatParts())
        {
            if (part.length() != 2 || part.charAt(0) != '$')
            {
                if (!text(part))
                {
                    return false;
                }
                continue;
            }
            final boolean printed;
            switch (part.charAt(1))
            {
                case 'L':
                    printed = literal(args.get(arg++));
                    break;
                case 'N':
                    printed = text((String)args.get(arg++));
                    break;
                case 'S':
                    final String string = (String)args.get(arg++);
                    printed = text(string == null ? "null" : Util.stringLiteralWithDoubleQuotes(string, indent));
                    break;
                case 'T':
                    final TypeName type = (TypeName)args.get(arg++);
                    // In javadoc the writer looks names up as javadoc, which only it knows it is printing.
                    final String name = javadoc ? null : PlainTypeNames.text(writer, type);
                    printed = name != null && text(name);
                    break;
                case '$':
                    printed = text("$");
                    break;
                default:
                    printed = mark(part.charAt(1));
                    break;
            }
            if (!printed)
            {
                return false;
            }
        }
        return true;
    }

    private boolean literal(final Object value)
    {
        if (value instanceof CodeBlock nested)
        {
            return code(nested);
        }
        return !(value instanceof TypeSpec) && !(value instanceof AnnotationSpec) && text(String.valueOf(value));
    }

    /** Indentation and statement marks, as the writer takes them; false for wrapping marks and misuse. */
    private boolean mark(final char mark)
    {
        if (javadoc)
        {
            return false;
        }
        switch (mark)
        {
            case '>':
                level++;
                return true;
            case '<':
                level--;
                return level >= 0;
            case '[':
                if (statementLine != -1)
                {
                    return false;
                }
                statementLine = 0;
                return true;
            case ']':
                if (statementLine == -1)
                {
                    return false;
                }
                if (statementLine > 0)
                {
                    // The writer indented a statement's continuation lines by two levels; they end with it.
                    level -= 2;
                }
                statementLine = -1;
                return true;
            default:
                return false;
        }
    }

    /** As {@code CodeWriter.emitAndIndent}: each line indented when it is not empty. */
    private boolean text(final String text)
    {
        int from = 0;
        while (true)
        {
            final int newline = text.indexOf('\n', from);
            final int end = newline < 0 ? text.length() : newline;
            if (end > from)
            {
                if (otherLineBreak(text, from, end))
                {
                    return false;
                }
                if (lineStart)
                {
                    indentation(level);
                    if (javadoc)
                    {
                        out.append(" * ");
                    }
                    lineStart = false;
                }
                out.append(text, from, end);
            }
            if (newline < 0)
            {
                return true;
            }
            if (javadoc && lineStart)
            {
                // A blank line of javadoc still has its star.
                indentation(level);
                out.append(" *");
            }
            out.append('\n');
            lineStart = true;
            if (statementLine != -1)
            {
                if (statementLine == 0)
                {
                    level += 2;
                }
                statementLine++;
            }
            from = newline + 1;
        }
    }

    /** Whether the text holds a line break ({@code \R}) other than {@code '\n'}, which the writer breaks at too. */
    private static boolean otherLineBreak(final String text, final int from, final int end)
    {
        for (int i = from; i < end; i++)
        {
            final char c = text.charAt(i);
            if (c < 0x0E ? c == '\r' || c == 0x0B || c == 0x0C : c >= 0x85 && (c == 0x85 || c == 0x2028 || c == 0x2029))
            {
                return true;
            }
        }
        return false;
    }
}
