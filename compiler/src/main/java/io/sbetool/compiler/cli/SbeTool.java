package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.TargetRegistry;
import picocli.CommandLine;

import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code sbetool} command: compiles SBE message schemas into IR files and codecs, and decodes
 * captured messages. A bad schema or input exits 1, a bad command line exits 2, and no Java stack
 * trace reaches the user (set {@code SBETOOL_DEBUG=1} to see one for an internal error).
 */
public final class SbeTool
{
    /** The subcommands' names ({@code SbeToolTest} holds them to picocli's): plain compiles skip picocli. */
    static final Set<String> COMMANDS = Set.of("decode", "encode", "compat", "help");

    private SbeTool()
    {
    }

    public static void main(final String[] args)
    {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * Runs the command as {@link #main(String[])} does, without exiting, for tests and embedding.
     *
     * @return the exit code.
     */
    public static int run(final String[] args, final OutputStream stdout, final OutputStream stderr)
    {
        return run(TargetRegistry.standard(), args, stdout, stderr);
    }

    /**
     * Runs the command with other targets than sbetool's, for tests.
     *
     * @return the exit code.
     */
    static int run(final TargetRegistry registry, final String[] args, final OutputStream stdout, final OutputStream stderr)
    {
        final PrintWriter out = new PrintWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), true);
        final PrintWriter err = new PrintWriter(new OutputStreamWriter(stderr, StandardCharsets.UTF_8), true);
        int exitCode;
        try
        {
            // inside the try: on a small heap, parsing and the decode command's set-up can run out of memory too
            final Optional<CompileRequest> plain = PlainCompileLine.parse(args, COMMANDS, registry);
            // made only for a decode line: compiles need none of its classes
            final DecodeCommand decode =
                args.length > 0 && "decode".equals(args[0]) ? new DecodeCommand(stdout, err) : null;
            if (plain.isPresent())
            {
                exitCode = new CompileRun(registry, plain.get(), out, err).run();
            }
            else if (decode != null && PlainDecodeLine.read(args, decode))
            {
                exitCode = decode.call();
            }
            else
            {
                exitCode = commandLine(registry, stdout, out, err).execute(args);
            }
        }
        catch (final RuntimeException ex)
        {
            // picocli's own handler reports what escapes the commands it runs
            exitCode = internalError(ex, err);
        }
        catch (final OutOfMemoryError ex)
        {
            // picocli passes errors on; a heap too small for the work is the user's to change, not a bug
            exitCode = outOfMemory(err);
        }
        out.flush();
        err.flush();
        return exitCode;
    }

    /** The whole command with sbetool's own targets, subcommands included, as picocli parses it. */
    static CommandLine commandLine(final OutputStream stdout, final PrintWriter out, final PrintWriter err)
    {
        return commandLine(TargetRegistry.standard(), stdout, out, err);
    }

    /** The whole command, subcommands included, as picocli parses it. */
    static CommandLine commandLine(
        final TargetRegistry registry, final OutputStream stdout, final PrintWriter out, final PrintWriter err)
    {
        final CompileCommand compile = new CompileCommand(registry, out, err);
        final CommandLine compileLine = new CommandLine(compile);
        TargetOptionSpecs.addTo(compileLine, compile);
        return compileLine
            .addSubcommand(new CommandLine(new DecodeCommand(stdout, err)))
            .addSubcommand(new CommandLine(new EncodeCommand(stdout, err)))
            .addSubcommand(new CommandLine(new CompatCommand(out, err)))
            // "sbetool help decode" prints decode's help, as "sbetool decode --help" does
            .addSubcommand(new CommandLine(new CommandLine.HelpCommand()))
            .setOut(out)
            .setErr(err)
            .setCaseInsensitiveEnumValuesAllowed(true)
            .setParameterExceptionHandler(SbeTool::usageError)
            .setExecutionExceptionHandler((ex, commandLine, parseResult) -> internalError(ex, commandLine.getErr()));
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

    private static int outOfMemory(final PrintWriter err)
    {
        // String.concat rather than +: javac makes + an invokedynamic whose first use spins classes, and a full
        // heap has no room for them (the report itself then ran out of memory, with no word to the user)
        err.println("sbetool: out of memory: this Java heap (".concat(Long.toString(Runtime.getRuntime().maxMemory() >> 20))
            .concat(" MiB at most) is too small for the work; run with a larger one (e.g. JAVA_TOOL_OPTIONS=-Xmx1g)"));
        err.flush();
        return ExitCode.BAD_INPUT;
    }

    private static int internalError(final Exception ex, final PrintWriter err)
    {
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
