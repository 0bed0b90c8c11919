package io.sbetool.compiler.cli;

import picocli.CommandLine;

import java.io.PrintWriter;

/**
 * The {@code sbetool} command: compiles SBE message schemas into IR files and codecs, and decodes
 * captured messages. A bad schema or input exits 1, a bad command line exits 2, and no Java stack
 * trace reaches the user (set {@code SBETOOL_DEBUG=1} to see one for an internal error).
 */
public final class SbeTool
{
    private SbeTool()
    {
    }

    public static void main(final String[] args)
    {
        final int exitCode = run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true));
        System.exit(exitCode);
    }

    /**
     * Runs the command as {@link #main(String[])} does, without exiting, for tests and embedding.
     *
     * @return the exit code.
     */
    public static int run(final String[] args, final PrintWriter out, final PrintWriter err)
    {
        final CommandLine commandLine = new CommandLine(new CompileCommand(out, err))
            .addSubcommand(new CommandLine(new DecodeCommand(out, err)))
            .setOut(out)
            .setErr(err)
            .setCaseInsensitiveEnumValuesAllowed(true)
            .setParameterExceptionHandler(SbeTool::usageError)
            .setExecutionExceptionHandler(SbeTool::internalError);
        return commandLine.execute(args);
    }

    private static int usageError(final CommandLine.ParameterException ex, final String[] args)
    {
        final CommandLine commandLine = ex.getCommandLine();
        final PrintWriter err = commandLine.getErr();
        err.println("sbetool: " + ex.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.println("Try '" + commandLine.getCommandSpec().qualifiedName() + " --help' for usage.");
        err.flush();
        return ExitCode.USAGE;
    }

    private static int internalError(
        final Exception ex, final CommandLine commandLine, final CommandLine.ParseResult parseResult)
    {
        final PrintWriter err = commandLine.getErr();
        err.println("sbetool: internal error: " + ex);
        if (System.getenv("SBETOOL_DEBUG") != null)
        {
            ex.printStackTrace(err);
        }
        else
        {
            err.println("This is a bug in sbetool; run again with SBETOOL_DEBUG=1 for details and report it.");
        }
        err.flush();
        return ExitCode.BAD_INPUT;
    }
}
