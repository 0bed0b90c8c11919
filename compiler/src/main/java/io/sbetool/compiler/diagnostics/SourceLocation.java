package io.sbetool.compiler.diagnostics;

/**
 * A position in a schema source file. Lines and columns are 1-based; 0 means unknown.
 */
public record SourceLocation(String file, int line, int column) implements Comparable<SourceLocation>
{
    /** A location for problems that concern a whole file, such as an I/O error. */
    public static SourceLocation ofFile(final String file)
    {
        return new SourceLocation(file, 0, 0);
    }

    /** By file (no file first), then line, then column. */
    @Override
    public int compareTo(final SourceLocation other)
    {
        if (file == null || other.file == null)
        {
            if (file != other.file)
            {
                return file == null ? -1 : 1;
            }
        }
        else if (!file.equals(other.file))
        {
            return file.compareTo(other.file);
        }
        return line != other.line ? Integer.compare(line, other.line) : Integer.compare(column, other.column);
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
