package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.TargetRegistry;
import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.TargetOption;
import io.sbetool.ir.Suggestions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * {@code sbetool [options] SCHEMA...}: reads, validates and compiles each schema, then writes what
 * each {@code --target} asks for. Every schema's problems are reported before exiting. With
 * {@code --ir FILE.sbeir} a schema's IR file stands in for its XML: generators need nothing else. The
 * targets' own options, and the help options after them, are added from the {@link TargetRegistry}
 * ({@link TargetOptionSpecs}).
 */
@Command(
    name = "sbetool",
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

    // The choices in its description and its converter are the registry's (TargetOptionSpecs).
    @Option(names = {"-t", "--target"}, paramLabel = "TARGET", description = "What to generate.")
    private List<Generator> targets = new ArrayList<>();

    @Option(names = "--generate-ir", description = "Also write <schema>.sbeir (the same as --target ir).")
    private boolean generateIr;

    @Option(names = "--validate-only", description = "Read and validate the schemas; generate nothing.")
    private boolean validateOnly;

    @Option(names = "--warnings-fatal", description = "Treat warnings as errors (exit 1).")
    private boolean warningsFatal;

    private final TargetRegistry registry;

    /** The targets' own options given, by name, as the registry's option specs set them. */
    private final Map<String, String> targetOptions = new LinkedHashMap<>();

    CompileCommand(final TargetRegistry registry, final PrintWriter out, final PrintWriter err)
    {
        this.registry = registry;
        this.out = out;
        this.err = err;
    }

    TargetRegistry registry()
    {
        return registry;
    }

    /** Where the options {@link TargetOptionSpecs} adds keep their values. */
    Map<String, String> targetOptionValues()
    {
        return targetOptions;
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
        for (final TargetOption option : registry.options())
        {
            final String value = targetOptions.get(option.name());
            final String problem = value == null ? null : option.problem(value);
            if (problem != null)
            {
                throw new ParameterException(spec.commandLine(), "Invalid value for option '" + option.name() + "': " + problem);
            }
        }
        if (!schemas.isEmpty() && CommandWords.isMistypedCommand(schemas.get(0)))
        {
            // A first word that is no file but reads like a command: said before anything is read.
            final Set<String> commands = spec.subcommands().keySet();
            final String word = schemas.get(0).toString();
            throw new ParameterException(spec.commandLine(), "'" + word + "' is neither a schema file nor a command (commands: " +
                String.join(", ", commands) + ")" + Suggestions.didYouMean(word, commands));
        }
        return new CompileRun(registry, request(), out, err).run();
    }

    /** @return what the command line picocli parsed into this command asks for. */
    CompileRequest request()
    {
        return new CompileRequest(schemas, irFiles, outputDir, targets, generateIr, validateOnly, warningsFatal,
            targetOptions);
    }
}
