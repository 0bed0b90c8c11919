package io.sbetool.compiler.diagnostics;

import java.util.Comparator;
import java.util.Objects;

/**
 * One problem found in a schema, tied to where it was found.
 */
public record Diagnostic(Severity severity, SourceLocation location, String message)
{
    /** Orders diagnostics by file, line and column, as they are reported to the user. */
    public static final Comparator<Diagnostic> BY_LOCATION = Comparator
        .comparing(Diagnostic::location)
        .thenComparing(Diagnostic::severity)
        .thenComparing(Diagnostic::message);

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
}
