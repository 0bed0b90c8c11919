package io.sbetool.compiler.diagnostics;

import java.util.Comparator;
import java.util.Objects;

/**
 * One problem found in a schema, tied to where it was found.
 */
public record Diagnostic(Severity severity, SourceLocation location, String message)
{
    /** Orders diagnostics by file, line and column, as they are reported to the user. */
    public static final Comparator<Diagnostic> BY_LOCATION = new ByLocation();

    public Diagnostic
    {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(message, "message");
    }

    public boolean isError()
    {
        return severity == Severity.ERROR;
    }

    /** The compiler-style line: {@code file:line:column: error: message}. */
    public String format()
    {
        return location + ": " + severity.label() + ": " + message;
    }

    @Override
    public String toString()
    {
        return format();
    }

    /*
     * equals and hashCode by hand, though a record has them: the generated ones are linked at run time
     * through method handles, which cost a schema with warnings about 15 ms of start-up (Diagnostics
     * drops duplicates in a set).
     */
    @Override
    public boolean equals(final Object other)
    {
        return other instanceof Diagnostic that && severity == that.severity && message.equals(that.message) &&
            location.file().equals(that.location.file()) && location.line() == that.location.line() &&
            location.column() == that.location.column();
    }

    @Override
    public int hashCode()
    {
        return ((severity.ordinal() * 31 + location.file().hashCode()) * 31 + location.line()) * 31 +
            location.column() * 17 + message.hashCode();
    }

    /** Location, then severity, then message: a total order, so that output never depends on rule order. */
    private static final class ByLocation implements Comparator<Diagnostic>
    {
        @Override
        public int compare(final Diagnostic a, final Diagnostic b)
        {
            final int byLocation = a.location.compareTo(b.location);
            if (byLocation != 0)
            {
                return byLocation;
            }
            final int bySeverity = a.severity.compareTo(b.severity);
            return bySeverity != 0 ? bySeverity : a.message.compareTo(b.message);
        }
    }
}
