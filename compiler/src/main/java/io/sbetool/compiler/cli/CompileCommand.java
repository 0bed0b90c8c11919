package io.sbetool.compiler.cli;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.CompiledSchema;
import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.diagnostics.Suggestions;
import io.sbetool.ir.Ir;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * {@code sbetool [options] SCHEMA...}: reads, validates and compiles each schema, then writes what
 * each {@code --target} asks for. Every schema's problems are reported before exiting. With
 * {@code --ir FILE.sbeir} a schema's IR file stands in for its XML: generators need nothing else.
 */
@Command(
    name = "sbetool",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
        "Compiles FIX Simple Binary Encoding (SBE) message schemas into codecs and IR files.",
        "Exit codes: 0 ok, 1 bad schema or input, 2 bad usage."
    })
final class CompileCommand implements Callable<Integer>
{
    private final PrintWriter out;
    private final PrintWriter err;

    // Optional to picocli so that "sbetool decode ..." is not refused for want of a schema; checked in call().
    @Parameters(paramLabel = "SCHEMA", arity = "0..*", description = "SBE XML message schema files.")
    private List<Path> schemas = new ArrayList<>();

    @Option(names = "--ir", paramLabel = "FILE.sbeir",
        description = "Generate from a schema's IR file (from --target ir) instead of its XML; repeatable.")
    private List<Path> irFiles = new ArrayList<>();

    @Option(names = {"-o", "--output-dir"}, paramLabel = "DIR", description = "Where generated files go (default: ${DEFAULT-VALUE}).")
    private Path outputDir = Paths.get(".");

    @Option(names = {"-t", "--target"}, paramLabel = "TARGET", converter = TargetConverter.class,
        description = "What to generate: java, cpp or ir; repeatable (default: java).")
    private List<Target> targets = new ArrayList<>();

    @Option(names = "--generate-ir", description = "Also write <schema>.sbeir (the same as --target ir).")
    private boolean generateIr;

    @Option(names = "--validate-only", description = "Read and validate the schemas; generate nothing.")
    private boolean validateOnly;

    @Option(names = "--warnings-fatal", description = "Treat warnings as errors (exit 1).")
    private boolean warningsFatal;

    @Option(names = "--java-package", paramLabel = "PACKAGE", description = "Java package of generated code (default: the schema's package).")
    private String javaPackage;

    @Option(names = "--java-interfaces", description = "Make the generated Java codecs implement sbetool's common flyweight interfaces.")
    private boolean javaInterfaces;

    @Option(names = "--cpp-namespace", paramLabel = "NAMESPACE", description = "C++ namespace of generated code, a::b (default: from the schema's package).")
    private String cppNamespace;

    CompileCommand(final PrintWriter out, final PrintWriter err)
    {
        this.out = out;
        this.err = err;
    }

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call()
    {
        if (schemas.isEmpty() && irFiles.isEmpty())
        {
            throw new ParameterException(spec.commandLine(), "Missing required parameter: 'SCHEMA' (or --ir FILE.sbeir)");
        }
        final Set<Target> wanted = wantedTargets();
        if (cppNamespace != null && !cppNamespace.matches("[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*"))
        {
            throw new ParameterException(spec.commandLine(),
                "Invalid value for option '--cpp-namespace': '" + cppNamespace + "' is not a C++ namespace such as a::b");
        }

        final Integer usage = checkArguments();
        if (usage != null)
        {
            return usage;
        }
        final Map<Path, Ir> compiled = compileAll();
        final int exitCode = compiled == null ? ExitCode.BAD_INPUT : validateOnly ? ExitCode.OK : writeAll(compiled, wanted);
        err.flush();
        out.flush();
        return exitCode;
    }

    /**
     * A first word that is no file but reads like a command, and files given to the wrong option, are
     * mistakes on the command line: said before anything is read.
     *
     * @return the exit code when the command line is wrong, else null.
     */
    private Integer checkArguments()
    {
        final Set<String> commands = spec.subcommands().keySet();
        if (!schemas.isEmpty() && CommandWords.isMistypedCommand(schemas.get(0)))
        {
            final String word = schemas.get(0).toString();
            throw new ParameterException(spec.commandLine(), "'" + word + "' is neither a schema file nor a command (commands: " +
                String.join(", ", commands) + ")" + Suggestions.didYouMean(word, commands));
        }
        final List<String> misplaced = new ArrayList<>();
        schemas.stream().filter(CommandWords::isIrFile).forEach(file -> misplaced.add(file +
            ": error: this is an IR file, not an XML schema; pass it with --ir " + file));
        irFiles.stream().filter(CommandWords::isXmlFile).forEach(file -> misplaced.add(file +
            ": error: this is an XML schema, not an IR file; pass it without --ir"));
        misplaced.forEach(err::println);
        return misplaced.isEmpty() ? null : ExitCode.USAGE;
    }

    /** @return every schema's and IR file's IR in argument order, or null when any failed (reported). */
    private Map<Path, Ir> compileAll()
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
            final Ir ir = readIrFile(irFile);
            failed |= ir == null;
            compiled.put(irFile, ir);
        }
        return failed ? null : compiled;
    }

    /** Generates everything in memory, then writes it only if no two sources disagree about a file. */
    private int writeAll(final Map<Path, Ir> compiled, final Set<Target> wanted)
    {
        final OutputPlan plan = new OutputPlan();
        final List<String> done = new ArrayList<>();
        for (final Map.Entry<Path, Ir> entry : compiled.entrySet())
        {
            for (final Target target : wanted)
            {
                final int count = TargetWriters.plan(target, entry.getValue(), entry.getKey(), outputDir,
                    new TargetWriters.Settings(javaOptions(), cppNamespace), plan);
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

    private Set<Target> wantedTargets()
    {
        final Set<Target> wanted = targets.isEmpty() && !generateIr ? EnumSet.of(Target.JAVA) : EnumSet.noneOf(Target.class);
        wanted.addAll(targets);
        if (generateIr)
        {
            wanted.add(Target.IR);
        }
        return wanted;
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
        if (errors > 0 || (warningsFatal && warnings > 0))
        {
            err.println(summary(schema, errors, warnings) + (errors == 0 ? " (--warnings-fatal)" : ""));
            return null;
        }
        if (validateOnly)
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
        if (ir != null && validateOnly)
        {
            out.println(irFile + ": ok");
        }
        return ir;
    }

    private TargetWriters.JavaSettings javaOptions()
    {
        return new TargetWriters.JavaSettings(javaPackage, javaInterfaces);
    }


    private static String summary(final Path schema, final int errors, final int warnings)
    {
        return schema + ": " + plural(errors, "error") + ", " + plural(warnings, "warning");
    }

    private static String plural(final int count, final String noun)
    {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
