package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.BuildReporter;
import io.sbetool.compiler.build.BuildResult;
import io.sbetool.compiler.build.SchemaBuild;
import io.sbetool.compiler.build.TargetRegistry;
import io.sbetool.compiler.diagnostics.Diagnostic;

import java.io.PrintWriter;
import java.util.List;

/**
 * Runs one compile command line that has been parsed and checked, however it was parsed: says which files
 * were given to the wrong option, then hands the rest to {@link SchemaBuild}, printing what it reports.
 */
final class CompileRun
{
    private final TargetRegistry registry;
    private final CompileRequest request;
    private final PrintWriter out;
    private final PrintWriter err;

    /** @param registry the targets the request's were parsed from. */
    CompileRun(final TargetRegistry registry, final CompileRequest request, final PrintWriter out, final PrintWriter err)
    {
        this.registry = registry;
        this.request = request;
        this.out = out;
        this.err = err;
    }

    /** @return the exit code. */
    int run()
    {
        final Integer usage = checkFileKinds();
        if (usage != null)
        {
            return usage;
        }
        final BuildResult result = SchemaBuild.run(
            request.schemas(), request.irFiles(), request.outputDir(), request.options(registry), new StreamReporter());
        err.flush();
        out.flush();
        return result.succeeded() ? ExitCode.OK : ExitCode.BAD_INPUT;
    }

    /**
     * Files given to the wrong option are a mistake on the command line: said before anything is read.
     *
     * @return the exit code when the command line is wrong, else null.
     */
    private Integer checkFileKinds()
    {
        final List<String> misplaced = CommandWords.misplaced(request.schemas(), request.irFiles(), false);
        misplaced.forEach(err::println);
        return misplaced.isEmpty() ? null : ExitCode.USAGE;
    }

    /** Diagnostics and problems on the error stream, progress on the output stream, as compilers do. */
    private final class StreamReporter implements BuildReporter
    {
        @Override
        public void diagnostic(final Diagnostic diagnostic)
        {
            err.println(diagnostic.format());
        }

        @Override
        public void error(final String message)
        {
            err.println(message);
        }

        @Override
        public void info(final String message)
        {
            out.println(message);
        }
    }
}
