package io.sbetool.compiler.diagnostics;

import java.util.Comparator;

/**
 * A position in a schema source file. Lines and columns are 1-based; 0 means unknown.
 */
public record SourceLocation(String file, int line, int column) implements Comparable<SourceLocation>
{
    private static final Comparator<SourceLocation> ORDER = Comparator
        .comparing(SourceLocation::file, Comparator.nullsFirst(Comparator.naturalOrder()))
        .thenComparingInt(SourceLocation::line)
        .thenComparingInt(SourceLocation::column);

    /** A location for problems that concern a whole file, such as an I/O error. */
    public static SourceLocation ofFile(final String file)
    {
        return new SourceLocation(file, 0, 0);
    }

    @Override
    public int compareTo(final SourceLocation other)
    {
        return ORDER.compare(this, other);
    }

    /**
     * @return {@code file:line:column}, leaving out what is unknown, as compilers and editors expect.
     */
    @Override
    public String toString()
    {
        if (line <= 0)
        {
            return file;
        }
        return column <= 0 ? file + ":" + line : file + ":" + line + ":" + column;
    }
}
