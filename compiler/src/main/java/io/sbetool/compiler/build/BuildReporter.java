package io.sbetool.compiler.build;

import io.sbetool.compiler.diagnostics.Diagnostic;

/**
 * Where a {@link SchemaBuild} says what happened: the CLI prints to its output and error streams, the Maven
 * plugin to Maven's log. Called from the building thread only.
 */
public interface BuildReporter
{
    /** A schema's error or warning, at its file, line and column. */
    void diagnostic(Diagnostic diagnostic);

    /** A problem that is not a schema's diagnostic (a summary, an unreadable IR file, an output conflict). */
    void error(String message);

    /** Progress: a schema that validated, the files a target wrote. */
    void info(String message);
}
