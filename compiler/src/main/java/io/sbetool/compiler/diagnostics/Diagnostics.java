package io.sbetool.compiler.diagnostics;

import java.util.ArrayList;
import java.util.LinkedHashSet;
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
        return errorCount() > 0;
    }

    public int errorCount()
    {
        int count = 0;
        for (final Diagnostic diagnostic : reported)
        {
            count += diagnostic.isError() ? 1 : 0;
        }
        return count;
    }

    /** All diagnostics so far, sorted by file, line and column, with exact repeats removed. */
    public List<Diagnostic> sorted()
    {
        final List<Diagnostic> sorted = new ArrayList<>(new LinkedHashSet<>(reported));
        sorted.sort(Diagnostic.BY_LOCATION);
        return List.copyOf(sorted);
    }
}
