package io.sbetool.compiler.cli;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.CompiledSchema;
import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.generation.java.WarmUp;
import io.sbetool.ir.Ir;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs one compile command line that has been parsed and checked: reads and validates each schema (or
 * IR file), then writes what each target asks for, all or nothing. Every problem is printed.
 */
final class CompileRun
{
    private final CompileRequest request;
    private final PrintWriter out;
    private final PrintWriter err;

    CompileRun(final CompileRequest request, final PrintWriter out, final PrintWriter err)
    {
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
        final boolean java = !request.validateOnly() && request.wantedTargets().contains(Target.JAVA);
        final Thread warmUp = java ? WarmUp.start() : null;
        final Map<Path, Ir> compiled = compileAll();
        if (warmUp != null)
        {
            awaitWarmUp(warmUp);
        }
        final int exitCode = compiled == null ? ExitCode.BAD_INPUT :
            request.validateOnly() ? ExitCode.OK : writeAll(compiled, request.wantedTargets());
        err.flush();
        out.flush();
        return exitCode;
    }

    /** Java generation must not start before the warm-up is done (see {@link WarmUp}). */
    private static void awaitWarmUp(final Thread warmUp)
    {
        boolean interrupted = false;
        while (warmUp.isAlive())
        {
            try
            {
                warmUp.join();
            }
            catch (final InterruptedException ex)
            {
                interrupted = true;
            }
        }
        if (interrupted)
        {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Files given to the wrong option are a mistake on the command line: said before anything is read.
     *
     * @return the exit code when the command line is wrong, else null.
     */
    private Integer checkFileKinds()
    {
        final List<String> misplaced = new ArrayList<>();
        request.schemas().stream().filter(CommandWords::isIrFile).forEach(file -> misplaced.add(file +
            ": error: this is an IR file, not an XML schema; pass it with --ir " + file));
        request.irFiles().stream().filter(CommandWords::isXmlFile).forEach(file -> misplaced.add(file +
            ": error: this is an XML schema, not an IR file; pass it without --ir"));
        misplaced.forEach(err::println);
        return misplaced.isEmpty() ? null : ExitCode.USAGE;
    }

    /** @return every schema's and IR file's IR in argument order, or null when any failed (reported). */
    private Map<Path, Ir> compileAll()
    {
        final Map<Path, Ir> compiled = new LinkedHashMap<>();
        boolean failed = false;
        for (final Path schema : request.schemas())
        {
            final Ir ir = compile(schema);
            failed |= ir == null;
            compiled.put(schema, ir);
        }
        for (final Path irFile : request.irFiles())
        {
            final Ir ir = readIrFile(irFile);
            failed |= ir == null;
            compiled.put(irFile, ir);
        }
        return failed ? null : compiled;
    }

    /** Generates everything in memory, then writes it only if no two sources disagree about a file. */
    private int writeAll(final Map<Path, Ir> compiled, final Set<Target> wanted)
    {
        final Path outputDir = request.outputDir();
        final OutputPlan plan = new OutputPlan();
        final List<String> done = new ArrayList<>();
        for (final Map.Entry<Path, Ir> entry : compiled.entrySet())
        {
            for (final Target target : wanted)
            {
                final int count = TargetWriters.plan(target, entry.getValue(), entry.getKey(), outputDir,
                    new TargetWriters.Settings(javaSettings(), request.cppNamespace()), plan);
                done.add(entry.getKey() + ": " + target.optionName() + ": wrote " + plural(count, "file") + " under " + outputDir);
            }
        }
        if (!plan.conflicts().isEmpty())
        {
            plan.conflicts().forEach(err::println);
            err.println("sbetool: nothing was written");
            return ExitCode.BAD_INPUT;
        }
        try
        {
            plan.write();
        }
        catch (final IOException ex)
        {
            err.println("sbetool: error: cannot write output under " + outputDir + ": " + IrFiles.describe(ex));
            return ExitCode.BAD_INPUT;
        }
        done.forEach(out::println);
        return ExitCode.OK;
    }

    /**
     * @return the schema's IR, or null when it has errors (or warnings, with --warnings-fatal); every
     * problem has been printed.
     */
    private Ir compile(final Path schema)
    {
        final CompiledSchema compiled = Compilation.compile(schema);
        int errors = 0;
        int warnings = 0;
        for (final Diagnostic diagnostic : compiled.diagnostics())
        {
            err.println(diagnostic.format());
            if (diagnostic.isError())
            {
                errors++;
            }
            else
            {
                warnings++;
            }
        }
        if (errors > 0 || (request.warningsFatal() && warnings > 0))
        {
            err.println(schema + ": " + plural(errors, "error") + ", " + plural(warnings, "warning") +
                (errors == 0 ? " (--warnings-fatal)" : ""));
            return null;
        }
        if (request.validateOnly())
        {
            out.println(schema + ": ok" + (warnings > 0 ? " (" + plural(warnings, "warning") + ")" : ""));
        }
        return compiled.ir();
    }

    /**
     * @return the IR in the file, or null when it cannot be read or is not a valid IR file (printed).
     */
    private Ir readIrFile(final Path irFile)
    {
        final Ir ir = IrFiles.read(irFile, err);
        if (ir != null && request.validateOnly())
        {
            out.println(irFile + ": ok");
        }
        return ir;
    }

    private TargetWriters.JavaSettings javaSettings()
    {
        return new TargetWriters.JavaSettings(request.javaPackage(), request.javaInterfaces());
    }

    private static String plural(final int count, final String noun)
    {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
