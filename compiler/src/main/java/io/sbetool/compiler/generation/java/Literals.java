package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;

/**
 * Code whose text is final when it is built (no type names to import) as one literal piece. JavaPoet
 * splits every piece it prints into lines with a regular expression, and prints each file twice (once to
 * collect its imports), so a statement of one piece costs a fraction of one of several: this was the
 * larger part of a compile's CPU. The text is exactly what the equivalent {@code addStatement} prints.
 */
final class Literals
{
    private Literals()
    {
    }

    /** {@code code;} on a line of its own, as {@code addStatement} prints it when it fits on one line. */
    static CodeBlock statement(final String code)
    {
        return CodeBlock.of("$L", code + ";\n");
    }

    /**
     * The string literal {@code $S} prints for a value without a line break (JavaPoet continues such a
     * literal on the next line, indented by where it is, so those must go through {@code $S}).
     */
    static String quoted(final String value)
    {
        if (value.indexOf('\n') >= 0)
        {
            throw new IllegalArgumentException("a line break in a literal is printed with $S: " + value);
        }
        for (int i = 0; i < value.length(); i++)
        {
            final char c = value.charAt(i);
            if (c < 0x20 || c > 0x7E || c == '"' || c == '\\')
            {
                return CodeBlock.of("$S", value).toString();
            }
        }
        return "\"" + value + "\"";
    }
}
