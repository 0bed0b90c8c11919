package io.sbetool.compiler.diagnostics;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects every diagnostic of one compiler run so that all problems are reported together
 * rather than stopping at the first one.
 */
public final class Diagnostics
{
    private final List<Diagnostic> reported = new ArrayList<>();

    public void error(final SourceLocation location, final String message)
    {
        reported.add(new Diagnostic(Severity.ERROR, location, message));
    }

    public void warning(final SourceLocation location, final String message)
    {
        reported.add(new Diagnostic(Severity.WARNING, location, message));
    }

    public void add(final Diagnostic diagnostic)
    {
        reported.add(diagnostic);
    }

    public boolean hasErrors()
    {
        return reported.stream().anyMatch(Diagnostic::isError);
    }

    public int errorCount()
    {
        return (int)reported.stream().filter(Diagnostic::isError).count();
    }

    /** All diagnostics so far, sorted by file, line and column, with exact repeats removed. */
    public List<Diagnostic> sorted()
    {
        return reported.stream().distinct().sorted(Diagnostic.BY_LOCATION).toList();
    }
}
