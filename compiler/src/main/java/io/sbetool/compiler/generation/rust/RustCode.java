package io.sbetool.compiler.generation.rust;

import java.util.List;

/**
 * Writes Rust source as rustfmt lays it out with its default settings, so that generated crates pass
 * {@code cargo fmt --check}: four spaces a level, and a signature that does not fit in 100 columns
 * with one parameter a line.
 */
final class RustCode
{
    static final int MAX_WIDTH = 100;

    /** rustfmt's fn_call_width: a call whose arguments take more goes one argument a line. */
    static final int FN_CALL_WIDTH = 60;

    /** rustfmt's chain_width: a chain of method calls longer than this goes one call a line. */
    static final int CHAIN_WIDTH = 60;

    private final StringBuilder sb = new StringBuilder(4096);
    private int indent;

    RustCode line(final String text)
    {
        if (!text.isEmpty())
        {
            sb.append("    ".repeat(indent)).append(text);
        }
        sb.append('\n');
        return this;
    }

    RustCode blank()
    {
        return line("");
    }

    /** Writes {@code head {} and indents what follows. */
    RustCode open(final String head)
    {
        line(head + " {");
        indent++;
        return this;
    }

    /** Ends a block opened with {@link #open} or {@link #fn}. */
    RustCode close()
    {
        indent--;
        return line("}");
    }

    RustCode close(final String suffix)
    {
        indent--;
        return line("}" + suffix);
    }

    /** One doc comment line; whitespace in the schema's text collapsed, so each stays one line. */
    RustCode doc(final String text)
    {
        if (text != null && !text.isBlank())
        {
            line("/// " + text.strip().replaceAll("\\s+", " "));
        }
        return this;
    }

    /**
     * Opens a function: {@code head(params) -> ret {} on one line when it fits, else rustfmt's tall layout.
     *
     * @param ret the return type, or null.
     */
    RustCode fn(final String head, final List<String> params, final String ret)
    {
        final String tail = ret == null ? " {" : " -> " + ret + " {";
        final String oneLine = head + "(" + String.join(", ", params) + ")" + tail;
        if (indent * 4 + oneLine.length() <= MAX_WIDTH || params.isEmpty())
        {
            line(oneLine);
        }
        else
        {
            line(head + "(");
            indent++;
            params.forEach(param -> line(param + ","));
            indent--;
            // rustfmt keeps the brace after the return type while twice the indent and the line fit in
            // 100 columns, else puts it on a line of its own; a path that cannot fit even so gets it glued on.
            if (ret == null || indent * 8 + (")" + tail).length() <= MAX_WIDTH)
            {
                line(")" + tail);
            }
            else if (indent * 4 + (") -> " + ret).length() > MAX_WIDTH && !ret.contains("<"))
            {
                line(") -> " + ret + "{");
            }
            else
            {
                line(") -> " + ret);
                line("{");
            }
        }
        indent++;
        return this;
    }

    /** Opens an impl with a where clause, as rustfmt always lays one out. */
    RustCode implWhere(final String head, final String bound)
    {
        line(head);
        line("where");
        line("    " + bound + ",");
        line("{");
        indent++;
        return this;
    }

    /** A match arm, in a block of its own when it does not fit on one line. */
    RustCode arm(final String pattern, final String body)
    {
        final String oneLine = pattern + " => " + body + ",";
        if (indent * 4 + oneLine.length() <= MAX_WIDTH)
        {
            return line(oneLine);
        }
        open(pattern + " =>");
        line(body);
        return close();
    }

    /** A call statement, its arguments one a line when it does not fit on one line. */
    RustCode call(final String function, final List<String> args)
    {
        final String joined = String.join(", ", args);
        final String oneLine = function + "(" + joined + ");";
        if (indent * 4 + oneLine.length() <= MAX_WIDTH && joined.length() <= FN_CALL_WIDTH)
        {
            return line(oneLine);
        }
        line(function + "(");
        indent++;
        args.forEach(arg -> line(arg + ","));
        indent--;
        return line(");");
    }

    /** Writes {@code let name = expr;}, the expression on a line of its own when the line would not fit. */
    RustCode let(final String name, final String expr)
    {
        final String oneLine = "let " + name + " = " + expr + ";";
        if (indent * 4 + oneLine.length() <= MAX_WIDTH)
        {
            return line(oneLine);
        }
        line("let " + name + " =");
        indent++;
        line(expr + ";");
        indent--;
        return this;
    }

    String text()
    {
        return sb.toString();
    }
}
