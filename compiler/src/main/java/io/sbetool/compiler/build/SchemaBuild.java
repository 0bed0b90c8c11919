package io.sbetool.compiler.build;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.CompiledSchema;
import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.GeneratorInput;
import io.sbetool.ir.Ir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One compile run, as a library call: reads and validates every schema (and reads every IR file), then,
 * only if all of them are good, generates every target into memory and writes it all. The {@code sbetool}
 * command and the Maven plugin both run this, so they report and write the same way. It keeps no state
 * between runs and never exits the JVM, so builds may run it on several threads at once.
 */
public final class SchemaBuild
{
    private final GeneratorOptions options;
    private final Path outputDir;
    private final BuildReporter reporter;
    private final Set<Path> inputs = new LinkedHashSet<>();

    private SchemaBuild(final GeneratorOptions options, final Path outputDir, final BuildReporter reporter)
    {
        this.options = options;
        this.outputDir = outputDir;
        this.reporter = reporter;
    }

    /**
     * @param schemas   SBE XML schemas, compiled in this order.
     * @param irFiles   {@code .sbeir} files standing in for schemas.
     * @param outputDir where generated files go.
     * @return whether it succeeded, the files it read and the files it wrote.
     */
    public static BuildResult run(
        final List<Path> schemas, final List<Path> irFiles, final Path outputDir, final GeneratorOptions options,
        final BuildReporter reporter)
    {
        return new SchemaBuild(options, outputDir, reporter).run(schemas, irFiles);
    }

    private BuildResult run(final List<Path> schemas, final List<Path> irFiles)
    {
        final Thread warmUp = options.validateOnly() ? null : startWarmUp(options.targets());
        final Map<Path, Ir> compiled = compileAll(schemas, irFiles);
        if (warmUp != null)
        {
            awaitWarmUp(warmUp);
        }
        if (compiled == null)
        {
            return new BuildResult(false, List.copyOf(inputs), List.of());
        }
        if (options.validateOnly())
        {
            return new BuildResult(true, List.copyOf(inputs), List.of());
        }
        final List<Path> written = writeAll(compiled);
        return new BuildResult(written != null, List.copyOf(inputs), written == null ? List.of() : written);
    }

    /**
     * Runs the targets' warm-ups ({@link Generator#warmUp()}) on one thread while the schemas are read.
     *
     * @return the started thread, or null when no target has a warm-up.
     */
    private static Thread startWarmUp(final List<Generator> targets)
    {
        final List<Runnable> warmUps = new ArrayList<>();
        targets.forEach(target -> target.warmUp().ifPresent(warmUps::add));
        if (warmUps.isEmpty())
        {
            return null;
        }
        final Thread thread = new Thread(() -> warmUps.forEach(Runnable::run), "sbetool-warm-up");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** Generation must not start before the warm-up is done: a warm-up never runs beside its generator. */
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

    /** @return every schema's and IR file's IR in argument order, or null when any failed (reported). */
    private Map<Path, Ir> compileAll(final List<Path> schemas, final List<Path> irFiles)
    {
        final Map<Path, Ir> compiled = new LinkedHashMap<>();
        boolean failed = false;
        for (final Path schema : schemas)
        {
            final Ir ir = compile(schema);
            failed |= ir == null;
            compiled.put(schema, ir);
        }
        for (final Path irFile : irFiles)
        {
            inputs.add(irFile.toAbsolutePath().normalize());
            final Ir ir = IrFiles.read(irFile, reporter::error);
            if (ir != null && options.validateOnly())
            {
                reporter.info(irFile + ": ok");
            }
            failed |= ir == null;
            compiled.put(irFile, ir);
        }
        return failed ? null : compiled;
    }

    /**
     * @return the schema's IR, or null when it has errors (or warnings, with warningsFatal); every
     * problem has been reported.
     */
    private Ir compile(final Path schema)
    {
        final CompiledSchema compiled = Compilation.compile(schema);
        inputs.add(schema.toAbsolutePath().normalize());
        inputs.addAll(compiled.filesRead());
        int errors = 0;
        int warnings = 0;
        for (final Diagnostic diagnostic : compiled.diagnostics())
        {
            reporter.diagnostic(diagnostic);
            if (diagnostic.isError())
            {
                errors++;
            }
            else
            {
                warnings++;
            }
        }
        if (errors > 0 || (options.warningsFatal() && warnings > 0))
        {
            reporter.error(schema + ": " + plural(errors, "error") + ", " + plural(warnings, "warning") +
                (errors == 0 ? " (--warnings-fatal)" : ""));
            return null;
        }
        if (options.validateOnly())
        {
            reporter.info(schema + ": ok" + (warnings > 0 ? " (" + plural(warnings, "warning") + ")" : ""));
        }
        return compiled.ir();
    }

    /**
     * Generates everything in memory, then writes it only if no two sources disagree about a file.
     *
     * @return the files written, or null when nothing was (reported).
     */
    private List<Path> writeAll(final Map<Path, Ir> compiled)
    {
        final OutputPlan plan = new OutputPlan(outputDir);
        final List<String> done = new ArrayList<>();
        for (final Map.Entry<Path, Ir> entry : compiled.entrySet())
        {
            final GeneratorInput input = new GeneratorInput(entry.getValue(), entry.getKey());
            for (final Generator target : options.targets())
            {
                final int count = TargetWriters.plan(target, input, outputDir, options.targetOptions(), plan);
                done.add(entry.getKey() + ": " + target.name() + ": wrote " + plural(count, "file") +
                    " under " + outputDir);
            }
        }
        final List<String> conflicts = plan.conflicts(inputs);
        if (!conflicts.isEmpty())
        {
            conflicts.forEach(reporter::error);
            reporter.error("sbetool: nothing was written");
            return null;
        }
        final List<Path> written;
        try
        {
            written = plan.write();
        }
        catch (final IOException ex)
        {
            reporter.error("sbetool: error: cannot write output under " + outputDir + ": " + IrFiles.describe(ex));
            return null;
        }
        done.forEach(reporter::info);
        return written;
    }

    private static String plural(final int count, final String noun)
    {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
