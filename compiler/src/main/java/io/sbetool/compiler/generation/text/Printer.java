package io.sbetool.compiler.generation.text;

import java.util.Map;
import java.util.TreeMap;

/**
 * Prints templates into a growing text: {@code $name$} is replaced by the variable's value,
 * {@code $$} by a single {@code $}, and every line is indented to the current level. A variable
 * whose value spans several lines keeps the indentation of the line it stands in, so nested
 * templates can be printed into each other.
 *
 * <p>Shared by the generators that print text templates (C++, Rust): a target's own rules (what a
 * variable holds, how a name is spelt) stay in its package.
 *
 * <pre>{@code
 * new Printer().set("name", "price").print("double $name$() const;\n").text();   // "double price() const;\n"
 * }</pre>
 */
public final class Printer
{
    private static final String INDENT = "    ";

    private final StringBuilder out = new StringBuilder();
    private final Map<String, String> variables = new TreeMap<>();
    private String indent = "";

    /**
     * Sets a variable for every later template until it is set again.
     */
    public Printer set(final String name, final Object value)
    {
        variables.put(name, String.valueOf(value));
        return this;
    }

    /**
     * @return a variable's current value.
     */
    public String get(final String name)
    {
        final String value = variables.get(name);
        if (value == null)
        {
            throw new IllegalArgumentException("template variable $" + name + "$ is not set");
        }
        return value;
    }

    /** @return whether a variable is set. */
    public boolean has(final String name)
    {
        return variables.containsKey(name);
    }

    public Printer set(final Map<String, String> values)
    {
        variables.putAll(values);
        return this;
    }

    public Printer indent()
    {
        indent += INDENT;
        return this;
    }

    public Printer outdent()
    {
        indent = indent.substring(INDENT.length());
        return this;
    }

    /**
     * Prints a template: a text block whose lines end in newlines.
     */
    public Printer print(final String template)
    {
        final String text = substitute(template);
        int start = 0;
        while (start < text.length())
        {
            final int newline = text.indexOf('\n', start);
            final int end = newline < 0 ? text.length() : newline;
            final String line = text.substring(start, end);
            if (!line.isEmpty())
            {
                out.append(indent).append(line);
            }
            if (newline >= 0)
            {
                out.append('\n');
            }
            start = end + 1;
        }
        return this;
    }

    /**
     * Prints text that is already finished: each line indented, nothing substituted.
     */
    public Printer printRaw(final String text)
    {
        final String saved = text.replace("$", "$$");
        return print(saved);
    }

    /**
     * @return the text with {@code lead} before each line that is not empty; empty lines are dropped.
     */
    public static String indentLines(final String text, final String lead)
    {
        final StringBuilder out = new StringBuilder();
        for (final String line : text.split("\n", -1))
        {
            if (!line.isEmpty())
            {
                out.append(lead).append(line).append('\n');
            }
        }
        return out.toString();
    }

    public String text()
    {
        return out.toString();
    }

    private String substitute(final String template)
    {
        final StringBuilder result = new StringBuilder(template.length() + 64);
        int i = 0;
        while (i < template.length())
        {
            final char c = template.charAt(i);
            if (c != '$')
            {
                result.append(c);
                i++;
                continue;
            }
            final int close = template.indexOf('$', i + 1);
            if (close < 0)
            {
                throw new IllegalArgumentException("unterminated $variable$ in template: " + template);
            }
            final String name = template.substring(i + 1, close);
            if (name.isEmpty())
            {
                result.append('$');
            }
            else
            {
                final String value = variables.get(name);
                if (value == null)
                {
                    throw new IllegalArgumentException("template variable $" + name + "$ is not set");
                }
                final boolean textFollows = close + 1 < template.length() && template.charAt(close + 1) != '\n';
                result.append(indentContinuationLines(value, result, textFollows));
            }
            i = close + 1;
        }
        return result.toString();
    }

    /**
     * A multi-line value gets the leading whitespace of the line it is placed in on its later lines;
     * when it ends a line and the template goes on after it ({@code $guard$return x;}), what follows
     * gets that whitespace too.
     */
    private static String indentContinuationLines(final String value, final StringBuilder lineSoFar,
        final boolean textFollows)
    {
        if (value.indexOf('\n') < 0)
        {
            return value;
        }
        final int lineStart = lineSoFar.lastIndexOf("\n") + 1;
        int w = lineStart;
        while (w < lineSoFar.length() && lineSoFar.charAt(w) == ' ')
        {
            w++;
        }
        final String lead = lineSoFar.substring(lineStart, w);
        final String indented = value.replace("\n", "\n" + lead).replaceAll("\n +(?=\n|$)", "\n");
        return textFollows && value.endsWith("\n") ? indented + lead : indented;
    }
}
