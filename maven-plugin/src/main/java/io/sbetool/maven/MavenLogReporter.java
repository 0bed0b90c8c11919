package io.sbetool.maven;

import io.sbetool.compiler.build.BuildReporter;
import io.sbetool.compiler.diagnostics.Diagnostic;
import org.apache.maven.plugin.logging.Log;

/**
 * A build's diagnostics as Maven errors and warnings, in the {@code file:line:column: message} form the
 * {@code sbetool} command prints (IDEs link them to the schema); progress as Maven info lines.
 */
final class MavenLogReporter implements BuildReporter
{
    private final Log log;
    private int errors;

    MavenLogReporter(final Log log)
    {
        this.log = log;
    }

    @Override
    public void diagnostic(final Diagnostic diagnostic)
    {
        if (diagnostic.isError())
        {
            errors++;
            log.error(diagnostic.format());
        }
        else
        {
            log.warn(diagnostic.format());
        }
    }

    @Override
    public void error(final String message)
    {
        log.error(message);
    }

    @Override
    public void info(final String message)
    {
        log.info(message);
    }

    /** How many schema errors were reported (warnings made fatal are not counted). */
    int errors()
    {
        return errors;
    }
}
